import { toDbDateTime } from '../../shared/text';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// The trash over REST (/api/admin/trash, /api/admin/deletion-impact): the same GraphQL fields as the dashboard's
// 'Lixeira', the documented paging envelope, and the errors of every other /api route.
let app: TestApp;
let admin: string;
let reader: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
  reader = await app.userToken();
});
afterAll(() => app.close());

async function created(path: string, body: Record<string, unknown>): Promise<any> {
  const res = await app.api('POST', path, { token: admin, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const recipe = async (title: string) => (await created('/api/recipes', recipeBody({ title }))).recipeId as number;
const category = async (name: string) => (await created('/api/categories', { name })).categoryId as number;
const trashed = async (title: string) => {
  const id = await recipe(title);
  expect((await app.api('DELETE', `/api/recipes/${id}`, { token: admin })).status).toBe(204);
  return id;
};
const trash = (query = '', token: string | undefined = admin) => app.api('GET', `/api/admin/trash${query}`, { token });
const rows = async (table: string, id: number) =>
  Number((await app.server.ds.query(`SELECT COUNT(*) AS n FROM ${table} WHERE id = ?`, [id]))[0].n);

describe('GET /api/admin/trash', () => {
  beforeEach(async () => {
    expect((await app.api('DELETE', '/api/admin/trash', { token: admin })).status).toBe(200);
  });

  it('lists one page of the trash, newest first, in the page envelope; ?kind= keeps one kind', async () => {
    const [quindim, cocada] = [await trashed('Quindim'), await trashed('Cocada')];
    const doces = await category('Doces Finos');
    expect((await app.api('DELETE', `/api/categories/${doces}`, { token: admin })).status).toBe(204);
    const now = Math.floor(Date.now() / 1000) * 1000;
    for (const [table, id, hoursAgo] of [
      ['recipes', quindim, 3],
      ['recipes', cocada, 2],
      ['categories', doces, 1],
    ] as const) {
      await app.server.ds.query(`UPDATE ${table} SET deletedAt = ? WHERE id = ?`, [
        toDbDateTime(new Date(now - hoursAgo * 3_600_000)),
        id,
      ]);
    }

    const all = await trash();
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      content: [
        {
          kind: 'CATEGORY',
          id: doces,
          title: 'Doces Finos',
          deletedAt: new Date(now - 3_600_000).toISOString(),
          deletedByName: expect.any(String),
          purgeAt: new Date(now - 3_600_000 + 30 * 86_400_000).toISOString(),
        },
        expect.objectContaining({ kind: 'RECIPE', id: cocada, title: 'Cocada' }),
        expect.objectContaining({ kind: 'RECIPE', id: quindim, title: 'Quindim' }),
      ],
      page: 0,
      size: 20,
      totalElements: 3,
      totalPages: 1,
    });

    const second = await trash('?page=1&size=2');
    expect(second.body).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(second.body.content.map((item: { id: number }) => item.id)).toEqual([quindim]);
    expect((await trash('?kind=category')).body.content).toEqual([expect.objectContaining({ id: doces })]);
    expect((await trash('?kind=RECIPE')).body.totalElements).toBe(2);
    expect((await trash('?size=500')).body.size).toBe(50);
  });

  it('answers a bad kind or page with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['?kind=craving', 'kind'],
      ['?page=-1', 'page'],
      ['?size=0', 'size'],
      ['?page=primeira', 'page'],
    ]) {
      const res = await trash(query);
      expect({ status: res.status, field: res.body.field }).toEqual({ status: 400, field });
      expect(res.body).toMatchObject({ status: 400, error: 'Bad Request', message: expect.any(String) });
    }
  });
});

describe('restoring and deleting for good', () => {
  it('POST /api/admin/trash/:kind/:id/restore puts the item back with its id (204); 404 when not in the trash', async () => {
    const id = await trashed('Bolo de Rolo');
    expect((await app.api('GET', `/api/recipes/${id}`)).status).toBe(404);
    const restored = await app.api('POST', `/api/admin/trash/recipe/${id}/restore`, { token: admin });
    expect(restored.status).toBe(204);
    expect((await app.api('GET', `/api/recipes/${id}`)).body).toMatchObject({ recipeId: id, title: 'Bolo de Rolo' });

    const again = await app.api('POST', `/api/admin/trash/RECIPE/${id}/restore`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ status: 404, error: 'Not Found', message: 'Este item não está na lixeira.' });
  });

  it('DELETE /api/admin/trash/:kind/:id deletes an item of the trash for good (204), and only one in it', async () => {
    const live = await recipe('Cartola');
    expect((await app.api('DELETE', `/api/admin/trash/recipe/${live}`, { token: admin })).status).toBe(404);
    expect(await rows('recipes', live)).toBe(1);

    const id = await trashed('Bolo de Rolo Antigo');
    expect((await app.api('DELETE', `/api/admin/trash/recipe/${id}`, { token: admin })).status).toBe(204);
    expect(await rows('recipes', id)).toBe(0);
    expect((await app.api('DELETE', `/api/admin/trash/recipe/${id}`, { token: admin })).status).toBe(404);
  });

  it('DELETE /api/admin/trash empties it and says how many items went', async () => {
    await app.api('DELETE', '/api/admin/trash', { token: admin });
    const ids = [await trashed('Pamonha'), await trashed('Curau')];
    const emptied = await app.api('DELETE', '/api/admin/trash', { token: admin });
    expect({ status: emptied.status, body: emptied.body }).toEqual({ status: 200, body: { deleted: 2 } });
    for (const id of ids) expect(await rows('recipes', id)).toBe(0);
    expect((await app.api('DELETE', '/api/admin/trash', { token: admin })).body).toEqual({ deleted: 0 });
  });

  it('answers a kind or id that names nothing with 404', async () => {
    for (const path of ['/api/admin/trash/craving/1', '/api/admin/trash/recipe/abc', '/api/admin/trash/recipe/0']) {
      const res = await app.api('DELETE', path, { token: admin });
      expect(res.status).toBe(404);
    }
    expect((await app.api('POST', '/api/admin/trash/receita/1/restore', { token: admin })).status).toBe(404);
  });
});

describe('GET /api/admin/deletion-impact', () => {
  it('names the places of the site that show the items, item by item', async () => {
    const [a, b] = [await recipe('Arroz Doce'), await recipe('Canjica Branca')];
    const saved = await app.api('PUT', '/api/admin/configurations', {
      token: admin,
      body: { featuredRecipeIds: [String(b)], weeklyRecipes: { monday: String(a) } },
    });
    expect(saved.status).toBe(200);
    const impact = await app.api('GET', `/api/admin/deletion-impact?kind=recipe&ids=${a},${b}`, { token: admin });
    expect(impact.status).toBe(200);
    expect(impact.body).toEqual([
      { kind: 'RECIPE', id: a, place: 'WEEKLY_MENU', label: 'Cardápio da semana: segunda-feira' },
      {
        kind: 'RECIPE',
        id: b,
        place: 'FEATURED_RECIPES',
        label: 'Receitas em destaque na página inicial (posição 1)',
      },
    ]);
    const repeated = await app.api('GET', `/api/admin/deletion-impact?kind=RECIPE&ids=${b}&ids=${a}`, {
      token: admin,
    });
    expect(repeated.body.map((reference: { id: number }) => reference.id)).toEqual([b, a]);
    expect((await app.api('GET', `/api/admin/deletion-impact?kind=EBOOK&ids=${a}`, { token: admin })).body).toEqual([]);
  });

  it('answers 400 naming the parameter when kind or ids is missing or wrong', async () => {
    for (const [query, field] of [
      ['?ids=1', 'kind'],
      ['?kind=recipe', 'ids'],
      ['?kind=recipe&ids=1,dois', 'ids'],
      ['?kind=recipe&ids=0', 'ids'],
      ['?kind=pudim&ids=1', 'kind'],
      [`?kind=recipe&ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'ids'],
    ]) {
      const res = await app.api('GET', `/api/admin/deletion-impact${query}`, { token: admin });
      expect({ query, status: res.status, field: res.body.field }).toEqual({ query, status: 400, field });
    }
  });
});

describe('the trash routes', () => {
  const requests = (id: number) => [
    ['GET', '/api/admin/trash'],
    ['DELETE', '/api/admin/trash'],
    ['POST', `/api/admin/trash/recipe/${id}/restore`],
    ['DELETE', `/api/admin/trash/recipe/${id}`],
    ['GET', `/api/admin/deletion-impact?kind=recipe&ids=${id}`],
  ];

  it.each([
    ['anonymous', undefined, 401],
    ['a reader', 'reader', 403],
  ] as const)('refuse %s (%i) and change nothing', async (_who, role, status) => {
    const id = await trashed('Manjar Branco');
    for (const [method, path] of requests(id)) {
      const res = await app.api(method, path, { token: role ? reader : undefined });
      expect({ method, path, status: res.status }).toEqual({ method, path, status });
      expect(res.body).toMatchObject({ status, message: expect.any(String) });
    }
    expect(await rows('recipes', id)).toBe(1);
    expect((await app.api('GET', `/api/recipes/${id}`)).status).toBe(404);
  });
});
