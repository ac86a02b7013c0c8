import { isNotFound } from '../../lib/graphql-errors';
import { useServerNotFound } from '../../lib/render-status';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import { durationShort } from '../../lib/duration';
import { formatDate } from '../../lib/format';
import { bySection, ingredientLine } from '../../lib/recipe-text';
import * as messages from '../../messages/pt-BR';
import { NotFoundPage } from '../../components/NotFoundPage';
import { recipeJsonLd } from './recipe-json-ld';
import { numericIdOf, type RouteData } from '../../lib/route-data';

const RecipeQuery = graphql(`
  query RecipePage($id: Int!) {
    recipe(id: $id) {
      recipeId
      title
      description
      author
      prepTime
      cookTime
      totalTime
      servings
      difficulty
      cuisine
      imageUrl {
        small
        medium
        original
      }
      ingredients {
        ingredientId
        section
        ingredientName
        quantity
        unit
      }
      instructions {
        instructionId
        section
        stepNumber
        instructionText
      }
      notes {
        noteId
        noteText
      }
      tags {
        recipeTagId
        name
      }
      utensils {
        id
        name
        link
      }
      category {
        categoryId
        name
      }
      commentBody
      nutrition {
        calories
      }
      rating {
        average
        count
      }
      datePublished
      updatedAt
    }
  }
`);

function Meta({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Box>
      <Typography
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.4, fontSize: '0.68rem' }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** First version of the recipe page: hero, details, ingredients, steps, notes. */
export function RecipePage() {
  const { id } = useParams();
  const recipeId = numericIdOf(id);
  const { data, error } = useQuery(RecipeQuery, { variables: { id: recipeId }, skip: !recipeId });
  const serverNotFound = useServerNotFound();
  const notFound = !recipeId || isNotFound(error) || (!data && serverNotFound);
  if (notFound) return <NotFoundPage title={messages.notFound.recipeTitle} />;
  const recipe = data?.recipe;
  if (!recipe) return <Container sx={{ py: 8 }}>{messages.common.loading}</Container>;
  const t = messages.recipe;
  return (
    <Box component="article">
      <Seo
        title={recipe.title}
        description={recipe.description}
        path={`/recipes/${recipe.recipeId}`}
        image={recipe.imageUrl?.original ?? recipe.imageUrl?.medium}
        type="article"
        publishedTime={recipe.datePublished}
        modifiedTime={recipe.updatedAt}
        jsonLd={recipeJsonLd(recipe)}
      />
      <Container maxWidth="md" sx={{ pt: { xs: 3, md: 6 } }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {recipe.category.map((c) => (
            <Chip key={c.categoryId} label={c.name} size="small" color="secondary" variant="outlined" />
          ))}
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, mb: 2 }}>
          {recipe.title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.15rem', mb: 2 }}>
          {recipe.description}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t.by} <strong>{recipe.author}</strong> · {t.publishedOn} {formatDate(recipe.datePublished)} ·{' '}
          {recipe.rating.count
            ? t.rating(recipe.rating.average.toFixed(1).replace('.', ','), recipe.rating.count)
            : t.noRating}
        </Typography>
        <Box sx={{ borderRadius: 4, overflow: 'hidden', mb: 4 }}>
          <ResponsiveImage
            image={recipe.imageUrl}
            alt={recipe.title}
            width={1200}
            height={900}
            sizes="(min-width: 900px) 860px, 100vw"
            priority
          />
        </Box>
        {recipe.commentBody && (
          <Box
            sx={{ fontSize: '1.08rem', lineHeight: 1.75, '& h2': { fontFamily: 'inherit' }, mb: 5 }}
            dangerouslySetInnerHTML={{ __html: recipe.commentBody }}
          />
        )}
        <Box
          id="receita"
          sx={{
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 4,
            p: { xs: 2.5, md: 4 },
            bgcolor: 'background.paper',
            mb: 6,
          }}
        >
          <Typography variant="h2" sx={{ mb: 2 }}>
            {recipe.title}
          </Typography>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 2, mb: 3 }}
          >
            <Meta label={t.prepTime} value={durationShort(recipe.prepTime)} />
            <Meta label={t.cookTime} value={durationShort(recipe.cookTime)} />
            <Meta label={t.totalTime} value={durationShort(recipe.totalTime)} />
            <Meta label={t.servings} value={recipe.servings} />
            <Meta label={t.difficulty} value={t.difficultyLabel[recipe.difficulty] ?? ''} />
            <Meta label={t.cuisine} value={recipe.cuisine ?? ''} />
          </Box>
          <Divider sx={{ mb: 3 }} />
          <Typography variant="h3" sx={{ mb: 2 }}>
            {t.ingredients}
          </Typography>
          {bySection(recipe.ingredients).map((group) => (
            <Box key={group.section || 'main'} sx={{ mb: 2 }}>
              {group.section && (
                <Typography variant="h6" sx={{ mb: 1 }}>
                  {group.section}
                </Typography>
              )}
              <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 0.75 } }}>
                {group.items.map((i) => (
                  <li key={i.ingredientId}>{ingredientLine(i)}</li>
                ))}
              </Box>
            </Box>
          ))}
          <Typography variant="h3" sx={{ mt: 4, mb: 2 }}>
            {t.instructions}
          </Typography>
          {bySection(recipe.instructions).map((group) => (
            <Box key={group.section || 'main'} sx={{ mb: 2 }}>
              {group.section && (
                <Typography variant="h6" sx={{ mb: 1 }}>
                  {group.section}
                </Typography>
              )}
              <Box component="ol" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
                {group.items.map((s) => (
                  <Box component="li" key={s.instructionId} sx={{ display: 'flex', gap: 2, mb: 2 }}>
                    <Box
                      aria-hidden
                      sx={{
                        flex: '0 0 32px',
                        height: 32,
                        borderRadius: '50%',
                        bgcolor: 'primary.main',
                        color: '#fff',
                        display: 'grid',
                        placeItems: 'center',
                        fontWeight: 700,
                      }}
                    >
                      {s.stepNumber}
                    </Box>
                    <Typography sx={{ pt: 0.5, lineHeight: 1.7 }}>{s.instructionText}</Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
          {recipe.notes.length > 0 && (
            <>
              <Typography variant="h3" sx={{ mt: 4, mb: 2 }}>
                {t.notes}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                {recipe.notes.map((n) => (
                  <Typography component="li" key={n.noteId} sx={{ mb: 1 }}>
                    {n.noteText}
                  </Typography>
                ))}
              </Box>
            </>
          )}
        </Box>
      </Container>
    </Box>
  );
}

RecipePage.routeData = (async (client, { params }) => {
  const id = numericIdOf(params.id);
  if (id) await client.query({ query: RecipeQuery, variables: { id } });
}) satisfies RouteData;
