import { listVariables, readListParams, sortOf, writeListParams } from './recipe-list-params';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('recipes screen URL', () => {
  it('defaults to every status, newest first, page 1', () => {
    expect(read('')).toEqual({ text: '', status: 'ALL', sort: null, page: 1 });
    expect(sortOf(read(''))).toBe('NEWEST');
    expect(writeListParams(read('')).toString()).toBe('');
  });

  it('ranks by relevance while searching unless another sort was chosen', () => {
    expect(sortOf(read('q=+bolo+'))).toBe('RELEVANCE');
    expect(sortOf(read('q=bolo&sort=TITLE'))).toBe('TITLE');
    // Relevance without a text has nothing to rank by.
    expect(sortOf(read('sort=RELEVANCE'))).toBe('NEWEST');
    // The default follows the search: a new search is ranked, a cleared one is newest first again.
    expect(sortOf({ ...read(''), text: 'bolo' })).toBe('RELEVANCE');
    expect(sortOf({ ...read('q=bolo'), text: '' })).toBe('NEWEST');
  });

  it('ignores values it does not know', () => {
    expect(read('status=ARCHIVED&sort=PRICE&page=-2')).toEqual({ text: '', status: 'ALL', sort: null, page: 1 });
    expect(read('page=2.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const list = { text: 'pão de queijo', status: 'DRAFT', sort: 'TITLE', page: 3 } as const;
    const params = writeListParams(list);
    expect(params.toString()).toBe('q=p%C3%A3o+de+queijo&status=DRAFT&sort=TITLE&page=3');
    expect(readListParams(params)).toEqual(list);
    expect(writeListParams({ ...list, sort: null, page: 1 }).toString()).toBe('q=p%C3%A3o+de+queijo&status=DRAFT');
  });

  it("asks the server for the page's criteria (0-based page, 24 cards)", () => {
    expect(listVariables(read('q=bolo&status=SCHEDULED&page=2'))).toEqual({
      criteria: { text: 'bolo', status: 'SCHEDULED', sort: 'RELEVANCE' },
      page: { page: 1, size: 24 },
    });
    expect(listVariables(read(''))).toEqual({ criteria: { sort: 'NEWEST' }, page: { page: 0, size: 24 } });
  });
});
