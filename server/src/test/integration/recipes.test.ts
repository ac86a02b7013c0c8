import { recipeBody, startTestApp, type TestApp } from '../harness';

let app: TestApp;
let admin: string;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
  const category = await app.api('POST', '/api/categories', {
    token: admin,
    body: { name: 'Salgados', description: 'Para petiscar' },
  });
  categoryId = category.body.categoryId;
});
afterAll(() => app.close());

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await app.api('POST', '/api/recipes', { token: admin, body: recipeBody(overrides) });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
};

describe('recipe create, read, update, delete', () => {
  it('creates a recipe (201) with the documented JSON shape and reads it back', async () => {
    const created = await create({
      category: [{ categoryId }],
      cravings: [{ name: 'Queijo', description: 'Tudo com queijo' }],
      occasions: [{ name: 'Café da Tarde' }],
      nutrition: { calories: 120, protein: 3.5 },
    });
    expect(created).toMatchObject({
      recipeId: expect.any(Number),
      title: 'Pão de Queijo Mineiro',
      author: expect.any(String),
      prepTime: 'PT20M',
      cookTime: 'PT25M',
      totalTime: 'PT45M',
      servings: '30 unidades',
      difficulty: 'EASY',
      cuisine: 'Mineira',
      imageUrl: null,
      ingredients: [
        {
          ingredientId: expect.any(Number),
          section: 'Massa',
          ingredientName: 'polvilho azedo',
          quantity: '500',
          unit: 'g',
        },
        { ingredientId: expect.any(Number), section: 'Massa', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      ],
      instructions: [
        { instructionId: expect.any(Number), section: 'Massa', stepNumber: 1, instructionText: expect.any(String) },
        { instructionId: expect.any(Number), section: 'Massa', stepNumber: 2, instructionText: expect.any(String) },
      ],
      notes: [{ noteId: expect.any(Number), noteText: 'Congele as bolinhas cruas por até 3 meses.' }],
      tags: [{ recipeTagId: expect.any(Number), name: 'lanche' }],
      utensils: [{ id: expect.any(Number), name: 'Assadeira', link: 'https://example.com/assadeira' }],
      category: [{ categoryId, name: 'Salgados' }],
      cravings: [{ id: expect.any(Number), name: 'Queijo', description: 'Tudo com queijo', imageUrl: null }],
      occasions: [{ id: expect.any(Number), name: 'Café da Tarde' }],
      commentBody: '<p>Receita da <strong>vó</strong>.</p>',
      nutrition: { calories: 120, protein: 3.5, fat: null },
    });
    expect(created.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(created.datePublished).toMatch(/Z$/);
    const read = await app.api('GET', `/api/recipes/${created.recipeId}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
  });

  it('reuses cravings and occasions by name, case-insensitively, and accepts {id}', async () => {
    const first = await create({ cravings: [{ name: 'Chocolate' }], occasions: [{ name: 'Natal' }] });
    const second = await create({
      cravings: [{ name: 'CHOCOLATE' }, { id: first.cravings[0].id }],
      occasions: [{ name: 'natal' }],
    });
    expect(second.cravings).toEqual([first.cravings[0]]);
    expect(second.occasions).toEqual(first.occasions);
    const cravings = await app.api('GET', '/api/cravings');
    expect(cravings.body.filter((c: { name: string }) => c.name.toLowerCase() === 'chocolate')).toHaveLength(1);
  });

  it('sanitises commentBody: formatting, links, images and tables survive; scripts and handlers do not', async () => {
    const html =
      '<h2>História</h2><p onclick="steal()">Oi <em>gente</em> <a href="javascript:alert(1)">x</a> ' +
      '<a href="https://exemplo.com" target="_blank">site</a></p><script>alert(1)</script>' +
      '<img src="https://exemplo.com/a.jpg" onerror="x()"><img src="data:image/png;base64,AAAA">' +
      '<table><tbody><tr><td>1</td></tr></tbody></table><ul><li>um</li></ul>';
    const recipe = await create({ commentBody: html });
    expect(recipe.commentBody).toContain('<h2>História</h2>');
    expect(recipe.commentBody).toContain(
      '<a href="https://exemplo.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(recipe.commentBody).toContain('<img src="https://exemplo.com/a.jpg" />');
    expect(recipe.commentBody).toContain('<table><tbody><tr><td>1</td></tr></tbody></table>');
    expect(recipe.commentBody).toContain('<ul><li>um</li></ul>');
    expect(recipe.commentBody).not.toMatch(/script|onclick|onerror|javascript:|data:/);
  });

  it('round-trips accents and emoji', async () => {
    const recipe = await create({ title: 'Açaí na tigela 🍧', description: 'Coração, pão, limão — ção!' });
    const read = await app.api('GET', `/api/recipes/${recipe.recipeId}`);
    expect(read.body.title).toBe('Açaí na tigela 🍧');
    expect(read.body.description).toBe('Coração, pão, limão — ção!');
  });

  it('on PUT replaces each given child list, keeps omitted ones, and recomputes the total time', async () => {
    const recipe = await create({ category: [{ categoryId }] });
    const res = await app.api('PUT', `/api/recipes/${recipe.recipeId}`, {
      token: admin,
      body: {
        ...recipe,
        title: 'Pão de Queijo de Frigideira',
        prepTime: 'PT1H',
        cookTime: 'PT30M',
        totalTime: undefined,
        ingredients: [
          {
            ingredientId: recipe.ingredients[0].ingredientId,
            section: '',
            ingredientName: 'tapioca',
            quantity: '2',
            unit: 'colheres (sopa)',
          },
        ],
        notes: [],
        tags: undefined,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Pão de Queijo de Frigideira');
    expect(res.body.totalTime).toBe('PT1H30M');
    expect(res.body.ingredients).toEqual([expect.objectContaining({ ingredientName: 'tapioca', quantity: '2' })]);
    expect(res.body.notes).toEqual([]);
    expect(res.body.tags).toEqual(recipe.tags);
    expect(res.body.category).toEqual([{ categoryId, name: 'Salgados' }]);
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(recipe.updatedAt).getTime());
  });

  it('survives concurrent writes (SQLite queues its transactions)', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: `Paralela ${i}` }) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.body.recipeId)).size).toBe(8);
  });

  it('deletes with 204, then answers 404', async () => {
    const recipe = await create();
    expect((await app.api('DELETE', `/api/recipes/${recipe.recipeId}`, { token: admin })).status).toBe(204);
    expect((await app.api('GET', `/api/recipes/${recipe.recipeId}`)).status).toBe(404);
    expect((await app.api('DELETE', `/api/recipes/${recipe.recipeId}`, { token: admin })).status).toBe(404);
    expect((await app.api('PUT', `/api/recipes/${recipe.recipeId}`, { token: admin, body: recipeBody() })).status).toBe(
      404,
    );
    expect((await app.api('GET', '/api/recipes/999999')).body).toMatchObject({ status: 404, error: 'Not Found' });
  });
});

describe('recipe validation', () => {
  const post = (body: Record<string, unknown>) => app.api('POST', '/api/recipes', { token: admin, body });

  it.each([
    [{ title: '   ' }, 'title', 'Título da receita é obrigatório'],
    [{ prepTime: '20 minutos' }, 'prepTime', /prepTime/],
    [{ difficulty: 'IMPOSSIBLE' }, undefined, /difficulty|Difficulty/],
    [{ instructions: [{ stepNumber: 0, instructionText: 'x' }] }, 'instructions[0].stepNumber', /stepNumber/],
    [{ category: [{ categoryId: 987654 }] }, 'category', /categoryId 987654/],
    [{ servings: 4 }, undefined, /servings/],
    [{ utensils: [{ name: 'Faca', link: 'javascript:alert(1)' }] }, 'utensils[0].link', /utensils\[0\]\.link/],
    [{ imageUrl: { small: 'javascript:alert(1)' } }, 'imageUrl.small', /imageUrl\.small/],
    [{ ingredients: 'farinha' }, 'ingredients', /ingredients/],
    [{ datePublished: 'amanhã' }, 'datePublished', /datePublished/],
  ])('answers 400 naming the field for %j', async (overrides, field, message) => {
    const res = await post(recipeBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(res.body.message).toMatch(message);
    if (field) expect(res.body.field).toBe(field);
  });

  it('loses nothing on a failed update', async () => {
    const recipe = await create();
    const bad = await app.api('PUT', `/api/recipes/${recipe.recipeId}`, {
      token: admin,
      body: { ...recipe, ingredients: [], category: [{ categoryId: 424242 }] },
    });
    expect(bad.status).toBe(400);
    expect((await app.api('GET', `/api/recipes/${recipe.recipeId}`)).body.ingredients).toEqual(recipe.ingredients);
  });
});

describe('listing and criteria', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const other = await app.api('POST', '/api/categories', { token: admin, body: { name: 'Doces Típicos' } });
    const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12)).toISOString();
    const make = async (key: string, o: Record<string, unknown>) => [key, (await create(o)).recipeId] as const;
    ids = Object.fromEntries([
      await make('pudim', {
        title: 'Pudim de Leite',
        prepTime: 'PT15M',
        cookTime: 'PT1H',
        cuisine: 'Brasileira',
        category: [{ categoryId: other.body.categoryId }],
        cravings: [{ name: 'Cremoso' }],
        datePublished: day(3),
      }),
      await make('quindim', {
        title: 'Quindim Baiano',
        prepTime: 'PT30M',
        cookTime: 'PT40M',
        cuisine: 'Baiana',
        category: [{ categoryId: other.body.categoryId }],
        datePublished: day(10),
      }),
      await make('acaraje', {
        title: 'Acarajé',
        prepTime: 'PT1H',
        cookTime: 'PT20M',
        cuisine: 'BAIANA',
        cravings: [{ name: 'Apimentado' }],
        datePublished: day(20),
      }),
      await make('futuro', {
        title: 'Pão de Mel Agendado',
        datePublished: new Date(Date.now() + 7 * 86400000).toISOString(),
      }),
    ]);
  });

  const titles = (res: { body: { title: string }[] }) => res.body.map((r) => r.title);

  it('finds titles containing the text, ignoring case and accents', async () => {
    expect(titles(await app.api('GET', '/api/recipes/title?title=ACARAJE'))).toEqual(['Acarajé']);
    expect(titles(await app.api('GET', '/api/recipes/title?title=pudim%20de'))).toEqual(['Pudim de Leite']);
    expect((await app.api('GET', '/api/recipes/title?title=%25')).body).toEqual([]);
  });

  it('filters by category name, cuisine and craving (id or name), case-insensitively', async () => {
    expect(titles(await app.api('GET', '/api/recipes/category?category=doces%20t%C3%ADpicos'))).toEqual([
      'Quindim Baiano',
      'Pudim de Leite',
    ]);
    expect(titles(await app.api('GET', '/api/recipes/cuisine?cuisine=baiana'))).toEqual(['Acarajé', 'Quindim Baiano']);
    const cremoso = await app.api('GET', '/api/recipes/craving/cremoso');
    expect(titles(cremoso)).toEqual(['Pudim de Leite']);
    const id = cremoso.body[0].cravings[0].id;
    expect(titles(await app.api('GET', `/api/recipes/craving/${id}`))).toEqual(['Pudim de Leite']);
  });

  it('filters by prep, cook and total time ceilings in minutes', async () => {
    const prep = titles(await app.api('GET', '/api/recipes/prep-time?minutes=15'));
    expect(prep).toContain('Pudim de Leite');
    expect(prep).not.toContain('Quindim Baiano');
    const cook = titles(await app.api('GET', '/api/recipes/cook-time?minutes=20'));
    expect(cook).toContain('Acarajé');
    expect(cook).not.toContain('Pudim de Leite');
    const total = titles(await app.api('GET', '/api/recipes/total-time?minutes=70'));
    expect(total).toEqual(expect.arrayContaining(['Quindim Baiano']));
    expect(total).not.toContain('Acarajé');
    for (const bad of ['abc', '-5', '']) {
      const res = await app.api('GET', `/api/recipes/prep-time?minutes=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/minutes/);
    }
  });

  it('lists recipes published before a date', async () => {
    expect(titles(await app.api('GET', '/api/recipes/published-before?date=2025-01-11'))).toEqual([
      'Quindim Baiano',
      'Pudim de Leite',
    ]);
    expect((await app.api('GET', '/api/recipes/published-before?date=11/01/2025')).status).toBe(400);
  });

  it('hides scheduled recipes from everyone but admins', async () => {
    const user = await app.userToken();
    expect((await app.api('GET', `/api/recipes/${ids.futuro}`)).status).toBe(404);
    expect((await app.api('GET', `/api/recipes/${ids.futuro}`, { token: user })).status).toBe(404);
    expect((await app.api('GET', `/api/recipes/${ids.futuro}`, { token: admin })).status).toBe(200);
    expect(titles(await app.api('GET', '/api/recipes'))).not.toContain('Pão de Mel Agendado');
    expect(titles(await app.api('GET', '/api/recipes', { token: admin }))).toContain('Pão de Mel Agendado');
  });

  it('pages newest first with {content, page, size, totalElements, totalPages}', async () => {
    const all = await app.api('GET', '/api/recipes');
    expect(Array.isArray(all.body)).toBe(true);
    const first = await app.api('GET', '/api/recipes?page=0&size=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      page: 0,
      size: 2,
      totalElements: all.body.length,
      totalPages: Math.ceil(all.body.length / 2),
    });
    expect(first.body.content.map((r: { recipeId: number }) => r.recipeId)).toEqual(
      all.body.slice(0, 2).map((r: { recipeId: number }) => r.recipeId),
    );
    const second = await app.api('GET', '/api/recipes?page=1&size=2');
    expect(second.body.content[0].recipeId).toBe(all.body[2].recipeId);
    const capped = await app.api('GET', '/api/recipes?page=0&size=1000');
    expect(capped.body.size).toBe(100);
    const negative = await app.api('GET', '/api/recipes?page=-1&size=10');
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/page/);
    expect((await app.api('GET', '/api/recipes?page=x')).status).toBe(400);
  });
});
