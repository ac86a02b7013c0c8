import path from 'node:path';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// A recipe that stops being public (a draft again, scheduled into the future, deleted) leaves the page cache at once
// with every page that may list it, so the outage copies (the last good page while the database is down) never show
// it. The outage is the monitor saying so; outage.test.ts cuts a real connection.
const clientRoot = path.resolve(__dirname, '../../../../client');

let app: TestApp;
let admin: string;
let categoryId: number;

const page = async (p: string) => {
  const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } });
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-page-cache') };
};

const create = async (title: string) => {
  const res = await app.api('POST', '/api/recipes', {
    token: admin,
    body: recipeBody({ title, category: [{ categoryId }], datePublished: '2024-01-10T12:00:00.000Z' }),
  });
  expect(res.status).toBe(201);
  return res.body.recipeId as number;
};

/** Every page that shows the recipe, read once so that each is cached with it. */
const pagesOf = (id: number) => [`/recipes/${id}`, '/', '/recipes', `/category/${categoryId}`];

async function cachedWith(id: number, title: string) {
  for (const url of pagesOf(id)) {
    await page(url);
    const again = await page(url);
    expect({ url, status: again.status, cache: again.cache }).toEqual({ url, status: 200, cache: 'HIT' });
    expect(again.text).toContain(title);
  }
}

/** What each page answers while the database is unreachable. */
async function duringOutage<T>(read: () => Promise<T>): Promise<T> {
  const down = jest.spyOn(app.server.services.dbHealth, 'isDown').mockReturnValue(true);
  try {
    return await read();
  } finally {
    down.mockRestore();
  }
}

beforeAll(async () => {
  app = await startTestApp({ clientRoot });
  admin = await app.adminToken();
  categoryId = (await app.api('POST', '/api/categories', { token: admin, body: { name: 'Quitandas' } })).body
    .categoryId;
}, 120_000);
afterAll(() => app?.close());

describe.each([
  ['made a draft again', (id: number) => app.api('PUT', `/api/recipes/${id}`, { token: admin, body: { draft: true } })],
  [
    'scheduled into the future',
    (id: number) =>
      app.api('PUT', `/api/recipes/${id}`, {
        token: admin,
        body: { datePublished: new Date(Date.now() + 7 * 86400_000).toISOString() },
      }),
  ],
  ['deleted', (id: number) => app.api('DELETE', `/api/recipes/${id}`, { token: admin })],
  [
    'unpublished in bulk',
    (id: number) =>
      app.gql('mutation ($ids: [Int!]!) { bulkRecipes(ids: $ids, action: UNPUBLISH) }', { ids: [id] }, admin),
  ],
])('a recipe %s', (how, withdraw) => {
  it('is in no page the cache serves, not even during an outage', async () => {
    const title = `Rosca ${how}`;
    const id = await create(title);
    await cachedWith(id, title);
    const answer = await withdraw(id);
    expect(answer.status).toBeLessThan(300);
    const outage = await duringOutage(() => Promise.all(pagesOf(id).map(page)));
    for (const [i, res] of outage.entries()) {
      expect({ url: pagesOf(id)[i], status: res.status }).toEqual({ url: pagesOf(id)[i], status: 503 });
      expect(res.text).not.toContain(title);
    }
    // and once the database answers again, the pages render without it
    for (const url of pagesOf(id).slice(1)) expect((await page(url)).text).not.toContain(title);
  });
});

describe('an edit that keeps the recipe public', () => {
  it('leaves the outage copies in place', async () => {
    const id = await create('Sequilho de Nata');
    await cachedWith(id, 'Sequilho de Nata');
    const edit = await app.api('PUT', `/api/recipes/${id}`, {
      token: admin,
      body: { description: 'Derrete na boca.' },
    });
    expect(edit.status).toBe(200);
    const outage = await duringOutage(() => page(`/recipes/${id}`));
    expect({ status: outage.status, cache: outage.cache }).toEqual({ status: 200, cache: 'STALE' });
  });
});
