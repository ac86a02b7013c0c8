import { isNotFound } from '../../lib/graphql-errors';
import { useServerNotFound } from '../../lib/render-status';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { CollectionPage, CollectionStatus } from '../../components/CollectionPage';
import { usePageParam } from '../../components/RecipeGrid';
import { graphql } from '../../gql';
import { numericIdOf, pageParamOf, type RouteData } from '../../lib/route-data';
import * as messages from '../../messages/pt-BR';
import { NotFoundPage } from '../../components/NotFoundPage';

/** Category grids show 8 recipes per page (spec §9). */
const PAGE_SIZE = 8;

/** The category, one page of its recipes and the hero's featured recipe (its newest), in one request. */
export const CategoryPageQuery = graphql(`
  query CategoryPage($id: Int!, $page: Int!, $size: Int!) {
    category(id: $id) {
      categoryId
      name
      description
      imageUrl {
        small
        medium
        original
        ...LeadImage_imageSet
      }
    }
    recipes: findRecipes(criteria: { categoryId: $id }, page: { page: $page, size: $size }) {
      content {
        ...RecipeCard_recipe
      }
      totalElements
      totalPages
    }
    featured: findRecipes(criteria: { categoryId: $id }, page: { page: 0, size: 1 }) {
      content {
        recipeId
        title
      }
    }
  }
`);

const variablesOf = (id: number, page: number) => ({ id, page: page - 1, size: PAGE_SIZE });

/** /category/:id — the category's name, description and picture, then its recipes, 8 per page (?page=N). */
export function CategoryPage() {
  const { id } = useParams();
  const categoryId = numericIdOf(id);
  const page = usePageParam();
  const serverNotFound = useServerNotFound();
  const { data, previousData, loading, error } = useQuery(CategoryPageQuery, {
    variables: variablesOf(categoryId, page),
    skip: !categoryId,
  });
  // Another page of the same category keeps the hero while its recipes load.
  const shown = data ?? (previousData?.category.categoryId === categoryId ? previousData : undefined);
  const category = shown?.category;
  const t = messages.category;

  const notFound = !categoryId || isNotFound(error) || (!shown && serverNotFound);
  if (notFound) return <NotFoundPage />;
  if (error) return <CollectionStatus text={t.error} />;
  if (!category) return <CollectionStatus text={messages.common.loading} />;

  return (
    <CollectionPage
      kicker={t.kicker}
      name={category.name}
      description={category.description}
      image={category.imageUrl}
      featured={shown.featured.content[0]}
      path={`/category/${category.categoryId}`}
      fallbackDescription={t.seoDescription(category.name)}
      recipesTitle={t.recipesTitle(category.name)}
      recipes={shown.recipes}
      loading={loading}
      page={page}
    />
  );
}

CategoryPage.routeData = ((client, { params, searchParams }) => {
  const id = numericIdOf(params.id);
  if (!id) return Promise.resolve();
  return client.query({ query: CategoryPageQuery, variables: variablesOf(id, pageParamOf(searchParams)) });
}) satisfies RouteData;
