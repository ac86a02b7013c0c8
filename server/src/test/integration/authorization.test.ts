import { recipeBody, startTestApp, type TestApp } from '../harness';

/**
 * Every mutating route (and every admin read) × anonymous, USER and ADMIN. Anonymous → 401, USER → 403,
 * ADMIN → the route's success status.
 */
let app: TestApp;
let tokens: Record<'anonymous' | 'USER' | 'ADMIN', string | undefined>;
let fixtures: { recipeId: number; categoryId: number; userId: number };

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  app = await startTestApp();
  // Not about moderation (comment-moderation.test.ts): readers' comments show at once.
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false });
  tokens = { anonymous: undefined, USER: await app.userToken(), ADMIN: await app.adminToken() };
  const category = await app.api('POST', '/api/categories', { token: tokens.ADMIN, body: { name: 'Matriz' } });
  fixtures = { recipeId: 0, categoryId: category.body.categoryId, userId: 0 };
});
afterAll(() => app.close());

interface Case {
  name: string;
  /** builds a fresh request (ids of disposable fixtures are created per call) */
  request: () => Promise<{ method: string; path: string; body?: unknown; form?: FormData }>;
  ok: number;
}

const freshRecipe = async () =>
  (await app.api('POST', '/api/recipes', { token: tokens.ADMIN, body: recipeBody() })).body.recipeId as number;
const trashedRecipe = async () => {
  const id = await freshRecipe();
  await app.api('DELETE', `/api/recipes/${id}`, { token: tokens.ADMIN });
  return id;
};
const freshCategory = async () =>
  (await app.api('POST', '/api/categories', { token: tokens.ADMIN, body: { name: `Cat ${Math.random()}` } })).body
    .categoryId as number;
const freshCraving = async () =>
  (await app.api('POST', '/api/admin/cravings', { token: tokens.ADMIN, body: { name: `Vontade ${Math.random()}` } }))
    .body.id as number;
const freshOccasion = async () =>
  (await app.api('POST', '/api/admin/occasions', { token: tokens.ADMIN, body: { name: `Ocasião ${Math.random()}` } }))
    .body.id as number;
const freshUser = async () =>
  (
    await app.api('POST', '/api/admin/users', {
      token: tokens.ADMIN,
      body: { name: 'Alvo', email: `alvo-${Math.random()}@exemplo.com`, password: 'senha-alvo-1', role: 'USER' },
    })
  ).body.id as number;

const freshEbook = async () =>
  (
    await app.api('POST', '/api/admin/ebooks', {
      token: tokens.ADMIN,
      body: {
        title: 'E-book',
        author: 'Marina',
        price: 9.9,
        verticalCoverImageUrl: '/uploads/2026/11/v-original.webp',
        horizontalCoverImageUrl: '/uploads/2026/11/h-original.webp',
        externalUrl: 'https://loja.exemplo.com/e',
      },
    })
  ).body.id as number;
const freshContact = async () =>
  (
    await app.api('POST', '/api/contact', {
      body: {
        nome: 'Ana',
        sobrenome: 'Souza',
        email: 'ana@exemplo.com',
        telefone: '+55 11 98888-7777',
        assunto: 'Oi',
        mensagem: 'Olá',
      },
    })
  ).body.id as number;
const ebookBody = {
  title: 'Novo',
  author: 'Marina',
  price: 19.9,
  verticalCoverImageUrl: '/uploads/2026/11/v-original.webp',
  horizontalCoverImageUrl: '/uploads/2026/11/h-original.webp',
  externalUrl: 'https://loja.exemplo.com/n',
};

const CASES: Case[] = [
  {
    name: 'POST /api/recipes',
    ok: 201,
    request: async () => ({ method: 'POST', path: '/api/recipes', body: recipeBody() }),
  },
  {
    name: 'PUT /api/recipes/:id',
    ok: 200,
    request: async () => ({ method: 'PUT', path: `/api/recipes/${await freshRecipe()}`, body: recipeBody() }),
  },
  {
    name: 'DELETE /api/recipes/:id',
    ok: 204,
    request: async () => ({ method: 'DELETE', path: `/api/recipes/${await freshRecipe()}` }),
  },
  {
    name: 'POST /api/recipes/upload-image',
    ok: 200,
    request: async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(PNG_1x1)], { type: 'image/png' }), 'pixel.png');
      return { method: 'POST', path: '/api/recipes/upload-image', form };
    },
  },
  {
    name: 'POST /api/categories',
    ok: 201,
    request: async () => ({ method: 'POST', path: '/api/categories', body: { name: `Nova ${Math.random()}` } }),
  },
  {
    name: 'PUT /api/categories/:id',
    ok: 200,
    request: async () => ({
      method: 'PUT',
      path: `/api/categories/${await freshCategory()}`,
      body: { name: `Renomeada ${Math.random()}` },
    }),
  },
  {
    name: 'DELETE /api/categories/:id',
    ok: 204,
    request: async () => ({ method: 'DELETE', path: `/api/categories/${await freshCategory()}` }),
  },
  {
    name: 'POST /api/admin/cravings',
    ok: 201,
    request: async () => ({ method: 'POST', path: '/api/admin/cravings', body: { name: `Nova ${Math.random()}` } }),
  },
  {
    name: 'PUT /api/admin/cravings/:id',
    ok: 200,
    request: async () => ({
      method: 'PUT',
      path: `/api/admin/cravings/${await freshCraving()}`,
      body: { name: `Renomeada ${Math.random()}` },
    }),
  },
  {
    name: 'DELETE /api/admin/cravings/:id',
    ok: 204,
    request: async () => ({ method: 'DELETE', path: `/api/admin/cravings/${await freshCraving()}` }),
  },
  {
    name: 'POST /api/admin/occasions',
    ok: 201,
    request: async () => ({ method: 'POST', path: '/api/admin/occasions', body: { name: `Nova ${Math.random()}` } }),
  },
  {
    name: 'PUT /api/admin/occasions/:id',
    ok: 200,
    request: async () => ({
      method: 'PUT',
      path: `/api/admin/occasions/${await freshOccasion()}`,
      body: { name: `Renomeada ${Math.random()}` },
    }),
  },
  {
    name: 'DELETE /api/admin/occasions/:id',
    ok: 204,
    request: async () => ({ method: 'DELETE', path: `/api/admin/occasions/${await freshOccasion()}` }),
  },
  { name: 'GET /api/admin/users', ok: 200, request: async () => ({ method: 'GET', path: '/api/admin/users' }) },
  {
    name: 'GET /api/admin/users/:id',
    ok: 200,
    request: async () => ({ method: 'GET', path: `/api/admin/users/${await freshUser()}` }),
  },
  {
    name: 'POST /api/admin/users',
    ok: 201,
    request: async () => ({
      method: 'POST',
      path: '/api/admin/users',
      body: { name: 'Novo', email: `novo-${Math.random()}@exemplo.com`, password: 'senha-nova-1', role: 'USER' },
    }),
  },
  {
    name: 'PUT /api/admin/users/:id',
    ok: 200,
    request: async () => ({
      method: 'PUT',
      path: `/api/admin/users/${await freshUser()}`,
      body: { name: 'Editado', email: `ed-${Math.random()}@exemplo.com`, role: 'USER' },
    }),
  },
  {
    name: 'DELETE /api/admin/users/:id',
    ok: 204,
    request: async () => ({ method: 'DELETE', path: `/api/admin/users/${await freshUser()}` }),
  },
  { name: 'GET /api/admin/ebooks', ok: 200, request: async () => ({ method: 'GET', path: '/api/admin/ebooks' }) },
  {
    name: 'GET /api/admin/ebooks/:id',
    ok: 200,
    request: async () => ({ method: 'GET', path: `/api/admin/ebooks/${await freshEbook()}` }),
  },
  {
    name: 'POST /api/admin/ebooks',
    ok: 201,
    request: async () => ({ method: 'POST', path: '/api/admin/ebooks', body: ebookBody }),
  },
  {
    name: 'PUT /api/admin/ebooks/:id',
    ok: 200,
    request: async () => ({ method: 'PUT', path: `/api/admin/ebooks/${await freshEbook()}`, body: ebookBody }),
  },
  {
    name: 'DELETE /api/admin/ebooks/:id',
    ok: 204,
    request: async () => ({ method: 'DELETE', path: `/api/admin/ebooks/${await freshEbook()}` }),
  },
  {
    name: 'GET /api/admin/configurations',
    ok: 200,
    request: async () => ({ method: 'GET', path: '/api/admin/configurations' }),
  },
  {
    name: 'PUT /api/admin/configurations',
    ok: 200,
    request: async () => ({ method: 'PUT', path: '/api/admin/configurations', body: { featuredRecipeIds: [] } }),
  },
  { name: 'GET /api/admin/contacts', ok: 200, request: async () => ({ method: 'GET', path: '/api/admin/contacts' }) },
  {
    name: 'PUT /api/admin/contacts/:id/read',
    ok: 200,
    request: async () => ({ method: 'PUT', path: `/api/admin/contacts/${await freshContact()}/read` }),
  },
  { name: 'GET /api/admin/trash', ok: 200, request: async () => ({ method: 'GET', path: '/api/admin/trash' }) },
  {
    name: 'POST /api/admin/trash/:kind/:id/restore',
    ok: 204,
    request: async () => ({ method: 'POST', path: `/api/admin/trash/recipe/${await trashedRecipe()}/restore` }),
  },
  {
    name: 'DELETE /api/admin/trash/:kind/:id',
    ok: 204,
    request: async () => ({ method: 'DELETE', path: `/api/admin/trash/recipe/${await trashedRecipe()}` }),
  },
  { name: 'DELETE /api/admin/trash', ok: 200, request: async () => ({ method: 'DELETE', path: '/api/admin/trash' }) },
  {
    name: 'GET /api/admin/deletion-impact',
    ok: 200,
    request: async () => ({ method: 'GET', path: `/api/admin/deletion-impact?kind=recipe&ids=${await freshRecipe()}` }),
  },
  {
    name: 'GET /api/admin/newsletter/export',
    ok: 200,
    request: async () => ({ method: 'GET', path: '/api/admin/newsletter/export' }),
  },
  {
    name: 'GET /api/admin/newsletter/count',
    ok: 200,
    request: async () => ({ method: 'GET', path: '/api/admin/newsletter/count' }),
  },
];

/** Routes for any signed-in reader: anonymous → 401, USER and ADMIN → success. */
const READER_CASES: Case[] = [
  {
    name: 'POST /api/user/comment/:recipeId',
    ok: 201,
    request: async () => ({
      method: 'POST',
      path: `/api/user/comment/${await freshRecipe()}`,
      body: { content: 'Delícia', score: 5 },
    }),
  },
  {
    name: 'GET /api/user/notifications/unread',
    ok: 200,
    request: async () => ({ method: 'GET', path: '/api/user/notifications/unread' }),
  },
];

describe.each(READER_CASES)('$name', ({ request, ok }) => {
  it.each([
    ['anonymous', 401],
    ['USER', ok],
    ['ADMIN', ok],
  ] as const)('as %s → %i', async (who, expected) => {
    const { method, path, body } = await request();
    expect((await app.api(method, path, { body, token: tokens[who] })).status).toBe(expected);
  });
});

describe.each(CASES)('$name', ({ request, ok }) => {
  it.each([
    ['anonymous', 401],
    ['USER', 403],
    ['ADMIN', ok],
  ] as const)('as %s → %i', async (who, expected) => {
    const { method, path, body, form } = await request();
    const res = form
      ? await fetch(`${app.url}${path}`, {
          method,
          body: form,
          headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
        }).then(async (r) => ({ status: r.status, body: await r.json() }))
      : await app.api(method, path, { body, token: tokens[who] });
    expect(res.status).toBe(expected);
    if (expected >= 400) expect(res.body).toMatchObject({ status: expected, message: expect.any(String) });
  });
});

describe('GraphQL mutations carry the same rules', () => {
  it.each([
    ['anonymous', 'UNAUTHENTICATED'],
    ['USER', 'FORBIDDEN'],
  ] as const)('%s gets %s from createCategory and users', async (who, code) => {
    const mutation = await app.gql('mutation { createCategory(input: { name: "X" }) { categoryId } }', {}, tokens[who]);
    expect(mutation.errors![0].extensions.code).toBe(code);
    for (const write of [
      'mutation { createCraving(input: { name: "X" }) { id } }',
      'mutation { updateOccasion(id: 1, input: { name: "X" }) { id } }',
      'mutation { deleteCraving(id: 1) }',
    ]) {
      expect((await app.gql(write, {}, tokens[who])).errors![0].extensions.code).toBe(code);
    }
    const query = await app.gql('{ users { id } }', {}, tokens[who]);
    expect(query.errors![0].extensions.code).toBe(code);
  });

  it('ADMIN may run them', async () => {
    const res = await app.gql('{ users { id email } }', {}, tokens.ADMIN);
    expect(res.errors).toBeUndefined();
    expect(fixtures.categoryId).toBeGreaterThan(0);
  });
});
