import path from 'node:path';
import { createRequestContext } from '../../graphql/context';
import type { RecipeInput } from '../../modules/recipe/recipe.types';
import { Role } from '../../modules/user/user.entity';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// The SQL an uncached server render of a recipe page costs, with the real client build and the demo data. The page
// cache is off: a request then reads nothing besides its render (the page cache's version reads are skipped and the
// advertising script's configuration comes from the render's context), so the request's statements bound the render's.
const clientRoot = path.resolve(__dirname, '../../../../client');
const MAX_STATEMENTS = 10;
const EXTRA_RECIPES = 300;

let app: TestApp;
let brigadeiro: { recipeId: number; categoryIds: number[]; ingredients: string[]; tags: string[] };
beforeAll(async () => {
  app = await startTestApp({ clientRoot, seed: true, env: { PAGE_CACHE_MB: '0' } });
  const res = await app.gql(`{
    recipes(filter: { title: "Brigadeiro Tradicional" }, size: 1) {
      content { recipeId category { categoryId } ingredients { ingredientName } tags { name } }
    }
  }`);
  const [recipe] = res.data.recipes.content;
  brigadeiro = {
    recipeId: recipe.recipeId,
    categoryIds: recipe.category.map((c: { categoryId: number }) => c.categoryId),
    ingredients: recipe.ingredients.map((i: { ingredientName: string }) => i.ingredientName),
    tags: recipe.tags.map((t: { name: string }) => t.name),
  };
});
afterAll(() => app.close());

/** The titles of the similar recipes the page was rendered with (from the Apollo state it embeds). */
function similarTitles(html: string): string[] {
  const state = JSON.parse(/<script type="application\/json" id="__SERVER_STATE__">(.*?)<\/script>/.exec(html)![1]);
  const cache = state.apollo as Record<string, any>;
  const key = Object.keys(cache.ROOT_QUERY).find((k) => k.startsWith('similarRecipes('))!;
  return cache.ROOT_QUERY[key].content.map((ref: { __ref: string }) => cache[ref.__ref].title as string);
}

/** The rendered markup, without the state embedded after it. */
const markup = (html: string) => html.slice(0, html.indexOf('<script type="application/json" id="__SERVER_STATE__">'));

async function renderRecipePage(): Promise<{ html: string; statements: string[] }> {
  app.queries.reset();
  const res = await fetch(`${app.url}/recipes/${brigadeiro.recipeId}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  expect(res.status).toBe(200);
  expect(res.headers.get('x-page-cache')).toBe('OFF');
  expect(res.headers.get('server-timing')).toMatch(/desc="1 pass"/);
  const statements = app.queries.statements.map((sql) => sql.replace(/\s+/g, ' ').trim());
  expect(statements).toHaveLength(app.queries.count);
  return { html, statements };
}

describe('statements of an uncached recipe page render', () => {
  it(`stay at ${MAX_STATEMENTS} or fewer with the demo catalogue`, async () => {
    const { html, statements } = await renderRecipePage();
    expect(html).toMatch(/<h1[^>]*>Brigadeiro Tradicional/);
    const similar = similarTitles(html);
    expect(similar).toContain('Quindim');
    expect(markup(html)).toContain(similar[0]);
    console.log(
      `${app.dialect}: ${statements.length} statements\n${statements.map((s) => s.slice(0, 160)).join('\n')}`,
    );
    expect(statements.length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  it(`stay at ${MAX_STATEMENTS} or fewer with ${EXTRA_RECIPES} more recipes alike the page's`, async () => {
    const { recipes } = app.server.services;
    const ctx = createRequestContext(app.server.ds, {
      requestId: 'test-catalogue',
      user: { id: 0, name: 'test', email: 'test@receitas.local', role: Role.ADMIN },
    });
    for (let i = 0; i < EXTRA_RECIPES; i++) {
      const input = recipeBody({
        title: `Doce de Festa ${i}`,
        category: brigadeiro.categoryIds.map((categoryId) => ({ categoryId })),
        ingredients: brigadeiro.ingredients.map((ingredientName) => ({ ingredientName, quantity: '1', unit: 'g' })),
        tags: brigadeiro.tags.map((name) => ({ name })),
        datePublished: '2020-01-01',
      }) as RecipeInput;
      await recipes.create(ctx, input, { announce: false, revision: false });
    }
    const { html, statements } = await renderRecipePage();
    // The extra recipes now fill the similar list (more alike than any demo recipe). The page carries one screen of
    // the widest carousel (4, the slides its HTML shows); the live section asks for the rest, at most 30.
    const similar = similarTitles(html);
    expect(similar).toHaveLength(4);
    for (const title of similar) expect(title).toMatch(/^Doce de Festa \d+$/);
    expect(markup(html)).toContain(similar[0]);
    const all = await app.gql(
      `{ similarRecipes(id: ${brigadeiro.recipeId}, page: 0, size: 30) { content { title } } }`,
    );
    const titles = all.data.similarRecipes.content.map((r: { title: string }) => r.title);
    expect(titles).toHaveLength(30);
    expect(titles.slice(0, 4)).toEqual(similar);
    for (const title of titles) expect(title).toMatch(/^Doce de Festa \d+$/);
    console.log(`${app.dialect} with ${EXTRA_RECIPES} more recipes: ${statements.length} statements`);
    expect(statements.length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });
});
