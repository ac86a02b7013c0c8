import type { RecipeFilterFacetsQuery } from '../../gql/graphql';
import { groupsOf, optionLabel, queryOf, sameValue, selectionFrom, without } from './filter-groups';

describe('filter selection in the URL', () => {
  it('reads one value per group and ignores blanks and other parameters', () => {
    const params = new URLSearchParams('category=Bolos+e+Tortas&skill=EASY&time=&page=2&utm=x');
    expect(selectionFrom(params)).toEqual({ category: 'Bolos e Tortas', skill: 'EASY' });
  });

  it('writes the groups in page order, without a page number', () => {
    expect(queryOf({ time: '120+', category: 'Bebidas' }).toString()).toBe('category=Bebidas&time=120%2B');
  });

  it('removes one group', () => {
    expect(without({ category: 'Bebidas', skill: 'HARD' }, 'skill')).toEqual({ category: 'Bebidas' });
  });

  it('compares values as the server does: case- and accent-insensitive', () => {
    expect(sameValue('cafe da manha', 'Café da Manhã')).toBe(true);
    expect(sameValue('Bebidas', 'Bolos e Tortas')).toBe(false);
  });
});

describe('option labels', () => {
  it.each([
    ['skill', 'EASY', 'Fácil'],
    ['skill', 'MEDIUM', 'Média'],
    ['skill', 'HARD', 'Difícil'],
    ['time', '15', 'até 15 min'],
    ['time', '60', 'até 1 h'],
    ['time', '120+', 'mais de 2 h'],
    ['ingredient', 'leite condensado', 'Leite condensado'],
    ['category', 'Bebidas', 'Bebidas'],
  ] as const)('%s %s reads %s', (key, value, label) => {
    expect(optionLabel(key, value)).toBe(label);
  });
});

describe('groupsOf', () => {
  const facets: RecipeFilterFacetsQuery['recipeFilters'] = {
    categories: [{ item: { categoryId: 3, name: 'Bebidas' }, count: 2, active: true }],
    occasions: [{ item: { id: 1, name: 'Natal' }, count: 0, active: false }],
    cravings: [],
    ingredients: [{ item: 'sal', count: 18, active: true }],
    skills: [{ item: 'EASY', count: 12, active: true }],
    times: [{ item: '30', count: 7, active: true }],
  };

  it('lists the six groups in spec order with their pt-BR labels', () => {
    expect(groupsOf(facets).map((g) => g.label)).toEqual([
      'CATEGORIA',
      'OCASIÃO',
      'DESEJO',
      'INGREDIENTE',
      'HABILIDADE',
      'TEMPO',
    ]);
  });

  it('gives each option its URL value, label, count, activity and catalogue id', () => {
    const [category, occasion, , ingredient, skill, time] = groupsOf(facets);
    expect(category.options).toEqual([{ value: 'Bebidas', id: '3', label: 'Bebidas', count: 2, active: true }]);
    expect(occasion.options[0]).toMatchObject({ value: 'Natal', id: '1', active: false });
    expect(ingredient.options[0]).toMatchObject({ value: 'sal', label: 'Sal' });
    expect(skill.options[0]).toMatchObject({ value: 'EASY', label: 'Fácil' });
    expect(time.options[0]).toMatchObject({ value: '30', label: 'até 30 min' });
  });
});
