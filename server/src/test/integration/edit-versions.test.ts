import { recipeBody, startTestApp, type TestApp } from '../harness';

// Two tabs (or two people) editing the same thing: a save started from an older version is refused instead of
// silently overwriting the other one's. On SQLite, or on MySQL/MariaDB with TEST_DATABASE_URL.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

const RECIPE_CONFLICT = 'Esta receita foi alterada em outra aba ou por outra pessoa depois que você começou a editar.';

const UPDATE_RECIPE = `mutation ($id: Int!, $input: RecipeInput!, $expectedVersion: Int) {
  updateRecipe(id: $id, input: $input, expectedVersion: $expectedVersion) { recipeId title version }
}`;

async function createRecipe(title: string): Promise<{ recipeId: number; version: number }> {
  const res = await app.gql(
    'mutation ($input: RecipeInput!) { createRecipe(input: $input) { recipeId version } }',
    { input: recipeBody({ title }) },
    admin,
  );
  expect(res.errors).toBeUndefined();
  return res.data.createRecipe;
}

const updateRecipe = (id: number, input: Record<string, unknown>, expectedVersion?: number) =>
  app.gql(UPDATE_RECIPE, { id, input, expectedVersion }, admin);

const versionOf = async (id: number) =>
  (await app.gql('query ($id: Int!) { recipe(id: $id) { version } }', { id }, admin)).data.recipe.version;

describe('a recipe save with expectedVersion', () => {
  it('passes from the stored version and moves it on by one; a stale one is refused with the version it missed', async () => {
    const { recipeId, version } = await createRecipe('Bolo de Cenoura');
    expect(version).toBe(1);

    const fresh = await updateRecipe(recipeId, { title: 'Bolo de Cenoura com Calda' }, 1);
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data.updateRecipe).toEqual({ recipeId, title: 'Bolo de Cenoura com Calda', version: 2 });

    // the other tab, still at version 1
    const stale = await updateRecipe(recipeId, { title: 'Bolo de Cenoura Fofinho' }, 1);
    expect(stale.data).toBeNull();
    expect(stale.errors).toEqual([
      expect.objectContaining({
        message: RECIPE_CONFLICT,
        extensions: { code: 'CONFLICT', currentVersion: 2 },
      }),
    ]);
    expect(await versionOf(recipeId)).toBe(2);
    const stored = await app.gql('query ($id: Int!) { recipe(id: $id) { title } }', { id: recipeId }, admin);
    expect(stored.data.recipe.title).toBe('Bolo de Cenoura com Calda');
  });

  it('without expectedVersion goes through as before (API clients, REST) and still moves the version', async () => {
    const { recipeId } = await createRecipe('Pudim de Leite');
    expect((await updateRecipe(recipeId, { servings: '8 fatias' })).data.updateRecipe.version).toBe(2);
    const rest = await app.api('PUT', `/api/recipes/${recipeId}`, {
      token: admin,
      body: recipeBody({ title: 'Pudim' }),
    });
    expect(rest.status).toBe(200);
    expect(await versionOf(recipeId)).toBe(3);
  });

  it('of several saves sent at once from the same version, lets exactly one through', async () => {
    const { recipeId } = await createRecipe('Brigadeiro');
    const titles = ['Brigadeiro A', 'Brigadeiro B', 'Brigadeiro C', 'Brigadeiro D', 'Brigadeiro E'];
    const results = await Promise.all(titles.map((title) => updateRecipe(recipeId, { title }, 1)));
    const passed = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(passed).toHaveLength(1);
    expect(refused.map((r) => r.errors![0].extensions)).toEqual(Array(4).fill({ code: 'CONFLICT', currentVersion: 2 }));
    expect(await versionOf(recipeId)).toBe(2);
    const stored = await app.gql('query ($id: Int!) { recipe(id: $id) { title } }', { id: recipeId }, admin);
    expect(stored.data.recipe.title).toBe(passed[0].data.updateRecipe.title);
  });

  it('is answered 404 for a recipe that does not exist or is in the trash, whatever the version', async () => {
    const res = await updateRecipe(999999, { title: 'Nada' }, 1);
    expect(res.errors?.[0]).toMatchObject({ message: 'Receita não encontrada.', extensions: { code: 'NOT_FOUND' } });
    const { recipeId } = await createRecipe('Canjica');
    expect((await app.api('DELETE', `/api/recipes/${recipeId}`, { token: admin })).status).toBe(204);
    for (const expectedVersion of [1, undefined]) {
      const trashed = await updateRecipe(recipeId, { title: 'Canjica Cremosa' }, expectedVersion);
      expect(trashed.errors?.[0].extensions).toEqual({ code: 'NOT_FOUND' });
    }
  });

  it('is refused after a bulk publication change, which moves the version too', async () => {
    const { recipeId } = await createRecipe('Quindim');
    const bulk = await app.gql(
      'mutation ($ids: [Int!]!) { bulkRecipes(ids: $ids, action: UNPUBLISH) }',
      { ids: [recipeId] },
      admin,
    );
    expect(bulk.data.bulkRecipes).toBe(1);
    expect(await versionOf(recipeId)).toBe(2);
    const stale = await updateRecipe(recipeId, { title: 'Quindim de Coco' }, 1);
    expect(stale.errors?.[0].extensions).toEqual({ code: 'CONFLICT', currentVersion: 2 });
  });
});

describe('an e-book save with expectedVersion', () => {
  const cover = (name: string) => ({
    small: `/uploads/2026/11/${name}-small.webp`,
    medium: `/uploads/2026/11/${name}-medium.webp`,
    original: `/uploads/2026/11/${name}-original.webp`,
  });
  const input = (title: string) => ({
    title,
    author: 'Marina Albuquerque',
    price: 19.99,
    verticalCoverImageUrl: cover('v'),
    horizontalCoverImageUrl: cover('h'),
    externalUrl: 'https://loja.exemplo.com.br/doces',
    publicationDate: '2025-03-01',
  });
  const update = (id: number, title: string, expectedVersion?: number) =>
    app.gql(
      `mutation ($id: Int!, $input: EBookInput!, $expectedVersion: Int) {
        updateEbook(id: $id, input: $input, expectedVersion: $expectedVersion) { title version }
      }`,
      { id, input: input(title), expectedVersion },
      admin,
    );

  it('passes from the stored version, refuses a stale one (409 code, currentVersion), and goes through without one', async () => {
    const created = await app.gql(
      'mutation ($input: EBookInput!) { createEbook(input: $input) { id version } }',
      { input: input('Doces de Festa') },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const { id, version } = created.data.createEbook;
    expect(version).toBe(1);

    expect((await update(id, 'Doces de Festa Junina', 1)).data.updateEbook).toEqual({
      title: 'Doces de Festa Junina',
      version: 2,
    });
    const stale = await update(id, 'Doces de Natal', 1);
    expect(stale.errors).toEqual([
      expect.objectContaining({
        message: 'Este e-book foi alterado em outra aba ou por outra pessoa depois que você começou a editar.',
        extensions: { code: 'CONFLICT', currentVersion: 2 },
      }),
    ]);
    expect((await update(id, 'Doces de Natal')).data.updateEbook).toEqual({ title: 'Doces de Natal', version: 3 });
  });
});

describe('a category save with expectedVersion', () => {
  const update = (id: number, name: string, expectedVersion?: number) =>
    app.gql(
      `mutation ($id: Int!, $input: CategoryInput!, $expectedVersion: Int) {
        updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) { name version }
      }`,
      { id, input: { name }, expectedVersion },
      admin,
    );

  it('passes from the stored version, refuses a stale one (409 code, currentVersion), and goes through without one', async () => {
    const created = await app.api('POST', '/api/categories', { token: admin, body: { name: 'Sobremesas' } });
    expect(created.status).toBe(201);
    const id = created.body.categoryId as number;

    expect((await update(id, 'Sobremesas Geladas', 1)).data.updateCategory).toEqual({
      name: 'Sobremesas Geladas',
      version: 2,
    });
    const stale = await update(id, 'Doces', 1);
    expect(stale.errors).toEqual([
      expect.objectContaining({
        message: 'Esta categoria foi alterada em outra aba ou por outra pessoa depois que você começou a editar.',
        extensions: { code: 'CONFLICT', currentVersion: 2 },
      }),
    ]);
    const list = await app.gql('{ categories { categoryId name version } }');
    expect(list.data.categories).toContainEqual({ categoryId: id, name: 'Sobremesas Geladas', version: 2 });
    expect((await update(id, 'Doces')).data.updateCategory).toEqual({ name: 'Doces', version: 3 });
  });
});
