import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { useRef, useTransition, type MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RouterLink } from './RouterLink';
import type { RecipeCard_RecipeFragment } from '../gql/graphql';
import { pageParamOf } from '../lib/route-data';
import * as messages from '../messages/pt-BR';
import { CardGrid, DEFAULT_COLUMNS, type Columns } from './CardGrid';
import { RecipeCard } from './RecipeCard';

const PAGE_PARAM = 'page';

/** The 1-based page number of the URL query (?page=N, or another parameter); 1 when missing or invalid. */
export function usePageParam(name = PAGE_PARAM): number {
  const [params] = useSearchParams();
  return pageParamOf(params, name);
}

export interface RecipeGridProps {
  recipes: RecipeCard_RecipeFragment[] | undefined;
  /** with recipes given (e.g. the previous page), they stay visible, dimmed, until the new ones arrive */
  loading?: boolean;
  /** shown when there is nothing to show (default 'Nenhuma receita encontrada.') */
  emptyText?: string;
  /** current page (1-based) and page count: page links appear when there is more than one page */
  page?: number;
  pageCount?: number;
  /** cards per row at each breakpoint */
  columns?: Columns;
  /** image sizes hint for the cards */
  sizes?: string;
  /** the URL query parameter holding the page (default 'page'): several grids on one page each keep their own */
  pageParam?: string;
  /** accessible name of the page links (default 'Paginação'): distinct when a page has several grids */
  paginationLabel?: string;
}

/** A responsive grid of recipe cards with loading and empty texts and optional page links (?page=N). */
export function RecipeGrid({
  recipes,
  loading = false,
  emptyText = messages.common.noRecipes,
  page = 1,
  pageCount = 1,
  columns = DEFAULT_COLUMNS,
  sizes,
  pageParam = PAGE_PARAM,
  paginationLabel = messages.pagination.label,
}: RecipeGridProps) {
  const top = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Page links navigate in a transition that lasts until the next page's data arrives; meanwhile the cards dim.
  const [turning, startTransition] = useTransition();
  const busy = loading || turning;
  const list = recipes ?? [];
  const pageHref = (n: number) => {
    const params = new URLSearchParams(search);
    if (n > 1) params.set(pageParam, String(n));
    else params.delete(pageParam);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  if (!list.length) {
    return (
      <Typography
        role="status"
        color="text.secondary"
        sx={{ py: 6, textAlign: 'center', fontSize: '1.05rem', fontStyle: loading ? 'normal' : 'italic' }}
      >
        {loading ? messages.common.loadingRecipes : emptyText}
      </Typography>
    );
  }

  return (
    <Box ref={top} aria-busy={busy} sx={{ scrollMarginTop: 96 }}>
      <CardGrid columns={columns} sx={{ opacity: busy ? 0.5 : 1, transition: 'opacity 200ms' }}>
        {list.map((recipe) => (
          <CardGrid.Item key={recipe.recipeId}>
            <RecipeCard recipe={recipe} sizes={sizes} />
          </CardGrid.Item>
        ))}
      </CardGrid>
      {pageCount > 1 && (
        <Box component="nav" aria-label={paginationLabel} sx={{ display: 'flex', mt: 6 }}>
          <Pagination
            page={Math.min(page, pageCount)}
            count={pageCount}
            color="primary"
            size="large"
            sx={{ mx: 'auto' }}
            getItemAriaLabel={(type, n, selected) => messages.pagination.item(type, n, selected)}
            renderItem={(item) => (
              <PaginationItem
                component={RouterLink}
                to={pageHref(item.page ?? 1)}
                {...item}
                onClick={(event: MouseEvent) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  top.current?.scrollIntoView({ block: 'start' });
                  startTransition(() => navigate(pageHref(item.page ?? 1)));
                }}
              />
            )}
          />
        </Box>
      )}
    </Box>
  );
}
