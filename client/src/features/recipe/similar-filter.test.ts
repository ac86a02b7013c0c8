import { filterSimilar } from './similar-filter';

const recipes = [
  { title: 'Bolo de Cenoura', category: [{ name: 'Bolos e Tortas' }] },
  { title: 'Torta de Limão', category: [{ name: 'Bolos e Tortas' }] },
  { title: 'Feijoada Completa', category: [{ name: 'Pratos Principais' }] },
];
const titles = (list: readonly { title: string }[]) => list.map((r) => r.title);

describe('similar-recipes search (spec §5)', () => {
  it('matches the term in the title without regard to case', () => {
    expect(titles(filterSimilar(recipes, 'FEIJOADA'))).toEqual(['Feijoada Completa']);
  });

  it('matches any category name', () => {
    expect(titles(filterSimilar(recipes, 'tortas'))).toEqual(['Bolo de Cenoura', 'Torta de Limão']);
  });

  it('shows all for an empty or blank term', () => {
    expect(filterSimilar(recipes, '')).toHaveLength(3);
    expect(filterSimilar(recipes, '   ')).toHaveLength(3);
  });

  it('shows none when nothing matches', () => {
    expect(filterSimilar(recipes, 'xyz')).toEqual([]);
  });
});
