import { recipeBody, startTestApp, type TestApp } from '../harness';
import { RECIPE_FIELDS } from '../../rest/routes/recipes';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const admin = await app.adminToken();
  const category = await app.api('POST', '/api/categories', { token: admin, body: { name: 'Lote' } });
  for (let i = 0; i < 60; i++) {
    const res = await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({
        title: `Receita ${i}`,
        category: [{ categoryId: category.body.categoryId }],
        cravings: [{ name: `Desejo ${i % 5}` }],
        occasions: [{ name: `Ocasião ${i % 3}` }],
      }),
    });
    expect(res.status).toBe(201);
  }
});
afterAll(() => app.close());

const PAGE = `query ($size: Int!) { recipes(page: 0, size: $size) { content { ...RecipeFields } totalElements } } ${RECIPE_FIELDS}`;

async function statementsFor(size: number): Promise<number> {
  app.queries.reset();
  const res = await app.gql(PAGE, { size });
  expect(res.errors).toBeUndefined();
  expect(res.data.recipes.content).toHaveLength(size);
  expect(res.data.recipes.content[size - 1].ingredients).toHaveLength(2);
  expect(res.data.recipes.content[size - 1].category).toEqual([{ categoryId: expect.any(Number), name: 'Lote' }]);
  return app.queries.count;
}

describe('per-request DataLoaders', () => {
  it('load one page of recipes with every relation in a number of statements that does not grow with the page', async () => {
    const for5 = await statementsFor(5);
    const for50 = await statementsFor(50);
    expect(for50).toBe(for5);
    // page + count + 5 child lists + 3 taxonomy links + ratings
    expect(for50).toBeLessThanOrEqual(11);
    console.log(`SQL statements for a page of 50 recipes with all relations: ${for50}`);
  });

  it('the REST full list costs the same fixed number of statements', async () => {
    app.queries.reset();
    const res = await app.api('GET', '/api/recipes');
    expect(res.body).toHaveLength(60);
    expect(app.queries.count).toBeLessThanOrEqual(10);
  });
});
