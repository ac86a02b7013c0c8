import path from 'node:path';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// Server-rendered pages and the page cache never show a draft or a scheduled recipe (the real client build renders).
const clientRoot = path.resolve(__dirname, '../../../../client');

let app: TestApp;
let admin: string;
let categoryId: number;
const ids: Record<string, number> = {};

const page = async (p: string) => {
  const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } });
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-page-cache') };
};

const create = async (overrides: Record<string, unknown>) => {
  const res = await app.api('POST', '/api/recipes', { token: admin, body: recipeBody(overrides) });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.recipeId as number;
};

const setDraft = async (id: number, draft: boolean) => {
  const res = await app.api('PUT', `/api/recipes/${id}`, { token: admin, body: { draft } });
  expect(res.status).toBe(200);
};

beforeAll(async () => {
  app = await startTestApp({ clientRoot });
  admin = await app.adminToken();
  categoryId = (await app.api('POST', '/api/categories', { token: admin, body: { name: 'Quitutes' } })).body.categoryId;
  const shared = { category: [{ categoryId }], cravings: [{ name: 'Queijo' }] };
  ids.published = await create({ ...shared, title: 'Pão de Queijo Publicado' });
  ids.draft = await create({ ...shared, title: 'Biscoito Rascunho', draft: true });
  ids.scheduled = await create({
    ...shared,
    title: 'Broa Agendada',
    datePublished: new Date(Date.now() + 7 * 86400_000).toISOString(),
  });
});
afterAll(() => app.close());

describe('server-rendered pages', () => {
  it('answer a draft or scheduled recipe with the 404 of a missing one, never kept by the page cache', async () => {
    const missing = await page('/recipes/987654');
    expect(missing.status).toBe(404);
    for (const id of [ids.draft, ids.scheduled]) {
      for (const url of [`/recipes/${id}`, `/print/${id}`]) {
        for (let i = 0; i < 2; i++) {
          const res = await page(url);
          expect({ url, status: res.status, cache: res.cache }).toEqual({ url, status: 404, cache: 'MISS' });
          expect(res.text).not.toMatch(/Biscoito Rascunho|Broa Agendada/);
        }
      }
    }
  });

  it('list only public recipes: home, recipe index, category, craving, filter page', async () => {
    const craving = (await app.api('GET', `/api/recipes/${ids.published}`)).body.cravings[0].id;
    for (const url of ['/', '/recipes', `/category/${categoryId}`, `/craving/${craving}`, '/recipe-filter']) {
      const res = await page(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.text).toContain('Pão de Queijo Publicado');
      expect(res.text).not.toMatch(/Biscoito Rascunho|Broa Agendada/);
    }
    const recipe = await page(`/recipes/${ids.published}`);
    expect(recipe.status).toBe(200);
    expect(recipe.text).not.toMatch(/Biscoito Rascunho|Broa Agendada/);
  });

  it('follow a recipe made a draft and published again on the next request', async () => {
    const url = `/recipes/${ids.published}`;
    await page(url);
    await page('/');
    expect((await page(url)).cache).toBe('HIT');
    expect((await page('/')).cache).toBe('HIT');

    await setDraft(ids.published, true);
    const hidden = await page(url);
    expect({ status: hidden.status, cache: hidden.cache }).toEqual({ status: 404, cache: 'MISS' });
    expect(hidden.text).not.toContain('Pão de Queijo Publicado');
    expect((await page('/')).text).not.toContain('Pão de Queijo Publicado');

    await setDraft(ids.published, false);
    const shown = await page(url);
    expect({ status: shown.status, cache: shown.cache }).toEqual({ status: 200, cache: 'MISS' });
    expect(shown.text).toContain('Pão de Queijo Publicado');
    expect((await page('/')).text).toContain('Pão de Queijo Publicado');
  });

  it('show a draft on the next request once it is published', async () => {
    expect((await page(`/recipes/${ids.draft}`)).status).toBe(404);
    await setDraft(ids.draft, false);
    const res = await page(`/recipes/${ids.draft}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Biscoito Rascunho');
    expect((await page('/')).text).toContain('Biscoito Rascunho');
  });
});
