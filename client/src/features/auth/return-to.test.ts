import { safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnPath('/recipes/12#comentarios')).toBe('/recipes/12#comentarios');
    expect(safeReturnPath('/recipes/12?x=1#comentarios')).toBe('/recipes/12?x=1#comentarios');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.test/',
      '//evil.test/recipes/1',
      '/\\evil.test',
      '\\\\evil.test',
      'javascript:alert(1)',
      'recipes/1',
      '/ /evil.test',
      '/..//evil.invalid',
      '/../..//evil.invalid/recipes',
      '/./..//evil.invalid',
      '/recipes/..//evil.invalid',
      '/%2e%2e//evil.invalid',
      'https:/evil.test',
      '/\t/evil.test',
      '',
      null,
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('keeps a path that resolves to one on this site', () => {
    expect(safeReturnPath('/recipes/../about')).toBe('/about');
    expect(safeReturnPath('/a//b')).toBe('/a//b');
  });

  it('refuses the login and register pages themselves', () => {
    for (const value of ['/login', '/register', '/auth/login?next=/', '/auth/register']) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
