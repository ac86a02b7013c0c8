import { recipeBody, startTestApp, type TestApp } from '../harness';

// 'Duplicar' on a recipe's card: a draft copy to start a variation from, every field and list kept.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

describe('duplicating a recipe', () => {
  it('makes a draft titled "… (cópia)" with every field, section and link of the original, which stays as it was', async () => {
    const category = (await app.api('POST', '/api/categories', { token: admin, body: { name: 'Lanches' } })).body;
    const original = (
      await app.api('POST', '/api/recipes', {
        token: admin,
        body: recipeBody({
          category: [{ categoryId: category.categoryId }],
          cravings: [{ name: 'Salgadinho' }],
          occasions: [{ name: 'Festa junina' }],
          nutrition: { calories: 120, fat: 6.5 },
          sourceUrl: 'https://blog.example/pao-de-queijo',
        }),
      })
    ).body;
    const res = await app.api('POST', `/api/recipes/${original.recipeId}/duplicate`, { token: admin });
    expect(res.status).toBe(201);
    const copy = res.body;
    expect(copy.recipeId).not.toBe(original.recipeId);
    expect(copy).toMatchObject({
      title: 'Pão de Queijo Mineiro (cópia)',
      draft: true,
      status: 'DRAFT',
      sourceUrl: null,
    });
    const same = (recipe: Record<string, unknown>) => {
      const strip = (items: unknown) =>
        (items as Record<string, unknown>[]).map((item) =>
          Object.fromEntries(Object.entries(item).filter(([key]) => !/Id$|^id$/.test(key))),
        );
      return {
        description: recipe.description,
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        servings: recipe.servings,
        commentBody: recipe.commentBody,
        nutrition: recipe.nutrition,
        ingredients: strip(recipe.ingredients),
        instructions: strip(recipe.instructions),
        notes: strip(recipe.notes),
        tags: strip(recipe.tags),
        utensils: strip(recipe.utensils),
        category: recipe.category,
        cravings: (recipe.cravings as { id: number }[]).map((c) => c.id),
        occasions: (recipe.occasions as { id: number }[]).map((o) => o.id),
      };
    };
    expect(same(copy)).toEqual(same(original));
    const stored = (await app.api('GET', `/api/recipes/${original.recipeId}`, { token: admin })).body;
    expect(stored).toMatchObject({ title: 'Pão de Queijo Mineiro', status: 'PUBLISHED' });

    expect((await app.api('POST', '/api/recipes/999999/duplicate', { token: admin })).status).toBe(404);
    expect(
      (await app.api('POST', `/api/recipes/${original.recipeId}/duplicate`, { token: await app.userToken() })).status,
    ).toBe(403);
  });
});
