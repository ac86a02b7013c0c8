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
      # the SEO dot: a picture too small for Google's crops
      crops {
        wide {
          width
          height
        }
      }
    }
    # the SEO dot's other inputs (seo-checklist.ts)
    prepTime
    servings
    category {
      categoryId
    }
  }
`);

/**
 * One page of the admin's recipes (every status) matching the screen's search, status filter and sort, with how many
 * match in each status (the filter's counts).
 */
export const DashboardRecipesQuery = graphql(`
  query DashboardRecipes($criteria: RecipeCriteria, $page: PageInput) {
    dashboardRecipes(criteria: $criteria, page: $page) {
      content {
        ...DashboardRecipeCard_recipe
      }
      page
      totalElements
      totalPages
      counts {
        published
        scheduled
        drafts
      }
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

/** A draft copy of a recipe ('Duplicar'), to be edited at once. */
export const DashboardDuplicateRecipeMutation = graphql(`
  mutation DashboardDuplicateRecipe($id: Int!) {
    duplicateRecipe(id: $id) {
      recipeId
      title
    }
  }
`);

/** Publishes, unpublishes or deletes the selected recipes; answers how many changed. */
export const DashboardBulkRecipesMutation = graphql(`
  mutation DashboardBulkRecipes($ids: [Int!]!, $action: RecipeBulkAction!) {
    bulkRecipes(ids: $ids, action: $action)
  }
`);
