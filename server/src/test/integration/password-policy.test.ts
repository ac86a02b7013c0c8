import { startTestApp, type TestApp } from '../harness';

// Every way a password is set refuses a short, common, repetitive, guessable one or one made of the site's words, with a pt-BR message naming the field, and keeps
// whatever was there before.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

const SHORT = 'A senha deve ter pelo menos 10 caracteres.';
const COMMON = 'Essa senha é muito comum. Escolha outra.';
const LONG = 'A senha deve ter no máximo 200 caracteres.';
const REFUSED: [string, string][] = [
  ['password', SHORT],
  ['senha-123', SHORT], // 9 characters
  ['1234567890', COMMON],
  ['QwErTyUiOp', COMMON], // the list is compared ignoring case
  ['x1'.repeat(101), LONG],
  ['senha12345', 'A senha não pode ser feita só de palavras do site (como "receita", "Marina" ou "senha") e números.'],
  // (more cases in modules/auth/password-policy.test.ts: each one here takes two of the address's 20 sign-ups)
  ['aaaaaaaaaa', 'A senha não pode ser um caractere ou trecho repetido (como "aaaaaaaaaa" ou "abcabcabc").'],
  ['brigadeiro1', 'Essa senha é fácil de adivinhar. Junte três ou quatro palavras que não combinam entre si.'],
];

describe('the password policy', () => {
  it.each(REFUSED)('refuses %j on sign-up, over REST and GraphQL', async (password, message) => {
    const email = `nova-${Math.random()}@exemplo.com`;
    const rest = await app.api('POST', '/api/user/register', { body: { name: 'Nova', email, password } });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message, field: 'password' });
    const gql = await app.gql('mutation ($input: RegisterInput!) { register(input: $input) { token } }', {
      input: { name: 'Nova', email, password },
    });
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
    // nothing was created: the e-mail is still free
    const login = await app.api('POST', '/api/user/login', { body: { email, password: 'senha-de-teste-1' } });
    expect(login.status).toBe(401);
  });

  it.each(REFUSED)('refuses %j when an admin creates a user, over REST and GraphQL', async (password, message) => {
    const email = `criada-${Math.random()}@exemplo.com`;
    const rest = await app.api('POST', '/api/admin/users', {
      token: admin,
      body: { name: 'Criada', email, password, role: 'USER' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message, field: 'password' });
    const gql = await app.gql(
      'mutation ($input: UserCreateInput!) { createUser(input: $input) { id } }',
      { input: { name: 'Criada', email, password, role: 'USER' } },
      admin,
    );
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
  });

  it('refuses a weak new password when an admin edits a user, and the old password and sessions stay', async () => {
    const email = 'editada@exemplo.com';
    const created = await app.api('POST', '/api/user/register', {
      body: { name: 'Editada', email, password: 'senha-antiga-1' },
    });
    expect(created.status).toBe(201);
    const session = created.body.token as string;
    const users = await app.gql('{ users { id email } }', {}, admin);
    const id = users.data.users.find((u: { email: string }) => u.email === email).id;
    for (const [password, message] of REFUSED) {
      const rest = await app.api('PUT', `/api/admin/users/${id}`, {
        token: admin,
        body: { name: 'Editada', email, role: 'USER', password },
      });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message, field: 'password' });
      const gql = await app.gql(
        'mutation ($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id } }',
        { id, input: { name: 'Editada', email, role: 'USER', password } },
        admin,
      );
      expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
    }
    expect((await app.api('POST', '/api/user/login', { body: { email, password: 'senha-antiga-1' } })).status).toBe(
      200,
    );
    expect((await app.api('GET', '/api/user/saved-recipes', { token: session })).status).toBe(200);
  });

  it('accepts a long, uncommon password', async () => {
    const res = await app.api('POST', '/api/user/register', {
      body: { name: 'Boa', email: 'boa@exemplo.com', password: 'feijoada de sábado' },
    });
    expect(res.status).toBe(201);
  });
});
