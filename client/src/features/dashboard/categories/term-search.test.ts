import { matchesTerm } from './term-search';

const doces = { name: 'Doces', description: 'Bolos, Pudins e sobremesas de vó' };

describe('matchesTerm', () => {
  it('finds a word in the name or the description, ignoring case and accents', () => {
    expect(matchesTerm(doces, 'DOCES')).toBe(true);
    expect(matchesTerm(doces, 'pudins')).toBe(true);
    expect(matchesTerm(doces, 'VÓ')).toBe(true);
    expect(matchesTerm(doces, 'vo bolos')).toBe(true);
  });

  it('needs every word, and matches everything when blank', () => {
    expect(matchesTerm(doces, 'bolos salgados')).toBe(false);
    expect(matchesTerm({ name: 'Natal', description: null }, 'ceia')).toBe(false);
    expect(matchesTerm({ name: 'Natal', description: null }, '   ')).toBe(true);
  });
});
