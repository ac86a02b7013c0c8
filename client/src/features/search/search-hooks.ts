import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { recentlyViewedIds } from '../../lib/recently-viewed';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { SearchDrawerRecipe, SearchPrefill } from '../../lib/search-drawer';
import { MIN_QUERY_LENGTH, SEARCH_DEBOUNCE_MS, SUGGESTION_COUNTS } from './search-constants';
import { cuisinesOf } from './search-filters';
import { RelatedRecipesQuery, SearchCatalogQuery, SearchRecipesQuery } from './search-operations';
import { pickSuggestions, type Suggestions } from './search-suggestions';

export interface SearchResults {
  /** the recipes found for the settled query (the previous ones while the next load); undefined before any */
  recipes: readonly SearchDrawerRecipe[] | undefined;
  /** a search is waiting for typing to settle or for the server */
  pending: boolean;
}

/**
 * The search for a query of 2 characters or more, 300 ms after typing stops. The settled query only changes when the
 * trimmed text does, and Apollo answers a repeated query from its cache: the same search is never sent twice. A
 * prefilled query shows the results it came with. A failed search shows no results (spec §8).
 */
export function useSearchResults(query: string, prefill: SearchPrefill | undefined): SearchResults {
  const text = query.trim();
  // This hook mounts when the query reaches 2 characters: that query waits for typing to settle like any other
  // (else every search first sent its first two letters). Only the handed-over query counts as settled at once.
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS, text === prefill?.query.trim() ? text : '');
  const searchable = settled.length >= MIN_QUERY_LENGTH;
  const prefilled = prefill !== undefined && settled === prefill.query.trim();
  const { data, previousData, loading, error } = useQuery(SearchRecipesQuery, {
    variables: { query: settled },
    skip: !searchable || prefilled,
  });
  useEffect(() => {
    if (error) console.warn('Falha na busca de receitas', error);
  }, [error]);
  const recipes = prefilled ? prefill.recipes : error ? [] : (data ?? previousData)?.searchRecipes;
  return { recipes, pending: !prefilled && (text !== settled || loading) };
}

export interface SearchCatalog {
  /** undefined while loading */
  suggestions: Suggestions<SearchDrawerRecipe> | undefined;
  categories: string[];
  cuisines: string[];
}

/**
 * What the drawer shows before the reader types, and the filters' choices: loaded when the drawer opens, then kept in
 * Apollo's cache for the page session. Failures leave the groups empty (spec §8).
 */
export function useSearchCatalog(): SearchCatalog {
  // Read once per opening (the drawer is client-only: no server render to match).
  const [recentIds] = useState(recentlyViewedIds);
  const catalog = useQuery(SearchCatalogQuery, {
    variables: { popular: SUGGESTION_COUNTS.popular + SUGGESTION_COUNTS.related },
  });
  const related = useQuery(RelatedRecipesQuery, {
    variables: { id: recentIds[0] ?? 0, size: SUGGESTION_COUNTS.related + SUGGESTION_COUNTS.recent },
    skip: !recentIds.length,
  });
  useEffect(() => {
    if (catalog.error) console.warn('Falha ao carregar sugestões de busca', catalog.error);
  }, [catalog.error]);

  const ready = !catalog.loading && !related.loading;
  const all = catalog.data?.allRecipes;
  const top = catalog.data?.topRecipes;
  const similar = related.data?.similarRecipes.content;
  const suggestions = useMemo(
    () =>
      ready
        ? pickSuggestions<SearchDrawerRecipe>({ all: all ?? [], recentIds, similar: similar ?? [], top: top ?? [] })
        : undefined,
    [ready, all, top, similar, recentIds],
  );
  const categories = useMemo(() => (catalog.data?.categories ?? []).map((c) => c.name), [catalog.data]);
  const cuisines = useMemo(() => cuisinesOf(all ?? []), [all]);
  return { suggestions, categories, cuisines };
}
