/**
 * Recipe search benchmark: 10,000 synthetic pt-BR recipes, then a realistic mix of queries.
 * Run: cd server && npx tsc -p tsconfig.build.json && node --expose-gc dist/bench/search.bench.js
 */
import { RecipeSearchIndex, type SearchDocument } from '../modules/search/recipe-search-index';
import {
  DESCRIPTION_WORDS,
  CUISINES,
  DISHES,
  INGREDIENTS,
  QUALIFIERS,
  TAGS,
  generateQueries,
  list,
  prng,
  type QueryKind,
} from './catalogue-words';

const DOCUMENTS = 10_000;
const QUERIES = 2_000;
const WARMUP_QUERIES = 300;
const SEED = 20250601;

const CATEGORIES = list(
  'Bolos, Doces, Salgados, Pães, Massas, Carnes, Peixes e Frutos do Mar, Saladas, Sopas, Bebidas',
);
const CRAVINGS = list('Chocolate, Algo doce, Algo salgado, Cremoso, Crocante, Apimentado, Refrescante, Quentinho');

function generateDocuments(count: number, random: () => number): SearchDocument[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const n = min + Math.floor(random() * (max - min + 1));
    return [...new Set(Array.from({ length: n }, () => pick(items)))];
  };
  const start = Date.UTC(2022, 0, 1);
  const span = Date.UTC(2025, 11, 31) - start;
  return Array.from({ length: count }, (_, i) => {
    const ingredients = some(INGREDIENTS, 6, 15);
    const main = ingredients[0];
    const title = [
      pick(DISHES),
      'de',
      main,
      random() < 0.3 ? `com ${ingredients[1]}` : '',
      random() < 0.4 ? pick(QUALIFIERS) : '',
    ]
      .filter(Boolean)
      .join(' ');
    const description = [...some(DESCRIPTION_WORDS, 15, 35), main, pick(ingredients)].join(' ');
    return {
      id: i + 1,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      description,
      cuisine: random() < 0.6 ? pick(CUISINES) : null,
      ingredients,
      tags: some(TAGS, 1, 5),
      categories: some(CATEGORIES, 1, 2),
      cravings: some(CRAVINGS, 0, 2),
      publishedAt: start + Math.floor(random() * span * 1.03), // about 3% scheduled after "now"
    };
  });
}

const ms = (from: bigint, to: bigint): number => Number(to - from) / 1e6;
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n: number): string => n.toFixed(3).padStart(8);
const summary = (values: number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number): string => fmt(percentile(sorted, p));
  return `p50 ${at(50)}  p95 ${at(95)}  p99 ${at(99)}  max ${fmt(sorted[sorted.length - 1])}`;
};
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

function main(): void {
  const random = prng(SEED);
  const docs = generateDocuments(DOCUMENTS, random);
  const queries = generateQueries(QUERIES + WARMUP_QUERIES, random);
  const now = Date.UTC(2025, 11, 31);
  const index = new RecipeSearchIndex();

  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const buildStart = process.hrtime.bigint();
  index.rebuild(docs);
  const buildMs = ms(buildStart, process.hrtime.bigint());
  gc();
  const heapAfter = process.memoryUsage().heapUsed;

  const latencies: number[] = [];
  const byKind = new Map<QueryKind, number[]>();
  let results = 0;
  queries.forEach(({ kind, text }, i) => {
    const started = process.hrtime.bigint();
    const ids = index.search(text, { now });
    const elapsed = ms(started, process.hrtime.bigint());
    if (i < WARMUP_QUERIES) return;
    latencies.push(elapsed);
    byKind
      .set(kind, byKind.get(kind) ?? [])
      .get(kind)
      ?.push(elapsed);
    results += ids.length;
  });

  // The listing's text engine: the drawer's first page (24 cards) and the number of matches.
  const rankLatencies: number[] = [];
  let ranked = 0;
  queries.forEach(({ text }, i) => {
    const started = process.hrtime.bigint();
    const { total } = index.rankPage(text, () => true, 24);
    const elapsed = ms(started, process.hrtime.bigint());
    if (i < WARMUP_QUERIES) return;
    rankLatencies.push(elapsed);
    ranked += total;
  });

  const upsertStart = process.hrtime.bigint();
  for (const doc of docs.slice(0, 500)) index.upsert({ ...doc, title: `${doc.title} especial` });
  const upsertMs = ms(upsertStart, process.hrtime.bigint()) / 500;

  const heapNote = (globalThis as { gc?: unknown }).gc ? '' : ' — run with --expose-gc for a steadier figure';
  console.log(`documents        ${index.size}`);
  console.log(`build            ${buildMs.toFixed(0)} ms`);
  console.log(`heap used        ${mb(heapAfter)} (index ≈ ${mb(heapAfter - heapBefore)}${heapNote})`);
  console.log(
    `queries          ${latencies.length} after ${WARMUP_QUERIES} warm-up, ${(results / latencies.length).toFixed(1)} ids avg`,
  );
  console.log(`latency ms       ${summary(latencies)}`);
  for (const [kind, values] of byKind)
    console.log(`  ${kind.padEnd(14)} n=${String(values.length).padStart(4)} ${summary(values)}`);
  console.log(`listing page     ${summary(rankLatencies)}, ${(ranked / rankLatencies.length).toFixed(1)} matches avg`);
  console.log(`upsert           ${upsertMs.toFixed(3)} ms avg (500 replacements)`);
}

main();
