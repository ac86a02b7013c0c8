import { recipeBody, startTestApp, type TestApp } from '../harness';

// A recipe's history in the dashboard: every save is a revision that can be read back and restored, and each editor's
// unsaved work is kept as one autosave. On SQLite, or on MySQL/MariaDB with TEST_DATABASE_URL.
let app: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
  adminId = (await app.gql('{ me { id } }', {}, admin)).data.me.id;
});
afterAll(() => app.close());

const SUMMARY = 'id recipeId kind recipeVersion baseVersion authorId authorName title changedFields createdAt';

async function ok<T = any>(query: string, variables: Record<string, unknown>, token = admin): Promise<T> {
  const res = await app.gql(query, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data;
}

async function createRecipe(overrides: Record<string, unknown> = {}): Promise<number> {
  const data = await ok('mutation ($input: RecipeInput!) { createRecipe(input: $input) { recipeId } }', {
    input: recipeBody(overrides),
  });
  return data.createRecipe.recipeId;
}

const update = (id: number, input: Record<string, unknown>, token = admin) =>
  ok(
    'mutation ($id: Int!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { version } }',
    { id, input },
    token,
  );

const history = async (recipeId: number, page?: { page?: number; size?: number }) =>
  (
    await ok(
      `query ($recipeId: Int!, $page: PageInput) {
        recipeRevisions(recipeId: $recipeId, page: $page) { content { ${SUMMARY} } page size totalElements totalPages }
      }`,
      { recipeId, page },
    )
  ).recipeRevisions;

const revision = async (id: number) =>
  (await ok(`query ($id: Int!) { recipeRevision(id: $id) { ${SUMMARY} snapshot } }`, { id })).recipeRevision;

const AUTOSAVE = `mutation ($id: Int!, $input: RecipeInput!, $baseVersion: Int!) {
  autosaveRecipe(id: $id, input: $input, baseVersion: $baseVersion) { ${SUMMARY} snapshot }
}`;
const MY_AUTOSAVE = `query ($recipeId: Int!) { recipeAutosave(recipeId: $recipeId) { ${SUMMARY} snapshot } }`;

async function secondAdmin(): Promise<string> {
  const account = { name: 'Segunda Editora', email: 'segunda-editora@teste.com.br', password: 'outra-senha-forte-9' };
  const created = await app.api('POST', '/api/admin/users', { token: admin, body: { ...account, role: 'ADMIN' } });
  expect(created.status).toBe(201);
  const login = await app.api('POST', '/api/user/login', {
    body: { email: account.email, password: account.password },
  });
  expect(login.status).toBe(200);
  return login.body.token;
}

describe('recipe revisions', () => {
  it('records a SAVE for the create and each update, newest first, with the fields each one changed', async () => {
    const id = await createRecipe();
    await update(id, { title: 'Pão de Queijo da Vó' });
    await update(id, {
      description: 'Mais queijo.',
      ingredients: [{ section: 'Massa', ingredientName: 'polvilho doce', quantity: '500', unit: 'g' }],
    });

    const page = await history(id);
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: 3, totalPages: 1 });
    expect(page.content.map((r: { kind: string; recipeVersion: number }) => [r.kind, r.recipeVersion])).toEqual([
      ['SAVE', 3],
      ['SAVE', 2],
      ['SAVE', 1],
    ]);
    const [third, second, first] = page.content;
    expect(third).toMatchObject({
      recipeId: id,
      authorId: adminId,
      authorName: 'Administração',
      title: 'Pão de Queijo da Vó',
      baseVersion: null,
      changedFields: ['description', 'ingredients'],
    });
    expect(second).toMatchObject({ title: 'Pão de Queijo da Vó', changedFields: ['title'] });
    // the create lists what it filled in
    expect(first.title).toBe('Pão de Queijo Mineiro');
    expect(first.changedFields).toEqual(
      expect.arrayContaining(['title', 'description', 'ingredients', 'instructions']),
    );
    expect(first.changedFields).not.toContain('imageUrl');
    expect(first).not.toHaveProperty('snapshot');

    // the page carries no content; one revision does, as the input updateRecipe takes
    const content = JSON.parse((await revision(first.id)).snapshot);
    expect(content).toMatchObject({
      title: 'Pão de Queijo Mineiro',
      description: 'Casquinha crocante e miolo puxa-puxa.',
      prepTime: 'PT20M',
      totalTime: 'PT45M',
      draft: false,
      ingredients: recipeBody().ingredients,
      notes: recipeBody().notes,
    });

    const bad = await app.gql(
      `query ($recipeId: Int!) { recipeRevisions(recipeId: $recipeId) { content { snapshot } } }`,
      { recipeId: id },
      admin,
    );
    expect(bad.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('pages the history on the server, at most 50 a page', async () => {
    const id = await createRecipe();
    for (let i = 1; i <= 3; i++) await update(id, { title: `Versão ${i}` });
    const second = await history(id, { page: 1, size: 2 });
    expect(second).toMatchObject({ page: 1, size: 2, totalElements: 4, totalPages: 2 });
    expect(second.content.map((r: { recipeVersion: number }) => r.recipeVersion)).toEqual([2, 1]);
    expect((await history(id, { size: 500 })).size).toBe(50);
  });

  it("keeps one autosave per editor and recipe, never touching the recipe, until that editor's next save", async () => {
    const id = await createRecipe();
    const other = await secondAdmin();

    const first = (
      await ok(AUTOSAVE, { id, input: { title: 'Pão de Queijo (rascunho)', servings: '40 unidades' }, baseVersion: 1 })
    ).autosaveRecipe;
    expect(first).toMatchObject({
      kind: 'AUTOSAVE',
      recipeVersion: 1,
      baseVersion: 1,
      authorId: adminId,
      title: 'Pão de Queijo (rascunho)',
      changedFields: ['title', 'servings'],
    });
    // the whole form: the stored recipe with the typed fields over it
    expect(JSON.parse(first.snapshot)).toMatchObject({
      title: 'Pão de Queijo (rascunho)',
      servings: '40 unidades',
      cuisine: 'Mineira',
      ingredients: recipeBody().ingredients,
    });

    const replaced = (await ok(AUTOSAVE, { id, input: { title: 'Pão de Queijo (rascunho 2)' }, baseVersion: 1 }))
      .autosaveRecipe;
    expect(replaced.id).toBe(first.id);
    expect(replaced.changedFields).toEqual(['title']);
    const theirs = (await ok(AUTOSAVE, { id, input: { notes: [] }, baseVersion: 1 }, other)).autosaveRecipe;
    expect(theirs.id).not.toBe(first.id);

    expect((await ok(MY_AUTOSAVE, { recipeId: id })).recipeAutosave).toMatchObject({
      id: first.id,
      title: 'Pão de Queijo (rascunho 2)',
    });
    expect((await ok(MY_AUTOSAVE, { recipeId: id }, other)).recipeAutosave).toMatchObject({ id: theirs.id });

    // the recipe is as it was, and its history has only the create
    const stored = await ok('query ($id: Int!) { recipe(id: $id) { title version notes { noteText } } }', { id });
    expect(stored.recipe).toEqual({
      title: 'Pão de Queijo Mineiro',
      version: 1,
      notes: recipeBody().notes,
    });
    expect((await history(id)).totalElements).toBe(1);

    // checked as an update is: nothing kept when refused
    const invalid = await app.gql(AUTOSAVE, { id, input: { title: '   ' }, baseVersion: 1 }, admin);
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title' });
    const tooMany = Array.from({ length: 1000 }, () => ({ ingredientName: 'sal' }));
    const long = await app.gql(AUTOSAVE, { id, input: { ingredients: tooMany }, baseVersion: 1 }, admin);
    expect(long.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ingredients' });
    expect((await ok(MY_AUTOSAVE, { recipeId: id })).recipeAutosave.title).toBe('Pão de Queijo (rascunho 2)');

    // discarding it (the editor's 'Descartar') forgets mine only
    const DISCARD = 'mutation ($recipeId: Int!) { discardRecipeAutosave(recipeId: $recipeId) }';
    expect((await ok(DISCARD, { recipeId: id })).discardRecipeAutosave).toBe(true);
    expect((await ok(MY_AUTOSAVE, { recipeId: id })).recipeAutosave).toBeNull();
    expect((await ok(DISCARD, { recipeId: id })).discardRecipeAutosave).toBe(false);
    expect((await ok(MY_AUTOSAVE, { recipeId: id }, other)).recipeAutosave).toMatchObject({ id: theirs.id });
    await ok(AUTOSAVE, { id, input: { title: 'Pão de Queijo (rascunho 3)' }, baseVersion: 1 });

    // my save spends my autosave, not theirs
    await update(id, { title: 'Pão de Queijo Salvo' });
    expect((await ok(MY_AUTOSAVE, { recipeId: id })).recipeAutosave).toBeNull();
    expect((await ok(MY_AUTOSAVE, { recipeId: id }, other)).recipeAutosave).toMatchObject({ id: theirs.id });
    await update(id, { servings: '10' }, other);
    expect((await ok(MY_AUTOSAVE, { recipeId: id }, other)).recipeAutosave).toBeNull();
  });

  it('restores an older revision as a save: its content comes back, as a RESTORE, with the version check', async () => {
    const id = await createRecipe();
    await update(id, {
      title: 'Pão de Queijo Novo',
      tags: [{ name: 'café da manhã' }],
      ingredients: [{ ingredientName: 'queijo canastra' }],
    });
    const [, original] = (await history(id)).content;

    const RESTORE = `mutation ($revisionId: Int!, $expectedVersion: Int) {
      restoreRecipeRevision(revisionId: $revisionId, expectedVersion: $expectedVersion) {
        title version tags { name } ingredients { section ingredientName quantity unit }
      }
    }`;
    const stale = await app.gql(RESTORE, { revisionId: original.id, expectedVersion: 1 }, admin);
    expect(stale.errors?.[0]).toMatchObject({
      message: 'Esta receita foi alterada em outra aba ou por outra pessoa depois que você começou a editar.',
      extensions: { code: 'CONFLICT', currentVersion: 2 },
    });

    const restored = (await ok(RESTORE, { revisionId: original.id, expectedVersion: 2 })).restoreRecipeRevision;
    expect(restored).toEqual({
      title: 'Pão de Queijo Mineiro',
      version: 3,
      tags: [{ name: 'lanche' }],
      ingredients: recipeBody().ingredients,
    });
    const [latest] = (await history(id)).content;
    expect(latest).toMatchObject({
      kind: 'RESTORE',
      recipeVersion: 3,
      authorId: adminId,
      title: 'Pão de Queijo Mineiro',
      changedFields: ['title', 'ingredients', 'tags'],
    });

    const missing = await app.gql(RESTORE, { revisionId: 999999 }, admin);
    expect(missing.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('keeps the newest 100 saves and restores of a recipe', async () => {
    const id = await createRecipe();
    for (let i = 1; i <= 101; i++) await update(id, { servings: `${i} porções` });
    const page = await history(id, { size: 50 });
    expect(page.totalElements).toBe(100);
    expect(page.content[0].recipeVersion).toBe(102);
    const last = await history(id, { page: 1, size: 50 });
    // the create (version 1) and the first update (version 2) are gone
    expect(last.content.at(-1).recipeVersion).toBe(3);
  });

  it('is gone with its recipe, and is the dashboard’s alone', async () => {
    const id = await createRecipe();
    const [{ id: revisionId }] = (await history(id)).content;
    const reader = await app.userToken();
    for (const [query, variables] of [
      ['query ($id: Int!) { recipeRevisions(recipeId: $id) { totalElements } }', { id }],
      ['query ($id: Int!) { recipeRevision(id: $id) { snapshot } }', { id: revisionId }],
      ['query ($id: Int!) { recipeAutosave(recipeId: $id) { id } }', { id }],
      [AUTOSAVE, { id, input: { title: 'Invasão' }, baseVersion: 1 }],
      ['mutation ($id: Int!) { restoreRecipeRevision(revisionId: $id) { title } }', { id: revisionId }],
    ] as const) {
      expect((await app.gql(query, variables, reader)).errors?.[0].extensions.code).toBe('FORBIDDEN');
      expect((await app.gql(query, variables)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }

    await app.server.ds.query('DELETE FROM recipes WHERE id = ?', [id]);
    const gone = await app.gql('query ($id: Int!) { recipeRevision(id: $id) { id } }', { id: revisionId }, admin);
    expect(gone.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});
