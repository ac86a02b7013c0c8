import fs from 'node:fs';
import jwt from 'jsonwebtoken';
import { startTestApp, type TestApp } from '../harness';

// Sessions end: a token stops working once its user's password or role changes, the user is deleted, or the user
// signs out everywhere; a token that does not say when it expires or which session version it carries never works.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

const PASSWORD = 'senha-de-teste-1';
let accounts = 0;

/** a new reader signed in on two devices */
async function reader(): Promise<{ id: number; email: string; phone: string; laptop: string }> {
  const email = `sessao${++accounts}@exemplo.com`;
  const registered = await app.api('POST', '/api/user/register', {
    body: { name: 'Leitora', email, password: PASSWORD },
  });
  expect(registered.status).toBe(201);
  const login = await app.api('POST', '/api/user/login', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  const id = Number((jwt.decode(login.body.token) as jwt.JwtPayload).sub);
  return { id, email, phone: registered.body.token, laptop: login.body.token };
}

/** the status of a request only a signed-in reader may make */
const statusWith = async (token: string) => (await app.api('GET', '/api/user/saved-recipes', { token })).status;

describe('sessions end', () => {
  it("when an admin changes the password: every device of that account is signed out, and no one else's", async () => {
    const ana = await reader();
    const bia = await reader();
    const put = await app.api('PUT', `/api/admin/users/${ana.id}`, {
      token: admin,
      body: { name: 'Leitora', email: ana.email, role: 'USER', password: 'nova-senha-da-ana' },
    });
    expect(put.status).toBe(200);
    expect(await statusWith(ana.phone)).toBe(401);
    expect(await statusWith(ana.laptop)).toBe(401);
    expect(await statusWith(bia.phone)).toBe(200);
    const again = await app.api('POST', '/api/user/login', {
      body: { email: ana.email, password: 'nova-senha-da-ana' },
    });
    expect(await statusWith(again.body.token)).toBe(200);
  });

  it('when the role changes, but not when only the name or e-mail is edited', async () => {
    const ana = await reader();
    const UPDATE = 'mutation ($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { role } }';
    const renamed = await app.gql(
      UPDATE,
      { id: ana.id, input: { name: 'Ana Lima', email: `lima-${ana.email}`, role: 'USER' } },
      admin,
    );
    expect(renamed.errors).toBeUndefined();
    expect(await statusWith(ana.phone)).toBe(200);
    const promoted = await app.gql(
      UPDATE,
      { id: ana.id, input: { name: 'Ana Lima', email: `lima-${ana.email}`, role: 'ADMIN' } },
      admin,
    );
    expect(promoted.data.updateUser.role).toBe('ADMIN');
    expect(await statusWith(ana.phone)).toBe(401);
    expect(await statusWith(ana.laptop)).toBe(401);
  });

  it('when the account is deleted', async () => {
    const ana = await reader();
    const deleted = await app.gql('mutation ($id: Int!) { deleteUser(id: $id) }', { id: ana.id }, admin);
    expect(deleted.data.deleteUser).toBe(true);
    expect(await statusWith(ana.phone)).toBe(401);
    const me = await app.gql('mutation { logoutEverywhere { token } }', {}, ana.laptop);
    expect(me.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("on 'Sair de todos os dispositivos' (GraphQL): every other device is out, the one that asked gets a new token", async () => {
    const ana = await reader();
    const res = await app.gql('mutation { logoutEverywhere { token user { email } } }', {}, ana.phone);
    expect(res.errors).toBeUndefined();
    expect(res.data.logoutEverywhere.user.email).toBe(ana.email);
    const fresh = res.data.logoutEverywhere.token as string;
    expect(await statusWith(ana.phone)).toBe(401);
    expect(await statusWith(ana.laptop)).toBe(401);
    expect(await statusWith(fresh)).toBe(200);
    expect((await app.gql('{ me { email } }', {}, fresh)).data.me.email).toBe(ana.email);
    // the stale token cannot do it again
    const stale = await app.gql('mutation { logoutEverywhere { token } }', {}, ana.laptop);
    expect(stale.errors?.[0]).toMatchObject({
      message: 'Sessão inválida ou expirada. Entre novamente.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('on POST /api/user/logout-all, which answers {token}; without a valid token it is a 401', async () => {
    const ana = await reader();
    const res = await app.api('POST', '/api/user/logout-all', { token: ana.laptop });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(await statusWith(ana.phone)).toBe(401);
    expect(await statusWith(ana.laptop)).toBe(401);
    expect(await statusWith(res.body.token)).toBe(200);
    expect((await app.api('POST', '/api/user/logout-all', { token: ana.phone })).status).toBe(401);
    const anonymous = await app.api('POST', '/api/user/logout-all');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: 401, error: 'Unauthorized' });
  });
});

describe('tokens are refused', () => {
  const secret = () => fs.readFileSync(`${app.dataDir}/jwt-secret`, 'utf8').trim();

  it('without exp, or without the session version, even when signed with the real key', async () => {
    const ana = await reader();
    const claims = jwt.decode(ana.phone) as jwt.JwtPayload;
    expect(claims).toMatchObject({ tv: 0, exp: expect.any(Number) });
    const sign = (payload: object, options: jwt.SignOptions = {}) =>
      jwt.sign(payload, secret(), { algorithm: 'HS256', subject: claims.sub, ...options });
    const wellFormed = sign({ role: 'USER', tv: 0 }, { expiresIn: 60 });
    expect(await statusWith(wellFormed)).toBe(200); // the forging below is faithful
    const noExp = sign({ role: 'USER', tv: 0 });
    expect((jwt.decode(noExp) as jwt.JwtPayload).exp).toBeUndefined();
    expect(await statusWith(noExp)).toBe(401);
    expect(await statusWith(sign({ role: 'USER' }, { expiresIn: 60 }))).toBe(401);
    expect(await statusWith(sign({ role: 'USER', tv: '0' }, { expiresIn: 60 }))).toBe(401);
    expect(await statusWith(sign({ role: 'USER', tv: 1 }, { expiresIn: 60 }))).toBe(401);
  });
});
