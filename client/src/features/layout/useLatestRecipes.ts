import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { LayoutRecipeThumb_RecipeFragment } from '../../gql/graphql';
import { LayoutLatestRecipesQuery } from './layout-operations';
import { STRIP_DESKTOP_PAGE_SIZE, STRIP_MOBILE_PAGE_SIZE } from './layout-constants';

export type RecipeThumb = LayoutRecipeThumb_RecipeFragment;

export interface LatestRecipes {
  recipes: RecipeThumb[];
  hasMore: boolean;
  /** Loads the next `pageSize` recipes unless a load is under way or nothing remains. */
  loadMore: (pageSize: number) => void;
}

/**
 * The newest recipes, page by page. The first page (desktop size) renders on the server and is shared with the
 * Receitas dropdown; later pages are fetched in the browser and appended here, leaving each page's cache entry intact.
 */
export function useLatestRecipes(): LatestRecipes {
  const client = useApolloClient();
  const { data } = useQuery(LayoutLatestRecipesQuery, { variables: { page: 0, size: STRIP_DESKTOP_PAGE_SIZE } });
  const [later, setLater] = useState<{ recipes: RecipeThumb[]; total: number | null; exhausted: boolean }>({
    recipes: [],
    total: null,
    exhausted: false,
  });
  const loading = useRef(false);

  const first = data?.recipes.content;
  const total = later.total ?? data?.recipes.totalElements ?? 0;
  // Offsets count what the server sent; de-duplication only matters when new recipes shift the pages meanwhile.
  const fetched = (first?.length ?? 0) + later.recipes.length;
  const hasMore = first !== undefined && !later.exhausted && fetched < total;

  const recipes = useMemo(() => {
    const seen = new Set<number>();
    return [...(first ?? []), ...later.recipes].filter((r) => !seen.has(r.recipeId) && seen.add(r.recipeId));
  }, [first, later.recipes]);

  const loadMore = useCallback(
    (pageSize: number) => {
      if (loading.current || !hasMore) return;
      // Page sizes are multiples of the mobile one, so the next page always starts exactly at `fetched`.
      const size = fetched % pageSize === 0 ? pageSize : STRIP_MOBILE_PAGE_SIZE;
      if (fetched % size !== 0) return;
      loading.current = true;
      client
        .query({ query: LayoutLatestRecipesQuery, variables: { page: fetched / size, size } })
        .then(({ data: next }) => {
          const content = next?.recipes.content ?? [];
          setLater((prev) => ({
            recipes: [...prev.recipes, ...content],
            total: next?.recipes.totalElements ?? prev.total,
            exhausted: content.length === 0,
          }));
        })
        .catch((error: unknown) => {
          console.error('Falha ao carregar receitas recentes', error);
          setLater((prev) => ({ ...prev, exhausted: true }));
        })
        .finally(() => {
          loading.current = false;
        });
    },
    [client, fetched, hasMore],
  );

  return { recipes, hasMore, loadMore };
}
