import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignInLink } from '../../modules/auth/sign-in-link.entity';
import { startTestApp, type TestApp } from '../harness';

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

  it('caps one address at 5 failures per account, while the owner from an address of their own still logs in', async () => {
    const victim = 'alvo@exemplo.com';
    expect((await register(freshAddress(), victim)).status).toBe(201);
    const attacker = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await restLogin(attacker, victim, `chute-${i}`)).status);
    for (let i = 3; i < 7; i++) statuses.push(await gqlLogin(attacker, ` ALVO@Exemplo.com `, `chute-${i}`));
    expect(statuses).toEqual([...Array(5).fill(401), 429, 429]);
    // the attacker's address may not even try the right password; the owner's may
    expect((await restLogin(attacker, victim, 'senha-de-teste-1')).status).toBe(429);
    expect((await restLogin(freshAddress(), victim, 'senha-de-teste-1')).status).toBe(200);
    expect(await gqlLogin(freshAddress(), victim, 'senha-de-teste-1')).toBe(200);
  });

  it('checks at most 5 passwords when 60 wrong logins for one account arrive at once from one address', async () => {
    const target = 'paralelo1@exemplo.com';
    expect((await register(freshAddress(), target)).status).toBe(201);
    const from = freshAddress();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => restLogin(from, target, `chute-${i}`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
  });

  it('checks at most 50 passwords for one account whatever the addresses, even at once', async () => {
    const target = 'paralelo2@exemplo.com';
    expect((await register(freshAddress(), target)).status).toBe(201);
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2
          ? gqlLogin(freshAddress(), target, `chute-${i}`)
          : restLogin(freshAddress(), target, `chute-${i}`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('counts unknown e-mails alike, so the answers never tell which accounts exist', async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await restLogin(from, 'ninguem@exemplo.com', 'x')).status);
    expect(statuses).toEqual([...Array(5).fill(401), 429]);
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

describe('one canonical e-mail (NFKC, case-folded) for the limits, the lookup and the unique index', () => {
  const account = 'm1@probe.example';
  const sameAccount = ['ｍ1@probe.example', ' M1@PROBE.EXAMPLE ', 'Ｍ１＠ｐｒｏｂｅ．ｅｘａｍｐｌｅ'];

  it('counts every spelling of one account together, and never signs in a look-alike e-mail', async () => {
    expect((await register(freshAddress(), account)).status).toBe(201);
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) expect((await restLogin(attacker, account, `chute-${i}`)).status).toBe(401);
    for (const spelling of sameAccount) {
      expect((await restLogin(attacker, spelling, `chute-${spelling}`)).status).toBe(429);
      expect(await gqlLogin(attacker, spelling, 'senha-de-teste-1')).toBe(429);
      // the same account from the owner's address
      expect((await restLogin(freshAddress(), spelling, 'senha-de-teste-1')).status).toBe(200);
    }
    // e-mails a collation would call equal but are other addresses: no account, whatever the password
    for (const other of ['m1@próbe.example', 'm1@probé.example', 'm1@probe.exámple']) {
      expect((await restLogin(freshAddress(), other, 'senha-de-teste-1')).status).toBe(401);
    }
  });

  it('refuses a second account under another spelling of the same e-mail with 409', async () => {
    expect((await register(freshAddress(), 'unico@probe.example')).status).toBe(201);
    for (const spelling of ['ｕｎｉｃｏ@probe.example', 'UNICO@PROBE.EXAMPLE']) {
      const again = await register(freshAddress(), spelling);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Este e-mail já está cadastrado.');
    }
    const [row] = await app.server.ds.query("SELECT email, emailKey FROM users WHERE emailKey = 'unico@probe.example'");
    expect(row).toEqual({ email: 'unico@probe.example', emailKey: 'unico@probe.example' });
  });
});

describe('the sign-in link, the way in once guessing from many addresses closed the account', () => {
  const owner = 'dona@exemplo.com';
  const REQUEST = 'mutation ($email: String!) { requestSignInLink(email: $email) }';
  const REDEEM = 'mutation ($token: String!) { signInWithLink(token: $token) { token user { email } } }';

  /** the secrets of the sign-in links mailed to an address, oldest first */
  const linksMailedTo = (email: string): string[] => {
    const dir = path.join(app.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) =>
        fs
          .readFileSync(path.join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((raw) => new RegExp(`^To: .*${email}`, 'mi').test(raw))
      .flatMap((raw) => [...raw.matchAll(/\/login\?link=([\w-]{43})/g)].map((m) => m[1]))
      .filter((secret, i, all) => all.indexOf(secret) === i);
  };
  const waitForLinks = async (email: string, count: number) => {
    for (let i = 0; i < 100 && linksMailedTo(email).length < count; i++) await new Promise((r) => setTimeout(r, 20));
    return linksMailedTo(email);
  };

  it('signs in once with a mailed link after the account-wide ceiling, and answers alike for an unknown e-mail', async () => {
    expect((await register(freshAddress(), owner)).status).toBe(201);
    for (let a = 0; a < 10; a++) {
      const from = freshAddress();
      for (let i = 0; i < 5; i++) expect((await restLogin(from, owner, `chute-${a}-${i}`)).status).toBe(401);
    }
    const closed = await restLogin(freshAddress(), owner, 'senha-de-teste-1');
    expect(closed.status).toBe(429);
    expect(closed.body.message).toBe(
      'Muitas tentativas de login nesta conta. Para entrar agora, peça um link de acesso por e-mail.',
    );

    const known = await app.api('POST', '/graphql', {
      body: { query: REQUEST, variables: { email: 'ＤＯＮＡ@exemplo.com' } },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    const unknown = await app.api('POST', '/graphql', {
      body: { query: REQUEST, variables: { email: 'ninguem-aqui@exemplo.com' } },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(known.body).toEqual({ data: { requestSignInLink: true } });
    expect(unknown.body).toEqual(known.body);
    const [secret] = await waitForLinks(owner, 1);
    expect(secret).toEqual(expect.any(String));
    expect(linksMailedTo('ninguem-aqui@exemplo.com')).toEqual([]);

    const first = await app.gql(REDEEM, { token: secret });
    expect(first.data.signInWithLink.user.email).toBe(owner);
    const me = await app.gql('{ me { email } }', {}, first.data.signInWithLink.token);
    expect(me.data.me.email).toBe(owner);
    const again = await app.gql(REDEEM, { token: secret });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Este link de acesso é inválido, já foi usado ou expirou. Peça um novo.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    // over REST too
    const rest = await app.api('POST', '/api/user/sign-in-link/redeem', { body: { token: secret } });
    expect(rest.status).toBe(401);
  });

  it('refuses an expired link, and two racing redemptions of one link sign in once', async () => {
    const email = 'corrida@exemplo.com';
    expect((await register(freshAddress(), email)).status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await app.api('POST', '/api/user/sign-in-link', {
        body: { email },
        headers: { 'x-forwarded-for': freshAddress() },
      });
      expect(res.status).toBe(202);
    }
    const [expired, raced] = await waitForLinks(email, 2);
    await app.server.ds
      .getRepository(SignInLink)
      .update(
        { tokenHash: createHash('sha256').update(expired).digest('hex') },
        { expiresAt: new Date(Date.now() - 1) },
      );
    expect((await app.api('POST', '/api/user/sign-in-link/redeem', { body: { token: expired } })).status).toBe(401);
    const both = await Promise.all(
      [0, 1].map(() => app.api('POST', '/api/user/sign-in-link/redeem', { body: { token: raced } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
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
