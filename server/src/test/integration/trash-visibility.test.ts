import { recipeBody, startTestApp, type TestApp } from '../harness';

// A recipe in the trash is gone from every read of the site and of the dashboard (but the trash), and comes back
// from it exactly as it was: its comments, rating, categories and e-book place.
let app: TestApp;
let admin: string;
let reader: string;
let categoryId: number;
let pave: number;
let mousse: number;
let ebookId: number;
const CATEGORY = 'Sobremesas Geladas';

async function data<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const res = await app.gql<T>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

async function created(path: string, body: Record<string, unknown>, token = admin) {
  const res = await app.api('POST', path, { token, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const ids = (recipes: { recipeId: number }[]) => recipes.map((r) => r.recipeId);
const page = '{ content { recipeId } }';

/** Whether each read of the site and the dashboard shows the recipe. */
async function whereShown(id: number): Promise<Record<string, boolean>> {
  const [site, dashboard, similar, filter, home, top] = await Promise.all([
    data(`{
      all: findRecipes(page: { size: 100 }) ${page}
      search: findRecipes(criteria: { text: "pêssego" }) ${page}
      byCategory: findRecipes(criteria: { categoryId: ${categoryId} }) ${page}
      byCategoryName: recipes(filter: { category: "${CATEGORY}" }) ${page}
      searchRecipes(query: "pêssego") { recipeId }
      recipesByIds(ids: [${id}]) { recipeId }
    }`),
    data(
      `{ dashboardRecipes(page: { size: 100 }) { ${page.slice(2, -2)} counts { published } }
         moderationComments(status: APPROVED) { content { recipe { recipeId } } }
         dashboardOverview { latestComments { recipe { recipeId } } } }`,
      {},
      admin,
    ),
    data(`{ similarRecipes(id: ${mousse}) ${page} }`),
    data(`{
      filteredRecipes(filter: { category: "${CATEGORY}" }) { recipeId }
      recipeFilters { categories { item { categoryId } count } }
    }`),
    data(`{ homePage { hero { recipeId } latest { recipeId } weeklyMenu { recipe { recipeId } } } }`),
    data('{ topRecipes(limit: 50) { recipeId } }'),
  ]);
  const ebook = (await app.api('GET', '/api/ebooks')).body.find((e: { id: number }) => e.id === ebookId);
  const sitemap = await (await fetch(`${app.url}/sitemap-recipes-1.xml`)).text();
  const saved = (await app.api('GET', '/api/user/saved-recipes', { token: reader })).body as { recipeId: number }[];
  return {
    page: (await app.api('GET', `/api/recipes/${id}`)).status === 200,
    preview: (await app.api('GET', `/api/recipes/${id}`, { token: admin })).status === 200,
    comments: (await app.api('GET', `/api/user/comment/${id}`)).status === 200,
    list: ids(site.all.content).includes(id),
    search: ids(site.search.content).includes(id) && ids(site.searchRecipes).includes(id),
    categoryPage: ids(site.byCategory.content).includes(id) && ids(site.byCategoryName.content).includes(id),
    byIds: ids(site.recipesByIds).includes(id),
    filters: ids(filter.filteredRecipes).includes(id),
    home: ids([...home.homePage.hero, ...home.homePage.latest]).includes(id),
    weeklyMenu: home.homePage.weeklyMenu.some(
      (day: { recipe: { recipeId: number } | null }) => day.recipe?.recipeId === id,
    ),
    top: ids(top.topRecipes).includes(id),
    similar: ids(similar.similarRecipes.content).includes(id),
    ebook: ids(ebook.recipes).includes(id),
    saved: ids(saved).includes(id),
    sitemap: sitemap.includes(`/recipes/${id}</loc>`),
    dashboard: ids(dashboard.dashboardRecipes.content).includes(id),
    moderation: dashboard.moderationComments.content.some(
      (c: { recipe: { recipeId: number } }) => c.recipe.recipeId === id,
    ),
    latestComments: dashboard.dashboardOverview.latestComments.some(
      (c: { recipe: { recipeId: number } }) => c.recipe.recipeId === id,
    ),
  };
}

const everywhere = (shown: boolean) =>
  Object.fromEntries(
    [
      'page',
      'preview',
      'comments',
      'list',
      'search',
      'categoryPage',
      'byIds',
      'filters',
      'home',
      'weeklyMenu',
      'top',
      'similar',
      'ebook',
      'saved',
      'sitemap',
      'dashboard',
      'moderation',
      'latestComments',
    ].map((place) => [place, shown]),
  );

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
  reader = await app.userToken();
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false, ratingsNeedConfirmedEmail: false });
  categoryId = (await created('/api/categories', { name: CATEGORY })).categoryId;
  const inCategory = { category: [{ categoryId }], tags: [{ name: 'gelado' }] };
  pave = (
    await created(
      '/api/recipes',
      recipeBody({
        title: 'Pavê de Pêssego',
        ingredients: [{ ingredientName: 'pêssego em calda', quantity: '1', unit: 'lata' }],
        ...inCategory,
      }),
    )
  ).recipeId;
  mousse = (await created('/api/recipes', recipeBody({ title: 'Mousse de Maracujá', ...inCategory }))).recipeId;
  const cover = { small: '/uploads/c-s.webp', medium: '/uploads/c-m.webp', original: '/uploads/c-o.webp' };
  ebookId = (
    await created('/api/admin/ebooks', {
      title: 'Doces Gelados',
      author: 'Marina Albuquerque',
      price: 19.9,
      verticalCoverImageUrl: cover,
      horizontalCoverImageUrl: cover,
      externalUrl: 'https://loja.exemplo.com.br/gelados',
      publicationDate: '2025-03-01',
      recipeIds: [pave, mousse],
    })
  ).id;
  await created(`/api/user/comment/${pave}`, { content: 'Sucesso no aniversário!', score: 5 }, reader);
  expect((await app.api('PUT', `/api/user/saved-recipes/${pave}`, { token: reader })).status).toBe(204);
  await data(
    `mutation ($input: SiteConfigurationInput!) { saveSiteConfiguration(input: $input) { featuredRecipeIds } }`,
    { input: { featuredRecipeIds: [String(mousse)], weeklyRecipes: { monday: String(pave) } } },
    admin,
  );
});
afterAll(() => app.close());

describe('a recipe in the trash', () => {
  it('is gone from its page, every list, search, filter, the home page, the sitemap and the dashboard, and comes back whole', async () => {
    expect(await whereShown(pave)).toEqual(everywhere(true));
    const before = (await app.api('GET', `/api/recipes/${pave}`)).body;
    expect(before.category).toEqual([expect.objectContaining({ categoryId })]);
    expect(before.rating).toEqual({ average: 5, count: 1 });

    expect((await app.api('DELETE', `/api/recipes/${pave}`, { token: admin })).status).toBe(204);
    expect(await whereShown(pave)).toEqual(everywhere(false));
    expect(await data(`{ recipe(id: ${pave}) { recipeId } }`, {}, admin).catch((e: Error) => e.message)).toMatch(
      /NOT_FOUND/,
    );
    // the category's facet counts the recipe left in it; the other recipe is untouched everywhere
    const facets = await data('{ recipeFilters { categories { item { categoryId } count } } }');
    expect(facets.recipeFilters.categories).toEqual([{ item: { categoryId }, count: 1 }]);
    expect((await whereShown(mousse)).list).toBe(true);
    // the weekly menu lost it in the same write; the home page shows the day empty
    expect((await app.api('GET', '/api/configurations')).body.weeklyRecipes.monday).toBeNull();

    expect(await data(`mutation { restoreFromTrash(kind: RECIPE, id: ${pave}) }`, {}, admin)).toEqual({
      restoreFromTrash: true,
    });
    // everywhere again (the weekly menu, which the trash took it out of, shows the newest desserts: it is one)
    expect(await whereShown(pave)).toEqual(everywhere(true));
    expect((await app.api('GET', '/api/configurations')).body.weeklyRecipes.monday).toBeNull();
    const after = (await app.api('GET', `/api/recipes/${pave}`)).body;
    expect(after).toMatchObject({ title: 'Pavê de Pêssego', category: before.category, rating: before.rating });
    expect(after.ingredients).toEqual(before.ingredients);
    const comments = (await app.api('GET', `/api/user/comment/${pave}`)).body;
    expect(comments.map((c: { content: string }) => c.content)).toEqual(['Sucesso no aniversário!']);
  });

  it('moves the content version (cached pages follow) when it goes and when it comes back', async () => {
    const { contentVersion: before } = (await app.server.ds.query('SELECT contentVersion FROM content_state'))[0];
    expect((await app.api('DELETE', `/api/recipes/${mousse}`, { token: admin })).status).toBe(204);
    const { contentVersion: trashed } = (await app.server.ds.query('SELECT contentVersion FROM content_state'))[0];
    expect(Number(trashed)).toBeGreaterThan(Number(before));
    await data(`mutation { restoreFromTrash(kind: RECIPE, id: ${mousse}) }`, {}, admin);
    const { contentVersion: restored } = (await app.server.ds.query('SELECT contentVersion FROM content_state'))[0];
    expect(Number(restored)).toBeGreaterThan(Number(trashed));
  });
});

describe('a category in the trash', () => {
  it('holds no recipe for any list or filter, and gets its recipes back when restored', async () => {
    expect((await app.api('DELETE', `/api/categories/${categoryId}`, { token: admin })).status).toBe(204);
    expect((await app.api('GET', `/api/categories/${categoryId}`)).status).toBe(404);
    expect((await app.api('GET', '/api/categories')).body).toEqual([]);
    const lists = await data(`{
      byId: findRecipes(criteria: { categoryId: ${categoryId} }) { totalElements }
      byName: recipes(filter: { category: "${CATEGORY}" }) { totalElements }
      facets: filteredRecipes(filter: { category: "${CATEGORY}" }) { recipeId }
      searchInCategory: findRecipes(criteria: { text: "pavê", categoryId: ${categoryId} }) { totalElements }
    }`);
    expect(lists).toEqual({
      byId: { totalElements: 0 },
      byName: { totalElements: 0 },
      facets: [],
      searchInCategory: { totalElements: 0 },
    });
    expect((await app.api('GET', `/api/recipes/${pave}`)).body.category).toEqual([]);
    // its name is no search word any more
    expect((await data('{ searchRecipes(query: "sobremesas") { recipeId } }')).searchRecipes).toEqual([]);

    await data(`mutation { restoreFromTrash(kind: CATEGORY, id: ${categoryId}) }`, {}, admin);
    expect((await app.api('GET', `/api/recipes/${pave}`)).body.category).toEqual([
      expect.objectContaining({ categoryId, name: CATEGORY }),
    ]);
    expect((await whereShown(pave)).categoryPage).toBe(true);
  });
});
