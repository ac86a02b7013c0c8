import { recipeBody, startTestApp, type TestApp } from '../harness';

let app: TestApp;
let admin: string;
const ids: Record<string, number> = {};
let cats: Record<string, number>;

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  // Not about moderation (comment-moderation.test.ts): readers' comments show at once.
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false });
  admin = await app.adminToken();
  const cat = async (name: string) =>
    (await app.api('POST', '/api/categories', { token: admin, body: { name } })).body.categoryId as number;
  cats = { doces: await cat('Doces'), salgados: await cat('Salgados'), bebidas: await cat('Bebidas') };
  const make = async (key: string, o: Record<string, unknown>) => {
    const res = await app.api('POST', '/api/recipes', { token: admin, body: recipeBody(o) });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    ids[key] = res.body.recipeId;
  };
  const ing = (...names: string[]) =>
    names.map((ingredientName) => ({ ingredientName, quantity: '1', unit: 'xícara' }));
  await make('brigadeiro', {
    title: 'Brigadeiro',
    difficulty: 'EASY',
    prepTime: 'PT10M',
    cookTime: 'PT15M',
    category: [{ categoryId: cats.doces }],
    cravings: [{ name: 'Chocolate' }],
    occasions: [{ name: 'Festa' }],
    tags: [{ name: 'festa' }],
    ingredients: ing('leite condensado', 'chocolate em pó', 'manteiga'),
  });
  await make('beijinho', {
    title: 'Beijinho',
    difficulty: 'EASY',
    prepTime: 'PT10M',
    cookTime: 'PT15M',
    category: [{ categoryId: cats.doces }],
    occasions: [{ name: 'Festa' }],
    tags: [{ name: 'festa' }],
    ingredients: ing('leite condensado', 'coco ralado', 'manteiga'),
  });
  await make('bolo', {
    title: 'Bolo de Mandioca',
    difficulty: 'MEDIUM',
    prepTime: 'PT20M',
    cookTime: 'PT50M',
    category: [{ categoryId: cats.doces }],
    cravings: [{ name: 'Cremoso' }],
    ingredients: ing('mandioca ralada', 'ovos', 'açúcar', 'coco ralado'),
  });
  await make('coxinha', {
    title: 'Coxinha de Frango',
    difficulty: 'HARD',
    prepTime: 'PT1H30M',
    cookTime: 'PT40M',
    category: [{ categoryId: cats.salgados }],
    occasions: [{ name: 'Festa' }],
    ingredients: ing('frango', 'farinha de trigo', 'manteiga', 'ovos'),
  });
  await make('pao', {
    title: 'Pão de Queijo',
    difficulty: 'EASY',
    prepTime: 'PT20M',
    cookTime: 'PT25M',
    category: [{ categoryId: cats.salgados }],
    ingredients: ing('polvilho azedo', 'queijo minas', 'ovos', 'leite'),
  });
  await make('limonada', {
    title: 'Limonada Suíça',
    difficulty: 'EASY',
    prepTime: 'PT10M',
    cookTime: 'PT0M',
    category: [{ categoryId: cats.bebidas }],
    ingredients: ing('limões', 'leite condensado', 'gelo'),
  });
  await make('agendada', {
    title: 'Brigadeirão Agendado',
    datePublished: new Date(Date.now() + 86400_000).toISOString(),
    category: [{ categoryId: cats.doces }],
    ingredients: ing('leite condensado'),
  });
});
afterAll(() => app.close());

const titles = (list: { title: string }[]) => list.map((r) => r.title);

describe('search', () => {
  const search = async (q: string) => (await app.api('GET', `/api/recipes/search?query=${encodeURIComponent(q)}`)).body;

  it('finds by title, ingredient, accents, plurals, prefixes, typos and regional synonyms', async () => {
    expect(titles(await search('pao'))[0]).toBe('Pão de Queijo');
    expect(titles(await search('brigad'))[0]).toBe('Brigadeiro');
    expect(titles(await search('brigadero'))[0]).toBe('Brigadeiro');
    expect(titles(await search('aipim'))).toEqual(['Bolo de Mandioca']);
    expect(titles(await search('macaxeira'))).toEqual(['Bolo de Mandioca']);
    expect(titles(await search('limao'))).toContain('Limonada Suíça');
    expect(titles(await search('ovo'))).toEqual(
      expect.arrayContaining(['Bolo de Mandioca', 'Coxinha de Frango', 'Pão de Queijo']),
    );
  });

  it('returns the full recipe JSON, published only, and [] for a blank query', async () => {
    const [first] = await search('brigadeiro');
    expect(first).toMatchObject({
      recipeId: ids.brigadeiro,
      ingredients: expect.any(Array),
      category: [{ categoryId: cats.doces, name: 'Doces' }],
    });
    expect(titles(await search('agendado'))).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect((await app.api('GET', '/api/recipes/search')).body).toEqual([]);
  });

  it('follows recipe writes at once', async () => {
    const res = await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: 'Moqueca Capixaba' }),
    });
    expect(titles(await search('moqueca'))).toEqual(['Moqueca Capixaba']);
    await app.api('PUT', `/api/recipes/${res.body.recipeId}`, { token: admin, body: { title: 'Peixada Capixaba' } });
    expect(titles(await search('moqueca'))).toEqual([]);
    expect(titles(await search('peixada'))).toEqual(['Peixada Capixaba']);
    await app.api('DELETE', `/api/recipes/${res.body.recipeId}`, { token: admin });
    expect(await search('peixada')).toEqual([]);
  });

  it('also answers through GraphQL', async () => {
    const res = await app.gql('{ searchRecipes(query: "coxinha") { title } }');
    expect(res.data.searchRecipes).toEqual([{ title: 'Coxinha de Frango' }]);
  });
});

describe('views and top recipes', () => {
  it('counts a view at most once per address, recipe and day, whatever the User-Agent', async () => {
    const view = (headers: Record<string, string> = {}) =>
      app.api('POST', `/api/recipes/${ids.pao}/view`, { headers: { 'x-forwarded-for': '198.51.100.1', ...headers } });
    expect((await view()).status).toBe(204);
    await view();
    await view({ 'user-agent': 'outro navegador' });
    await view({ 'x-forwarded-for': '198.51.100.2' });
    const [{ viewCount }] = await app.server.ds.query('SELECT viewCount FROM recipes WHERE id = ?', [ids.pao]);
    expect(Number(viewCount)).toBe(2);
    expect((await app.api('POST', '/api/recipes/999999/view')).status).toBe(404);
    const before = (await app.api('GET', `/api/recipes/${ids.pao}`)).body.updatedAt;
    await view({ 'x-forwarded-for': '198.51.100.3' });
    expect((await app.api('GET', `/api/recipes/${ids.pao}`)).body.updatedAt).toBe(before);
    expect((await app.api('POST', `/api/recipes/${ids.agendada}/view`)).status).toBe(404);
  });

  it('ranks by real views blended with ratings, deterministically, published only', async () => {
    for (let i = 0; i < 5; i++)
      await app.api('POST', `/api/recipes/${ids.coxinha}/view`, {
        headers: { 'x-forwarded-for': `198.51.100.${10 + i}` },
      });
    const top = await app.api('GET', '/api/recipes/top?limit=3');
    expect(top.status).toBe(200);
    expect(titles(top.body)).toEqual(['Coxinha de Frango', 'Pão de Queijo', expect.any(String)]);
    const rater = await app.confirmedUserToken();
    await app.api('POST', `/api/user/comment/${ids.limonada}`, {
      token: rater,
      body: { content: 'Perfeita', score: 5 },
    });
    await app.api('POST', `/api/user/comment/${ids.coxinha}`, {
      token: rater,
      body: { content: 'Sem graça', score: 1 },
    });
    const again = titles((await app.api('GET', '/api/recipes/top?limit=50')).body);
    expect(again.indexOf('Limonada Suíça')).toBeLessThan(again.indexOf('Beijinho'));
    expect(again).not.toContain('Brigadeirão Agendado');
    expect(titles((await app.api('GET', '/api/recipes/top')).body)).toHaveLength(6);
    expect((await app.api('GET', '/api/recipes/top?limit=0')).status).toBe(400);
  });
});

describe('similar recipes', () => {
  it('ranks by shared categories, cravings, occasions, tags and ingredients; never the recipe itself', async () => {
    const res = await app.api('GET', `/api/recipes/${ids.brigadeiro}/similar`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, size: 10 });
    const list = titles(res.body.content);
    expect(list[0]).toBe('Beijinho');
    expect(list).not.toContain('Brigadeiro');
    expect(list).not.toContain('Brigadeirão Agendado');
    expect(res.body.totalElements).toBe(list.length);
    const paged = await app.api('GET', `/api/recipes/${ids.brigadeiro}/similar?page=1&size=2`);
    expect(titles(paged.body.content)).toEqual(list.slice(2, 4));
    expect((await app.api('GET', '/api/recipes/999999/similar')).status).toBe(404);
    expect((await app.api('GET', `/api/recipes/${ids.brigadeiro}/similar?page=-1`)).status).toBe(400);
  });
});

describe('faceted filters', () => {
  const filters = async (query = '') => (await app.api('GET', `/api/filters${query}`)).body;
  const find = (list: any[], name: string) =>
    list.find((o) => (typeof o.item === 'string' ? o.item : o.item.name) === name);

  it('lists every group with counts, nothing chosen', async () => {
    const f = await filters();
    expect(Object.keys(f)).toEqual(['categories', 'occasions', 'cravings', 'ingredients', 'skills', 'times']);
    expect(find(f.categories, 'Doces')).toMatchObject({
      item: { categoryId: cats.doces, name: 'Doces' },
      active: true,
      count: 3,
    });
    expect(find(f.skills, 'HARD')).toMatchObject({ active: true, count: 1 });
    expect(find(f.times, '30')).toMatchObject({ active: true, count: 3 });
    expect(find(f.times, '120+')).toMatchObject({ active: true, count: 1 });
    expect(find(f.ingredients, 'leite condensado')).toMatchObject({ count: 3 });
    expect(f.ingredients[0].item).toBe('leite condensado');
    expect(f.ingredients.length).toBeLessThanOrEqual(30);
  });

  it('combines groups with AND; an option is active when choosing it instead leaves recipes', async () => {
    const f = await filters('?category=doces&skill=EASY');
    // Within the category group, counts assume the other groups (skill EASY) only.
    expect(find(f.categories, 'Salgados')).toMatchObject({ active: true, count: 1 });
    expect(find(f.categories, 'Bebidas')).toMatchObject({ active: true, count: 1 });
    expect(find(f.categories, 'Doces')).toMatchObject({ active: true, count: 2, selected: true });
    expect(find(f.skills, 'HARD')).toMatchObject({ active: false, count: 0 });
    expect(find(f.skills, 'MEDIUM')).toMatchObject({ active: true, count: 1 });
    expect(find(f.occasions, 'Festa')).toMatchObject({ active: true, count: 2 });
    const recipes = await app.api('GET', '/api/filters/recipes?category=Doces&skill=easy');
    expect(titles(recipes.body).sort()).toEqual(['Beijinho', 'Brigadeiro']);
  });

  it('matches by id or name, ingredient keys ignore case and accents, and unknown values match nothing', async () => {
    expect(titles((await app.api('GET', `/api/filters/recipes?category=${cats.salgados}&time=120%2B`)).body)).toEqual([
      'Coxinha de Frango',
    ]);
    expect(titles((await app.api('GET', '/api/filters/recipes?ingredient=COCO%20RALADO')).body).sort()).toEqual([
      'Beijinho',
      'Bolo de Mandioca',
    ]);
    expect((await app.api('GET', '/api/filters/recipes?category=inexistente')).body).toEqual([]);
    const none = await filters('?craving=inexistente');
    expect(find(none.categories, 'Doces')).toMatchObject({ active: false, count: 0 });
    expect(find(none.cravings, 'Chocolate')).toMatchObject({ active: true, count: 1 });
  });

  it('pages the filtered recipes when page or size is given', async () => {
    const page = await app.api('GET', '/api/filters/recipes?category=Doces&page=0&size=2');
    expect(page.body).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.body.content).toHaveLength(2);
    expect((await app.api('GET', '/api/filters/recipes?page=-1')).status).toBe(400);
  });

  it('follows recipe writes', async () => {
    await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: 'Refresco', difficulty: 'HARD', category: [{ categoryId: cats.bebidas }] }),
    });
    expect(find((await filters('?category=Bebidas')).skills, 'HARD')).toMatchObject({ count: 1, active: true });
  });
});
