import { isNotFound } from '../../lib/graphql-errors';
import { useServerNotFound } from '../../lib/render-status';
import { useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import { durationShort } from '../../lib/duration';
import { numericIdOf, type RouteData } from '../../lib/route-data';
import * as messages from '../../messages/pt-BR';
import { NotFoundPage } from '../../components/NotFoundPage';
import { bySection, ingredientLine } from '../../lib/recipe-text';

const PrintQuery = graphql(`
  query PrintPage($id: Int!) {
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
    }
  }
`);

const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { margin: '14mm' },
      '@media print': {
        body: { background: '#fff !important' },
        '.no-print': { display: 'none !important' },
        '.printable, .printable *': { color: '#000 !important', background: 'transparent !important' },
      },
    }}
  />
);

/** /print/:id — the recipe on plain paper: title, photo, times, ingredients, steps and notes, plus 'Imprimir'. */
export function PrintPage() {
  const { id } = useParams();
  const recipeId = numericIdOf(id);
  const { data, error } = useQuery(PrintQuery, { variables: { id: recipeId }, skip: !recipeId });
  const serverNotFound = useServerNotFound();
  const notFound = !recipeId || isNotFound(error) || (!data && serverNotFound);
  if (notFound) return <NotFoundPage title={messages.notFound.recipeTitle} />;
  const recipe = data?.recipe;
  if (!recipe) {
    return (
      <Container sx={{ py: 8 }}>
        <Typography role="status">{error ? messages.common.unexpectedError : messages.common.loading}</Typography>
      </Container>
    );
  }
  const t = messages.recipe;
  const meta = [
    [t.prepTime, durationShort(recipe.prepTime)],
    [t.cookTime, durationShort(recipe.cookTime)],
    [t.totalTime, durationShort(recipe.totalTime)],
    [t.servings, recipe.servings],
    [t.difficulty, t.difficultyLabel[recipe.difficulty] ?? ''],
  ].filter(([, value]) => value);

  return (
    <Box sx={{ minHeight: '100vh', py: { xs: 2, md: 5 }, '@media print': { py: 0 } }}>
      {printStyles}
      <Seo
        title={recipe.title}
        description={recipe.description}
        path={`/recipes/${recipe.recipeId}`}
        image={recipe.imageUrl?.medium}
      />
      <Container maxWidth="md" sx={{ '@media print': { maxWidth: 'none', px: 0 } }}>
        <Box className="no-print" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 3 }}>
          <Button component={RouterLink} to={`/recipes/${recipe.recipeId}`} startIcon={<ArrowBackIcon />}>
            {messages.print.back}
          </Button>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {messages.print.print}
          </Button>
        </Box>
        <Box
          component="article"
          className="printable"
          sx={{
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 3,
            p: { xs: 2.5, md: 5 },
            '@media print': { border: 'none', p: 0 },
          }}
        >
          <Typography variant="overline" color="primary" component="p">
            {messages.site.name}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1.5 }}>
            {recipe.title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.05rem', mb: 3 }}>
            {recipe.description}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
              gap: 3,
              alignItems: 'center',
              mb: 4,
              breakInside: 'avoid',
            }}
          >
            <Box sx={{ borderRadius: 2, overflow: 'hidden', maxWidth: { xs: 320, sm: 'none' } }}>
              <ResponsiveImage
                image={recipe.imageUrl}
                alt={recipe.title}
                width={800}
                height={600}
                sizes="320px"
                priority
              />
            </Box>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 2, m: 0 }}
            >
              {meta.map(([label, value]) => (
                <div key={label}>
                  <Typography
                    component="dt"
                    variant="overline"
                    color="text.secondary"
                    sx={{ fontSize: '0.68rem', lineHeight: 1.4 }}
                  >
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ fontWeight: 600, m: 0 }}>
                    {value}
                  </Typography>
                </div>
              ))}
            </Box>
          </Box>

          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1.6fr' },
              gap: { xs: 3, md: 5 },
              '@media print': { gridTemplateColumns: '1fr 1.6fr' },
            }}
          >
            <Box component="section" aria-labelledby="print-ingredients">
              <Typography id="print-ingredients" variant="h3" sx={{ mb: 1.5, fontSize: '1.35rem' }}>
                {t.ingredients}
              </Typography>
              {bySection(recipe.ingredients).map((group) => (
                <Box key={group.section || 'main'} sx={{ mb: 2, breakInside: 'avoid' }}>
                  {group.section && (
                    <Typography variant="h6" component="h4" sx={{ mb: 0.5 }}>
                      {group.section}
                    </Typography>
                  )}
                  <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 0.5, lineHeight: 1.55 } }}>
                    {group.items.map((i) => (
                      <li key={i.ingredientId}>{ingredientLine(i)}</li>
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
            <Box component="section" aria-labelledby="print-steps">
              <Typography id="print-steps" variant="h3" sx={{ mb: 1.5, fontSize: '1.35rem' }}>
                {t.instructions}
              </Typography>
              {bySection(recipe.instructions).map((group) => (
                <Box key={group.section || 'main'} sx={{ mb: 2 }}>
                  {group.section && (
                    <Typography variant="h6" component="h4" sx={{ mb: 0.5 }}>
                      {group.section}
                    </Typography>
                  )}
                  <Box component="ol" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
                    {group.items.map((step) => (
                      <Box
                        component="li"
                        key={step.instructionId}
                        sx={{ display: 'flex', gap: 1.5, mb: 1.5, breakInside: 'avoid' }}
                      >
                        <Typography component="span" sx={{ fontWeight: 700, minWidth: 24, color: 'primary.main' }}>
                          {step.stepNumber}.
                        </Typography>
                        <Typography sx={{ lineHeight: 1.65 }}>{step.instructionText}</Typography>
                      </Box>
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>

          {recipe.notes.length > 0 && (
            <Box component="section" aria-labelledby="print-notes" sx={{ mt: 3, breakInside: 'avoid' }}>
              <Typography id="print-notes" variant="h3" sx={{ mb: 1.5, fontSize: '1.35rem' }}>
                {t.notes}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                {recipe.notes.map((note) => (
                  <Typography component="li" key={note.noteId} sx={{ mb: 0.75, lineHeight: 1.6 }}>
                    {note.noteText}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 4, pt: 2, borderTop: '1px solid', borderColor: 'divider' }}
          >
            {messages.print.footer(messages.site.name)}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}

PrintPage.routeData = (async (client, { params }) => {
  const id = numericIdOf(params.id);
  if (id) await client.query({ query: PrintQuery, variables: { id } });
}) satisfies RouteData;
