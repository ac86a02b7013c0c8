import path from 'node:path';
import { stepName } from '../../modules/seo/structured-data';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// The schema.org markup of the public pages, read from the pages the real server renders: built on the server from
// what each page declares it shows, with absolute URLs from PUBLIC_URL, and only what the recipe really has.
const clientRoot = path.resolve(__dirname, '../../../../client');
const PUBLIC_URL = 'https://receitas.example.com.br';

let app: TestApp;
let admin: string;
let categoryId: number;
let recipeId: number;
let plainId: number;

type Item = Record<string, any>;
/** The JSON-LD items of a page as the next reader gets it (a change is rendered in the background), in order. */
const markup = async (p: string): Promise<{ status: number; items: Item[] }> => {
  await (await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } })).arrayBuffer();
  await app.server.pages.settled();
  const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const items = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]),
  );
  return { status: res.status, items };
};
const ofType = (items: Item[], type: string) => items.filter((item) => item['@type'] === type);

beforeAll(async () => {
  app = await startTestApp({ clientRoot, env: { PUBLIC_URL } });
  admin = await app.adminToken();
  categoryId = (await app.api('POST', '/api/categories', { token: admin, body: { name: 'Quitutes' } })).body.categoryId;
  const created = await app.api('POST', '/api/recipes', {
    token: admin,
    body: recipeBody({
      title: 'Bolo de Fubá com Goiabada',
      imageUrl: '/uploads/2026/11/bolo-original.webp',
      category: [{ categoryId }],
      cuisine: 'Mineira',
      servings: '12 fatias',
      tags: [{ name: 'quitutes' }, { name: 'Mineira' }, { name: 'café da tarde' }, { name: 'sem lactose' }],
      nutrition: { calories: 210, carbohydrates: 31.5, protein: 4, fat: 7, fiber: 1, sodium: 95 },
      ingredients: [
        { section: 'Massa', ingredientName: 'fubá', quantity: '2', unit: 'xícaras (chá)' },
        { section: 'Massa', ingredientName: 'ovos', quantity: '3', unit: '' },
        { section: 'Massa', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
        { section: 'Recheio', ingredientName: 'goiabada em cubos', quantity: '200', unit: 'g' },
      ],
      instructions: [
        { section: 'Massa', stepNumber: 1, instructionText: 'Bata os ovos com o açúcar. Junte o fubá aos poucos.' },
        { section: 'Massa', stepNumber: 2, instructionText: 'Despeje na forma untada.' },
        { section: 'Recheio', stepNumber: 1, instructionText: 'Espalhe a goiabada e asse por 40 minutos a 180 °C.' },
      ],
    }),
  });
  expect(created.status).toBe(201);
  recipeId = created.body.recipeId;
  plainId = (
    await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({
        title: 'Café Coado',
        servings: 'uma garrafa',
        nutrition: { calories: 5 },
        instructions: [{ section: '', stepNumber: 1, instructionText: 'Passe o café.' }],
      }),
    })
  ).body.recipeId;
}, 120_000);
afterAll(() => app?.close());

describe('a recipe page: Recipe markup built on the server', () => {
  it('describes the recipe with absolute URLs, its author and publisher, and its dates', async () => {
    const { items } = await markup(`/recipes/${recipeId}`);
    const [recipe] = ofType(items, 'Recipe');
    expect(recipe).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Bolo de Fubá com Goiabada',
      url: `${PUBLIC_URL}/recipes/${recipeId}`,
      author: { '@type': 'Person', name: expect.any(String), url: `${PUBLIC_URL}/about` },
      publisher: {
        '@type': 'Organization',
        name: 'Receitas da Marina',
        logo: { url: `${PUBLIC_URL}/icons/icon-512.png` },
      },
      recipeCategory: 'Quitutes',
      recipeCuisine: 'Mineira',
    });
    expect(new Date(recipe.datePublished).toISOString()).toBe(recipe.datePublished);
    expect(new Date(recipe.dateModified).getTime()).toBeGreaterThanOrEqual(new Date(recipe.datePublished).getTime());
    expect(recipe.image).toContain(`${PUBLIC_URL}/uploads/2026/11/bolo-original.webp`);
    for (const image of recipe.image) expect(image.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });

  it('reads each ingredient as a person does, and the yield as number and text', async () => {
    const [recipe] = ofType((await markup(`/recipes/${recipeId}`)).items, 'Recipe');
    expect(recipe.recipeIngredient).toEqual([
      '2 xícaras (chá) de fubá',
      '3 ovos',
      'sal a gosto',
      '200 g de goiabada em cubos',
    ]);
    expect(recipe.recipeYield).toEqual(['12', '12 fatias']);
    expect(recipe.nutrition).toMatchObject({
      '@type': 'NutritionInformation',
      servingSize: '1 fatia',
      calories: '210 kcal',
      carbohydrateContent: '31.5 g',
      sodiumContent: '95 mg',
    });
  });

  it('gives steps a name and the page anchor, numbered on across named sections (HowToSection)', async () => {
    const [recipe] = ofType((await markup(`/recipes/${recipeId}`)).items, 'Recipe');
    const url = `${PUBLIC_URL}/recipes/${recipeId}`;
    expect(recipe.recipeInstructions).toEqual([
      {
        '@type': 'HowToSection',
        name: 'Massa',
        itemListElement: [
          {
            '@type': 'HowToStep',
            name: 'Bata os ovos com o açúcar',
            text: 'Bata os ovos com o açúcar. Junte o fubá aos poucos.',
            url: `${url}#passo-1`,
          },
          {
            '@type': 'HowToStep',
            name: 'Despeje na forma untada',
            text: 'Despeje na forma untada.',
            url: `${url}#passo-2`,
          },
        ],
      },
      {
        '@type': 'HowToSection',
        name: 'Recheio',
        itemListElement: [
          {
            '@type': 'HowToStep',
            name: 'Espalhe a goiabada e asse por 40 minutos a 180 °C',
            text: 'Espalhe a goiabada e asse por 40 minutos a 180 °C.',
            url: `${url}#passo-3`,
          },
        ],
      },
    ]);
    // the anchors are the page's own
    const html = await (await fetch(`${app.url}/recipes/${recipeId}`, { headers: { accept: 'text/html' } })).text();
    for (const n of [1, 2, 3]) expect(html).toContain(`id="passo-${n}"`);
  });

  it('keeps the category and the cuisine out of the keywords (Google’s rule)', async () => {
    const [recipe] = ofType((await markup(`/recipes/${recipeId}`)).items, 'Recipe');
    expect(recipe.keywords).toBe('café da tarde, sem lactose');
  });

  it('has a rating only once readers rated it, and a trail through the category its header links', async () => {
    const before = ofType((await markup(`/recipes/${recipeId}`)).items, 'Recipe')[0];
    expect(before.aggregateRating).toBeUndefined();
    const reader = await app.confirmedUserToken();
    const rated = await app.api('POST', `/api/user/comment/${recipeId}`, {
      token: reader,
      body: { content: 'Ficou lindo!', score: 4 },
    });
    expect(rated.status).toBe(201);
    // a reader's first comment waits for the creator: its score counts once approved
    expect(ofType((await markup(`/recipes/${recipeId}`)).items, 'Recipe')[0].aggregateRating).toBeUndefined();
    const approved = await app.api('POST', '/api/admin/comments/moderate', {
      token: admin,
      body: { ids: [rated.body.commentId], action: 'APPROVE' },
    });
    expect(approved.body).toEqual({ changed: 1 });
    const { items } = await markup(`/recipes/${recipeId}`);
    expect(ofType(items, 'Recipe')[0].aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      ratingCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ofType(items, 'BreadcrumbList')[0].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Quitutes', item: `${PUBLIC_URL}/category/${categoryId}` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Bolo de Fubá com Goiabada',
        item: `${PUBLIC_URL}/recipes/${recipeId}`,
      },
    ]);
  });

  it('without a number of servings: the yield as written and no nutrition (no serving to speak of)', async () => {
    const [recipe] = ofType((await markup(`/recipes/${plainId}`)).items, 'Recipe');
    expect(recipe.recipeYield).toBe('uma garrafa');
    expect(recipe.nutrition).toBeUndefined();
    expect(recipe.recipeInstructions).toEqual([
      {
        '@type': 'HowToStep',
        name: 'Passe o café',
        text: 'Passe o café.',
        url: `${PUBLIC_URL}/recipes/${plainId}#passo-1`,
      },
    ]);
  });

  it('a draft is nobody’s page: 404, no markup', async () => {
    const draft = (
      await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Rascunho', draft: true }) })
    ).body.recipeId;
    const { status, items } = await markup(`/recipes/${draft}`);
    expect(status).toBe(404);
    expect(items).toEqual([]);
  });
});

describe('site-wide markup', () => {
  it('the home page: WebSite with a search that opens from a URL, and the Organization with its profiles', async () => {
    const put = await app.api('PUT', '/api/admin/configurations', {
      token: admin,
      body: {
        socialMedia: { instagram: 'https://www.instagram.com/receitas', youtube: 'https://youtube.com/@receitas' },
      },
    });
    expect(put.status).toBe(200);
    const { items } = await markup('/');
    const [site] = ofType(items, 'WebSite');
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${PUBLIC_URL}/?busca={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    const [organization] = ofType(items, 'Organization');
    expect(organization).toMatchObject({ name: 'Receitas da Marina', url: `${PUBLIC_URL}/` });
    expect(organization.sameAs).toEqual(['https://www.instagram.com/receitas', 'https://youtube.com/@receitas']);
  });

  it('a category page: its trail and the recipes it shows as an ItemList (summary page)', async () => {
    const { items } = await markup(`/category/${categoryId}`);
    expect(ofType(items, 'BreadcrumbList')[0].itemListElement.map((i: Item) => i.name)).toEqual(['Início', 'Quitutes']);
    const [list] = ofType(items, 'ItemList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${PUBLIC_URL}/recipes/${recipeId}` },
    ]);
  });

  it('the recipe index lists the recipes its sections show, once each', async () => {
    const [list] = ofType((await markup('/recipes')).items, 'ItemList');
    const urls = list.itemListElement.map((i: Item) => i.url);
    expect(urls).toContain(`${PUBLIC_URL}/recipes/${recipeId}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(list.itemListElement.map((i: Item) => i.position)).toEqual(urls.map((_: string, n: number) => n + 1));
  });

  it('the e-book page: a Book with an Offer in reais for each e-book', async () => {
    const created = await app.api('POST', '/api/admin/ebooks', {
      token: admin,
      body: {
        title: 'Quitutes de Minas',
        author: 'Marina',
        price: 29.9,
        verticalCoverImageUrl: '/uploads/2026/11/v-original.webp',
        horizontalCoverImageUrl: '/uploads/2026/11/h-original.webp',
        externalUrl: 'https://loja.exemplo.com/quitutes',
      },
    });
    expect(created.status).toBe(201);
    const books = ofType((await markup('/e-book')).items, 'Book');
    expect(books.find((b) => b.name === 'Quitutes de Minas')).toMatchObject({
      author: { '@type': 'Person', name: 'Marina' },
      image: `${PUBLIC_URL}/uploads/2026/11/v-original.webp`,
      url: 'https://loja.exemplo.com/quitutes',
      offers: { '@type': 'Offer', price: '29.90', priceCurrency: 'BRL', url: 'https://loja.exemplo.com/quitutes' },
    });
  });
});

describe('stepName', () => {
  it('is the first sentence, cut at a word when long', () => {
    expect(stepName('Misture tudo. Leve ao forno.')).toBe('Misture tudo');
    expect(stepName('Sirva!')).toBe('Sirva!');
    const long = stepName(`Acrescente ${'ovos e farinha '.repeat(10)}até dar ponto.`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/\S…$/);
  });
});
