import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type {
  DashboardRecipeCard_RecipeFragment,
  DashboardRecipesQuery as DashboardRecipesData,
  RecipeBulkAction,
} from '../../../gql/graphql';
import { listVariables, type RecipeListParams } from './recipe-list-params';
import {
  DashboardBulkRecipesMutation,
  DashboardDeleteRecipeMutation,
  DashboardDuplicateRecipeMutation,
  DashboardRecipeQuery,
  DashboardRecipesQuery,
} from './recipes-operations';

export type DashboardRecipe = DashboardRecipeCard_RecipeFragment;
export type DashboardRecipePage = DashboardRecipesData['dashboardRecipes'];

export interface DashboardRecipes {
  /** the page shown (undefined before the first answer); while the next one loads, the previous one stays */
  page: DashboardRecipePage | undefined;
  /** the first load is under way */
  loading: boolean;
  /** another page, search or filter is loading over the one shown */
  updating: boolean;
  /** the list could not be loaded */
  failed: boolean;
  /** loads the list again (after a create, or to retry) */
  reload: () => Promise<void>;
  /** refreshes one recipe's card in place (after an edit) */
  refresh: (recipeId: number) => Promise<void>;
  /** deletes a recipe and drops it from every cached list; false when the server refused or could not be reached */
  remove: (recipeId: number) => Promise<boolean>;
  /** a draft copy of the recipe: its id and title, or null when the server refused or could not be reached */
  duplicate: (recipeId: number) => Promise<{ recipeId: number; title: string } | null>;
  /** publishes, unpublishes or deletes these recipes; how many changed, or null when the server refused */
  bulk: (ids: readonly number[], action: RecipeBulkAction) => Promise<number | null>;
}

/** Every cached page of the list goes: the counts and the pages' contents change with any write. */
function forgetLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboardRecipes' });
  cache.gc();
}

/**
 * One page of the admin's recipes, searched, filtered and sorted on the server (a catalogue of thousands is never
 * downloaded whole), with the counts of each status for the filter.
 */
export function useDashboardRecipes(list: RecipeListParams): DashboardRecipes {
  const client = useApolloClient();
  // Refreshed on each visit to the screen; pages already seen this session answer at once meanwhile (spec §4).
  const { data, previousData, loading, error, refetch } = useQuery(DashboardRecipesQuery, {
    variables: listVariables(list),
    fetchPolicy: 'cache-and-network',
  });
  const [deleteRecipe] = useMutation(DashboardDeleteRecipeMutation);
  const [bulkRecipes] = useMutation(DashboardBulkRecipesMutation);
  const [duplicateRecipe] = useMutation(DashboardDuplicateRecipeMutation);
  const page = data?.dashboardRecipes ?? previousData?.dashboardRecipes;

  const reload = async () => {
    forgetLists(client.cache);
    await refetch().catch(() => undefined);
  };

  return {
    page,
    loading: loading && !page,
    updating: loading && Boolean(page) && !data,
    failed: Boolean(error) && !data,
    reload,
    refresh: async (recipeId) => {
      // The answer lands on the normalised Recipe, so its card re-renders where it is.
      await client
        .query({ query: DashboardRecipeQuery, variables: { id: recipeId }, fetchPolicy: 'network-only' })
        .catch(() => undefined);
    },
    remove: async (recipeId) => {
      try {
        const result = await deleteRecipe({
          variables: { id: recipeId },
          update(cache, { data: answer }) {
            const id = cache.identify({ __typename: 'Recipe', recipeId });
            if (!answer?.deleteRecipe || !id) return;
            // Lists drop references to an evicted entity: the card leaves this screen and every cached list.
            cache.evict({ id });
            cache.gc();
          },
        });
        if (!result.data?.deleteRecipe) return false;
      } catch {
        return false;
      }
      // The totals and the counts change too.
      await reload();
      return true;
    },
    duplicate: async (recipeId) => {
      let copy: { recipeId: number; title: string } | null = null;
      try {
        const answer = (await duplicateRecipe({ variables: { id: recipeId } })).data?.duplicateRecipe;
        copy = answer ? { recipeId: answer.recipeId, title: answer.title } : null;
      } catch {
        return null;
      }
      // a new draft: the totals, the counts and the first page change
      await reload();
      return copy;
    },
    bulk: async (ids, action) => {
      let changed: number;
      try {
        const result = await bulkRecipes({
          variables: { ids: [...ids], action },
          update(cache) {
            if (action !== 'DELETE') return;
            for (const recipeId of ids) cache.evict({ id: cache.identify({ __typename: 'Recipe', recipeId }) });
          },
        });
        if (typeof result.data?.bulkRecipes !== 'number') return null;
        changed = result.data.bulkRecipes;
      } catch {
        return null;
      }
      await reload();
      return changed;
    },
  };
}
