import type { FacetTable } from './facet-table';
import { countFacets, resolveSelection } from './facets';

/** The listing's columns, which the facet counts do not read. */
const rest = (publishedAt: number) => ({
  tags: [],
  prepMinutes: null,
  cookMinutes: null,
  draft: false,
  datePublished: publishedAt,
  titleKey: `receita ${publishedAt}`,
  cuisineKey: null,
});

/** Three recipes: 1 doce/EASY/20 min with ovos; 2 doce/HARD/150 min with ovos+leite; 3 salgado/EASY/45 min with leite. */
function table(): FacetTable {
  const ingredientKeys = ['ovos', 'leite'];
  return {
    rows: [
      {
        id: 1,
        publishedAt: 1,
        categoryIds: [10],
        occasionIds: [],
        cravingIds: [],
        ingredients: [0],
        difficulty: 'EASY',
        totalMinutes: 20,
        ...rest(1),
      },
      {
        id: 2,
        publishedAt: 2,
        categoryIds: [10],
        occasionIds: [7],
        cravingIds: [],
        ingredients: [0, 1],
        difficulty: 'HARD',
        totalMinutes: 150,
        ...rest(2),
      },
      {
        id: 3,
        publishedAt: 3,
        categoryIds: [20],
        occasionIds: [7],
        cravingIds: [],
        ingredients: [1],
        difficulty: 'EASY',
        totalMinutes: 45,
        ...rest(3),
      },
      {
        id: 4,
        publishedAt: 99,
        categoryIds: [10],
        occasionIds: [],
        cravingIds: [],
        ingredients: [0],
        difficulty: 'EASY',
        totalMinutes: 5,
        ...rest(99),
      },
    ],
    byId: new Map(),
    ingredientKeys,
    ingredientIndex: new Map(ingredientKeys.map((k, i) => [k, i])),
    spellings: [new Map([['ovos', 2]]), new Map([['leite', 2]])],
  };
}
const catalogs = {
  category: [
    { id: 10, nameKey: 'doces' },
    { id: 20, nameKey: 'salgados' },
  ],
  occasion: [{ id: 7, nameKey: 'festa' }],
  craving: [],
};

describe('countFacets', () => {
  it('counts every option over published recipes when nothing is chosen', () => {
    const c = countFacets(table(), {}, 10);
    expect([...c.category]).toEqual([
      [10, 2],
      [20, 1],
    ]);
    expect([...c.skill]).toEqual([
      ['EASY', 2],
      ['HARD', 1],
    ]);
    expect(c.time.get('30')).toBe(1);
    expect(c.time.get('60')).toBe(2);
    expect(c.time.get('120+')).toBe(1);
    expect(c.matching).toEqual([3, 2, 1]);
  });

  it('counts a group as if its own choice were replaced, other groups applied', () => {
    const t = table();
    const c = countFacets(t, resolveSelection({ category: 'Doces', skill: 'easy' }, catalogs, t), 10);
    expect(c.matching).toEqual([1]);
    // category group: only skill EASY applies → doces 1 (id 1), salgados 1 (id 3)
    expect(c.category.get(10)).toBe(1);
    expect(c.category.get(20)).toBe(1);
    // skill group: only category doces applies → EASY 1, HARD 1
    expect(c.skill.get('HARD')).toBe(1);
    // ingredient group: both apply → only recipe 1 → ovos 1, leite 0
    expect(c.ingredient[0]).toBe(1);
    expect(c.ingredient[1]).toBe(0);
  });

  it('matches nothing for unknown values', () => {
    const t = table();
    const c = countFacets(t, resolveSelection({ category: 'inexistente', ingredient: 'farinha' }, catalogs, t), 10);
    expect(c.matching).toEqual([]);
    expect(c.category.get(10)).toBeUndefined();
  });
});
