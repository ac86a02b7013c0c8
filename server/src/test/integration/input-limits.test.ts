import { recipeBody, startTestApp, type TestApp } from '../harness';

// What a stranger or a careless admin can send: days that do not exist and numbers beyond any real dish.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

const createRecipe = (overrides: Record<string, unknown>) =>
  app.api('POST', '/api/recipes', { token: admin, body: recipeBody(overrides) });

const cover = (name: string) => ({
  small: `/uploads/2026/11/${name}-small.webp`,
  medium: `/uploads/2026/11/${name}-medium.webp`,
  original: `/uploads/2026/11/${name}-original.webp`,
});
const ebook = (overrides: Record<string, unknown>) =>
  app.api('POST', '/api/admin/ebooks', {
    token: admin,
    body: {
      title: 'Bolos de Fubá',
      author: 'Marina Albuquerque',
      price: 29.9,
      verticalCoverImageUrl: cover('v'),
      horizontalCoverImageUrl: cover('h'),
      externalUrl: 'https://loja.exemplo.com.br/bolos',
      publicationDate: '2025-03-01',
      ...overrides,
    },
  });

describe('dates must exist on the calendar', () => {
  it.each(['2026-02-30', '2026-02-30T10:00:00Z', '2025-02-29T08:00:00-03:00', '2026-13-01', '0999-12-31'])(
    'refuses the recipe date %s, naming datePublished, and stores nothing',
    async (date) => {
      const before = (await app.api('GET', '/api/recipes', { token: admin })).body.length;
      const res = await createRecipe({ title: `Data ${date}`, datePublished: date });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('datePublished');
      expect(res.body.message).toMatch(/datePublished deve ser uma data real/);
      expect((await app.api('GET', '/api/recipes', { token: admin })).body.length).toBe(before);
    },
  );

  it('still takes real days and date-times (a leap day in a leap year too)', async () => {
    const day = await createRecipe({ title: 'Bissexto', datePublished: '2024-02-29' });
    expect(day.status).toBe(201);
    expect(day.body.datePublished).toBe('2024-02-29T00:00:00.000Z');
    const time = await createRecipe({ title: 'Com hora', datePublished: '2024-03-01T10:30:00-03:00' });
    expect(time.status).toBe(201);
    expect(time.body.datePublished).toBe('2024-03-01T13:30:00.000Z');
  });

  it('refuses an e-book published on 30 February, naming publicationDate', async () => {
    const res = await ebook({ publicationDate: '2026-02-30' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'publicationDate', message: expect.stringMatching(/data real/) });
    expect((await ebook({ publicationDate: '2028-02-29' })).status).toBe(201);
  });

  it('refuses 30 February as the published-before filter instead of reading it as 2 March', async () => {
    const res = await app.api('GET', '/api/recipes/published-before?date=2026-02-30');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/data real/);
    expect((await app.api('GET', '/api/recipes/published-before?date=2026-02-28')).status).toBe(200);
  });
});

describe('numbers are finite and within what a dish can be', () => {
  it.each([
    [{ fat: 1e308 }, 'nutrition.fat'],
    [{ calories: 1_000_000_000 }, 'nutrition.calories'],
    [{ protein: -1 }, 'nutrition.protein'],
    [{ sodium: 1_000_001 }, 'nutrition.sodium'],
  ])('refuses nutrition %j, naming %s', async (nutrition, field) => {
    const res = await createRecipe({ title: `Nutrição ${field}`, nutrition });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(new RegExp(`${field.replace('.', '\\.')} deve ser um número de 0 a`));
  });

  it('refuses 1e308 calories through GraphQL with a pt-BR message', async () => {
    const res = await app.gql(
      'mutation($input: RecipeInput!) { createRecipe(input: $input) { recipeId } }',
      { input: { title: 'Gordura infinita', nutrition: { fat: 1e308 } } },
      admin,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/nutrition\.fat deve ser um número de 0 a 100\.000/),
      extensions: { code: 'BAD_USER_INPUT', field: 'nutrition.fat' },
    });
  });

  it('takes nutrition at the limits; a refused update keeps what was stored', async () => {
    const created = await createRecipe({
      title: 'No limite',
      nutrition: { calories: 100_000, carbohydrates: 0, sodium: 1_000_000, fat: 12.5 },
    });
    expect(created.status).toBe(201);
    expect(created.body.nutrition).toMatchObject({ calories: 100_000, carbohydrates: 0, sodium: 1_000_000, fat: 12.5 });
    const refused = await app.api('PUT', `/api/recipes/${created.body.recipeId}`, {
      token: admin,
      body: recipeBody({ title: 'No limite', nutrition: { calories: 100_001 } }),
    });
    expect(refused.status).toBe(400);
    const kept = await app.api('GET', `/api/recipes/${created.body.recipeId}`);
    expect(kept.body.nutrition).toMatchObject({ calories: 100_000, fat: 12.5 });
  });

  it('refuses an e-book price of 1e308 or of a fraction of a centavo', async () => {
    expect((await ebook({ price: 1e308 })).body).toMatchObject({ status: 400, field: 'price' });
    expect((await ebook({ price: 0.001 })).body).toMatchObject({ status: 400, field: 'price' });
  });

  it('refuses a preparation time beyond 30 days', async () => {
    const res = await createRecipe({ title: 'Eterno', prepTime: 'P31D' });
    expect(res.body).toMatchObject({ status: 400, field: 'prepTime' });
  });
});
