import { createRequestContext } from '../../graphql/context';
import { failures, resolveSelection } from '../../modules/filter/facets';
import { Craving } from '../../modules/craving/craving.entity';
import { Occasion } from '../../modules/occasion/occasion.entity';
import { RecipeSort, listingCriteria, type RecipeCriteria } from '../../modules/recipe/listing/recipe-criteria';
import { RecipeListing, type Audience, type ListingEngine } from '../../modules/recipe/listing/recipe-listing';
import { Difficulty } from '../../modules/recipe/recipe.entity';
import { RecipeStatus } from '../../modules/recipe/recipe-visibility';
import { pageWindow } from '../../shared/paging';
import { startTestApp, type TestApp } from '../harness';

// The one listing path: every engine gives the same ids for the same criteria, pages add up to the whole list,
// readers only ever get published recipes, and the dashboard's field, counts and bulk actions.
let app: TestApp;
let admin: string;
let reader: string;
const categoryIds: number[] = [];
let cravingIds: number[] = [];
let occasionIds: number[] = [];

const DAY = 86_400_000;
const WORDS = ['bolo', 'torta', 'pudim', 'frango', 'feijoada', 'salada', 'pão', 'biscoito'];
const FLAVOURS = ['de cenoura', 'de chocolate', 'de milho', 'caipira', 'de limão', 'com queijo'];
const CUISINES = ['Mineira', 'Baiana', 'Nordestina', 'mineira', 'Italiana'];
const INGREDIENTS = ['ovos', 'farinha de trigo', 'leite', 'açúcar', 'milho', 'queijo', 'limão', 'cenoura', 'frango'];
const DIFFICULTIES = [Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD];

/** 72 recipes of every status, spread over categories, cravings, occasions, cuisines, times and dates. */
async function seed(): Promise<void> {
  const { services } = app.server;
  const ctx = createRequestContext(services.ds, {});
  for (const name of ['Doces', 'Salgados', 'Festa Junina']) {
    categoryIds.push((await app.api('POST', '/api/categories', { token: admin, body: { name } })).body.categoryId);
  }
  const now = Date.now();
  for (let i = 0; i < 72; i++) {
    const title = `${WORDS[i % WORDS.length]} ${FLAVOURS[i % FLAVOURS.length]} ${i}`;
    const status = i % 9 === 4 ? 'draft' : i % 11 === 5 ? 'scheduled' : 'published';
    const date = status === 'scheduled' ? now + (i + 1) * DAY : now - (i * 37 + 5) * 3_600_000;
    await services.recipes.create(
      ctx,
      {
        title: i === 7 ? `Ábacaxi ${title}` : title,
        description: `Receita número ${i}, ${i % 2 ? 'fácil de fazer' : 'para o fim de semana'}.`,
        author: i % 10 === 3 ? 'Júlia Tavares' : null,
        prepTime: i % 7 === 0 ? null : `PT${(i % 5) * 10 + 5}M`,
        cookTime: i % 6 === 0 ? null : `PT${(i % 4) * 15 + 10}M`,
        difficulty: DIFFICULTIES[i % 3],
        cuisine: i % 8 === 6 ? null : CUISINES[i % CUISINES.length],
        category: [{ categoryId: categoryIds[i % 3] }, ...(i % 4 === 0 ? [{ categoryId: categoryIds[2] }] : [])],
        cravings: i % 3 === 1 ? [] : [{ name: i % 2 ? 'Doce de festa' : 'Comfort food' }],
        occasions: i % 5 === 2 ? [] : [{ name: i % 2 ? 'Aniversário' : 'Almoço de domingo' }],
        ingredients: [0, 3, 5].map((k) => ({
          ingredientName: INGREDIENTS[(i + k) % INGREDIENTS.length],
          quantity: '1',
        })),
        datePublished: new Date(date).toISOString(),
        draft: status === 'draft',
      },
      { announce: false },
    );
  }
  // Views for MOST_VIEWED (some ties, so the tie-break shows).
  await services.ds.query('UPDATE recipes SET viewCount = (id * 7) % 5');
  cravingIds = (await services.ds.getRepository(Craving).find()).map((c) => c.id);
  occasionIds = (await services.ds.getRepository(Occasion).find()).map((o) => o.id);
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
  reader = await app.userToken();
  await seed();
});
afterAll(() => app.close());

const listing = () => app.server.services.listing;
const ids = (criteria: RecipeCriteria, audience: Audience, engine?: ListingEngine) =>
  listing().ids(listingCriteria(criteria), audience, engine);

/** Criteria every engine can answer (no text: only the index answers a text). */
function sharedCriteria(): RecipeCriteria[] {
  const sorts = [RecipeSort.NEWEST, RecipeSort.TITLE, RecipeSort.MOST_VIEWED, RecipeSort.STATUS];
  const filters: RecipeCriteria[] = [
    {},
    { categoryId: categoryIds[0] },
    { categoryId: categoryIds[2], difficulty: Difficulty.EASY },
    { cravingId: cravingIds[0] },
    { occasionId: occasionIds[1], maxPrepMinutes: 25 },
    { cuisine: 'MINEIRA' },
    { cuisine: 'baiana', maxCookMinutes: 30 },
    { maxTotalMinutes: 40 },
    { maxPrepMinutes: 0 },
    { publishedBefore: new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10) },
    { status: RecipeStatus.DRAFT },
    { status: RecipeStatus.SCHEDULED, categoryId: categoryIds[1] },
    { categoryId: 999_999 },
  ];
  return filters.flatMap((f, i) => [{ ...f, sort: sorts[i % sorts.length] }, { ...f }]);
}

describe('the engines', () => {
  it('give the same ids in the same order for the same criteria (SQL and the facet table)', async () => {
    for (const criteria of sharedCriteria()) {
      for (const audience of ['public', 'admin'] as const) {
        const bySql = await ids(criteria, audience, 'sql');
        const byTable = await ids(criteria, audience, 'table');
        expect({ criteria, audience, ids: byTable }).toEqual({ criteria, audience, ids: bySql });
      }
    }
    // The fixture is not trivially empty: the criteria select different, non-empty lists.
    expect((await ids({ categoryId: categoryIds[0] }, 'admin', 'sql')).length).toBeGreaterThan(10);
    expect((await ids({ status: RecipeStatus.DRAFT }, 'admin', 'sql')).length).toBe(8);
  });

  it('filter a text search exactly as the other criteria filter the whole catalogue, keeping the ranking', async () => {
    for (const text of ['bolo', 'chocolate', 'queijo', 'julia', 'abacaxi']) {
      const ranked = await ids({ text }, 'admin');
      expect(ranked.length).toBeGreaterThan(0);
      for (const criteria of sharedCriteria()) {
        if (criteria.sort) continue;
        for (const audience of ['public', 'admin'] as const) {
          const others = new Set(await ids(criteria, audience, 'sql'));
          const expected = ranked.filter((id) => others.has(id));
          expect({ text, criteria, audience, ids: await ids({ ...criteria, text }, audience) }).toEqual({
            text,
            criteria,
            audience,
            ids: expected,
          });
        }
      }
    }
  });

  it("answer the filter page's groups as the facet counts do", async () => {
    const { table, selection } = await app.server.services.filters.resolve({ category: 'Doces', ingredient: 'ovos' });
    const now = Date.now();
    const expected = table.rows
      .filter((row) => row.publishedAt <= now && failures(row, selection) === 0)
      .sort((a, b) => b.datePublished - a.datePublished || b.id - a.id)
      .map((row) => row.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids({ facets: { category: 'Doces', ingredient: 'ovos' } }, 'public')).toEqual(expected);
    // Facets combine with the other criteria like any criterion.
    const easy = new Set(await ids({ difficulty: Difficulty.EASY }, 'public', 'sql'));
    expect(
      await ids({ facets: { category: 'doces', ingredient: 'OVOS' }, difficulty: Difficulty.EASY }, 'public'),
    ).toEqual(expected.filter((id) => easy.has(id)));
    expect(resolveSelection({ category: 'nenhuma' }, { category: [], occasion: [], craving: [] }, table)).toEqual({
      category: null,
    });
  });

  it('are chosen by the criteria: a text → the index, facets → the table, the rest → SQL', () => {
    expect(RecipeListing.engineFor(listingCriteria({ text: 'bolo', categoryId: 1 }))).toBe('index');
    expect(RecipeListing.engineFor(listingCriteria({ facets: { time: '30' } }))).toBe('table');
    expect(RecipeListing.engineFor(listingCriteria({ categoryId: 1, sort: RecipeSort.TITLE }))).toBe('sql');
  });
});

describe('pages', () => {
  it('add up to the whole list, in order, on every engine', async () => {
    for (const criteria of [
      { categoryId: categoryIds[0], sort: RecipeSort.TITLE },
      { text: 'bolo' },
      { text: 'bol' },
      { text: 'queijo cenoura' },
      { text: 'bolo milho xablau' },
      { text: 'de', sort: RecipeSort.MOST_VIEWED },
      { text: 'bolo', sort: RecipeSort.TITLE },
      { facets: { occasion: 'Aniversário' } },
    ] as RecipeCriteria[]) {
      const all = await ids(criteria, 'admin');
      const seen: number[] = [];
      for (let page = 0; page * 7 < all.length + 7; page++) {
        const found = await listing().find(listingCriteria(criteria), pageWindow({ page, size: 7 }), 'admin');
        expect(found.totalElements).toBe(all.length);
        expect(found.totalPages).toBe(Math.ceil(all.length / 7));
        seen.push(...found.content.map((r) => r.id));
      }
      expect(seen).toEqual(all);
    }
  });

  it('are checked in one place: the same 400 on every paged field', async () => {
    for (const query of [
      '{ findRecipes(page: { page: -1 }) { totalElements } }',
      '{ recipes(page: -1) { totalElements } }',
      '{ filteredRecipesPage(page: -1) { totalElements } }',
      '{ similarRecipes(id: 1, page: -1) { totalElements } }',
    ]) {
      const res = await app.gql(query);
      expect(res.errors?.[0]).toMatchObject({
        message: 'O parâmetro page deve ser um inteiro ≥ 0.',
        extensions: { code: 'BAD_USER_INPUT', field: 'page' },
      });
    }
    const size = await app.gql('{ findRecipes(page: { size: 0 }) { totalElements } }');
    expect(size.errors?.[0].message).toBe('O parâmetro size deve ser um inteiro ≥ 1.');
    const capped = await app.gql('{ findRecipes(page: { size: 5000 }) { size content { recipeId } } }');
    expect(capped.data.findRecipes.size).toBe(100);
    const rest = await app.api('GET', '/api/recipes?page=0&size=0');
    expect(rest.status).toBe(400);
  });
});

describe('public and admin fields', () => {
  const FIND = `query ($criteria: RecipeCriteria) {
    findRecipes(criteria: $criteria, page: { size: 100 }) { totalElements content { recipeId status } }
  }`;

  it('public lists hold published recipes only, whoever asks', async () => {
    for (const token of [undefined, reader, admin]) {
      const all = (await app.gql(FIND, {}, token)).data.findRecipes;
      expect(all.totalElements).toBe((await ids({}, 'public', 'sql')).length);
      expect(new Set(all.content.map((r: { status: string }) => r.status))).toEqual(new Set(['PUBLISHED']));
      const drafts = (await app.gql(FIND, { criteria: { status: 'DRAFT' } }, token)).data.findRecipes;
      expect(drafts.totalElements).toBe(0);
      const legacy = (await app.gql('{ recipes(size: 100) { totalElements } }', {}, token)).data.recipes;
      expect(legacy.totalElements).toBe(all.totalElements);
    }
  });

  it('the dashboard field is the admin’s: every status, with the count of each', async () => {
    const DASH = `query ($criteria: RecipeCriteria) {
      dashboardRecipes(criteria: $criteria, page: { size: 10 }) {
        totalElements counts { published scheduled drafts } content { recipeId status }
      }
    }`;
    for (const token of [undefined, reader]) {
      const refused = await app.gql(DASH, {}, token);
      expect(refused.data).toBeNull();
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(refused.errors?.[0].extensions.code);
    }
    const all = (await app.gql(DASH, {}, admin)).data.dashboardRecipes;
    expect(all.totalElements).toBe(72);
    expect(all.counts.published + all.counts.scheduled + all.counts.drafts).toBe(72);
    expect(all.counts.drafts).toBe(8);
    const searched = (await app.gql(DASH, { criteria: { text: 'bolo', status: 'DRAFT' } }, admin)).data
      .dashboardRecipes;
    expect(searched.content.every((r: { status: string }) => r.status === 'DRAFT')).toBe(true);
    expect(searched.totalElements).toBe(searched.counts.drafts);
    const bolos = await ids({ text: 'bolo' }, 'admin');
    expect(searched.counts.published + searched.counts.scheduled + searched.counts.drafts).toBe(bolos.length);
  });
});

describe('bulk actions', () => {
  const BULK = 'mutation ($ids: [Int!]!, $action: RecipeBulkAction!) { bulkRecipes(ids: $ids, action: $action) }';

  it('publish, unpublish and delete a selection, which readers see at once', async () => {
    const drafts = await ids({ status: RecipeStatus.DRAFT, sort: RecipeSort.NEWEST }, 'admin');
    const chosen = drafts.slice(0, 3);
    const published = await app.gql(BULK, { ids: [...chosen, 999_999], action: 'PUBLISH' }, admin);
    expect(published.data.bulkRecipes).toBe(3);
    const visible = new Set(await ids({}, 'public'));
    expect(chosen.every((id) => visible.has(id))).toBe(true);
    // The search index and the facet table follow at once.
    const [first] = await app.server.services.listing.byIds([chosen[0]], 'public');
    expect(await ids({ text: first.title }, 'public')).toContain(chosen[0]);
    // Publishing what is public already changes nothing.
    expect((await app.gql(BULK, { ids: chosen, action: 'PUBLISH' }, admin)).data.bulkRecipes).toBe(0);

    expect((await app.gql(BULK, { ids: chosen.slice(0, 2), action: 'UNPUBLISH' }, admin)).data.bulkRecipes).toBe(2);
    const stillPublic = new Set(await ids({}, 'public', 'table'));
    expect(stillPublic.has(chosen[0]) || stillPublic.has(chosen[1])).toBe(false);
    expect(stillPublic.has(chosen[2])).toBe(true);

    expect((await app.gql(BULK, { ids: [chosen[2]], action: 'DELETE' }, admin)).data.bulkRecipes).toBe(1);
    expect(await ids({ text: first.title }, 'admin')).not.toContain(chosen[2]);
    expect((await app.api('GET', `/api/recipes/${chosen[2]}`, { token: admin })).status).toBe(404);
  });

  it('refuse strangers, readers and oversized selections', async () => {
    const forReader = await app.gql(BULK, { ids: [1], action: 'DELETE' }, reader);
    expect(forReader.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const many = await app.gql(BULK, { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'DELETE' }, admin);
    expect(many.errors?.[0]).toMatchObject({
      message: 'Selecione no máximo 100 receitas por vez.',
      extensions: { field: 'ids' },
    });
    expect((await ids({}, 'admin')).length).toBeGreaterThan(60);
  });
});

describe('REST lists without paging', () => {
  it('stream every recipe of the audience as one JSON array, newest first', async () => {
    for (const [token, audience] of [
      [undefined, 'public'],
      [admin, 'admin'],
    ] as const) {
      const res = await app.api('GET', '/api/recipes', { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body.map((r: { recipeId: number }) => r.recipeId)).toEqual(await ids({}, audience, 'sql'));
    }
    const mineira = await app.api('GET', '/api/recipes/cuisine?cuisine=mineira');
    expect(mineira.body.map((r: { recipeId: number }) => r.recipeId)).toEqual(
      await ids({ cuisine: 'Mineira' }, 'public', 'sql'),
    );
    const none = await app.api('GET', '/api/recipes/category?category=inexistente');
    expect(none.body).toEqual([]);
  });
});
