// The server-side measurements of bench:scale on a running app (one process: WEB_CONCURRENCY=1): memory, the CPU of
// an uncached page render, HTML sizes as served, search latency, and the REST list's first against its last page.
import fs from 'node:fs';
import http from 'node:http';
import { cpuSeconds } from './machine.mjs';
import { median } from './load.mjs';

/** Resident memory of a process in MB, from /proc/PID/status. */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

/**
 * One GET with node:http, so that the body's bytes are those sent (fetch would decompress them).
 * @param {string} url @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer, ms: number }>}
 */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** POSTs one GraphQL operation; resolves with its time and its data (throws on errors). */
export async function graphql(url, query, variables) {
  const started = performance.now();
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok || body.errors) throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  return { ms, data: body.data };
}

const ok = (res, what) => {
  if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
  return res;
};

/** Sizes of a public page: uncompressed, and as served with brotli and with gzip. */
export async function htmlSizes(url, page) {
  const size = async (encoding) =>
    ok(await get(`${url}${page}`, { accept: 'text/html', 'accept-encoding': encoding }), page).body.length;
  return { page, bytes: await size('identity'), br: await size('br'), gzip: await size('gzip') };
}

/**
 * The server's CPU per uncached recipe render: `renders` recipe pages (the page cache off), one at a time, cycling
 * through the given ids, after twenty unmeasured ones (JIT, first reads); plus the median render time the page
 * itself reports in Server-Timing. The renders run in three batches and the median batch counts: one major garbage
 * collection of a large heap, landing in a batch, would otherwise be spread over every render.
 * @param {{ url: string, pid: number }} app @param {number[]} ids @param {number} renders
 */
export async function renderCost(app, ids, renders) {
  const page = (i) => `${app.url}/recipes/${ids[i % ids.length]}`;
  for (let i = 0; i < Math.min(20, renders); i++)
    ok(await get(page(ids.length - 1 - i), { accept: 'text/html' }), 'recipe');
  const durations = [];
  const batches = [];
  const batchSize = Math.max(1, Math.floor(renders / 3));
  for (let start = 0; start + batchSize <= renders; start += batchSize) {
    const before = cpuSeconds(app.pid);
    for (let i = start; i < start + batchSize; i++) {
      const res = ok(await get(page(i), { accept: 'text/html' }), `/recipes/${ids[i % ids.length]}`);
      if (res.headers['x-page-cache'] === 'HIT') throw new Error('a recipe page came from the page cache');
      const timing = /render;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
      if (timing) durations.push(Number(timing[1]));
    }
    batches.push(((cpuSeconds(app.pid) - before) * 1000) / batchSize);
  }
  return { cpuMs: median(batches), batchesMs: batches, renderMs: durations.length ? median(durations) : NaN };
}

/** Nearest-rank percentile of unsorted values. */
const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
};

/**
 * Search latency, one request at a time (server time, not queueing), each API in a pass of its own so one answer's
 * garbage is not timed in the other's: the drawer's GraphQL search (findRecipes with the text: a first page of 24
 * cards), the REST search (up to 50 full recipes), and, for scale, the same 50 full recipes without a text
 * (GET /api/recipes?size=50, pages in turn): what the REST search costs apart from searching. A few unmeasured
 * requests start each pass.
 * @param {string} url @param {string[]} queries
 */
export async function searchLatency(url, queries) {
  const WARM_UP = 10;
  const document = `query ($query: String!) {
    findRecipes(criteria: { text: $query }, page: { page: 0, size: 24 }) {
      totalElements content { recipeId title imageUrl { medium } category { categoryId name } }
    }
  }`;
  const gql = [];
  for (const [i, query] of queries.entries()) {
    const { ms } = await graphql(url, document, { query });
    if (i >= WARM_UP) gql.push(ms);
  }
  const rest = [];
  const restBytes = [];
  for (const [i, query] of queries.entries()) {
    const res = ok(await get(`${url}/api/recipes/search?query=${encodeURIComponent(query)}`), 'search');
    if (i < WARM_UP) continue;
    rest.push(res.ms);
    restBytes.push(res.body.length);
  }
  const list = [];
  for (let i = 0; i < queries.length; i++) {
    const res = ok(await get(`${url}/api/recipes?page=${i % 20}&size=50`), 'list');
    if (i >= WARM_UP) list.push(res.ms);
  }
  const summary = (values) => ({ p50: percentile(values, 0.5), p95: percentile(values, 0.95) });
  return {
    rest: summary(rest),
    graphql: summary(gql),
    list: summary(list),
    restKb: median(restBytes) / 1024,
    samples: rest.length,
  };
}

/**
 * GET /api/recipes?page=N&size=20 for the first and the last page, alternating, `rounds` times each.
 * @param {string} url @param {number} rounds
 */
export async function restPaging(url, rounds) {
  const first = JSON.parse(ok(await get(`${url}/api/recipes?page=0&size=20`), 'list').body.toString());
  const lastPage = Math.max(0, first.totalPages - 1);
  const times = { first: [], last: [] };
  for (let i = 0; i < rounds; i++) {
    times.first.push(ok(await get(`${url}/api/recipes?page=0&size=20`), 'first page').ms);
    times.last.push(ok(await get(`${url}/api/recipes?page=${lastPage}&size=20`), 'last page').ms);
  }
  return { lastPage, firstMs: median(times.first), lastMs: median(times.last) };
}

/** Ids of the public recipes, newest first (GET /api/recipes, paged), up to `limit`. */
export async function publicRecipeIds(url, limit) {
  const ids = [];
  for (let page = 0; ids.length < limit; page++) {
    const body = JSON.parse(ok(await get(`${url}/api/recipes?page=${page}&size=100`), 'list').body.toString());
    ids.push(...body.content.map((r) => r.recipeId));
    if (page + 1 >= body.totalPages) break;
  }
  return ids.slice(0, limit);
}
