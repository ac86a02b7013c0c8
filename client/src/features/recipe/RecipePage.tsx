import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Seo } from '../../components/Seo';
import { graphql } from '../../gql';
import { HydrateWhenVisible, HydrationSlice } from '../../lib/deferred-hydration';
import { isNotFound } from '../../lib/graphql-errors';
import { useServerNotFound, useStructuredData } from '../../lib/render-status';
import * as messages from '../../messages/pt-BR';
import { numericIdOf, type RouteData } from '../../lib/route-data';
import { useSlot } from '../../lib/slots';
import { deferredPart } from '../../lib/lazy-route';
import { staticPart } from '../../lib/static-part';
import { RecipeAuthorQuery } from './author-operations';
import { RecipeStoryQuery } from './story-operations';
import { RecipeBox } from './RecipeBox';
import { RecipeEBooks } from './RecipeEBooks';
import { RecipeHero } from './RecipeHero';
import { loadSimilarRecipes, SimilarRecipes } from './SimilarRecipes';
import { useRecordView } from './record-view';

// Below the fold, with code of their own: out of the page's first JavaScript, hydrated when they come near.
const SaveRecipeBox = deferredPart('src/features/recipe/SaveRecipeBox.tsx', () =>
  import('./SaveRecipeBox').then((m) => m.SaveRecipeBox),
);
// Nothing in them changes once the server wrote them: never hydrated, their code never fetched (lib/static-part.tsx).
/**
 * Ctrl+P on the recipe page prints what /print/{id} prints: the recipe card (#receita) alone, black on white, without
 * the site's frame, the story, the sharing and saving boxes, similar recipes or comments, nor the card's toolbar
 * (servings, cook mode, the print link); amounts print as the reader scaled them. Print media only: nothing of it is evaluated on screen. A browser without `:has()` prints
 * the whole page, as before.
 */
const printTheCardOnly = (
  <GlobalStyles
    styles={{
      '@page': { margin: '14mm' },
      '@media print': {
        'body *:not(:has(#receita)):not(#receita):not(#receita *), #receita [data-no-print]': {
          display: 'none !important',
        },
        // the card and what holds it keep no box of their own; on screen the card is laid out only when near
        // (content-visibility), which would clip what overhangs it
        '*:has(#receita), #receita': {
          display: 'block !important',
          margin: '0 !important',
          padding: '0 !important',
          maxWidth: 'none !important',
          border: 'none !important',
          background: 'none !important',
          contentVisibility: 'visible !important',
        },
        '#receita *': { color: '#000 !important', boxShadow: 'none !important' },
      },
    }}
  />
);

// The story: in the page's HTML once, out of the state the browser gets (RecipeStory.tsx).
const RecipeStory = staticPart('src/features/recipe/RecipeStory.tsx', () =>
  import('./RecipeStory').then((m) => m.RecipeStory),
);
const AuthorBox = staticPart('src/features/recipe/AuthorBox.tsx', () => import('./AuthorBox').then((m) => m.AuthorBox));
const AffiliateDisclaimer = staticPart('src/features/recipe/AffiliateDisclaimer.tsx', () =>
  import('./AffiliateDisclaimer').then((m) => m.AffiliateDisclaimer),
);

const RecipeQuery = graphql(`
  query RecipePage($id: Int!) {
    recipe(id: $id) {
      description
      author
      imageUrl {
        small
        medium
        original
        ...LeadImage_imageSet
      }
      tags {
        recipeTagId
        name
      }
      category {
        categoryId
        name
      }
      rating {
        average
        count
      }
      datePublished
      updatedAt
      # recipeId, title, times, yield, difficulty, cuisine and nutrition come with the card's fragment
      ...RecipeBody_recipe
    }
  }
`);

const Page = styled(Container)(({ theme }) => ({
  paddingTop: theme.spacing(3),
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(6) },
})) as typeof Container;

const READING_WIDTH = 760;
const RAIL_WIDTH = 56;

// Phones: the share bar above the text; desktop: the sticky share rail in a column left of the text, which stays
// centred (an empty column of the rail's width on its right).
const Body = styled('div')(({ theme }) => ({
  [theme.breakpoints.up('md')]: {
    display: 'grid',
    gridTemplateColumns: `${RAIL_WIDTH}px minmax(0, ${READING_WIDTH}px) ${RAIL_WIDTH}px`,
    justifyContent: 'center',
    columnGap: theme.spacing(4),
  },
}));

const ReadingColumn = styled('div')({ maxWidth: READING_WIDTH, marginInline: 'auto', width: '100%' });

/** The recipe page: the intro above the fold, the story, then the recipe itself (hydrated when it comes near). */
export function RecipePage() {
  const { id } = useParams();
  const recipeId = numericIdOf(id);
  const { data, error } = useQuery(RecipeQuery, { variables: { id: recipeId }, skip: !recipeId });
  const serverNotFound = useServerNotFound();
  const ShareButtons = useSlot('ShareButtons');
  const NewsletterForm = useSlot('NewsletterForm');
  const RecipeComments = useSlot('RecipeComments');
  useRecordView(data?.recipe?.recipeId);
  const shown = data?.recipe;
  const trail = messages.site.trail;
  const firstCategory = shown?.category[0];
  // the recipe itself and its place (the category its header links), for search engines
  useStructuredData(
    shown && { type: 'Recipe', id: shown.recipeId },
    shown && {
      type: 'BreadcrumbList',
      crumbs: [
        { name: trail.home, path: '/' },
        firstCategory
          ? { name: firstCategory.name, path: `/category/${firstCategory.categoryId}` }
          : { name: trail.recipes, path: '/recipes' },
        { name: shown.title, path: `/recipes/${shown.recipeId}` },
      ],
    },
  );
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
        image={recipe.imageUrl?.crops?.share ?? recipe.imageUrl?.original ?? recipe.imageUrl?.medium}
        imageAlt={recipe.title}
        type="article"
        publishedTime={recipe.datePublished}
        modifiedTime={recipe.updatedAt}
      />
      {printTheCardOnly}
      <Page maxWidth="lg">
        <HydrationSlice>
          <RecipeHero recipe={recipe} />
        </HydrationSlice>
        <Body>
          <div>
            <ShareButtons recipe={recipe} variant="rail" />
          </div>
          <div>
            <RecipeStory recipeId={recipe.recipeId} />
            <HydrateWhenVisible>
              <ShareButtons recipe={recipe} variant="inline" />
            </HydrateWhenVisible>
            <HydrateWhenVisible>
              <SaveRecipeBox recipeId={recipe.recipeId} />
            </HydrateWhenVisible>
            <HydrateWhenVisible>
              <RecipeBox recipe={recipe} />
            </HydrateWhenVisible>
            <HydrateWhenVisible>
              <RecipeEBooks recipeId={recipe.recipeId} />
            </HydrateWhenVisible>
          </div>
        </Body>
        <SimilarRecipes recipeId={recipe.recipeId} />
        <ReadingColumn>
          <AffiliateDisclaimer />
          <AuthorBox />
          <HydrateWhenVisible>
            <NewsletterForm source="recipe" />
          </HydrateWhenVisible>
          <RecipeComments recipeId={recipe.recipeId} />
        </ReadingColumn>
      </Page>
    </article>
  );
}

RecipePage.routeData = (async (client, { params }) => {
  const id = numericIdOf(params.id);
  // The author box's profile comes with the page, so the server renders it.
  if (id)
    await Promise.all([
      client.query({ query: RecipeQuery, variables: { id } }),
      client.query({ query: RecipeStoryQuery, variables: { id } }),
      client.query({ query: RecipeAuthorQuery }),
      loadSimilarRecipes(client, id),
    ]);
}) satisfies RouteData;
