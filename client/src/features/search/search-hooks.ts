import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isNotFound } from '../../lib/graphql-errors';
import { forgetRecentlyViewed, recentlyViewedIds } from '../../lib/recently-viewed';
import type { SearchDrawerRecipe, SearchPrefill } from '../../lib/search-drawer';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  MIN_QUERY_LENGTH,
  RESULTS_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  SUGGESTION_COUNTS,
  SUGGESTION_POOL_SIZE,
} from './search-constants';
import { activeFilterCount, searchCriteria, type SearchFilters } from './search-filters';
import { SearchResultsQuery, SearchSuggestionsQuery } from './search-operations';
import { pickSuggestions, type Suggestions } from './search-suggestions';

export interface SearchResults {
  /** the recipes found so far for the settled search (the previous ones while the next load); undefined before any */
  recipes: readonly SearchDrawerRecipe[] | undefined;
  /** how many recipes match in all (undefined before any answer) */
  total: number | undefined;
  /** a search is waiting for typing to settle or for the server */
  pending: boolean;
  /** more pages remain on the server */
  hasMore: boolean;
  /** the next page is on its way */
  loadingMore: boolean;
  /** asks for the next page (appended to the recipes) */
  loadMore: () => void;
}

/** The text that is searched: from 2 characters on; shorter ones are not sent. */
const searchedText = (text: string) => (text.length >= MIN_QUERY_LENGTH ? text : '');

/**
 * The server's search for the text (2 characters or more, 300 ms after typing stops) and the filters, a page at a
 * time. The settled text only changes when the trimmed text does, and Apollo answers a repeated search from its
 * cache: the same search is never sent twice. Filters alone (no text) list the recipes they let through, newest
 * first. A prefilled query (without filters) shows the results it came with. A failed search shows no results
 * (spec §8).
 */
export function useSearchResults(
  query: string,
  filters: SearchFilters,
  prefill: SearchPrefill | undefined,
): SearchResults {
  const text = query.trim();
  // This hook mounts when the query reaches 2 characters (or a filter is set): that query waits for typing to settle
  // like any other (else every search first sent its first two letters). Only the handed-over query counts as settled
  // at once.
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS, text === prefill?.query.trim() ? text : '');
  const filtered = activeFilterCount(filters) > 0;
  const handed = prefill?.recipes;
  const prefilled = handed !== undefined && !filtered && settled === prefill!.query.trim();
  const criteria = useMemo(() => searchCriteria(settled, filters), [settled, filters]);
  const searchable = criteria.text !== undefined || filtered;
  const { data, previousData, loading, networkStatus, error, fetchMore } = useQuery(SearchResultsQuery, {
    variables: { criteria, page: 0, size: RESULTS_PAGE_SIZE },
    skip: !searchable || prefilled,
  });
  useEffect(() => {
    if (error) console.warn('Falha na busca de receitas', error);
  }, [error]);

  const found = (data ?? previousData)?.findRecipes;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const hasMore = !prefilled && !error && data !== undefined && data.findRecipes.page + 1 < data.findRecipes.totalPages;
  const loadMore = useCallback(() => {
    if (!data || loadingMore) return;
    fetchMore({
      variables: { page: data.findRecipes.page + 1 },
      // The next page joins the ones shown; a recipe published meanwhile can shift one into the next page: kept once.
      updateQuery: (shown, { fetchMoreResult: next }) => {
        const seen = new Set(shown.findRecipes.content.map((r) => r.recipeId));
        const added = next.findRecipes.content.filter((r) => !seen.has(r.recipeId));
        return { findRecipes: { ...next.findRecipes, content: [...shown.findRecipes.content, ...added] } };
      },
    }).catch((failure: unknown) => console.warn('Falha ao carregar mais receitas', failure));
  }, [data, loadingMore, fetchMore]);

  if (prefilled) {
    return { recipes: handed, total: handed.length, pending: false, hasMore, loadingMore, loadMore };
  }
  return {
    recipes: error ? [] : found?.content,
    total: error ? 0 : found?.totalElements,
    pending: searchedText(text) !== searchedText(settled) || (loading && !loadingMore),
    hasMore,
    loadingMore,
    loadMore,
  };
}

export interface SearchSuggestions {
  /** undefined while loading */
  suggestions: Suggestions<SearchDrawerRecipe> | undefined;
  /** the filters' category choices */
  categories: readonly { categoryId: number; name: string }[];
  /** the filters' cuisine choices, A to Z */
  cuisines: readonly string[];
}

/**
 * What the drawer shows before the reader types, and the filters' choices: one request when the drawer opens, then
 * kept in Apollo's cache for the page session. When the recipe viewed last is no longer public, its neighbours
 * cannot be asked for: the request is made again without them, and the recipes gone are forgotten on this device.
 * Other failures leave the groups empty (spec §8).
 */
export function useSearchSuggestions(): SearchSuggestions {
  // Read once per opening (the drawer is client-only: no server render to match).
  const [viewedIds] = useState(recentlyViewedIds);
  const [withRelated, setWithRelated] = useState(viewedIds.length > 0);
  const { data, loading, error } = useQuery(SearchSuggestionsQuery, {
    variables: {
      viewedIds,
      lastViewedId: viewedIds[0] ?? 0,
      withRelated,
      relatedSize: SUGGESTION_COUNTS.related + SUGGESTION_COUNTS.recent,
      popular: SUGGESTION_COUNTS.popular + SUGGESTION_COUNTS.related,
      poolSize: SUGGESTION_POOL_SIZE,
    },
  });
  const lastViewedGone = withRelated && isNotFound(error);
  useEffect(() => {
    if (lastViewedGone) setWithRelated(false);
    else if (error) console.warn('Falha ao carregar sugestões de busca', error);
  }, [lastViewedGone, error]);
  useEffect(() => {
    if (!data) return;
    const shown = new Set(data.viewed.map((r) => r.recipeId));
    forgetRecentlyViewed(viewedIds.filter((id) => !shown.has(id)));
  }, [data, viewedIds]);

  const ready = !loading && !lastViewedGone;
  const suggestions = useMemo(
    () =>
      ready
        ? pickSuggestions<SearchDrawerRecipe>({
            viewed: data?.viewed ?? [],
            similar: data?.similarRecipes?.content ?? [],
            top: data?.topRecipes ?? [],
            pool: data?.newest.content ?? [],
          })
        : undefined,
    [ready, data],
  );
  return { suggestions, categories: data?.categories ?? NONE, cuisines: data?.recipeCuisines ?? NONE };
}

const NONE: never[] = [];
