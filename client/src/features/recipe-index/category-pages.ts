import { pageParamOf } from '../../lib/route-data';

/** The recipe index shows 16 recipes per category page (spec §9). */
export const INDEX_PAGE_SIZE = 16;

/** Each category's grid keeps its page in its own URL parameter (?p.3=2), so a shared link shows the same pages. */
export const categoryPageParam = (categoryId: number) => `p.${categoryId}`;

/** The 1-based page of a category's grid in this URL query. */
export const categoryPageOf = (searchParams: URLSearchParams, categoryId: number) =>
  pageParamOf(searchParams, categoryPageParam(categoryId));
