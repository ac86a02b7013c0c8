import type { SearchDrawerRecipe } from '../../lib/search-drawer';
import { activeFilterCount, applyFilters, cuisinesOf, NO_FILTERS, prepMinutes } from './search-filters';
import { targetOf } from './search-keyboard';
import { pickSuggestions } from './search-suggestions';

const recipe = (recipeId: number, extra: Partial<SearchDrawerRecipe> = {}): SearchDrawerRecipe => ({
  recipeId,
  title: `Receita ${recipeId}`,
  imageUrl: null,
  category: [],
  difficulty: 'EASY',
  ...extra,
});

describe('advanced search filters (spec §5)', () => {
  const recipes = [
    recipe(1, { category: [{ categoryId: 1, name: 'Bolos e Tortas' }], cuisine: 'Mineira', prepTime: 'PT20M' }),
    recipe(2, { category: [{ categoryId: 2, name: 'Pratos Principais' }], cuisine: 'Baiana', prepTime: 'PT1H10M' }),
    recipe(3, { difficulty: 'HARD', cuisine: ' ', prepTime: null }),
    recipe(4, { difficulty: 'HARD', cuisine: 'Baiana', prepTime: 'PT45M' }),
  ];
  const ids = (list: SearchDrawerRecipe[]) => list.map((r) => r.recipeId);

  it('keeps everything without filters', () => {
    expect(ids(applyFilters(recipes, NO_FILTERS))).toEqual([1, 2, 3, 4]);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('matches category and cuisine names without regard to case', () => {
    expect(ids(applyFilters(recipes, { ...NO_FILTERS, category: 'bolos e tortas' }))).toEqual([1]);
    expect(ids(applyFilters(recipes, { ...NO_FILTERS, cuisine: 'BAIANA' }))).toEqual([2, 4]);
  });

  it('combines the filters', () => {
    const filters = { ...NO_FILTERS, cuisine: 'Baiana', difficulty: 'HARD' };
    expect(ids(applyFilters(recipes, filters))).toEqual([4]);
    expect(activeFilterCount(filters)).toBe(2);
  });

  it('reads the preparation time from hours and minutes; without one a recipe fails a maximum', () => {
    expect(prepMinutes('PT1H10M')).toBe(70);
    expect(prepMinutes(null)).toBeNull();
    expect(ids(applyFilters(recipes, { ...NO_FILTERS, maxPrepMinutes: '45' }))).toEqual([1, 4]);
    expect(ids(applyFilters(recipes, { ...NO_FILTERS, maxPrepMinutes: '90' }))).toEqual([1, 2, 4]);
  });

  it('offers the distinct, non-empty cuisines, sorted', () => {
    expect(cuisinesOf(recipes)).toEqual(['Baiana', 'Mineira']);
  });
});

describe('search suggestions', () => {
  const all = Array.from({ length: 20 }, (_, i) => recipe(i + 1));
  const random = () => 0.5;

  it("shows this device's recently viewed recipes that still exist, newest first", () => {
    const { recent } = pickSuggestions({ all, recentIds: [7, 99, 3], similar: [], top: [], random });
    expect(recent.map((r) => r.recipeId)).toEqual([7, 3]);
  });

  it('falls back to 4 random recipes and 8 random related ones when nothing was viewed', () => {
    const { recent, related } = pickSuggestions({ all, recentIds: [], similar: [], top: [], random });
    expect(recent).toHaveLength(4);
    expect(related).toHaveLength(8);
    expect(related.some((r) => recent.includes(r))).toBe(false);
  });

  it('relates the recipes like the last one viewed, and keeps the popular ones apart from them', () => {
    const similar = [recipe(7), recipe(8), recipe(9)];
    const top = [recipe(9), recipe(10), recipe(11)];
    const s = pickSuggestions({ all, recentIds: [7], similar, top, random });
    expect(s.related.map((r) => r.recipeId)).toEqual([8, 9]);
    expect(s.popular.map((r) => r.recipeId)).toEqual([10, 11]);
  });

  it('leaves every group empty when nothing loaded (the drawer then invites a search)', () => {
    expect(pickSuggestions({ all: [], recentIds: [1], similar: [], top: [], random })).toEqual({
      recent: [],
      related: [],
      popular: [],
    });
  });
});

describe('arrow keys among the cards (no layout measured: one column)', () => {
  const items = [1, 2, 3].map(() => document.createElement('a'));

  it('moves down and up through the cards, and up from the first back to the field', () => {
    expect(targetOf(items, items[0], 'ArrowDown')).toBe(items[1]);
    expect(targetOf(items, items[2], 'ArrowDown')).toBeNull();
    expect(targetOf(items, items[1], 'ArrowUp')).toBe(items[0]);
    expect(targetOf(items, items[0], 'ArrowUp')).toBe('field');
  });

  it('goes to the first and last with Home and End', () => {
    expect(targetOf(items, items[1], 'Home')).toBe(items[0]);
    expect(targetOf(items, items[0], 'End')).toBe(items[2]);
  });
});
