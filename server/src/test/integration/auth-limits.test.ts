import { ADMIN, startTestApp, type TestApp } from '../harness';

// Failed logins are limited per address and per account, sign-ups per address, in the service: REST and GraphQL
// share the same counts. Addresses are simulated with X-Forwarded-For behind one trusted proxy hop.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

const TOO_MANY_LOGINS = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';
let addresses = 0;
/** an address no other test has used */
const freshAddress = () => `198.51.100.${++addresses}`;

const restLogin = (from: string, email: string, password: string) =>
  app.api('POST', '/api/user/login', { body: { email, password }, headers: { 'x-forwarded-for': from } });

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
/** a GraphQL login, answered as the REST status it stands for */
async function gqlLogin(from: string, email: string, password: string): Promise<number> {
  const res = await app.api('POST', '/graphql', {
    body: { query: LOGIN, variables: { input: { email, password } } },
    headers: { 'x-forwarded-for': from },
  });
  if (res.body.data?.login?.token) return 200;
  const code = res.body.errors?.[0]?.extensions?.code;
  return ({ UNAUTHENTICATED: 401, TOO_MANY_REQUESTS: 429 } as Record<string, number>)[code] ?? 500;
}

async function register(from: string, email: string) {
  return app.api('POST', '/api/user/register', {
    body: { name: 'Conta de Teste', email, password: 'senha-de-teste-1' },
    headers: { 'x-forwarded-for': from },
  });
}

describe('failed logins', () => {
  it("counts every failure against the address: a success on one's own account restores none of them", async () => {
    const from = freshAddress();
    expect((await register(from, 'atacante@exemplo.com')).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await restLogin(from, `vitima${i % 3}@exemplo.com`, `chute-${i}`)).status);
      if (i % 3 === 2 && i < 9) {
        expect((await restLogin(from, 'atacante@exemplo.com', 'senha-de-teste-1')).status).toBe(200);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    // The address is blocked for everything now, its own account included.
    const own = await restLogin(from, 'atacante@exemplo.com', 'senha-de-teste-1');
    expect(own.status).toBe(429);
    expect(own.body).toEqual({ status: 429, error: 'Too Many Requests', message: TOO_MANY_LOGINS });
  });

  it('limits one account to 10 failures in 15 minutes whatever the addresses, over REST and GraphQL alike', async () => {
    const victim = 'alvo@exemplo.com';
    expect((await register(freshAddress(), victim)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await restLogin(freshAddress(), victim, `chute-${i}`)).status);
    for (let i = 5; i < 10; i++) statuses.push(await gqlLogin(freshAddress(), ` ALVO@Exemplo.com `, `chute-${i}`));
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await restLogin(freshAddress(), victim, 'chute-10')).status).toBe(429);
    expect(await gqlLogin(freshAddress(), victim, 'chute-11')).toBe(429);
    // While the account is at its limit even its password is not checked; other accounts are not affected.
    expect((await restLogin(freshAddress(), victim, 'senha-de-teste-1')).status).toBe(429);
    expect((await restLogin(freshAddress(), ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('checks at most 10 passwords when 60 wrong logins for one account arrive at once from one address', async () => {
    const target = 'paralelo1@exemplo.com';
    expect((await register(freshAddress(), target)).status).toBe(201);
    const from = freshAddress();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => restLogin(from, target, `chute-${i}`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
  });

  it('checks at most 10 passwords when 60 wrong logins for one account arrive at once from 60 addresses', async () => {
    const target = 'paralelo2@exemplo.com';
    expect((await register(freshAddress(), target)).status).toBe(201);
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2
          ? gqlLogin(freshAddress(), target, `chute-${i}`)
          : restLogin(freshAddress(), target, `chute-${i}`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
  });

  it('counts unknown e-mails too, so the answers never tell which accounts exist', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await restLogin(freshAddress(), 'ninguem@exemplo.com', 'x')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('answers an e-mail longer than any account can have with 401; successful logins are never limited', async () => {
    const from = freshAddress();
    const long = await restLogin(from, `${'a'.repeat(100_000)}@exemplo.com`, 'qualquer-senha');
    expect(long.status).toBe(401);
    expect(long.body.message).toBe('Email ou senha inválidos.');
    expect((await register(from, 'frequente@exemplo.com')).status).toBe(201);
    for (let i = 0; i < 12; i++) {
      expect((await restLogin(from, 'frequente@exemplo.com', 'senha-de-teste-1')).status).toBe(200);
    }
  });
});

describe('sign-ups', () => {
  const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { token } }';
  const gqlRegister = (from: string, email: string) =>
    app.api('POST', '/graphql', {
      body: { query: REGISTER, variables: { input: { name: 'Leitora', email, password: 'senha-de-teste-1' } } },
      headers: { 'x-forwarded-for': from },
    });

  it('allows 20 per address per hour over GraphQL and REST together, then 429 on both', async () => {
    const from = freshAddress();
    for (let i = 0; i < 10; i++) expect((await register(from, `rest${i}@exemplo.com`)).status).toBe(201);
    for (let i = 0; i < 10; i++) {
      const res = await gqlRegister(from, `gql${i}@exemplo.com`);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.register.token).toEqual(expect.any(String));
    }
    const overGql = await gqlRegister(from, 'gql-extra@exemplo.com');
    expect(overGql.body.errors[0]).toMatchObject({
      message: 'Muitos cadastros a partir deste endereço. Tente mais tarde.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const overRest = await register(from, 'rest-extra@exemplo.com');
    expect(overRest.status).toBe(429);
    expect(overRest.body.message).toBe('Muitos cadastros a partir deste endereço. Tente mais tarde.');
    // nothing was created by the refused attempts; another address may still sign up
    expect((await restLogin(freshAddress(), 'gql-extra@exemplo.com', 'senha-de-teste-1')).status).toBe(401);
    expect((await register(freshAddress(), 'gql-extra@exemplo.com')).status).toBe(201);
  });
});
