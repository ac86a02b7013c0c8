// Faceted filter benchmark: 10,000 recipes in a fresh SQLite database, then /api/filters and /api/filters/recipes
// timed end to end over HTTP (the facet table is warm after the first request, as on a running site).
// Usage: npm run bench:filters   (target: p95 < 20 ms for /api/filters)
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { Category } from '../modules/category/category.entity';
import { Craving } from '../modules/craving/craving.entity';
import { Occasion } from '../modules/occasion/occasion.entity';
import { RecipeCategory, RecipeCraving, RecipeOccasion } from '../modules/recipe/recipe-links.entity';
import { Ingredient } from '../modules/recipe/recipe-parts.entity';
import { Recipe, Difficulty } from '../modules/recipe/recipe.entity';
import { normalizeKey } from '../shared/text';
import { startServer } from '../server';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);

function prng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

const INGREDIENTS = [
  'ovos',
  'leite',
  'açúcar',
  'farinha de trigo',
  'manteiga',
  'sal',
  'cebola',
  'alho',
  'azeite',
  'leite condensado',
  'creme de leite',
  'chocolate em pó',
  'fermento em pó',
  'queijo minas',
  'polvilho azedo',
  'coco ralado',
  'frango',
  'carne moída',
  'arroz',
  'feijão',
  'tomate',
  'cenoura',
  'batata',
  'mandioca',
  'milho verde',
  'limão',
  'maracujá',
  'banana',
  'goiabada',
  'requeijão',
  'presunto',
  'bacon',
  'linguiça',
  'camarão',
  'peixe',
  'pimentão',
  'cheiro-verde',
  'coentro',
  'leite de coco',
  'azeite de dendê',
  'fubá',
  'canela',
  'cravo',
  'gengibre',
  'mel',
  'aveia',
  'iogurte',
];
const DIFFICULTIES = [Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ADMIN_EMAIL: 'bench@receitas.local',
    ADMIN_PASSWORD: 'bench-password',
  });
  const server = await startServer(config, { host: '127.0.0.1', clientRoot: path.join(dataDir, 'none') });
  const { ds } = server;
  const random = prng(42);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  try {
    const started = Date.now();
    const cats = await ds
      .getRepository(Category)
      .save(Array.from({ length: 10 }, (_, i) => ({ name: `Categoria ${i}`, nameKey: `categoria ${i}` })));
    const occs = await ds
      .getRepository(Occasion)
      .save(Array.from({ length: 8 }, (_, i) => ({ name: `Ocasião ${i}`, nameKey: `ocasiao ${i}` })));
    const cravs = await ds
      .getRepository(Craving)
      .save(Array.from({ length: 8 }, (_, i) => ({ name: `Desejo ${i}`, nameKey: `desejo ${i}` })));
    const now = Date.now();
    for (let offset = 0; offset < RECIPES; offset += 500) {
      const batch = Array.from({ length: Math.min(500, RECIPES - offset) }, (_, i) => {
        const total = 5 + Math.floor(random() * 240);
        const title = `Receita ${offset + i}`;
        return {
          title,
          titleKey: normalizeKey(title),
          description: '',
          author: 'Bench',
          servings: '4 porções',
          difficulty: pick(DIFFICULTIES),
          commentBody: '',
          totalMinutes: total,
          prepMinutes: Math.floor(total / 3),
          cookMinutes: total - Math.floor(total / 3),
          datePublished: new Date(now - Math.floor(random() * 365) * 86400_000),
        };
      });
      const result = await ds.getRepository(Recipe).insert(batch);
      const ids = result.identifiers.map((x) => x!.id as number);
      const ingredients = ids.flatMap((recipeId) => {
        const names = new Set(Array.from({ length: 6 + Math.floor(random() * 8) }, () => pick(INGREDIENTS)));
        return [...names].map((ingredientName, position) => ({
          recipeId,
          position,
          ingredientName,
          quantity: '1',
          unit: 'xícara',
          section: '',
        }));
      });
      const insert = async (entity: Function, rows: object[]) => {
        for (let j = 0; j < rows.length; j += 500) {
          await ds
            .createQueryBuilder()
            .insert()
            .into(entity)
            .values(rows.slice(j, j + 500))
            .updateEntity(false)
            .execute();
        }
      };
      await insert(Ingredient, ingredients);
      await insert(
        RecipeCategory,
        ids.map((recipeId) => ({ recipeId, categoryId: pick(cats).id, position: 0 })),
      );
      await insert(
        RecipeOccasion,
        ids.map((recipeId) => ({ recipeId, occasionId: pick(occs).id, position: 0 })),
      );
      await insert(
        RecipeCraving,
        ids.map((recipeId) => ({ recipeId, cravingId: pick(cravs).id, position: 0 })),
      );
    }
    await server.services.version.bump(ds.manager);
    console.log(`generated ${RECIPES} recipes in ${Date.now() - started} ms`);

    const selections = () => {
      const params = new URLSearchParams();
      if (random() < 0.6) params.set('category', pick(cats).name);
      if (random() < 0.4) params.set('occasion', String(pick(occs).id));
      if (random() < 0.3) params.set('craving', pick(cravs).name);
      if (random() < 0.4) params.set('ingredient', pick(INGREDIENTS));
      if (random() < 0.4) params.set('skill', pick(DIFFICULTIES));
      if (random() < 0.4) params.set('time', pick(['15', '30', '60', '120', '120+']));
      return params.toString();
    };
    const time = async (url: string) => {
      const t = process.hrtime.bigint();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${res.status} ${url}`);
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    const coldStart = await time(`${server.url}/api/filters`);
    console.log(`first /api/filters (builds the facet table): ${coldStart.toFixed(1)} ms`);
    for (const [label, route] of [
      ['/api/filters', '/api/filters'],
      ['/api/filters/recipes (first page of 16)', '/api/filters/recipes?page=0&size=16&'],
    ] as const) {
      const samples: number[] = [];
      for (let i = 0; i < REQUESTS; i++)
        samples.push(await time(`${server.url}${route}${route.endsWith('&') ? '' : '?'}${selections()}`));
      samples.sort((a, b) => a - b);
      console.log(
        `${label}: ${REQUESTS} requests  p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms  p99 ${percentile(samples, 99).toFixed(2)} ms`,
      );
    }
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
