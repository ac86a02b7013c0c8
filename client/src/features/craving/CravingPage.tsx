import { isNotFound } from '../../lib/graphql-errors';
import { useServerNotFound } from '../../lib/render-status';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { CollectionPage, CollectionStatus } from '../../components/CollectionPage';
import { usePageParam } from '../../components/RecipeGrid';
import { graphql } from '../../gql';
import { pageParamOf, settleAll, type RouteData } from '../../lib/route-data';
import * as messages from '../../messages/pt-BR';
import { NotFoundPage } from '../../components/NotFoundPage';

/** Craving grids show 8 recipes per page, like category grids (spec §9). */
const PAGE_SIZE = 8;

export const CravingQuery = graphql(`
  query CravingPage($id: String!) {
    craving(id: $id) {
      id
      name
      description
      imageUrl {
        small
        medium
        original
      }
    }
  }
`);

export const CravingRecipesQuery = graphql(`
  query CravingRecipes($craving: String!, $page: Int!, $size: Int!) {
    recipes(filter: { craving: $craving, status: PUBLISHED }, page: $page, size: $size) {
      content {
        ...RecipeCard_recipe
      }
      totalElements
      totalPages
    }
  }
`);

/** The hero's featured recipe: the craving's newest published one. */
export const CravingFeaturedQuery = graphql(`
  query CravingFeaturedRecipe($craving: String!) {
    recipes(filter: { craving: $craving, status: PUBLISHED }, page: 0, size: 1) {
      content {
        recipeId
        title
      }
    }
  }
`);

/** /craving/:id — the craving's name, description and picture, then its recipes, 8 per page (?page=N). */
export function CravingPage() {
  const { id = '' } = useParams();
  const page = usePageParam();
  const serverNotFound = useServerNotFound();
  const { data, error } = useQuery(CravingQuery, { variables: { id } });
  // Both load at once: the recipes are filtered by the route's id, not by the loaded craving.
  const recipes = useQuery(CravingRecipesQuery, { variables: { craving: id, page: page - 1, size: PAGE_SIZE } });
  const featured = useQuery(CravingFeaturedQuery, { variables: { craving: id } });
  const t = messages.craving;

  if (isNotFound(error) || (!data && serverNotFound)) {
    return <NotFoundPage />;
  }
  // Spec §7: any other failure shows a stub craving.
  const craving = error
    ? { id, name: t.unknownName, description: t.unknownDescription, imageUrl: null }
    : data?.craving;
  if (!craving) return <CollectionStatus text={messages.common.loading} />;

  return (
    <CollectionPage
      kicker={t.kicker}
      name={craving.name}
      description={craving.description}
      image={craving.imageUrl}
      featured={featured.data?.recipes.content[0]}
      path={`/craving/${craving.id}`}
      fallbackDescription={t.seoDescription(craving.name)}
      recipesTitle={t.recipesTitle}
      recipes={(recipes.data ?? recipes.previousData)?.recipes}
      loading={recipes.loading}
      page={page}
    />
  );
}

CravingPage.routeData = ((client, { params, searchParams }) => {
  const id = params.id ?? '';
  const page = pageParamOf(searchParams);
  return settleAll([
    client.query({ query: CravingQuery, variables: { id } }),
    client.query({ query: CravingRecipesQuery, variables: { craving: id, page: page - 1, size: PAGE_SIZE } }),
    client.query({ query: CravingFeaturedQuery, variables: { craving: id } }),
  ]);
}) satisfies RouteData;
