import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Seo } from '../../components/Seo';
import { StaticHtml } from '../../components/StaticHtml';
import { graphql } from '../../gql';
import { HydrateWhenVisible, HydrationSlice } from '../../lib/deferred-hydration';
import { isNotFound } from '../../lib/graphql-errors';
import { useServerNotFound } from '../../lib/render-status';
import * as messages from '../../messages/pt-BR';
import { recipeJsonLd } from './recipe-json-ld';
import { numericIdOf, type RouteData } from '../../lib/route-data';
import { useSlot } from '../../lib/slots';
import { AffiliateDisclaimer } from './AffiliateDisclaimer';
import { AuthorBox } from './AuthorBox';
import { RecipeBox } from './RecipeBox';
import { RecipeIntro } from './RecipeIntro';
import { SaveRecipeBox } from './SaveRecipeBox';
import { SimilarRecipes } from './SimilarRecipes';

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

// The story the author wrote (HTML the server sanitised): rendered once, never re-rendered nor rebuilt by React.
const Story = styled(StaticHtml)(({ theme }) => ({
  fontSize: '1.08rem',
  lineHeight: 1.75,
  marginBottom: theme.spacing(5),
  '& h2': { fontFamily: 'inherit' },
}));

const Page = styled(Container)(({ theme }) => ({
  paddingTop: theme.spacing(3),
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(6) },
})) as typeof Container;

/** The recipe page: the intro above the fold, the story, then the recipe itself (hydrated when it comes near). */
export function RecipePage() {
  const { id } = useParams();
  const recipeId = numericIdOf(id);
  const { data, error } = useQuery(RecipeQuery, { variables: { id: recipeId }, skip: !recipeId });
  const serverNotFound = useServerNotFound();
  const ShareButtons = useSlot('ShareButtons');
  const NewsletterForm = useSlot('NewsletterForm');
  const RecipeComments = useSlot('RecipeComments');
  const notFound = !recipeId || isNotFound(error) || (!data && serverNotFound);
  if (notFound) return <NotFoundPage title={messages.notFound.recipeTitle} />;
  const recipe = data?.recipe;
  if (!recipe) return <Container sx={{ py: 8 }}>{messages.common.loading}</Container>;
  return (
    <article>
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
      <Page maxWidth="md">
        <HydrationSlice>
          <RecipeIntro recipe={recipe} />
        </HydrationSlice>
        <ShareButtons recipe={recipe} variant="rail" />
        {recipe.commentBody && <Story html={recipe.commentBody} />}
        <ShareButtons recipe={recipe} variant="inline" />
        <SaveRecipeBox recipeId={recipe.recipeId} />
        <HydrateWhenVisible>
          <RecipeBox recipe={recipe} />
        </HydrateWhenVisible>
        <SimilarRecipes recipeId={recipe.recipeId} />
        <AffiliateDisclaimer recipeId={recipe.recipeId} />
        <AuthorBox recipeId={recipe.recipeId} />
        <NewsletterForm source="recipe" />
        <RecipeComments recipeId={recipe.recipeId} />
      </Page>
    </article>
  );
}

RecipePage.routeData = (async (client, { params }) => {
  const id = numericIdOf(params.id);
  if (id) await client.query({ query: RecipeQuery, variables: { id } });
}) satisfies RouteData;
