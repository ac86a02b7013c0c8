import { isNotFound } from '../../lib/graphql-errors';
import { useServerNotFound } from '../../lib/render-status';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { CollectionPage, CollectionStatus } from '../../components/CollectionPage';
import { usePageParam } from '../../components/RecipeGrid';
import { graphql } from '../../gql';
import { numericIdOf, pageParamOf, settleAll, type RouteData } from '../../lib/route-data';
import * as messages from '../../messages/pt-BR';
import { NotFoundPage } from '../../components/NotFoundPage';

/** Category grids show 8 recipes per page (spec §9). */
const PAGE_SIZE = 8;

const CategoryQuery = graphql(`
  query CategoryPage($id: Int!) {
    category(id: $id) {
      categoryId
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

const CategoryRecipesQuery = graphql(`
  query CategoryRecipes($category: String!, $page: Int!, $size: Int!) {
    recipes(filter: { category: $category, status: PUBLISHED }, page: $page, size: $size) {
      content {
        ...RecipeCard_recipe
      }
      totalElements
      totalPages
    }
  }
`);

/** The hero's featured recipe: the category's newest published one. */
const CategoryFeaturedQuery = graphql(`
  query CategoryFeaturedRecipe($category: String!) {
    recipes(filter: { category: $category, status: PUBLISHED }, page: 0, size: 1) {
      content {
        recipeId
        title
      }
    }
  }
`);

/** /category/:id — the category's name, description and picture, then its recipes, 8 per page (?page=N). */
export function CategoryPage() {
  const { id } = useParams();
  const categoryId = numericIdOf(id);
  const page = usePageParam();
  const serverNotFound = useServerNotFound();
  const { data, error } = useQuery(CategoryQuery, { variables: { id: categoryId }, skip: !categoryId });
  const category = data?.category;
  const recipes = useQuery(CategoryRecipesQuery, {
    variables: { category: category?.name ?? '', page: page - 1, size: PAGE_SIZE },
    skip: !category,
  });
  const featured = useQuery(CategoryFeaturedQuery, { variables: { category: category?.name ?? '' }, skip: !category });
  const t = messages.category;

  const notFound = !categoryId || isNotFound(error) || (!data && serverNotFound);
  if (notFound) return <NotFoundPage />;
  if (error) return <CollectionStatus text={t.error} />;
  if (!category) return <CollectionStatus text={messages.common.loading} />;

  return (
    <CollectionPage
      kicker={t.kicker}
      name={category.name}
      description={category.description}
      image={category.imageUrl}
      featured={featured.data?.recipes.content[0]}
      path={`/category/${category.categoryId}`}
      fallbackDescription={t.seoDescription(category.name)}
      recipesTitle={t.recipesTitle(category.name)}
      recipes={(recipes.data ?? recipes.previousData)?.recipes}
      loading={recipes.loading}
      page={page}
    />
  );
}

CategoryPage.routeData = (async (client, { params, searchParams }) => {
  const id = numericIdOf(params.id);
  if (!id) return;
  const { data } = await client.query({ query: CategoryQuery, variables: { id } });
  const name = data?.category?.name;
  if (!name) return;
  const page = pageParamOf(searchParams);
  await settleAll([
    client.query({ query: CategoryRecipesQuery, variables: { category: name, page: page - 1, size: PAGE_SIZE } }),
    client.query({ query: CategoryFeaturedQuery, variables: { category: name } }),
  ]);
}) satisfies RouteData;
