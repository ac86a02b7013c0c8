import { graphql } from '../../gql';

// What a result card shows and what the drawer's filters read (lib/search-drawer's SearchDrawerRecipe).
export const SearchRecipeFragment = graphql(`
  fragment SearchRecipe_recipe on Recipe {
    recipeId
    title
    imageUrl {
      small
      medium
      original
    }
    category {
      categoryId
      name
    }
    cuisine
    difficulty
    prepTime
  }
`);

export const SearchRecipesQuery = graphql(`
  query SearchRecipes($query: String!) {
    searchRecipes(query: $query) {
      ...SearchRecipe_recipe
    }
  }
`);

/** Loaded once when the drawer first opens: the catalogue behind the suggestions and the filters' options. */
export const SearchCatalogQuery = graphql(`
  query SearchCatalog($popular: Int!) {
    allRecipes(filter: { status: PUBLISHED }) {
      ...SearchRecipe_recipe
    }
    topRecipes(limit: $popular) {
      ...SearchRecipe_recipe
    }
    categories {
      categoryId
      name
    }
  }
`);

/** The recipes most like the one the reader viewed last ('Relacionadas'). */
export const RelatedRecipesQuery = graphql(`
  query RelatedRecipes($id: Int!, $size: Int!) {
    similarRecipes(id: $id, page: 0, size: $size) {
      content {
        ...SearchRecipe_recipe
      }
    }
  }
`);
