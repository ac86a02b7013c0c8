import { pageParamOf } from '../../lib/route-data';

/** The recipe index shows 16 recipes per category page (spec §9). */
export const INDEX_PAGE_SIZE = 16;

/**
 * How many categories' grids come in the server's HTML; the others load theirs after hydration, so the page's HTML
 * stays within its budget however many categories the site has (each full grid is about 35 KB of HTML and state).
 */
export const SERVER_RENDERED_SECTIONS = 3;

/** Each category's grid keeps its page in its own URL parameter (?p.3=2), so a shared link shows the same pages. */
export const categoryPageParam = (categoryId: number) => `p.${categoryId}`;

/** The 1-based page of a category's grid in this URL query. */
export const categoryPageOf = (searchParams: URLSearchParams, categoryId: number) =>
  pageParamOf(searchParams, categoryPageParam(categoryId));
