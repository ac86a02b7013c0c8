import type { Difficulty, RecipeCriteria } from '../../gql/graphql';
import { MIN_QUERY_LENGTH } from './search-constants';

/** The drawer's advanced filters (spec §5), as the selects hold them; an empty value means any. */
export interface SearchFilters {
  /** a category id */
  category: string;
  cuisine: string;
  /** EASY, MEDIUM or HARD */
  difficulty: string;
  /** minutes ('' = no maximum) */
  maxPrepMinutes: string;
}

export const NO_FILTERS: SearchFilters = { category: '', cuisine: '', difficulty: '', maxPrepMinutes: '' };

/** How many filters are set. */
export const activeFilterCount = (filters: SearchFilters): number => Object.values(filters).filter(Boolean).length;

/**
 * What the server is asked for: the text from 2 characters on (shorter ones are not searched), and each filter set.
 * The server applies the filters to every matching recipe (a recipe without a preparation time fails a maximum).
 */
export function searchCriteria(text: string, filters: SearchFilters): RecipeCriteria {
  const criteria: RecipeCriteria = {};
  const trimmed = text.trim();
  if (trimmed.length >= MIN_QUERY_LENGTH) criteria.text = trimmed;
  if (filters.category) criteria.categoryId = Number(filters.category);
  if (filters.cuisine) criteria.cuisine = filters.cuisine;
  if (filters.difficulty) criteria.difficulty = filters.difficulty as Difficulty;
  if (filters.maxPrepMinutes) criteria.maxPrepMinutes = Number(filters.maxPrepMinutes);
  return criteria;
}
