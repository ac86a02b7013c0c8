import { isNotFound } from '../../lib/graphql-errors';
import { useServerNotFound } from '../../lib/render-status';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { CollectionPage, CollectionStatus } from '../../components/CollectionPage';
import { usePageParam } from '../../components/RecipeGrid';
import { graphql } from '../../gql';
import type { RecipeCriteria } from '../../gql/graphql';
import { pageParamOf, type RouteData } from '../../lib/route-data';
import * as messages from '../../messages/pt-BR';
import { NotFoundPage } from '../../components/NotFoundPage';

/** Craving grids show 8 recipes per page, like category grids (spec §9). */
const PAGE_SIZE = 8;

/** The craving, one page of its recipes and the hero's featured recipe (its newest), in one request. */
export const CravingPageQuery = graphql(`
  query CravingPage($id: String!, $criteria: RecipeCriteria!, $page: Int!, $size: Int!) {
    craving(id: $id) {
      id
      name
      description
      imageUrl {
        small
        medium
        original
        ...LeadImage_imageSet
      }
    }
    recipes: findRecipes(criteria: $criteria, page: { page: $page, size: $size }) {
      content {
        ...RecipeCard_recipe
      }
      totalElements
      totalPages
    }
    featured: findRecipes(criteria: $criteria, page: { page: 0, size: 1 }) {
      content {
        recipeId
        title
      }
    }
  }
`);

/** The route names a craving by id (the site's links) or by name (as the API allows): its recipes either way. */
const criteriaOf = (id: string): RecipeCriteria =>
  /^[1-9]\d{0,8}$/.test(id) ? { cravingId: Number(id) } : { facets: { craving: id } };

export const cravingPageVariables = (id: string, page: number) => ({
  id,
  criteria: criteriaOf(id),
  page: page - 1,
  size: PAGE_SIZE,
});

const NO_RECIPES = { content: [], totalElements: 0, totalPages: 0 };

/** /craving/:id — the craving's name, description and picture, then its recipes, 8 per page (?page=N). */
export function CravingPage() {
  const { id = '' } = useParams();
  const page = usePageParam();
  const serverNotFound = useServerNotFound();
  const { data, previousData, loading, error } = useQuery(CravingPageQuery, {
    variables: cravingPageVariables(id, page),
  });
  // Another page of the same craving keeps the hero while its recipes load.
  const shown = data ?? (previousData && String(previousData.craving.id) === id ? previousData : undefined);
  const t = messages.craving;

  if (isNotFound(error) || (!shown && serverNotFound)) {
    return <NotFoundPage />;
  }
  // Spec §7: any other failure shows a stub craving (and its recipes as an empty list).
  const craving = error
    ? { id, name: t.unknownName, description: t.unknownDescription, imageUrl: null }
    : shown?.craving;
  if (!craving) return <CollectionStatus text={messages.common.loading} />;

  return (
    <CollectionPage
      kicker={t.kicker}
      name={craving.name}
      description={craving.description}
      image={craving.imageUrl}
      featured={shown?.featured.content[0]}
      path={`/craving/${craving.id}`}
      fallbackDescription={t.seoDescription(craving.name)}
      recipesTitle={t.recipesTitle}
      recipes={error ? NO_RECIPES : shown?.recipes}
      loading={loading}
      page={page}
    />
  );
}

CravingPage.routeData = ((client, { params, searchParams }) =>
  client.query({
    query: CravingPageQuery,
    variables: cravingPageVariables(params.id ?? '', pageParamOf(searchParams)),
  })) satisfies RouteData;
