import { emptyUserForm, userFormValues, userSchema, type UserFormMode, type UserFormValues } from './user-schema';

const ana = { id: 7, name: 'Ana Conceição', email: 'ana@exemplo.com', role: 'ADMIN' as const, createdAt: '' };

/** Each wrong field with its (first) message; {} when the form is fine. */
function problems(form: UserFormValues, mode: UserFormMode): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of userSchema(mode).safeParse(form).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the user schema (spec §5 "User save")', () => {
  it('asks for name and e-mail, and a password only for new users', () => {
    expect(problems(emptyUserForm(), 'create')).toEqual({
      name: 'Nome e e-mail são obrigatórios',
      email: 'Nome e e-mail são obrigatórios',
      password: 'Senha é obrigatória para novos usuários',
    });
    const blank = { ...userFormValues(ana), name: '   ' };
    expect(problems(blank, 'update')).toEqual({ name: 'Nome e e-mail são obrigatórios' });
    expect(problems(userFormValues(ana), 'update')).toEqual({});
  });

  it('applies the server limits before sending', () => {
    const form = { name: 'x'.repeat(121), email: 'sem-arroba', password: 'curta', role: 'USER' as const };
    expect(problems(form, 'create')).toEqual({
      name: 'O nome deve ter no máximo 120 caracteres.',
      email: 'Informe um e-mail válido.',
      password: 'A senha deve ter pelo menos 10 caracteres.',
    });
    const edit = userFormValues(ana);
    expect(problems({ ...edit, password: 'senha-123' }, 'update')).toEqual({
      password: 'A senha deve ter pelo menos 10 caracteres.',
    });
    expect(problems({ ...edit, password: 'x'.repeat(201) }, 'update')).toEqual({
      password: 'A senha deve ter no máximo 200 caracteres.',
    });
    expect(problems({ ...edit, email: `${'a'.repeat(250)}@x.com` }, 'update')).toEqual({
      email: 'Informe um e-mail válido.',
    });
    expect(problems({ ...edit, password: 'senha-1234' }, 'update')).toEqual({});
  });

  it('trims name and e-mail and leaves an empty password out', () => {
    const form = { name: '  Ana  ', email: ' ana@exemplo.com ', password: '', role: 'USER' as const };
    expect(userSchema('update').parse(form)).toEqual({
      name: 'Ana',
      email: 'ana@exemplo.com',
      role: 'USER',
      password: null,
    });
    expect(userSchema('update').parse({ ...form, password: ' senha longa ' }).password).toBe(' senha longa ');
  });
});
