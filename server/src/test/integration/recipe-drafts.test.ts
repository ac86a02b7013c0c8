import { recipeBody, startTestApp, type TestApp } from '../harness';

// Drafts and scheduled recipes: nothing of them reaches readers, by any road; admins see and preview them.
let app: TestApp;
let admin: string;
let reader: string;
let doces: number;
const ids: Record<string, number> = {};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString();
const ingredients = (...names: string[]) => names.map((ingredientName) => ({ ingredientName, quantity: '1' }));

/** The fields of a recipe's listing the tests look at. */
const CARD = 'recipeId title status draft datePublished';

async function data<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const res = await app.gql<T>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

async function create(overrides: Record<string, unknown>): Promise<any> {
  const res = await app.api('POST', '/api/recipes', { token: admin, body: recipeBody(overrides) });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
}

const update = (id: number, body: Record<string, unknown>) =>
  app.api('PUT', `/api/recipes/${id}`, { token: admin, body });

const titlesOf = (list: { title: string }[]) => list.map((r) => r.title);

/** Every public list a reader can reach, by GraphQL and REST: the titles each one shows, by where it was read. */
async function everythingReadersSee(token?: string): Promise<Record<string, string[]>> {
  const q = await data(
    `query ($cat: String!) {
      recipes(size: 100) { content { title } }
      allRecipes { title }
      byCategory: recipes(filter: { category: $cat }) { content { title } }
      byCraving: allRecipes(filter: { craving: "Doce de festa" }) { title }
      byTitle: allRecipes(filter: { title: "o" }) { title }
      byQuery: allRecipes(filter: { query: "docinho" }) { title }
      searchRecipes(query: "festa") { title }
      topRecipes(limit: 50) { title }
      filteredRecipes(filter: { category: $cat }) { title }
      filteredRecipesPage(filter: { ingredient: "leite condensado" }) { content { title } }
      similarRecipes(id: ${ids.published}, size: 30) { content { title } }
    }`,
    { cat: 'Doces' },
    token,
  );
  const seen: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(q)) {
    seen[`graphql ${field}`] = titlesOf(Array.isArray(value) ? value : (value as { content: [] }).content);
  }
  for (const path of [
    '/api/recipes',
    '/api/recipes?page=0&size=100',
    '/api/recipes/category?category=doces',
    '/api/recipes/craving/doce%20de%20festa',
    '/api/recipes/title?title=o',
    '/api/recipes/search?query=festa',
    '/api/recipes/top?limit=50',
    '/api/filters/recipes?category=doces',
    `/api/recipes/${ids.published}/similar?size=30`,
  ]) {
    const body = (await app.api('GET', path, { token })).body;
    seen[`GET ${path}`] = titlesOf(Array.isArray(body) ? body : body.content);
  }
  return seen;
}

const listsShowing = (seen: Record<string, string[]>, title: string) =>
  Object.keys(seen).filter((where) => seen[where].includes(title));

/** The recipe counts the filter page shows for the "Doces" category and the shared ingredient. */
async function facetCounts(token?: string) {
  const { recipeFilters } = await data(
    `{ recipeFilters { categories { item { name } count } ingredients { item count } } }`,
    {},
    token,
  );
  return {
    doces: recipeFilters.categories.find((c: any) => c.item.name === 'Doces').count,
    leite: recipeFilters.ingredients.find((i: any) => i.item === 'leite condensado').count,
  };
}

const unread = async (token: string) =>
  ((await app.api('GET', '/api/user/notifications/unread', { token })).body as { message: string }[]).map(
    (n) => n.message,
  );

beforeAll(async () => {
  app = await startTestApp();
  // Not about moderation (comment-moderation.test.ts): readers' comments show at once.
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false });
  admin = await app.adminToken();
  reader = await app.userToken();
  doces = (await app.api('POST', '/api/categories', { token: admin, body: { name: 'Doces' } })).body.categoryId;
  const party = {
    category: [{ categoryId: doces }],
    cravings: [{ name: 'Doce de festa' }],
    occasions: [{ name: 'Aniversário' }],
    tags: [{ name: 'festa' }],
    ingredients: ingredients('leite condensado', 'manteiga'),
    description: 'Docinho de festa',
  };
  ids.published = (await create({ ...party, title: 'Brigadeiro' })).recipeId;
  ids.draft = (await create({ ...party, title: 'Beijinho Rascunho', draft: true })).recipeId;
  ids.scheduled = (await create({ ...party, title: 'Cajuzinho Agendado', datePublished: inDays(7) })).recipeId;
  ids.scheduledDraft = (
    await create({ ...party, title: 'Olho de Sogra Rascunho', draft: true, datePublished: inDays(3) })
  ).recipeId;
});
afterAll(() => app.close());

describe('drafts and scheduled recipes, seen by readers', () => {
  it('appear in no list, search, filter, similar or top result, by GraphQL or REST, signed in or not', async () => {
    for (const token of [undefined, reader]) {
      const seen = await everythingReadersSee(token);
      // The published recipe is in every list (except its own similar ones): the lists work.
      expect(listsShowing(seen, 'Brigadeiro')).toHaveLength(Object.keys(seen).length - 2);
      expect(listsShowing(seen, 'Beijinho Rascunho')).toEqual([]);
      expect(listsShowing(seen, 'Cajuzinho Agendado')).toEqual([]);
      expect(listsShowing(seen, 'Olho de Sogra Rascunho')).toEqual([]);
    }
  });

  it('count nowhere in the filter page', async () => {
    expect(await facetCounts()).toEqual({ doces: 1, leite: 1 });
  });

  it('answer exactly what a missing id answers: by GraphQL, REST, comments, views and save-by-email', async () => {
    const missing = 987654;
    const graphqlError = async (id: number, token?: string) => {
      const res = await app.gql(`query ($id: Int!) { recipe(id: $id) { title } }`, { id }, token);
      return { data: res.data, errors: res.errors?.map((e) => ({ message: e.message, code: e.extensions?.code })) };
    };
    const rest = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await app.api(method, path, { token, body });
      return { status: res.status, body: res.body };
    };
    const expected = await graphqlError(missing);
    expect(expected.errors).toEqual([{ message: 'Receita não encontrada.', code: 'NOT_FOUND' }]);
    for (const id of [ids.draft, ids.scheduled, ids.scheduledDraft]) {
      for (const token of [undefined, reader]) {
        expect(await graphqlError(id, token)).toEqual(expected);
        for (const [method, path, body] of [
          ['GET', '/api/recipes/{id}'],
          ['GET', '/api/recipes/{id}/similar'],
          ['GET', '/api/user/comment/{id}'],
          ['POST', '/api/user/comment/{id}', { content: 'Quero provar!', score: 5 }],
          ['POST', '/api/recipes/{id}/view'],
          ['POST', '/api/recipes/{id}/save-by-email', { email: 'leitora@teste.com.br' }],
        ] as const) {
          if (method === 'POST' && path.includes('comment') && !token) continue; // guests are asked to sign in first
          const answer = await rest(method, path.replace('{id}', String(id)), token, body);
          expect({ path, ...answer }).toEqual({
            path,
            ...(await rest(method, path.replace('{id}', String(missing)), token, body)),
          });
          expect(answer.status).toBe(404);
        }
      }
    }
  });
});

describe('drafts and scheduled recipes, seen by admins', () => {
  it('are read by id for the preview, with their status', async () => {
    const read = async (id: number) => (await data(`{ recipe(id: ${id}) { ${CARD} } }`, {}, admin)).recipe;
    expect(await read(ids.published)).toMatchObject({ title: 'Brigadeiro', status: 'PUBLISHED', draft: false });
    expect(await read(ids.draft)).toMatchObject({ title: 'Beijinho Rascunho', status: 'DRAFT', draft: true });
    expect(await read(ids.scheduled)).toMatchObject({ title: 'Cajuzinho Agendado', status: 'SCHEDULED', draft: false });
    // A draft stays a draft whatever its date.
    expect(await read(ids.scheduledDraft)).toMatchObject({ status: 'DRAFT', draft: true });
    const rest = await app.api('GET', `/api/recipes/${ids.draft}`, { token: admin });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ recipeId: ids.draft, draft: true, status: 'DRAFT' });
  });

  it('are listed with the others in the dashboard, and filtered by status', async () => {
    const list = async (status?: string) =>
      (
        await data(
          `query ($criteria: RecipeCriteria) {
            dashboardRecipes(criteria: $criteria, page: { size: 100 }) {
              content { ${CARD} } totalElements counts { published scheduled drafts }
            }
          }`,
          { criteria: status ? { status } : null },
          admin,
        )
      ).dashboardRecipes;
    const all = await list();
    expect(titlesOf(all.content).sort()).toEqual(
      ['Beijinho Rascunho', 'Brigadeiro', 'Cajuzinho Agendado', 'Olho de Sogra Rascunho'].sort(),
    );
    expect(titlesOf((await list('DRAFT')).content).sort()).toEqual(['Beijinho Rascunho', 'Olho de Sogra Rascunho']);
    expect(titlesOf((await list('SCHEDULED')).content)).toEqual(['Cajuzinho Agendado']);
    expect(titlesOf((await list('PUBLISHED')).content)).toEqual(['Brigadeiro']);
    expect((await list('DRAFT')).totalElements).toBe(2);
    // Each status's count, whichever status is being shown (the dashboard's filter tabs).
    expect((await list('DRAFT')).counts).toEqual({ published: 1, scheduled: 1, drafts: 2 });
    expect(all.counts).toEqual({ published: 1, scheduled: 1, drafts: 2 });
    // The public field gives the admin what readers get.
    const publicList = await data(`{ recipes(size: 100) { content { title } } }`, {}, admin);
    expect(titlesOf(publicList.recipes.content)).toEqual(['Brigadeiro']);
    for (const recipe of all.content) {
      expect(recipe.status).toBe(
        recipe.draft ? 'DRAFT' : Date.parse(recipe.datePublished) > Date.now() ? 'SCHEDULED' : 'PUBLISHED',
      );
    }
    // Readers asking for drafts get none.
    const forReader = await data(`{ recipes(filter: { status: DRAFT }) { totalElements } }`, {}, reader);
    expect(forReader.recipes.totalElements).toBe(0);
  });

  it('are filtered by status on REST too, with a clear error for an unknown status', async () => {
    const drafts = await app.api('GET', '/api/recipes?status=draft', { token: admin });
    expect(titlesOf(drafts.body).sort()).toEqual(['Beijinho Rascunho', 'Olho de Sogra Rascunho']);
    const paged = await app.api('GET', '/api/recipes?status=SCHEDULED&page=0&size=10', { token: admin });
    expect(titlesOf(paged.body.content)).toEqual(['Cajuzinho Agendado']);
    const bad = await app.api('GET', '/api/recipes?status=RASCUNHO', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'O parâmetro status deve ser DRAFT, SCHEDULED ou PUBLISHED.',
      field: 'status',
    });
  });

  it('leave search, similar, top and the filter page to what readers see', async () => {
    const q = await data(
      `{ searchRecipes(query: "rascunho") { title } topRecipes(limit: 50) { title }
         similarRecipes(id: ${ids.published}) { content { title } } }`,
      {},
      admin,
    );
    expect(q.searchRecipes).toEqual([]);
    expect(titlesOf(q.topRecipes)).toEqual(['Brigadeiro']);
    expect(q.similarRecipes.content).toEqual([]);
    expect(await facetCounts(admin)).toEqual({ doces: 1, leite: 1 });
  });

  it('do not count an admin preview as a view', async () => {
    const viewed = await data(`mutation { recordRecipeView(id: ${ids.draft}) }`, {}, admin);
    expect(viewed.recordRecipeView).toBe(false);
    const [{ viewCount }] = await app.server.ds.query('SELECT viewCount FROM recipes WHERE id = ?', [ids.draft]);
    expect(Number(viewCount)).toBe(0);
  });
});

describe("the dashboard's text filter", () => {
  beforeAll(async () => {
    await create({ title: 'Pão de Ló', description: 'Massa fofinha de São João', author: 'Júlia Tavares' });
    await create({ title: 'Pé de Moleque', description: 'Amendoim torrado', draft: true });
  });
  // The admin's by the dashboard's field, readers' by the public one: the same "contains" criterion.
  const matches = async (query: string, status?: string, token = admin) =>
    titlesOf(
      token === admin
        ? (
            await data(
              `query ($criteria: RecipeCriteria) { dashboardRecipes(criteria: $criteria, page: { size: 100 }) { content { title } } }`,
              { criteria: { contains: query, status } },
              token,
            )
          ).dashboardRecipes.content
        : (
            await data(
              `query ($filter: RecipeFilter) { allRecipes(filter: $filter) { title } }`,
              { filter: { query, status } },
              token,
            )
          ).allRecipes,
    ).sort();

  it('matches the title, the description or the author, ignoring case and accents', async () => {
    expect(await matches('PAO DE LO')).toEqual(['Pão de Ló']);
    expect(await matches('sao joao')).toEqual(['Pão de Ló']);
    expect(await matches('julia')).toEqual(['Pão de Ló']);
    expect(await matches('  amendoim   TORRADO ')).toEqual(['Pé de Moleque']);
    expect(await matches('de')).toEqual(expect.arrayContaining(['Pão de Ló', 'Pé de Moleque', 'Cajuzinho Agendado']));
    expect(await matches('100%')).toEqual([]);
  });

  it('combines with the status filter, and shows readers only what is public', async () => {
    expect(await matches('de', 'DRAFT')).toEqual(['Beijinho Rascunho', 'Olho de Sogra Rascunho', 'Pé de Moleque']);
    expect(await matches('festa', 'SCHEDULED')).toEqual(['Cajuzinho Agendado']);
    expect(await matches('de', undefined, reader)).toEqual(['Brigadeiro', 'Pão de Ló']);
  });

  it('follows edits of the title, the description and the author', async () => {
    const recipe = await create({ title: 'Quindim', description: 'Gema e coco', author: 'Ana' });
    expect(await matches('gema')).toEqual(['Quindim']);
    await update(recipe.recipeId, { description: 'Ovos e açúcar', author: 'Irene Araújo' });
    expect(await matches('gema')).toEqual([]);
    expect(await matches('araujo')).toEqual(['Quindim']);
    expect(await matches('acucar')).toEqual(['Quindim']);
  });

  it('is on REST as ?query=', async () => {
    const res = await app.api('GET', '/api/recipes?query=julia', { token: admin });
    expect(titlesOf(res.body)).toEqual(['Pão de Ló']);
  });
});

describe('publishing', () => {
  it('a draft is never announced; published, it shows everywhere, is dated now and announced once', async () => {
    const party = {
      category: [{ categoryId: doces }],
      cravings: [{ name: 'Doce de festa' }],
      tags: [{ name: 'festa' }],
      ingredients: ingredients('leite condensado', 'coco'),
      description: 'Docinho de festa',
    };
    const draft = await create({ ...party, title: 'Bicho de Pé', draft: true });
    expect(draft).toMatchObject({ draft: true, status: 'DRAFT' });
    // Its date has come, yet nothing announces it.
    await app.server.services.notifications.announceDue();
    expect(await unread(reader)).not.toContain('Nova receita: Bicho de Pé');
    await sleep(1100);

    const published = await update(draft.recipeId, { ...draft, draft: false });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ draft: false, status: 'PUBLISHED' });
    // Written earlier, public now: readers see it as new.
    expect(Date.parse(published.body.datePublished)).toBeGreaterThan(Date.parse(draft.datePublished));
    const seen = await everythingReadersSee();
    expect(listsShowing(seen, 'Bicho de Pé')).toEqual(Object.keys(seen));
    expect((await data('{ recipes(size: 1) { content { title } } }')).recipes.content[0].title).toBe('Bicho de Pé');
    expect((await app.api('GET', `/api/recipes/${draft.recipeId}`)).status).toBe(200);
    expect(await unread(reader)).toContain('Nova receita: Bicho de Pé');

    // Back to draft: gone for readers again, the announcement with it; published again: not announced twice.
    const again = await update(draft.recipeId, { draft: true });
    expect(again.body.status).toBe('DRAFT');
    expect(listsShowing(await everythingReadersSee(), 'Bicho de Pé')).toEqual([]);
    expect(await unread(reader)).not.toContain('Nova receita: Bicho de Pé');
    const republished = await update(draft.recipeId, { draft: false });
    expect(republished.body.datePublished).toBe(published.body.datePublished);
    await app.server.services.notifications.announceDue();
    const [{ n }] = await app.server.ds.query('SELECT COUNT(*) AS n FROM notifications WHERE recipeId = ?', [
      draft.recipeId,
    ]);
    expect(Number(n)).toBe(1);
    expect((await unread(reader)).filter((m) => m === 'Nova receita: Bicho de Pé')).toHaveLength(1);
  });

  it('a draft with a date ahead becomes scheduled, keeping its date; a date given on publishing is kept', async () => {
    const ahead = inDays(2).replace(/\.\d+Z$/, 'Z');
    const planned = await create({ title: 'Canjica Planejada', draft: true, datePublished: ahead });
    const scheduled = await update(planned.recipeId, { draft: false });
    expect(scheduled.body).toMatchObject({ status: 'SCHEDULED', datePublished: ahead.replace('Z', '.000Z') });

    const backdated = await create({ title: 'Pamonha Antiga', draft: true });
    const res = await update(backdated.recipeId, { draft: false, datePublished: '2024-06-24' });
    expect(res.body).toMatchObject({ status: 'PUBLISHED', datePublished: '2024-06-24T00:00:00.000Z' });
  });

  it('a scheduled recipe turns PUBLISHED at its time, for readers too, and is announced then', async () => {
    const soon = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000);
    const recipe = await create({ title: 'Curau Pontual', datePublished: soon.toISOString() });
    expect(recipe.status).toBe('SCHEDULED');
    expect((await app.api('GET', `/api/recipes/${recipe.recipeId}`)).status).toBe(404);
    expect(await unread(reader)).not.toContain('Nova receita: Curau Pontual');
    await sleep(soon.getTime() - Date.now() + 300);

    expect((await app.api('GET', `/api/recipes/${recipe.recipeId}`)).body.status).toBe('PUBLISHED');
    expect(titlesOf((await app.api('GET', '/api/recipes/search?query=curau')).body)).toEqual(['Curau Pontual']);
    // (The once-a-minute job may have come first.)
    expect(await app.server.services.notifications.announceDue()).toBeLessThanOrEqual(1);
    expect(await unread(reader)).toContain('Nova receita: Curau Pontual');
  });
});

describe('the draft field on writes', () => {
  it('defaults to false on create and is kept when omitted on update', async () => {
    const recipe = await create({ title: 'Arroz Doce' });
    expect(recipe).toMatchObject({ draft: false, status: 'PUBLISHED' });
    const draft = await create({ title: 'Arroz de Leite', draft: true });
    const edited = await update(draft.recipeId, { title: 'Arroz de Leite Cremoso' });
    expect(edited.body).toMatchObject({ title: 'Arroz de Leite Cremoso', draft: true, status: 'DRAFT' });
    const viaGraphql = await data(
      `mutation { createRecipe(input: { title: "Ambrosia", draft: true }) { ${CARD} } }`,
      {},
      admin,
    );
    expect(viaGraphql.createRecipe).toMatchObject({ draft: true, status: 'DRAFT' });
  });

  it('refuses a value that is not true or false, in Portuguese, changing nothing', async () => {
    const recipe = await create({ title: 'Doce de Abóbora', draft: true });
    for (const value of ['sim', 1, 'false']) {
      const res = await update(recipe.recipeId, { title: 'Outro', draft: value });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'O campo draft deve ser true ou false.', field: 'draft' });
    }
    const read = await app.api('GET', `/api/recipes/${recipe.recipeId}`, { token: admin });
    expect(read.body).toMatchObject({ title: 'Doce de Abóbora', draft: true });
  });
});
