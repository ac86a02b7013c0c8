import { graphql } from '../../../gql';

/** What a recipe shows in the dashboard's recipe pickers (configuration, e-books). */
export const RecipePickerOptionFragment = graphql(`
  fragment RecipePickerOption_recipe on Recipe {
    recipeId
    title
    description
    status
    imageUrl {
      small
      medium
    }
  }
`);

/** The pickers' search: a short page of the admin's recipes (every status), best match first, or newest first. */
export const RecipePickerSearchQuery = graphql(`
  query RecipePickerSearch($criteria: RecipeCriteria, $page: PageInput) {
    dashboardRecipes(criteria: $criteria, page: $page) {
      content {
        ...RecipePickerOption_recipe
      }
    }
  }
`);

/** The chosen recipes that are published, in one call (at most 100 ids). */
export const RecipePickerByIdsQuery = graphql(`
  query RecipePickerByIds($ids: [Int!]!) {
    recipesByIds(ids: $ids) {
      ...RecipePickerOption_recipe
    }
  }
`);

/** A chosen recipe that is not published (a draft or a scheduled one): the admin reads it by id. */
export const RecipePickerRecipeQuery = graphql(`
  query RecipePickerRecipe($id: Int!) {
    recipe(id: $id) {
      ...RecipePickerOption_recipe
    }
  }
`);
