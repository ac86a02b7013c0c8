import { graphql } from '../../gql';

// What a card shows (lib/search-drawer's SearchDrawerRecipe): the medium photo, the first category, the title.
export const SearchRecipeFragment = graphql(`
  fragment SearchRecipe_recipe on Recipe {
    recipeId
    title
    imageUrl {
      medium
    }
    category {
      categoryId
      name
    }
  }
`);

/**
 * Everything the drawer shows before the reader types, in one request when it opens: the recipes this device viewed
 * (recipesByIds), those like the last one ('Relacionadas', only with a history), the popular ones, a small pool of the
 * newest to draw the random picks from, and the filters' choices.
 */
export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions(
    $viewedIds: [Int!]!
    $lastViewedId: Int!
    $withRelated: Boolean!
    $relatedSize: Int!
    $popular: Int!
    $poolSize: Int!
  ) {
    viewed: recipesByIds(ids: $viewedIds) {
      ...SearchRecipe_recipe
    }
    similarRecipes(id: $lastViewedId, page: 0, size: $relatedSize) @include(if: $withRelated) {
      content {
        ...SearchRecipe_recipe
      }
    }
    topRecipes(limit: $popular) {
      ...SearchRecipe_recipe
    }
    newest: findRecipes(page: { page: 0, size: $poolSize }) {
      content {
        ...SearchRecipe_recipe
      }
    }
    categories {
      categoryId
      name
    }
    recipeCuisines
  }
`);

/** One page of the recipes matching the drawer's text and filters, best first (newest first without a text). */
export const SearchResultsQuery = graphql(`
  query SearchResults($criteria: RecipeCriteria!, $page: Int!, $size: Int!) {
    findRecipes(criteria: $criteria, page: { page: $page, size: $size }) {
      content {
        ...SearchRecipe_recipe
      }
      page
      totalElements
      totalPages
    }
  }
`);
