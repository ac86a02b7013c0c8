import type { SearchDrawerRecipe } from '../../lib/search-drawer';
import { activeFilterCount, NO_FILTERS, searchCriteria } from './search-filters';
import { targetOf } from './search-keyboard';
import { pickSuggestions } from './search-suggestions';

const recipe = (recipeId: number): SearchDrawerRecipe => ({
  recipeId,
  title: `Receita ${recipeId}`,
  imageUrl: null,
  category: [],
});

describe('advanced search filters (spec §5), asked of the server', () => {
  it('sends nothing but the defaults without a text or filters', () => {
    expect(searchCriteria('', NO_FILTERS)).toEqual({});
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('searches the trimmed text from 2 characters on; a shorter one is not searched', () => {
    expect(searchCriteria('  feijão  ', NO_FILTERS)).toEqual({ text: 'feijão' });
    expect(searchCriteria(' f ', NO_FILTERS)).toEqual({});
  });

  it('sends each filter set as the server names it, combined with the text', () => {
    const filters = { category: '3', cuisine: 'Baiana', difficulty: 'HARD', maxPrepMinutes: '45' };
    expect(searchCriteria('moqueca', filters)).toEqual({
      text: 'moqueca',
      categoryId: 3,
      cuisine: 'Baiana',
      difficulty: 'HARD',
      maxPrepMinutes: 45,
    });
    expect(activeFilterCount(filters)).toBe(4);
  });

  it('lets filters alone list recipes (a text under 2 characters is left out)', () => {
    expect(searchCriteria('m', { ...NO_FILTERS, difficulty: 'EASY' })).toEqual({ difficulty: 'EASY' });
    expect(activeFilterCount({ ...NO_FILTERS, difficulty: 'EASY' })).toBe(1);
  });
});

describe('search suggestions', () => {
  const pool = Array.from({ length: 20 }, (_, i) => recipe(i + 1));
  const random = () => 0.5;

  it("shows this device's recently viewed recipes that are still public, newest first, at most 4", () => {
    const viewed = [7, 3, 12, 5, 9].map(recipe);
    const { recent } = pickSuggestions({ viewed, similar: [], top: [], pool, random });
    expect(recent.map((r) => r.recipeId)).toEqual([7, 3, 12, 5]);
  });

  it('falls back to 4 random recipes and 8 random related ones when nothing was viewed', () => {
    const { recent, related } = pickSuggestions({ viewed: [], similar: [], top: [], pool, random });
    expect(recent).toHaveLength(4);
    expect(related).toHaveLength(8);
    expect(related.some((r) => recent.includes(r))).toBe(false);
  });

  it('relates the recipes like the last one viewed, and keeps the popular ones apart from them', () => {
    const similar = [recipe(7), recipe(8), recipe(9)];
    const top = [recipe(9), recipe(10), recipe(11)];
    const s = pickSuggestions({ viewed: [recipe(7)], similar, top, pool, random });
    expect(s.related.map((r) => r.recipeId)).toEqual([8, 9]);
    expect(s.popular.map((r) => r.recipeId)).toEqual([10, 11]);
  });

  it('leaves every group empty when nothing loaded (the drawer then invites a search)', () => {
    expect(pickSuggestions({ viewed: [], similar: [], top: [], pool: [], random })).toEqual({
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
