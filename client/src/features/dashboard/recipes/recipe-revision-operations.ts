import { graphql } from '../../../gql';
import type { RestoreRecipeRevisionMutation as RestoreData } from '../../../gql/graphql';

/** A page of the recipe's history, newest first (the pages carry no content: a restore fetches nothing). */
export const RecipeRevisionsQuery = graphql(`
  query RecipeRevisions($recipeId: Int!, $page: Int!, $size: Int!) {
    recipeRevisions(recipeId: $recipeId, page: { page: $page, size: $size }) {
      totalElements
      totalPages
      content {
        id
        kind
        recipeVersion
        createdAt
        authorName
        changedFields
      }
    }
  }
`);

export const RestoreRecipeRevisionMutation = graphql(`
  mutation RestoreRecipeRevision($revisionId: Int!, $expectedVersion: Int) {
    restoreRecipeRevision(revisionId: $revisionId, expectedVersion: $expectedVersion) {
      ...RecipeForm_recipe
    }
  }
`);

export type RestoredRecipe = RestoreData['restoreRecipeRevision'];

/** The editor's unsaved input, kept on the site as the recipe's autosave (one per person and recipe). */
export const AutosaveRecipeMutation = graphql(`
  mutation AutosaveRecipe($id: Int!, $input: RecipeInput!, $baseVersion: Int!) {
    autosaveRecipe(id: $id, input: $input, baseVersion: $baseVersion) {
      id
      createdAt
    }
  }
`);

/** The signed-in editor's autosave of the recipe (what she typed and did not save, kept on the site), or null. */
export const RecipeAutosaveQuery = graphql(`
  query RecipeAutosave($recipeId: Int!) {
    recipeAutosave(recipeId: $recipeId) {
      id
      createdAt
      baseVersion
      snapshot
    }
  }
`);

export const DiscardRecipeAutosaveMutation = graphql(`
  mutation DiscardRecipeAutosave($recipeId: Int!) {
    discardRecipeAutosave(recipeId: $recipeId)
  }
`);
