// A large generated catalogue written through RecipeService.create, for the scale benchmark and for browser tests
// that need a big site: pt-BR recipes with realistic spread (titles, sections, taxonomy, times, drafts, scheduled).
import { createRequestContext } from '../graphql/context';
import { Category } from '../modules/category/category.entity';
import { Craving } from '../modules/craving/craving.entity';
import { Occasion } from '../modules/occasion/occasion.entity';
import { Difficulty, Recipe } from '../modules/recipe/recipe.entity';
import type { RecipeInput } from '../modules/recipe/recipe.types';
import { Role } from '../modules/user/user.entity';
import type { Services } from '../services';
import { CUISINES, DISHES, INGREDIENTS, QUALIFIERS, TAGS, list, prng } from './catalogue-words';

const DAY = 86_400_000;
/** Generated recipes are published over the last six years, the newest a day before `now`. */
const HISTORY_DAYS = 6 * 365;

export interface CatalogueOptions {
  /** the number of recipes the site holds afterwards (those already there count) */
  recipes: number;
  /** recipe writes in flight at once: SQLite queues them anyway, MySQL/MariaDB spreads them over its pool */
  concurrency?: number;
  /** publication dates are relative to it */
  now?: Date;
  seed?: number;
  /** called every 1,000 recipes */
  progress?: (created: number, total: number) => void;
}

export interface CatalogueResult {
  created: number;
  drafts: number;
  scheduled: number;
  ms: number;
}

interface Taxonomy {
  categoryIds: number[];
  cravingIds: number[];
  occasionIds: number[];
  /** photos already stored (the demo seed's), reused so that no image is encoded */
  images: { small: string | null; medium: string | null; original: string | null }[];
}

const UNITS = list('g, kg, ml, xícara (chá), colher (sopa), colher (chá), unidades, pitada, lata, dentes, maço');
const SECTION_SETS: string[][] = [
  ['Massa', 'Recheio'],
  ['Massa', 'Cobertura'],
  ['Massa', 'Recheio', 'Cobertura'],
  ['Carne', 'Molho'],
  ['Base', 'Montagem'],
  ['Calda', 'Pudim'],
];
const OPENINGS = list(
  'Uma receita de família, Perfeita para o fim de semana, O clássico de domingo, Sucesso nas festas, ' +
    'Fácil de fazer e de agradar, Para matar a saudade da infância, Pronta em pouco tempo, Um agrado de tarde',
);
const CLOSINGS = list(
  'rende bem e congela sem perder a textura, fica ainda melhor no dia seguinte, ' +
    'agrada a crianças e adultos, vai do forno à mesa sem complicação, é daquelas que todo mundo pede a receita, ' +
    'combina com um café passado na hora, vale cada minuto de preparo',
);
const STEPS = list(
  'Separe e meça todos os ingredientes antes de começar, Preaqueça o forno a 180 °C e unte a forma, ' +
    'Misture os ingredientes secos em uma tigela grande, Bata os ingredientes líquidos no liquidificador, ' +
    'Refogue a cebola e o alho no azeite até dourar, Junte o restante e mexa até incorporar, ' +
    'Cozinhe em fogo baixo mexendo sempre, Leve ao forno por cerca de 40 minutos, ' +
    'Deixe esfriar antes de desenformar, Ajuste o sal e finalize com cheiro-verde, Sirva em seguida',
);
const STORY = list(
  'Essa receita nasceu numa tarde de chuva na casa da minha avó, Aprendi a fazer com uma vizinha mineira, ' +
    'Fiz tantas vezes que hoje sai sem olhar a receita, Testei várias versões até chegar nesta, ' +
    'Aqui em casa ela aparece pelo menos uma vez por mês, Levei para uma festa e voltei sem nenhum pedaço',
);

/** Reads what the generated recipes link to: the site's categories, cravings, occasions and stored photos. */
async function readTaxonomy(services: Services): Promise<Taxonomy> {
  const { ds } = services;
  const byId = { select: { id: true }, order: { id: 'ASC' } } as const;
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  const taxonomy: Taxonomy = {
    categoryIds: ids(await ds.getRepository(Category).find(byId)),
    cravingIds: ids(await ds.getRepository(Craving).find(byId)),
    occasionIds: ids(await ds.getRepository(Occasion).find(byId)),
    images: (
      await ds
        .getRepository(Recipe)
        .createQueryBuilder('r')
        .select(['r.imageSmall', 'r.imageMedium', 'r.imageOriginal'])
        .where('r.imageSmall IS NOT NULL')
        .orderBy('r.id')
        .getMany()
    ).map((r) => ({ small: r.imageSmall, medium: r.imageMedium, original: r.imageOriginal })),
  };
  if (!taxonomy.categoryIds.length)
    throw new Error('catalogue fixture: the site has no category (seed the demo first)');
  return taxonomy;
}

/** The `index`-th generated recipe: everything drawn from `random`, dates spread evenly up to `now`. */
function generateRecipe(index: number, count: number, taxonomy: Taxonomy, random: () => number, now: Date) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  // A skewed pick (a few big categories, a long tail), as on a real site.
  const skewed = <T>(items: readonly T[]): T => items[Math.floor(random() ** 2 * items.length)];
  const some = <T>(items: readonly T[], min: number, max: number, by = pick): T[] => {
    const n = min + Math.floor(random() * (max - min + 1));
    return [...new Set(Array.from({ length: n }, () => by(items)))];
  };
  const names = some(INGREDIENTS, 5, 14);
  const main = names[0];
  const dish = pick(DISHES);
  const title = [dish, 'de', main, random() < 0.3 ? `com ${names[1]}` : '', random() < 0.4 ? pick(QUALIFIERS) : '']
    .filter(Boolean)
    .join(' ');
  const sections = random() < 0.35 ? pick(SECTION_SETS) : [''];
  const sectionOf = (i: number, of: number) =>
    sections[Math.min(sections.length - 1, Math.floor((i / of) * sections.length))];
  const quantity = () => (random() < 0.1 ? '' : pick(['1', '2', '3', '4', '100', '200', '250', '500', '1/2']));
  const ingredients = names.map((ingredientName, i) => {
    const q = quantity();
    return { section: sectionOf(i, names.length), ingredientName, quantity: q, unit: q ? pick(UNITS) : 'a gosto' };
  });
  const stepCount = 3 + Math.floor(random() * 7);
  const instructions = Array.from({ length: stepCount }, (_, i) => ({
    section: sectionOf(i, stepCount),
    instructionText: `${pick(STEPS)}. Acrescente ${pick(names)} e ${pick(names)}, ${pick(CLOSINGS)}.`,
  }));
  const prep = pick([5, 10, 15, 20, 30, 40, 60, 90]);
  const cook = pick([0, 0, 10, 15, 20, 30, 45, 60, 90, 120, 180]);
  const difficulty = random() < 0.5 ? Difficulty.EASY : random() < 0.7 ? Difficulty.MEDIUM : Difficulty.HARD;

  // Oldest first, so ids grow with publication dates; about 3 % drafts and 2 % scheduled up to two months ahead.
  const kind = random();
  const draft = kind < 0.03;
  const scheduled = !draft && kind < 0.05;
  const published = scheduled
    ? new Date(now.getTime() + (1 + Math.floor(random() * 60)) * DAY)
    : new Date(now.getTime() - Math.max(1, Math.round(HISTORY_DAYS * (1 - index / count))) * DAY);
  published.setUTCHours(8 + Math.floor(random() * 12), 0, 0, 0);

  const input: RecipeInput = {
    title: title.charAt(0).toUpperCase() + title.slice(1),
    description: `${pick(OPENINGS)}: ${dish.toLowerCase()} com ${names[0]}, ${names[1]} e ${names[2] ?? main}, que ${pick(CLOSINGS)}.`,
    prepTime: `PT${prep}M`,
    cookTime: cook ? `PT${cook}M` : null,
    servings: `${pick([2, 4, 6, 8, 10, 12, 20])} ${pick(['porções', 'pessoas', 'unidades', 'fatias'])}`,
    difficulty,
    cuisine: random() < 0.7 ? skewed(CUISINES) : null,
    imageUrl: taxonomy.images.length ? taxonomy.images[index % taxonomy.images.length] : null,
    ingredients,
    instructions,
    notes: some(CLOSINGS, 0, 2).map((n) => ({ noteText: `Dica: ${n}.` })),
    tags: some(TAGS, 1, 5).map((name) => ({ name })),
    utensils: some(['Tigela grande', 'Forma redonda', 'Panela de pressão', 'Liquidificador', 'Assadeira'], 0, 2).map(
      (name) => ({ name, link: null }),
    ),
    category: some(taxonomy.categoryIds, 1, 2, skewed).map((categoryId) => ({ categoryId })),
    cravings: some(taxonomy.cravingIds, 0, 3, skewed).map((id) => ({ id })),
    occasions: some(taxonomy.occasionIds, 0, 2, skewed).map((id) => ({ id })),
    commentBody: `<p>${pick(STORY)}. ${pick(OPENINGS)}, e ${pick(CLOSINGS)}.</p><p>O segredo está em ${main}: ${pick(CLOSINGS)}.</p>`,
    nutrition:
      random() < 0.5
        ? { calories: 80 + Math.floor(random() * 700), carbohydrates: 20, protein: 8, fat: 10, fiber: 2, sodium: 300 }
        : null,
    datePublished: published.toISOString(),
    draft,
  };
  return { input, draft, scheduled };
}

/**
 * Grows the site to `options.recipes` recipes through RecipeService.create (validation, child rows, content version),
 * linking the site's existing categories, cravings and occasions and reusing its stored photos. `announce: false`:
 * readers get no notification; `revision: false`: no history. Deterministic for a given seed, count and `now`.
 */
export async function seedCatalogue(services: Services, options: CatalogueOptions): Promise<CatalogueResult> {
  const started = performance.now();
  const { ds, recipes } = services;
  const existing = await ds.getRepository(Recipe).count();
  const total = Math.max(0, options.recipes - existing);
  const result: CatalogueResult = { created: 0, drafts: 0, scheduled: 0, ms: 0 };
  if (total === 0) return result;
  const taxonomy = await readTaxonomy(services);
  const ctx = createRequestContext(ds, {
    requestId: 'catalogue-fixture',
    ip: '127.0.0.1',
    user: { id: 0, name: 'seed', email: 'seed@receitas.local', role: Role.ADMIN },
  });
  const random = prng(options.seed ?? 20260101);
  const now = options.now ?? new Date();
  // Inputs are drawn in order (determinism), then written a few at a time.
  const generated = Array.from({ length: total }, (_, i) => generateRecipe(i, total, taxonomy, random, now));
  let next = 0;
  const writer = async () => {
    while (next < generated.length) {
      const { input, draft, scheduled } = generated[next++];
      await recipes.create(ctx, input, { announce: false, revision: false });
      result.created += 1;
      if (draft) result.drafts += 1;
      if (scheduled) result.scheduled += 1;
      if (result.created % 1000 === 0) options.progress?.(result.created, total);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, writer));
  result.ms = Math.round(performance.now() - started);
  return result;
}
