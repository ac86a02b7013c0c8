import { emptyUserForm, fromUser, toUserInput, validateUser } from './user-form-model';
import { matchesUserSearch } from './user-search';

const ana = { id: 7, name: 'Ana Conceição', email: 'ana@exemplo.com', role: 'ADMIN' as const, createdAt: '' };

describe('user form (spec §5 "User save")', () => {
  it('asks for name and e-mail, and a password only for new users', () => {
    expect(validateUser(emptyUserForm(), 'create')).toEqual({
      name: 'Nome e e-mail são obrigatórios',
      email: 'Nome e e-mail são obrigatórios',
      password: 'Senha é obrigatória para novos usuários',
    });
    const blank = { ...fromUser(ana), name: '   ' };
    expect(validateUser(blank, 'update')).toEqual({ name: 'Nome e e-mail são obrigatórios' });
    expect(validateUser(fromUser(ana), 'update')).toEqual({});
  });

  it('applies the server limits before sending', () => {
    const form = { name: 'x'.repeat(121), email: 'sem-arroba', password: 'curta', role: 'USER' as const };
    expect(validateUser(form, 'create')).toEqual({
      name: 'O nome deve ter no máximo 120 caracteres.',
      email: 'Informe um e-mail válido.',
      password: 'A senha deve ter pelo menos 10 caracteres.',
    });
    const edit = fromUser(ana);
    expect(validateUser({ ...edit, password: 'senha-123' }, 'update')).toEqual({
      password: 'A senha deve ter pelo menos 10 caracteres.',
    });
    expect(validateUser({ ...edit, password: 'x'.repeat(201) }, 'update')).toEqual({
      password: 'A senha deve ter no máximo 200 caracteres.',
    });
    expect(validateUser({ ...edit, password: 'senha-1234' }, 'update')).toEqual({});
  });

  it('trims name and e-mail and leaves an empty password out', () => {
    const form = { name: '  Ana  ', email: ' ana@exemplo.com ', password: '', role: 'USER' as const };
    expect(toUserInput(form)).toEqual({ name: 'Ana', email: 'ana@exemplo.com', role: 'USER', password: null });
    expect(toUserInput({ ...form, password: ' senha longa ' }).password).toBe(' senha longa ');
  });
});

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
