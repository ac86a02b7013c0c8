import { graphql } from '../../../gql';

/** What a card of the recipes screen shows (and what the share bar and the preview banner read). */
export const DashboardRecipeCardFragment = graphql(`
  fragment DashboardRecipeCard_recipe on Recipe {
    recipeId
    title
    description
    author
    difficulty
    cuisine
    cookTime
    datePublished
    status
    imageUrl {
      small
      medium
      original
    }
  }
`);

/**
 * Every recipe an admin may see, newest first (scheduled ones included; the server answers admins with them).
 * Unpaged: the screen searches and filters the whole list.
 */
export const DashboardRecipesQuery = graphql(`
  query DashboardRecipes {
    allRecipes {
      ...DashboardRecipeCard_recipe
    }
  }
`);

/** One recipe, to refresh its card after an edit (and for the preview banner). */
export const DashboardRecipeQuery = graphql(`
  query DashboardRecipe($id: Int!) {
    recipe(id: $id) {
      ...DashboardRecipeCard_recipe
    }
  }
`);

export const DashboardDeleteRecipeMutation = graphql(`
  mutation DashboardDeleteRecipe($id: Int!) {
    deleteRecipe(id: $id)
  }
`);
