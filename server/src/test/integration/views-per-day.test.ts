import { visitorNetwork } from '../../modules/recipe/recipe-popularity.service';
import { createTestDatabase, recipeBody, startTestApp, type TestApp, type TestDatabase } from '../harness';

// The probe: 550 views with a new User-Agent each moved a recipe up 'Mais Populares'. A view now counts once per
// client address, recipe and day; the database's unique key enforces it, so two instances on one MariaDB database
// (TEST_DATABASE_URL) count it once between them. On SQLite (one instance's file) both "instances" are one app.
const mysqlUrl = process.env.TEST_DATABASE_URL;
let database: TestDatabase | undefined;
let a: TestApp;
let b: TestApp;
let admin: string;

beforeAll(async () => {
  // Instances share JWT_SECRET (README, Scaling out): it also keys the visitor hashes.
  const env = { TRUST_PROXY: '1', JWT_SECRET: 'segredo-compartilhado-entre-as-instancias-0123456789' };
  if (mysqlUrl) {
    database = await createTestDatabase(mysqlUrl);
    a = await startTestApp({ database, env });
    b = await startTestApp({ database, env });
  } else {
    a = b = await startTestApp({ env });
  }
  admin = await a.adminToken();
}, 120_000);
afterAll(async () => {
  await a?.close();
  if (b !== a) await b?.close();
  await database?.drop();
});

const publish = async (title: string) =>
  (await a.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title }) })).body.recipeId as number;
const view = (app: TestApp, id: number, from: string, agent: string) =>
  app.api('POST', `/api/recipes/${id}/view`, { headers: { 'x-forwarded-for': from, 'user-agent': agent } });
const viewCount = async (id: number) =>
  Number((await a.server.ds.query('SELECT viewCount FROM recipes WHERE id = ?', [id]))[0].viewCount);
const todays = async (id: number) =>
  Number((await a.server.ds.query('SELECT SUM(count) AS n FROM recipe_view_days WHERE recipeId = ?', [id]))[0].n ?? 0);

describe('views that mean something', () => {
  it('one address with a rotating User-Agent counts once, on either instance', async () => {
    const id = await publish('Bolo de Fubá');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => view(i % 2 ? b : a, id, '203.0.113.50', `Robô/${i}.0 (X11; Linux)`)),
    );
    expect(answers.every((r) => r.status === 204)).toBe(true);
    expect(await viewCount(id)).toBe(1);
    expect(await todays(id)).toBe(1);

    // A signed-in reader on the same address is the same address.
    const token = await a.userToken();
    await b.api('POST', `/api/recipes/${id}/view`, {
      token,
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(await viewCount(id)).toBe(1);

    // Another address counts; so do addresses in another IPv6 /64 network, but not one within the same /64.
    await view(b, id, '203.0.113.51', 'Firefox');
    await view(a, id, '2001:db8:1:2::10', 'Firefox');
    await view(b, id, '2001:db8:1:2:ffff::99', 'Chrome');
    await view(a, id, '2001:db8:1:3::10', 'Chrome');
    expect(await viewCount(id)).toBe(4);
  });

  it("fake views no longer move a recipe up 'Mais Populares'", async () => {
    const popular = await publish('Coxinha Querida');
    const pushed = await publish('Pastel Empurrado');
    for (let i = 0; i < 5; i++) await view(a, popular, `198.51.100.${i + 1}`, 'Firefox');
    for (let i = 0; i < 100; i++) await view(i % 2 ? a : b, pushed, '192.0.2.200', `Agente ${i}`);
    const top = await b.api('GET', '/api/recipes/top?limit=50');
    const titles = (top.body as { title: string }[]).map((r) => r.title);
    expect(titles.indexOf('Coxinha Querida')).toBeLessThan(titles.indexOf('Pastel Empurrado'));
    expect(await viewCount(pushed)).toBe(1);
  });
});

describe('visitorNetwork', () => {
  it('keeps an IPv4 address, reads IPv4-mapped IPv6 as IPv4, and groups IPv6 by /64', () => {
    expect(visitorNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorNetwork('2001:db8:1:2::10')).toBe('2001:db8:1:2::/64');
    expect(visitorNetwork('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(visitorNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(visitorNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
