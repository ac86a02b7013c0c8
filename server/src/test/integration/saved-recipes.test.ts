import { recipeBody, startTestApp, type TestApp } from '../harness';

let app: TestApp;
let admin: string;
const recipes: Record<'bolo' | 'curau' | 'draft', number> = { bolo: 0, curau: 0, draft: 0 };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
  const create = async (body: Record<string, unknown>) =>
    (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody(body) })).body.recipeId as number;
  recipes.bolo = await create({ title: 'Bolo de Milho' });
  recipes.curau = await create({ title: 'Curau' });
  recipes.draft = await create({ title: 'Pamonha Rascunho', draft: true });
});
afterAll(() => app.close());

const saved = async (token: string) => {
  const res = await app.api('GET', '/api/user/saved-recipes', { token });
  expect(res.status).toBe(200);
  return (res.body as { title: string }[]).map((r) => r.title);
};
const save = (token: string, id: number) => app.api('PUT', `/api/user/saved-recipes/${id}`, { token });
const unsave = (token: string, id: number) => app.api('DELETE', `/api/user/saved-recipes/${id}`, { token });
const userIdOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);

describe('saved recipes', () => {
  it('are listed newest saved first, and saving or removing twice changes nothing', async () => {
    const reader = await app.userToken();
    expect(await saved(reader)).toEqual([]);
    expect((await save(reader, recipes.curau)).status).toBe(204);
    // the order comes from the save time: the second save must fall in a later second on a seconds-precision column
    await new Promise((r) => setTimeout(r, 1100));
    expect((await save(reader, recipes.bolo)).status).toBe(204);
    expect((await save(reader, recipes.bolo)).status).toBe(204);
    expect(await saved(reader)).toEqual(['Bolo de Milho', 'Curau']);
    expect((await unsave(reader, recipes.bolo)).status).toBe(204);
    expect((await unsave(reader, recipes.bolo)).status).toBe(204);
    expect(await saved(reader)).toEqual(['Curau']);
  });

  it('are private: a reader sees and changes only their own list', async () => {
    const [ana, bia] = [await app.userToken(), await app.userToken()];
    await save(ana, recipes.bolo);
    expect(await saved(bia)).toEqual([]);
    await unsave(bia, recipes.bolo);
    expect(await saved(ana)).toEqual(['Bolo de Milho']);
  });

  it('say on each recipe whether the signed-in reader saved it (false for guests)', async () => {
    const reader = await app.userToken();
    await save(reader, recipes.curau);
    const query = '{ recipes(size: 100) { content { title saved } } }';
    const seen = async (token?: string) =>
      Object.fromEntries(
        (await app.gql(query, {}, token)).data.recipes.content.map((r: any) => [r.title, r.saved] as const),
      );
    expect(await seen(reader)).toMatchObject({ Curau: true, 'Bolo de Milho': false });
    expect(await seen()).toMatchObject({ Curau: false, 'Bolo de Milho': false });
  });

  it('need a session (401)', async () => {
    expect((await app.api('GET', '/api/user/saved-recipes')).status).toBe(401);
    expect((await app.api('PUT', `/api/user/saved-recipes/${recipes.bolo}`)).status).toBe(401);
    expect((await app.api('DELETE', `/api/user/saved-recipes/${recipes.bolo}`)).status).toBe(401);
  });

  it('answer 404 for an unknown or unpublished recipe', async () => {
    const reader = await app.userToken();
    for (const id of [999999, recipes.draft]) {
      expect((await save(reader, id)).status).toBe(404);
      expect((await unsave(reader, id)).status).toBe(404);
    }
    expect(await saved(reader)).toEqual([]);
  });

  it('leave out a recipe made a draft again or in the trash, and go with a recipe deleted for good', async () => {
    const reader = await app.userToken();
    const create = async (title: string) =>
      (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title }) })).body.recipeId as number;
    const [id, pamonha] = [await create('Canjica'), await create('Pamonha')];
    await save(reader, id);
    await save(reader, recipes.curau);
    await app.gql('mutation ($id: Int!) { updateRecipe(id: $id, input: { draft: true }) { recipeId } }', { id }, admin);
    expect(await saved(reader)).toEqual(['Curau']);
    const savedRows = async (recipeId: number) =>
      Number(
        (await app.server.ds.query('SELECT COUNT(*) AS n FROM saved_recipes WHERE recipeId = ?', [recipeId]))[0].n,
      );
    // in the trash: out of the list, the save kept for a restore
    await save(reader, pamonha);
    expect((await app.api('DELETE', `/api/recipes/${pamonha}`, { token: admin })).status).toBe(204);
    expect(await saved(reader)).toEqual(['Curau']);
    expect(await savedRows(pamonha)).toBe(1);
    // deleted for good: the save goes with it
    expect((await app.api('DELETE', `/api/recipes/${id}`, { token: admin })).status).toBe(204);
    const forever = 'mutation ($id: Int!) { deleteForever(kind: RECIPE, id: $id) }';
    expect((await app.gql(forever, { id }, admin)).data).toEqual({ deleteForever: true });
    expect(await savedRows(id)).toBe(0);
  });

  it('stop at 1,000 per reader with a clear message', async () => {
    const reader = await app.userToken();
    const titles = Array.from({ length: 1000 }, (_, i) => `Lote ${i}`);
    await app.server.ds.query(
      `INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES ${titles
        .map(() => "(?, ?, '', 'Autora', '', '2025-01-02 12:00:00')")
        .join(', ')}`,
      titles.flatMap((title) => [title, title.toLowerCase()]),
    );
    await app.server.ds.query(
      "INSERT INTO saved_recipes (userId, recipeId) SELECT ?, id FROM recipes WHERE title LIKE 'Lote %'",
      [userIdOf(reader)],
    );
    const refused = await save(reader, recipes.bolo);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Você já tem 1.000 receitas salvas. Remova alguma para salvar outra.');
    await unsave(reader, (await app.server.ds.query("SELECT id FROM recipes WHERE title = 'Lote 0'"))[0].id);
    expect((await save(reader, recipes.bolo)).status).toBe(204);
  });
});
