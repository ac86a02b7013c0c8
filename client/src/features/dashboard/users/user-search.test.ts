import { matchesUserSearch } from './user-search';

const ana = { id: 7, name: 'Ana Conceição', email: 'ana@exemplo.com', role: 'ADMIN' as const, createdAt: '' };

describe('users search', () => {
  it('matches name, e-mail or role, ignoring case and accents', () => {
    expect(matchesUserSearch(ana, 'conceicao')).toBe(true);
    expect(matchesUserSearch(ana, 'EXEMPLO.com')).toBe(true);
    expect(matchesUserSearch(ana, 'admin')).toBe(true);
    expect(matchesUserSearch(ana, 'administrador')).toBe(true);
    expect(matchesUserSearch(ana, 'user')).toBe(false);
    expect(matchesUserSearch({ ...ana, role: 'USER' }, 'usuário')).toBe(true);
    expect(matchesUserSearch(ana, '  ')).toBe(true);
  });
});
