import { seedDemoContent } from '../../db/seed/seed';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
// Seeding draws and encodes every demo picture (about 15 s on an idle machine); a loaded one needs far longer.
beforeAll(async () => {
  app = await startTestApp({ seed: true });
}, 600_000);
afterAll(() => app?.close());

describe('demo content on an empty database', () => {
  it('has at least 24 complete Brazilian recipes across at least 8 categories', async () => {
    const recipes = (await app.api('GET', '/api/recipes')).body as any[];
    expect(recipes.length).toBeGreaterThanOrEqual(24);
    const titles = recipes.map((r) => r.title).join(' | ');
    for (const dish of ['Pão de Queijo', 'Brigadeiro', 'Moqueca', 'Feijoada', 'Bolo de Cenoura', 'Coxinha']) {
      expect(titles).toContain(dish);
    }
    const categories = new Set(recipes.flatMap((r) => r.category.map((c: { name: string }) => c.name)));
    expect(categories.size).toBeGreaterThanOrEqual(8);
    for (const r of recipes) {
      expect(r.ingredients.length).toBeGreaterThan(2);
      expect(r.instructions.length).toBeGreaterThan(2);
      expect(r.cravings.length + r.occasions.length).toBeGreaterThan(0);
      expect(r.prepTime).toMatch(/^PT/);
      expect(r.servings).not.toBe('');
      expect(r.imageUrl.small).toMatch(/^\/uploads\//);
    }
    expect(recipes.some((r) => new Set(r.ingredients.map((i: { section: string }) => i.section)).size > 1)).toBe(true);
    expect(recipes.some((r) => r.notes.length > 0 && r.utensils.length > 0 && r.tags.length > 0)).toBe(true);
    const dates = recipes.map((r) => new Date(r.datePublished).getTime());
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(60 * 86400_000);
  });

  it('serves every seeded picture', async () => {
    const recipes = (await app.api('GET', '/api/recipes')).body as any[];
    for (const r of recipes.slice(0, 5)) {
      const res = await fetch(`${app.url}${r.imageUrl.medium}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
    const categories = (await app.api('GET', '/api/categories')).body as any[];
    expect(categories.every((c) => c.imageUrl?.small && c.description)).toBe(true);
  });

  it('has 4 e-books with exact prices and a site configuration pointing at real recipes', async () => {
    const ebooks = await app.server.ds.query('SELECT title, price FROM ebooks');
    expect(ebooks).toHaveLength(4);
    expect(ebooks.map((e: { price: string | number }) => Number(e.price).toFixed(2))).toContain('29.90');
    const listed = (await app.api('GET', '/api/ebooks')).body as { recipes: unknown[] }[];
    expect(listed.every((e) => e.recipes.length >= 3)).toBe(true);
    const [config] = await app.server.ds.query(
      'SELECT featuredRecipeIds, weeklyMonday, featuredEBookId FROM site_configuration',
    );
    const featured = JSON.parse(config.featuredRecipeIds) as number[];
    expect(featured).toHaveLength(4);
    for (const id of [...featured, config.weeklyMonday]) {
      expect((await app.api('GET', `/api/recipes/${id}`)).status).toBe(200);
    }
    expect(config.featuredEBookId).not.toBeNull();
  });

  it("ranks favourites in 'Mais Populares' and leaves the dashboard's daily views to real visits", async () => {
    const top = await app.server.ds.query('SELECT title FROM recipes ORDER BY viewCount DESC, id ASC LIMIT 3');
    expect(top.map((r: { title: string }) => r.title)).toEqual([
      'Pão de Queijo Mineiro',
      'Brigadeiro Tradicional',
      'Coxinha de Frango',
    ]);
    const [{ n }] = await app.server.ds.query('SELECT COUNT(*) AS n FROM recipe_view_days');
    expect(Number(n)).toBe(0);
  });

  it('does not seed twice', async () => {
    expect(await seedDemoContent(app.server.services, app.server.logger)).toBe(false);
  });
});
