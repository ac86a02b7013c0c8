import { startTestApp, type TestApp } from '../harness';

// No reader's account may carry the creator's name (the site author's, or the one the 'Sobre' page shows), in any
// spelling that reads alike, so no comment can appear under it; the creator's own admin account may.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

const TAKEN = 'Este nome é reservado à autora do site. Escolha outro nome.';
const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { token } }';
const password = 'feijoada de sábado';

describe('names that imitate the creator', () => {
  it.each(['Marina Albuquerque', 'ｍａｒｉｎａ  álbuquerque', 'M4RINA ALBUQUERQUE', 'Receitas da Marina'])(
    'refuses %j at sign-up over REST and GraphQL',
    async (name) => {
      const email = `imitadora-${Math.random()}@exemplo.com`;
      const rest = await app.api('POST', '/api/user/register', { body: { name, email, password } });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message: TAKEN, field: 'name' });
      const gql = await app.gql(REGISTER, { input: { name, email, password } });
      expect(gql.errors?.[0]).toMatchObject({ message: TAKEN, extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    },
  );

  it("refuses a reader's rename to it, and the creator's name as the 'Sobre' page shows it", async () => {
    const created = await app.api('POST', '/api/user/register', {
      body: { name: 'Leitora Fiel', email: 'fiel@exemplo.com', password },
    });
    expect(created.status).toBe(201);
    const users = await app.gql('{ users { id email } }', {}, admin);
    const id = users.data.users.find((u: { email: string }) => u.email === 'fiel@exemplo.com').id;
    const rename = (name: string, role = 'USER') =>
      app.api('PUT', `/api/admin/users/${id}`, { token: admin, body: { name, email: 'fiel@exemplo.com', role } });
    expect((await rename('Marina Albuquerque')).body).toMatchObject({ status: 400, message: TAKEN, field: 'name' });
    const saved = await app.gql(
      'mutation ($input: SiteConfigurationInput!) { saveSiteConfiguration(input: $input) { creator { name } } }',
      { input: { creator: { name: 'Marina Alb. Costa' } } },
      admin,
    );
    expect(saved.data?.saveSiteConfiguration.creator.name).toBe('Marina Alb. Costa');
    expect((await rename('marina alb costa')).body).toMatchObject({ message: TAKEN });
    expect((await rename('Leitora Marina')).status).toBe(200);
    // an admin account may carry it: the creator's own
    expect((await rename('Marina Albuquerque', 'ADMIN')).status).toBe(200);
  });
});
