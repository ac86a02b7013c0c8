import { recipeBody, startTestApp, type TestApp } from '../harness';

// The e-book ↔ recipe link: set by admins (REST and GraphQL), read by everyone, published recipes and e-books only.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

const cover = { small: '/uploads/c-s.webp', medium: '/uploads/c-m.webp', original: '/uploads/c-o.webp' };
const ebookBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Doces de Festa',
  author: 'Marina Albuquerque',
  price: 29.9,
  verticalCoverImageUrl: cover,
  horizontalCoverImageUrl: cover,
  externalUrl: 'https://loja.exemplo.com.br/doces',
  publicationDate: '2025-03-01',
  ...overrides,
});

async function recipe(title: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title, ...overrides }) });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.recipeId;
}

async function data<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const res = await app.gql<T>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

const publicEbook = async (id: number) =>
  (await app.api('GET', '/api/ebooks')).body.find((e: { id: number }) => e.id === id);

describe('e-book recipes', () => {
  let brigadeiro: number;
  let quindim: number;
  let draft: number;
  beforeAll(async () => {
    brigadeiro = await recipe('Brigadeiro');
    quindim = await recipe('Quindim');
    draft = await recipe('Beijinho em teste', { draft: true });
  });

  it('REST: links recipes in order, lists only the published ones publicly, and keeps them when recipeIds is omitted', async () => {
    const created = await app.api('POST', '/api/admin/ebooks', {
      token: admin,
      body: ebookBody({ recipeIds: [quindim, draft, brigadeiro, quindim] }),
    });
    expect(created.status).toBe(201);
    expect(created.body.recipeIds).toEqual([quindim, draft, brigadeiro]);
    const id = created.body.id;
    expect((await publicEbook(id)).recipes).toEqual([
      { recipeId: quindim, title: 'Quindim' },
      { recipeId: brigadeiro, title: 'Brigadeiro' },
    ]);
    // Even an admin's token does not bring the draft into an e-book's recipes (the public pages send it).
    const { adminEbook } = await data(`query ($id: Int!) { adminEbook(id: $id) { recipes { title } } }`, { id }, admin);
    expect(adminEbook.recipes).toEqual([{ title: 'Quindim' }, { title: 'Brigadeiro' }]);

    const renamed = await app.api('PUT', `/api/admin/ebooks/${id}`, {
      token: admin,
      body: ebookBody({ title: 'Doces de Festa 2' }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.recipeIds).toEqual([quindim, draft, brigadeiro]);

    const emptied = await app.api('PUT', `/api/admin/ebooks/${id}`, {
      token: admin,
      body: ebookBody({ recipeIds: [] }),
    });
    expect(emptied.body.recipeIds).toEqual([]);
    expect((await publicEbook(id)).recipes).toEqual([]);
  });

  it('refuses unknown recipe ids with a clear 400 and changes nothing', async () => {
    const created = await app.api('POST', '/api/admin/ebooks', {
      token: admin,
      body: ebookBody({ recipeIds: [brigadeiro] }),
    });
    const id = created.body.id;
    const res = await app.api('PUT', `/api/admin/ebooks/${id}`, {
      token: admin,
      body: ebookBody({ title: 'Outro título', recipeIds: [brigadeiro, 987654, 987655] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Receitas não encontradas: 987654, 987655.');
    const stored = (await app.api('GET', `/api/admin/ebooks/${id}`, { token: admin })).body;
    expect(stored).toMatchObject({ title: 'Doces de Festa', recipeIds: [brigadeiro] });

    const before = (await app.api('GET', '/api/admin/ebooks', { token: admin })).body.length;
    const refused = await app.api('POST', '/api/admin/ebooks', { token: admin, body: ebookBody({ recipeIds: [0] }) });
    expect(refused.status).toBe(400);
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(
      (await app.api('POST', '/api/admin/ebooks', { token: admin, body: ebookBody({ recipeIds: tooMany }) })).status,
    ).toBe(400);
    expect((await app.api('GET', '/api/admin/ebooks', { token: admin })).body).toHaveLength(before);
  });

  it('GraphQL: Recipe.ebooks lists the published e-books that contain a recipe; recipeIds is for admins only', async () => {
    const pudim = await recipe('Pudim');
    const { createEbook } = await data(
      `mutation ($input: EBookInput!) { createEbook(input: $input) { id recipes { title } } }`,
      { input: ebookBody({ title: 'Sobremesas', recipeIds: [pudim] }) },
      admin,
    );
    expect(createEbook.recipes).toEqual([{ title: 'Pudim' }]);
    await data(
      `mutation ($input: EBookInput!) { createEbook(input: $input) { id } }`,
      { input: ebookBody({ title: 'Ainda não lançado', publicationDate: '2099-01-01', recipeIds: [pudim] }) },
      admin,
    );
    const { recipe: read } = await data(`query ($id: Int!) { recipe(id: $id) { ebooks { id title price } } }`, {
      id: pudim,
    });
    expect(read.ebooks).toEqual([{ id: createEbook.id, title: 'Sobremesas', price: 29.9 }]);

    const reader = await app.gql('{ ebooks { recipeIds } }');
    expect(reader.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('loads the recipes of every e-book in a list with a bounded number of queries', async () => {
    for (const title of ['Lote 1', 'Lote 2', 'Lote 3']) {
      await app.api('POST', '/api/admin/ebooks', { token: admin, body: ebookBody({ title, recipeIds: [brigadeiro] }) });
    }
    app.queries.reset();
    const { ebooks } = await data('{ ebooks { title recipes { title ebooks { title } } } }');
    expect(ebooks.length).toBeGreaterThanOrEqual(3);
    expect(app.queries.count).toBeLessThanOrEqual(4);
  });
});
