import jwt from 'jsonwebtoken';
import { ADMIN, startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('register and login', () => {
  it('registers with a trimmed, lower-cased e-mail and answers 201 {token} with sub, role and a 7-day exp', async () => {
    const res = await app.api('POST', '/api/user/register', {
      body: { name: '  Ana Souza ', email: '  Ana.Souza@Exemplo.COM ', password: 'pao-de-queijo' },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['token']);
    const claims = jwt.decode(res.body.token, { complete: true }) as jwt.Jwt;
    expect(claims.header.alg).toBe('HS256');
    const payload = claims.payload as jwt.JwtPayload;
    expect(payload.role).toBe('USER');
    expect(payload.sub).toMatch(/^\d+$/);
    expect(payload.exp! - payload.iat!).toBe(7 * 24 * 3600);

    const login = await app.api('POST', '/api/user/login', {
      body: { email: 'ana.souza@exemplo.com', password: 'pao-de-queijo' },
    });
    expect(login.status).toBe(200);
    const me = await app.gql('{ me { name email role } }', {}, login.body.token);
    expect(me.data.me).toEqual({ name: 'Ana Souza', email: 'ana.souza@exemplo.com', role: 'USER' });
  });

  it('refuses a second account with the same e-mail in another case with 409', async () => {
    const body = { name: 'Bia', email: 'bia@exemplo.com', password: 'brigadeiro de panela' };
    expect((await app.api('POST', '/api/user/register', { body })).status).toBe(201);
    const again = await app.api('POST', '/api/user/register', { body: { ...body, email: 'BIA@exemplo.com' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 409, error: 'Conflict' });
  });

  it('answers 400 naming the field for missing or bad fields', async () => {
    const missing = await app.api('POST', '/api/user/register', { body: { name: 'X', email: 'x@y.com' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Por favor, preencha todos os campos.');
    const short = await app.api('POST', '/api/user/register', {
      body: { name: 'X', email: 'x@y.com', password: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/senha/i);
    const badEmail = await app.api('POST', '/api/user/register', {
      body: { name: 'X', email: 'not-an-email', password: 'senha-valida-1' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/e-mail/i);
    const wrongType = await app.api('POST', '/api/user/login', { body: { email: 42, password: 'x' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/email/);
  });

  it('never stores or returns the password', async () => {
    const token = await app.adminToken();
    const users = await app.api('GET', '/api/admin/users', { token });
    expect(users.status).toBe(200);
    const text = JSON.stringify(users.body);
    expect(text).not.toMatch(/password|hash|argon/i);
    const [row] = await app.server.ds.query("SELECT passwordHash FROM users WHERE email = 'bia@exemplo.com'");
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers wrong credentials with 401 and the documented message', async () => {
    for (const body of [
      { email: ADMIN.email, password: 'wrong-password' },
      { email: 'nobody@exemplo.com', password: 'whatever1' },
    ]) {
      const res = await app.api('POST', '/api/user/login', { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, error: 'Unauthorized', message: 'Email ou senha inválidos.' });
    }
  });
});

describe('tokens', () => {
  const gqlMe = (token?: string) => app.api('GET', '/api/admin/users', { token });

  it('rejects a forged, expired, alg=none or garbage token with 401', async () => {
    const admin = await app.adminToken();
    const payload = jwt.decode(admin) as jwt.JwtPayload;
    const forged = jwt.sign({ role: 'ADMIN' }, 'not-the-secret-not-the-secret-not-the-secret', {
      subject: payload.sub,
      expiresIn: 60,
    });
    const none = jwt.sign({ role: 'ADMIN', sub: payload.sub }, '', { algorithm: 'none' });
    const secret = require('node:fs').readFileSync(`${app.dataDir}/jwt-secret`, 'utf8').trim();
    const expired = jwt.sign({ role: 'ADMIN', exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      subject: payload.sub,
    });
    for (const token of [forged, none, expired, 'garbage']) {
      const res = await gqlMe(token);
      expect(res.status).toBe(401);
    }
    expect((await gqlMe(admin)).status).toBe(200);
  });

  it('keeps the generated signing key in DATA_DIR with mode 0600', () => {
    const stat = require('node:fs').statSync(`${app.dataDir}/jwt-secret`);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('re-reads the user on each request: a demoted admin is signed out at once, and so is a deleted user', async () => {
    const admin = await app.adminToken();
    const created = await app.api('POST', '/api/admin/users', {
      token: admin,
      body: { name: 'Segunda Admin', email: 'segunda@exemplo.com', password: 'segunda-senha', role: 'ADMIN' },
    });
    expect(created.status).toBe(201);
    const second = (
      await app.api('POST', '/api/user/login', { body: { email: 'segunda@exemplo.com', password: 'segunda-senha' } })
    ).body.token;
    expect((await gqlMe(second)).status).toBe(200);
    const demote = await app.api('PUT', `/api/admin/users/${created.body.id}`, {
      token: admin,
      body: { name: 'Segunda Admin', email: 'segunda@exemplo.com', role: 'USER' },
    });
    expect(demote.status).toBe(200);
    // a role change ends the account's sessions (sessions.test.ts): no longer an admin, and no longer signed in
    expect((await gqlMe(second)).status).toBe(401);
    const again = await app.api('POST', '/api/user/login', {
      body: { email: 'segunda@exemplo.com', password: 'segunda-senha' },
    });
    expect((await gqlMe(again.body.token)).status).toBe(403);
    expect((await app.api('DELETE', `/api/admin/users/${created.body.id}`, { token: admin })).status).toBe(204);
    expect((await gqlMe(again.body.token)).status).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 after more than 5 failed logins for one account from one address in 15 minutes', async () => {
    const limited = await startTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await limited.api('POST', '/api/user/login', { body: { email: ADMIN.email, password: `wrong-${i}` } }))
            .status,
        );
      }
      expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
      expect(statuses[5]).toBe(429);
      const blocked = await limited.api('POST', '/api/user/login', { body: ADMIN });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ status: 429, error: 'Too Many Requests' });
    } finally {
      await limited.close();
    }
  });
});

describe('request hygiene', () => {
  it('answers malformed JSON with 400 and a JSON body over 1 MB with 413', async () => {
    const malformed = await app.api('POST', '/api/user/login', {
      raw: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 400, error: 'Bad Request' });
    const huge = await app.api('POST', '/api/user/register', {
      body: { name: 'x'.repeat(1_100_000), email: 'a@b.com', password: 'x' },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.status).toBe(413);
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const res = await app.api('GET', '/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, error: 'Not Found' });
  });

  it('serves /healthz and /readyz', async () => {
    expect(await app.api('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect((await app.api('GET', '/readyz')).status).toBe(200);
  });

  it('rejects GraphQL operations nested deeper than 12 levels before running them', async () => {
    let selection = 'name';
    for (let i = 0; i < 13; i++) selection = `f${i} { ${selection} }`;
    const res = await app.gql(`{ ${selection} }`);
    expect(res.status).toBe(400);
    expect(res.errors!.map((e: { message: string }) => e.message).join(' ')).toMatch(
      /profundidade máxima de 12 níveis/,
    );
    const fine = await app.gql('{ recipes { content { cravings { imageUrl { small } } } } }');
    expect(fine.errors).toBeUndefined();
  });
});
