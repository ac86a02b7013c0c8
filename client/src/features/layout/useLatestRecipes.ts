import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { LayoutRecipeThumb_RecipeFragment } from '../../gql/graphql';
import { LayoutLatestRecipesQuery } from './layout-operations';
import { STRIP_DESKTOP_PAGE_SIZE, STRIP_MOBILE_PAGE_SIZE } from './layout-constants';

export type RecipeThumb = LayoutRecipeThumb_RecipeFragment;

export interface LatestRecipes {
  recipes: RecipeThumb[];
  hasMore: boolean;
  /** False while a desktop strip waits for its first page of 30 (the page holds the first 10 until then). */
  ready: boolean;
  /** Loads the next `pageSize` recipes unless a load is under way or nothing remains. */
  loadMore: (pageSize: number) => void;
}

interface LaterPages {
  /** The size of the first page these follow: pages fetched after the first 10 do not follow the first 30. */
  after: number;
  recipes: RecipeThumb[];
  total: number | null;
  exhausted: boolean;
}

const noLaterPages = (after: number): LaterPages => ({ after, recipes: [], total: null, exhausted: false });

/**
 * The newest recipes, page by page. The page's data holds the first mobile page (10: the server's HTML, the state the
 * page carries, and the Receitas dropdown's 4); a live desktop strip asks for its first page of 30 (spec §9) and later
 * pages are fetched in the browser and appended here, leaving each page's cache entry intact.
 */
export function useLatestRecipes(desktop = false): LatestRecipes {
  const client = useApolloClient();
  const base = useQuery(LayoutLatestRecipesQuery, { variables: { page: 0, size: STRIP_MOBILE_PAGE_SIZE } });
  const full = useQuery(LayoutLatestRecipesQuery, {
    variables: { page: 0, size: STRIP_DESKTOP_PAGE_SIZE },
    skip: !desktop,
  });
  const data = desktop ? (full.data ?? base.data) : base.data;
  const ready = !desktop || full.data !== undefined;
  const [laterPages, setLater] = useState<LaterPages>(() => noLaterPages(0));
  const loading = useRef(false);

  const first = data?.recipes.content;
  const firstSize = first?.length ?? 0;
  const later = laterPages.after === firstSize ? laterPages : noLaterPages(firstSize);
  const total = later.total ?? data?.recipes.totalElements ?? 0;
  // Offsets count what the server sent; de-duplication only matters when new recipes shift the pages meanwhile.
  const fetched = firstSize + later.recipes.length;
  const hasMore = first !== undefined && !later.exhausted && fetched < total;

  const recipes = useMemo(() => {
    const seen = new Set<number>();
    return [...(first ?? []), ...later.recipes].filter((r) => !seen.has(r.recipeId) && seen.add(r.recipeId));
  }, [first, later.recipes]);

  const loadMore = useCallback(
    (pageSize: number) => {
      if (loading.current || !hasMore || !ready) return;
      // Page sizes are multiples of the mobile one, so the next page always starts exactly at `fetched`.
      const size = fetched % pageSize === 0 ? pageSize : STRIP_MOBILE_PAGE_SIZE;
      if (fetched % size !== 0) return;
      loading.current = true;
      client
        .query({ query: LayoutLatestRecipesQuery, variables: { page: fetched / size, size } })
        .then(({ data: next }) => {
          const content = next?.recipes.content ?? [];
          setLater((prev) => {
            const kept = prev.after === firstSize ? prev : noLaterPages(firstSize);
            return {
              after: firstSize,
              recipes: [...kept.recipes, ...content],
              total: next?.recipes.totalElements ?? kept.total,
              exhausted: content.length === 0,
            };
          });
        })
        .catch((error: unknown) => {
          console.error('Falha ao carregar receitas recentes', error);
          setLater((prev) => ({ ...prev, after: firstSize, exhausted: true }));
        })
        .finally(() => {
          loading.current = false;
        });
    },
    [client, fetched, firstSize, hasMore, ready],
  );

  return { recipes, hasMore, ready, loadMore };
}
