import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { DashboardRecipeCard_RecipeFragment } from '../../../gql/graphql';
import { matchesSearch } from './recipe-search';
import { matchesStatus, type StatusFilter } from './recipe-status';
import { DashboardDeleteRecipeMutation, DashboardRecipeQuery, DashboardRecipesQuery } from './recipes-operations';

export type DashboardRecipe = DashboardRecipeCard_RecipeFragment;

export interface DashboardRecipes {
  /** every recipe loaded (undefined before the first answer) */
  all: readonly DashboardRecipe[] | undefined;
  /** those matching the search and the status filter */
  shown: readonly DashboardRecipe[];
  /** the first load is under way */
  loading: boolean;
  /** the list could not be loaded */
  failed: boolean;
  /** loads the whole list again (after a create, or to retry) */
  reload: () => Promise<void>;
  /** refreshes one recipe's card in place (after an edit) */
  refresh: (recipeId: number) => Promise<void>;
  /** deletes a recipe and drops it from every cached list; false when the server refused or could not be reached */
  remove: (recipeId: number) => Promise<boolean>;
}

/**
 * The admin's recipes, searched and filtered here over the whole list (the server's `filter.query`/`filter.status` do
 * the same; one list in the browser answers every keystroke at once and keeps the counts of every status at hand).
 */
export function useDashboardRecipes(search: string, status: StatusFilter): DashboardRecipes {
  const client = useApolloClient();
  // Cached for the session (spec §4 "Recipe cache"), refreshed on each visit to the screen.
  const { data, loading, error, refetch } = useQuery(DashboardRecipesQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [deleteRecipe] = useMutation(DashboardDeleteRecipeMutation);
  const all = data?.allRecipes;

  const shown = useMemo(() => {
    const now = Date.now();
    return (all ?? []).filter((recipe) => matchesStatus(recipe, status, now) && matchesSearch(recipe, search));
  }, [all, search, status]);

  return {
    all,
    shown,
    loading: loading && !all,
    failed: Boolean(error) && !all,
    reload: async () => {
      await refetch().catch(() => undefined);
    },
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
        return Boolean(result.data?.deleteRecipe);
      } catch {
        return false;
      }
    },
  };
}
