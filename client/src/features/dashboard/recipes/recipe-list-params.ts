import type { RecipeCriteria, RecipeSort } from '../../../gql/graphql';
import { STATUS_FILTERS, type StatusFilter } from './recipe-status';

/** Cards on one page of the recipes screen (a multiple of 2, 3 and 4: full rows at every width). */
export const RECIPES_PAGE_SIZE = 24;

/** The sort choices, in the select's order; RELEVANCE only while searching. */
export const SORTS: readonly RecipeSort[] = ['RELEVANCE', 'NEWEST', 'TITLE', 'MOST_VIEWED', 'STATUS'];

/** What the recipes screen shows, as kept in its URL (?q=&status=&sort=&page=) so a reload or Back restores it. */
export interface RecipeListParams {
  /** the search, trimmed ('' for none) */
  text: string;
  status: StatusFilter;
  /** the sort the admin chose; null: the default (see sortOf) */
  sort: RecipeSort | null;
  /** 1-based */
  page: number;
}

/** The sort in effect: the chosen one, or RELEVANCE while searching and NEWEST otherwise. */
export const sortOf = (list: RecipeListParams): RecipeSort =>
  list.sort && (list.sort !== 'RELEVANCE' || list.text) ? list.sort : list.text ? 'RELEVANCE' : 'NEWEST';

export function readListParams(params: URLSearchParams): RecipeListParams {
  const text = (params.get('q') ?? '').trim();
  const status = params.get('status') as StatusFilter | null;
  const sort = params.get('sort') as RecipeSort | null;
  const page = Number(params.get('page'));
  return {
    text,
    status: status && STATUS_FILTERS.includes(status) ? status : 'ALL',
    sort: sort && SORTS.includes(sort) ? sort : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query for these params: defaults are left out, so the plain screen stays /dashboard/recipes. */
export function writeListParams(list: RecipeListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.text) params.set('q', list.text);
  if (list.status !== 'ALL') params.set('status', list.status);
  if (list.sort) params.set('sort', list.sort);
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}

/** The server's criteria and page for these params. */
export function listVariables(list: RecipeListParams): {
  criteria: RecipeCriteria;
  page: { page: number; size: number };
} {
  return {
    criteria: {
      ...(list.text ? { text: list.text } : {}),
      ...(list.status !== 'ALL' ? { status: list.status } : {}),
      sort: sortOf(list),
    },
    page: { page: list.page - 1, size: RECIPES_PAGE_SIZE },
  };
}
