import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { loadRecipeOptions, recipeOption, type RecipeOption } from './recipe-options';
import { RecipePickerSearchQuery } from './recipe-picker-operations';

/** Spec §9: a search waits 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;
/** How many recipes a picker offers at once: the best matches (or the newest); a longer search narrows them. */
export const PICKER_PAGE_SIZE = 20;

/**
 * The recipes a picker offers for what the admin typed, searched on the server (every status): the best matches,
 * or the newest without a search. `active` false asks nothing (a closed list).
 */
export function useRecipeSearch(input: string, active = true) {
  const text = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(RecipePickerSearchQuery, {
    variables: {
      criteria: text ? { text } : { sort: 'NEWEST' },
      page: { page: 0, size: PICKER_PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
    skip: !active,
  });
  const answer = data ?? previousData;
  const options = useMemo(() => answer?.dashboardRecipes.content.map(recipeOption) ?? [], [answer]);
  return {
    options,
    /** typing has not settled, or the answer is on its way */
    loading: active && (loading || text !== input.trim()),
    failed: Boolean(error) && !answer,
  };
}

/**
 * The chosen recipes of a picker, by id: those the configuration or the e-book names are read from the server once;
 * those picked from a search are remembered as they are picked. null: the recipe is gone.
 */
export function useChosenRecipes(ids: readonly number[]) {
  const client = useApolloClient();
  const [known, setKnown] = useState<ReadonlyMap<number, RecipeOption | null>>(() => new Map());
  const missing = [...new Set(ids.filter((id) => !known.has(id)))].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (!missing) return;
    let live = true;
    void loadRecipeOptions(client, missing.split(',').map(Number)).then((found) => {
      if (live) setKnown((current) => new Map([...current, ...found]));
    });
    return () => {
      live = false;
    };
  }, [client, missing]);

  const remember = useCallback((options: readonly RecipeOption[]) => {
    setKnown((current) => new Map([...current, ...options.map((option) => [option.id, option] as const)]));
  }, []);

  return { known, remember };
}
