import { isNavItemActive } from './dashboard-nav';

describe('isNavItemActive', () => {
  it('keeps the overview active on exactly /dashboard', () => {
    expect(isNavItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isNavItemActive('/dashboard', '/dashboard/')).toBe(true);
    expect(isNavItemActive('/dashboard', '/dashboard/recipes')).toBe(false);
  });

  it('keeps a section active on its path and below, not on look-alike paths', () => {
    expect(isNavItemActive('/dashboard/recipes', '/dashboard/recipes')).toBe(true);
    expect(isNavItemActive('/dashboard/recipes', '/dashboard/recipes/12/edit')).toBe(true);
    expect(isNavItemActive('/dashboard/recipes', '/dashboard/recipes-archive')).toBe(false);
    expect(isNavItemActive('/dashboard/recipes', '/dashboard')).toBe(false);
  });
});
