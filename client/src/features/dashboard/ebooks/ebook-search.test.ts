import { matchesEbookSearch } from './ebook-search';

describe('matchesEbookSearch (spec §2)', () => {
  const ebook = { title: 'Pão de Queijo Mineiro', author: 'Conceição Alves' };
  it('matches the title or the author, ignoring case', () => {
    expect(matchesEbookSearch(ebook, 'QUEIJO')).toBe(true);
    expect(matchesEbookSearch(ebook, 'conceição')).toBe(true);
    expect(matchesEbookSearch(ebook, 'pao')).toBe(true);
    expect(matchesEbookSearch(ebook, 'brigadeiro')).toBe(false);
  });
  it('shows everything for an empty or blank query', () => {
    expect(matchesEbookSearch(ebook, '')).toBe(true);
    expect(matchesEbookSearch(ebook, '   ')).toBe(true);
  });
});
