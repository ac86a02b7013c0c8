import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { startTestApp, type TestApp } from '../harness';

// This site's own recipe pages as a test set for the importer: every demo recipe, rendered by the real client build,
// read back from its page gives every ingredient (quantity, unit, name, section), every step (text, section), the
// times, the yield and the picture the site stores.
const clientRoot = path.resolve(__dirname, '../../../../client');

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let app: TestApp;
let admin: string;
beforeAll(async () => {
  const port = await freePort();
  app = await startTestApp({
    seed: true,
    clientRoot,
    env: { IMPORT_ALLOW_PRIVATE_NETWORKS: 'true', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  admin = await app.adminToken();
});
afterAll(() => app.close());

type Stored = {
  recipeId: number;
  title: string;
  prepTime: string | null;
  cookTime: string | null;
  servings: string;
  imageUrl: { original: string } | null;
  ingredients: { section: string; quantity: string; unit: string; ingredientName: string }[];
  instructions: { section: string; stepNumber: number; instructionText: string }[];
};

/** The per-admin import counter's key (SlidingWindowLimiter: '<name>:<key>', the key being the admin's id). */
const adminKeys = async () => {
  const claims = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString()) as { sub: string | number };
  return [`import:admin:${claims.sub}`];
};

/** A zero time ('PT0M': nothing to cook) reads back as no time. */
const noZero = (duration: string | null) => (duration && /^PT0[MS]$/.test(duration) ? null : duration);

describe('importing the pages of this site', () => {
  it('gives back every demo recipe as it is stored', async () => {
    const recipes: Stored[] = (await app.api('GET', '/api/recipes', { token: admin })).body;
    expect(recipes.length).toBeGreaterThanOrEqual(30);
    for (const stored of recipes) {
      // the import limits (30 a minute per admin) are not what this test is about
      await app.server.services.counters.reset('import:site:site');
      for (const key of await adminKeys()) await app.server.services.counters.reset(key);
      const res = await app.api('POST', '/api/recipes/import', {
        token: admin,
        body: { url: `${app.url}/recipes/${stored.recipeId}` },
      });
      expect({ id: stored.recipeId, status: res.status }).toEqual({ id: stored.recipeId, status: 200 });
      const { recipe } = res.body;
      const context = `#${stored.recipeId} ${stored.title}`;
      expect({ context, title: recipe.title }).toEqual({ context, title: stored.title });
      expect({ context, prep: recipe.prepTime, cook: recipe.cookTime, servings: recipe.servings }).toEqual({
        context,
        prep: noZero(stored.prepTime),
        cook: noZero(stored.cookTime),
        servings: stored.servings,
      });
      expect({ context, ingredients: recipe.ingredients }).toEqual({
        context,
        ingredients: stored.ingredients.map(({ section, quantity, unit, ingredientName }) => ({
          section,
          quantity,
          unit,
          ingredientName,
        })),
      });
      expect({ context, instructions: recipe.instructions }).toEqual({
        context,
        instructions: stored.instructions.map(({ section, stepNumber, instructionText }) => ({
          section,
          stepNumber,
          instructionText,
        })),
      });
      if (stored.imageUrl) {
        expect({ context, image: recipe.imageSourceUrl }).toEqual({
          context,
          image: expect.stringMatching(new RegExp(`^${app.url}/uploads/`)),
        });
      }
    }
  });
});
