import { recipeBody, startTestApp, type TestApp } from '../harness';

let app: TestApp;
let admin: string;
const ids: Record<string, number> = {};
const cats: Record<string, number> = {};
const DAY = 86_400_000;

const RECIPE = '{ recipeId title category { categoryId } imageUrl { medium } }';
const HOME = `{ homePage {
  pickedOn
  hero ${RECIPE}
  perfectForYou ${RECIPE}
  weeklyMenu { day recipe ${RECIPE} }
  popular ${RECIPE}
  kitchen ${RECIPE}
  latest ${RECIPE}
} }`;

interface R {
  recipeId: number;
  title: string;
  category: { categoryId: number }[];
  imageUrl: { medium: string | null } | null;
}
interface Home {
  pickedOn: string;
  hero: R[];
  perfectForYou: R[];
  weeklyMenu: { day: string; recipe: R | null }[];
  popular: R[];
  kitchen: R[];
  latest: R[];
}

async function home(token?: string): Promise<Home> {
  const res = await app.gql<{ homePage: Home }>(HOME, undefined, token);
  expect(res.errors).toBeUndefined();
  return res.data!.homePage;
}

const titles = (list: (R | null)[]) => list.map((r) => r?.title ?? null);
const configure = (input: Record<string, unknown>) =>
  app.gql(
    'mutation ($input: SiteConfigurationInput!) { saveSiteConfiguration(input: $input) { featuredEBookId } }',
    {
      input,
    },
    admin,
  );

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
  for (const name of ['Doces e Sobremesas', 'Salgados', 'Bebidas', 'Massas', 'Saladas']) {
    cats[name] = (await app.api('POST', '/api/categories', { token: admin, body: { name } })).body.categoryId;
  }
  // Published one day apart: 'R1' is the oldest, 'R12' the newest.
  const make = async (key: string, category: string, o: Record<string, unknown> = {}) => {
    const res = await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title: key, category: [{ categoryId: cats[category] }], ...o }),
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    ids[key] = res.body.recipeId;
  };
  const order = ['Doces e Sobremesas', 'Salgados', 'Bebidas', 'Massas', 'Saladas'];
  for (let i = 1; i <= 12; i++) {
    const medium = i % 3 === 0 ? { imageUrl: { medium: `https://cdn.exemplo.com/r${i}-m.jpg` } } : {};
    await make(`R${i}`, order[i % order.length], {
      datePublished: new Date(Date.now() - (20 - i) * DAY).toISOString(),
      ...medium,
    });
  }
  await make('Rascunho', 'Doces e Sobremesas', { draft: true, imageUrl: { medium: 'https://cdn.exemplo.com/d.jpg' } });
  await make('Agendada', 'Saladas', {
    datePublished: new Date(Date.now() + 2 * DAY).toISOString(),
    imageUrl: { medium: 'https://cdn.exemplo.com/a.jpg' },
  });
});

afterAll(() => app.close());

describe(`home page sections (${process.env.TEST_DATABASE_URL ? 'mysql' : 'sqlite'})`, () => {
  it('lists the 8 newest published recipes by publication date, never a draft or a scheduled one', async () => {
    expect(titles((await home()).latest)).toEqual(['R12', 'R11', 'R10', 'R9', 'R8', 'R7', 'R6', 'R5']);
  });

  it('shows an admin the same published-only sections as a reader (no drafts, no scheduled recipes)', async () => {
    const asAdmin = await home(admin);
    expect(asAdmin).toEqual(await home());
    const all = [...asAdmin.hero, ...asAdmin.kitchen, ...asAdmin.latest, ...asAdmin.perfectForYou];
    expect(titles(all)).not.toContain('Rascunho');
    expect(titles(all)).not.toContain('Agendada');
  });

  it('shows 4 published recipes with a medium image in the kitchen carousel, first those the latest do not show', async () => {
    const { kitchen } = await home();
    // R3 is the only pictured one the latest 8 (R12…R5) leave out; a site this small repeats the newest others.
    expect(titles(kitchen)).toEqual(['R3', 'R12', 'R9', 'R6']);
    expect(kitchen.every((r) => r.imageUrl?.medium)).toBe(true);
  });

  it('shows the 3 most popular recipes, as topRecipes ranks them', async () => {
    const top = await app.gql('{ topRecipes(limit: 3) { title } }');
    expect(titles((await home()).popular)).toEqual(top.data.topRecipes.map((r: { title: string }) => r.title));
    expect((await home()).popular).toHaveLength(3);
  });

  it('picks 4 different published recipes from 4 different categories, the same all day', async () => {
    const first = await home();
    expect(first.pickedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const picks = first.perfectForYou;
    expect(picks).toHaveLength(4);
    expect(new Set(picks.map((r) => r.recipeId)).size).toBe(4);
    expect(new Set(picks.map((r) => r.category[0].categoryId)).size).toBe(4);
    expect(titles(picks)).not.toContain('Rascunho');
    expect(titles(picks)).not.toContain('Agendada');
    expect(titles((await home()).perfectForYou)).toEqual(titles(picks));
  });

  it('fills the hero with the newest recipes when none is featured, and puts the published featured ones first', async () => {
    await configure({});
    expect(titles((await home()).hero)).toEqual(['R12', 'R11', 'R10', 'R9']);
    await configure({
      featuredRecipeIds: [String(ids.R2), String(ids.Rascunho), String(ids.R11), String(ids.Agendada)],
    });
    expect(titles((await home()).hero)).toEqual(['R2', 'R11', 'R12', 'R10']);
    const five = ['R1', 'R2', 'R3', 'R4', 'R5'].map((k) => String(ids[k]));
    await configure({ featuredRecipeIds: five });
    expect(titles((await home()).hero)).toEqual(['R1', 'R2', 'R3', 'R4']);
  });

  it('offers the newest desserts Monday to Friday when no weekly menu is configured', async () => {
    await configure({});
    const { weeklyMenu } = await home();
    expect(weeklyMenu.map((d) => d.day)).toEqual(['SEG', 'TER', 'QUA', 'QUI', 'SEX']);
    // Desserts are R5 and R10 (every fifth); the draft stays out.
    expect(titles(weeklyMenu.map((d) => d.recipe))).toEqual(['R10', 'R5', null, null, null]);
  });

  it('shows the configured weekly recipes, leaving a day empty when its recipe is not public', async () => {
    await configure({
      weeklyRecipes: { monday: null, tuesday: String(ids.R3), wednesday: String(ids.Rascunho), friday: String(ids.R7) },
    });
    const { weeklyMenu } = await home();
    expect(titles(weeklyMenu.map((d) => d.recipe))).toEqual([null, 'R3', null, null, 'R7']);
  });
});
