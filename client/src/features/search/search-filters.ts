import type { SearchDrawerRecipe } from '../../lib/search-drawer';
import { parseIso } from '../../lib/duration';

/** The drawer's advanced filters (spec §5); an empty value means any. */
export interface SearchFilters {
  category: string;
  cuisine: string;
  difficulty: string;
  /** minutes, as text from the select ('' = no maximum) */
  maxPrepMinutes: string;
}

export const NO_FILTERS: SearchFilters = { category: '', cuisine: '', difficulty: '', maxPrepMinutes: '' };

/** How many filters are set. */
export const activeFilterCount = (filters: SearchFilters): number => Object.values(filters).filter(Boolean).length;

/** A preparation time in whole minutes from its hours and minutes; null when there is none. */
export function prepMinutes(iso: string | null | undefined): number | null {
  const duration = parseIso(iso);
  return duration ? duration.hours * 60 + duration.minutes : null;
}

const same = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

/** The recipes that pass every filter set; with a maximum time, a recipe without a preparation time does not. */
export function applyFilters<R extends SearchDrawerRecipe>(recipes: readonly R[], filters: SearchFilters): R[] {
  const max = filters.maxPrepMinutes ? Number(filters.maxPrepMinutes) : null;
  return recipes.filter((recipe) => {
    if (filters.category && !recipe.category.some((c) => same(c.name, filters.category))) return false;
    if (filters.cuisine && !same(recipe.cuisine ?? '', filters.cuisine)) return false;
    if (filters.difficulty && recipe.difficulty !== filters.difficulty) return false;
    if (max !== null) {
      const minutes = prepMinutes(recipe.prepTime);
      if (minutes === null || minutes > max) return false;
    }
    return true;
  });
}

/** The cuisine choices: the distinct, non-empty cuisines of all recipes, sorted. */
export function cuisinesOf(recipes: readonly SearchDrawerRecipe[]): string[] {
  const names = new Set(recipes.map((r) => r.cuisine?.trim() ?? '').filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}
