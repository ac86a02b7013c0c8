import path from 'node:path';
import { ADMIN, createTestDatabase, recipeBody, startTestApp, type TestApp, type TestDatabase } from '../harness';
import { deleteRedisKeys, redisRequired, testRedisUrl, uniqueRedisPrefix } from '../redis';

// Two instances of the site (each its own memory: page cache, search index, counters' connection) on ONE MariaDB
// database and one Redis, as docker-compose runs them. SQLite is one instance's file: the MariaDB run proves this.
const mysqlUrl = process.env.TEST_DATABASE_URL;
const describeShared = mysqlUrl && redisRequired ? describe : describe.skip;
if (!mysqlUrl || !redisRequired) {
  console.info('two-instances.test.ts skipped: set TEST_DATABASE_URL (MySQL/MariaDB) and TEST_REDIS_URL');
}
const clientRoot = path.resolve(__dirname, '../../../../client');
const prefix = uniqueRedisPrefix('two-instances');

let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let admin: string;
let recipeId: number;

beforeAll(async () => {
  if (!mysqlUrl || !redisRequired) return;
  database = await createTestDatabase(mysqlUrl);
  const env = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix };
  // Booting together on a fresh database: one migrates while the other waits its turn (prepare-lock.ts).
  [a, b] = await Promise.all([
    startTestApp({ database, env, clientRoot }),
    startTestApp({ database, env, clientRoot }),
  ]);
  admin = await a.adminToken();
  const created = await a.api('POST', '/api/recipes', {
    token: admin,
    body: recipeBody({ title: 'Cuscuz Paulista', datePublished: '2024-01-10T12:00:00.000Z' }),
  });
  expect(created.status).toBe(201);
  recipeId = created.body.recipeId;
}, 240_000);

afterAll(async () => {
  if (!mysqlUrl || !redisRequired) return;
  await Promise.all([a?.close(), b?.close()]);
  await database?.drop();
  await deleteRedisKeys(testRedisUrl, prefix);
}, 240_000);

const page = async (app: TestApp, p: string) => {
  const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text(), cache: res.headers.get('x-page-cache') };
};
const searchTitles = async (app: TestApp, query: string) => {
  const res = await app.api('GET', `/api/recipes/search?query=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return (res.body as { title: string }[]).map((r) => r.title);
};
const edit = (title: string) =>
  a.api('PUT', `/api/recipes/${recipeId}`, {
    token: admin,
    body: recipeBody({ title, datePublished: '2024-01-10T12:00:00.000Z' }),
  });

describeShared('two instances on one MariaDB database and one Redis', () => {
  it('a recipe edited through A shows through B at once: its cached page and the search', async () => {
    expect((await page(b, `/recipes/${recipeId}`)).cache).toBe('MISS');
    const cached = await page(b, `/recipes/${recipeId}`);
    expect(cached.cache).toBe('HIT');
    expect(cached.html).toContain('Cuscuz Paulista');
    expect(await searchTitles(b, 'cuscuz')).toEqual(['Cuscuz Paulista']);

    expect((await edit('Tapioca Recheada')).status).toBe(200);

    const fresh = await page(b, `/recipes/${recipeId}`);
    expect(fresh.status).toBe(200);
    expect(fresh.html).toContain('Tapioca Recheada');
    expect(fresh.html).not.toContain('Cuscuz Paulista');
    expect(await searchTitles(b, 'tapioca')).toEqual(['Tapioca Recheada']);
    expect(await searchTitles(b, 'cuscuz')).toEqual([]);
  });

  it("B hears of A's recipe write over Redis and patches its search index instead of rebuilding it", async () => {
    await searchTitles(b, 'tapioca'); // B's index is current
    const heard = new Promise<number>((resolve) =>
      b.server.services.version.onRecipeChanged((id) => (id === recipeId ? resolve(id) : undefined)),
    );
    expect((await edit('Bolo de Fubá Cremoso')).status).toBe(200);
    await heard;

    b.queries.reset();
    expect(await searchTitles(b, 'fubá')).toEqual(['Bolo de Fubá Cremoso']);
    const afterBroadcast = b.queries.count;
    b.queries.reset();
    expect(await searchTitles(b, 'fubá')).toEqual(['Bolo de Fubá Cremoso']);
    // no rebuild (reading every recipe, ingredient, tag, category and craving) before the first answer
    expect(afterBroadcast).toBe(b.queries.count);
  });

  it("a recipe made a draft through A leaves B's page cache at once, outage copies and the lists that showed it included", async () => {
    const created = await a.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: 'Virado à Paulista', datePublished: '2024-01-10T12:00:00.000Z' }),
    });
    const id = created.body.recipeId as number;
    for (const url of [`/recipes/${id}`, '/', '/recipes']) {
      await page(b, url);
      expect((await page(b, url)).html).toContain('Virado à Paulista');
    }
    const heard = new Promise<void>((resolve) =>
      b.server.services.version.onRecipeChanged((changed, _version, withdrawn) =>
        changed === id && withdrawn ? resolve() : undefined,
      ),
    );
    expect((await a.api('PUT', `/api/recipes/${id}`, { token: admin, body: { draft: true } })).status).toBe(200);
    await heard;
    // B's database is down before it read anything since the write: only the broadcast could have told it
    const down = jest.spyOn(b.server.services.dbHealth, 'isDown').mockReturnValue(true);
    try {
      for (const url of [`/recipes/${id}`, '/', '/recipes']) {
        const res = await page(b, url);
        expect({ url, status: res.status }).toEqual({ url, status: 503 });
        expect(res.html).not.toContain('Virado à Paulista');
      }
    } finally {
      down.mockRestore();
    }
  });

  it('a limit counts the attempts made through both instances together (failed logins per address and account)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await instance.api('POST', '/api/user/login', {
        body: { email: ADMIN.email, password: `errada-${i}` },
      });
      statuses.push(res.status);
    }
    // 5 failures are allowed from one address for one account in 15 minutes, whichever instance saw them
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses[5]).toBe(429);
    expect((await a.api('POST', '/api/user/login', { body: ADMIN })).status).toBe(429);
  });
});
