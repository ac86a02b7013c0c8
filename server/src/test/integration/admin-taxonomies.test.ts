import path from 'node:path';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// Cravings and occasions managed from the dashboard (REST facade → GraphQL → services), on the real client build so
// the public pages can be checked too.
const clientRoot = path.resolve(__dirname, '../../../../client');

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ clientRoot });
  admin = await app.adminToken();
});
afterAll(() => app.close());

const page = async (p: string) => {
  const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } });
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-page-cache') };
};
const search = async (q: string) =>
  ((await app.api('GET', `/api/recipes/search?query=${encodeURIComponent(q)}`)).body as { title: string }[]).map(
    (r) => r.title,
  );

describe('admin cravings', () => {
  it('creates (201), updates (200) and deletes (204) with the documented JSON', async () => {
    const created = await app.api('POST', '/api/admin/cravings', {
      token: admin,
      body: { name: '  Salgadinhos  ', description: 'Para beliscar', imageUrl: '/uploads/2026/11/a-small.webp' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Salgadinhos',
      description: 'Para beliscar',
      imageUrl: {
        small: '/uploads/2026/11/a-small.webp',
        medium: '/uploads/2026/11/a-small.webp',
        original: '/uploads/2026/11/a-small.webp',
      },
      createdAt: expect.stringMatching(/Z$/),
    });
    const id = created.body.id;
    const { createdAt: _createdAt, ...publicShape } = created.body;
    expect((await app.api('GET', `/api/cravings/${id}`)).body).toEqual(publicShape);

    const updated = await app.api('PUT', `/api/admin/cravings/${id}`, {
      token: admin,
      body: {
        name: 'Salgados de Festa',
        description: '  ',
        imageUrl: {
          small: '/uploads/2026/11/b-small.webp',
          medium: '/uploads/2026/11/b-medium.webp',
          original: '/uploads/2026/11/b-original.webp',
        },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      name: 'Salgados de Festa',
      description: null,
      imageUrl: {
        small: '/uploads/2026/11/b-small.webp',
        medium: '/uploads/2026/11/b-medium.webp',
        original: '/uploads/2026/11/b-original.webp',
      },
    });
    const removedImage = await app.api('PUT', `/api/admin/cravings/${id}`, {
      token: admin,
      body: { name: 'Salgados de Festa', imageUrl: null },
    });
    expect(removedImage.body.imageUrl).toBeNull();

    expect((await app.api('DELETE', `/api/admin/cravings/${id}`, { token: admin })).status).toBe(204);
    expect((await app.api('GET', `/api/cravings/${id}`)).status).toBe(404);
    expect((await app.api('DELETE', `/api/admin/cravings/${id}`, { token: admin })).status).toBe(404);
    expect((await app.api('PUT', `/api/admin/cravings/${id}`, { token: admin, body: { name: 'X' } })).status).toBe(404);
  });

  it('refuses a blank or too long name, a too long description and an unsafe image URL (400, pt-BR)', async () => {
    const post = (body: unknown) => app.api('POST', '/api/admin/cravings', { token: admin, body });
    const blank = await post({ name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Nome da vontade é obrigatório');
    expect((await post({ name: 'a'.repeat(101) })).status).toBe(400);
    expect((await post({ name: 'Doces', description: 'a'.repeat(1001) })).status).toBe(400);
    const script = await post({ name: 'Doces', imageUrl: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect((await post([])).status).toBe(400);
    expect((await app.api('GET', '/api/cravings')).body.map((c: { name: string }) => c.name)).not.toContain('Doces');
  });

  it('refuses a name another craving has, ignoring case and accents (409), but lets one keep its own', async () => {
    const first = await app.api('POST', '/api/admin/cravings', { token: admin, body: { name: 'Pães Doces' } });
    expect(first.status).toBe(201);
    const again = await app.api('POST', '/api/admin/cravings', { token: admin, body: { name: 'PAES doces' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Já existe uma vontade chamada "PAES doces".');
    const other = await app.api('POST', '/api/admin/cravings', { token: admin, body: { name: 'Sopas' } });
    const clash = await app.api('PUT', `/api/admin/cravings/${other.body.id}`, {
      token: admin,
      body: { name: 'pães doces' },
    });
    expect(clash.status).toBe(409);
    const recased = await app.api('PUT', `/api/admin/cravings/${first.body.id}`, {
      token: admin,
      body: { name: 'Pães doces' },
    });
    expect(recased.status).toBe(200);
    expect(recased.body.name).toBe('Pães doces');
  });

  it('takes a deleted craving off its recipes, which stay published with everything else', async () => {
    const craving = await app.api('POST', '/api/admin/cravings', { token: admin, body: { name: 'Refrescante' } });
    const recipe = await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: 'Suco Verde', cravings: [{ id: craving.body.id }] }),
    });
    expect(recipe.body.cravings).toEqual([expect.objectContaining({ name: 'Refrescante' })]);
    expect((await app.api('GET', '/api/recipes/craving/Refrescante')).body).toHaveLength(1);

    expect((await app.api('DELETE', `/api/admin/cravings/${craving.body.id}`, { token: admin })).status).toBe(204);
    const after = await app.api('GET', `/api/recipes/${recipe.body.recipeId}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ title: 'Suco Verde', cravings: [], ingredients: expect.any(Array) });
    expect(after.body.ingredients).toHaveLength(2);
  });

  it('a rename reaches the recipe search and the public craving page at once', async () => {
    const craving = await app.api('POST', '/api/admin/cravings', { token: admin, body: { name: 'Quitute' } });
    await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: 'Bolinho de Chuva', cravings: [{ id: craving.body.id }] }),
    });
    expect(await search('quitute')).toContain('Bolinho de Chuva');
    const before = await page(`/craving/${craving.body.id}`);
    expect(before.text).toContain('Quitute');
    expect((await page(`/craving/${craving.body.id}`)).cache).toBe('HIT');

    await app.api('PUT', `/api/admin/cravings/${craving.body.id}`, { token: admin, body: { name: 'Guloseima' } });
    expect(await search('guloseima')).toContain('Bolinho de Chuva');
    expect(await search('quitute')).not.toContain('Bolinho de Chuva');
    const renamed = await page(`/craving/${craving.body.id}`);
    expect(renamed.cache).toBe('MISS');
    expect(renamed.text).toContain('Guloseima');
    expect(renamed.text).not.toContain('Quitute');
  });
});

describe('admin occasions', () => {
  it('creates, lists, renames and deletes; a deleted occasion leaves its recipes', async () => {
    const created = await app.api('POST', '/api/admin/occasions', { token: admin, body: { name: ' Natal ' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Natal', createdAt: expect.stringMatching(/Z$/) });
    const id = created.body.id;
    expect((await app.api('GET', '/api/occasions')).body).toContainEqual(created.body);

    const recipe = await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: 'Rabanada', occasions: [{ id }] }),
    });
    const renamed = await app.api('PUT', `/api/admin/occasions/${id}`, {
      token: admin,
      body: { name: 'Ceia de Natal' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Ceia de Natal');
    expect((await app.api('GET', `/api/recipes/${recipe.body.recipeId}`)).body.occasions).toEqual([
      { id, name: 'Ceia de Natal' },
    ]);

    expect((await app.api('DELETE', `/api/admin/occasions/${id}`, { token: admin })).status).toBe(204);
    const after = await app.api('GET', `/api/recipes/${recipe.body.recipeId}`);
    expect(after.status).toBe(200);
    expect(after.body.occasions).toEqual([]);
    expect((await app.api('DELETE', `/api/admin/occasions/${id}`, { token: admin })).status).toBe(404);
  });

  it('requires a name (400) and refuses a duplicate ignoring case and accents (409)', async () => {
    const blank = await app.api('POST', '/api/admin/occasions', { token: admin, body: { name: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Nome da ocasião é obrigatório');
    expect(
      (await app.api('POST', '/api/admin/occasions', { token: admin, body: { name: 'x'.repeat(101) } })).status,
    ).toBe(400);
    await app.api('POST', '/api/admin/occasions', { token: admin, body: { name: 'Páscoa' } });
    const dup = await app.api('POST', '/api/admin/occasions', { token: admin, body: { name: 'PASCOA' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Já existe uma ocasião chamada "PASCOA".');
  });
});

describe('categories', () => {
  it('a rename reaches the recipe search at once', async () => {
    const category = await app.api('POST', '/api/categories', { token: admin, body: { name: 'Merendas' } });
    await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: 'Torta Salgada', category: [{ categoryId: category.body.categoryId }] }),
    });
    expect(await search('merendas')).toContain('Torta Salgada');
    await app.api('PUT', `/api/categories/${category.body.categoryId}`, { token: admin, body: { name: 'Lancheira' } });
    expect(await search('lancheira')).toContain('Torta Salgada');
    expect(await search('merendas')).not.toContain('Torta Salgada');
  });
});
