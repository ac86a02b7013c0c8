// Web benchmark: the built app started like `npm start` (no NODE_ENV, SQLite, demo content) under HTTP load with and
// without its page cache, Lighthouse's mobile audit, the first-load JavaScript, and the app's cached page against
// nginx serving the same HTML from disk. Prints the results and writes them to docs/performance.md, in a section
// named by BENCH_TITLE (default "Latest run"). `npm run bench:web` builds first; nothing here asserts a threshold.
// Quick run: BENCH_SECONDS=2 BENCH_WARMUP_SECONDS=1 LIGHTHOUSE_RUNS=1 NGINX_ROUNDS=1 node scripts/bench-web.mjs
// BENCH_PEER=1 adds a stock WordPress recipe post side by side (lib/peer-wordpress.mjs), PEER_ROUNDS load rounds.
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadSizes } from '../client/scripts/report-size.mjs';
import { measureInteractions } from './lib/interactions.mjs';
import { CHROMIUM } from './lib/chromium.mjs';
import { lighthouse } from './lib/lighthouse.mjs';
import { BROWSER_HEADERS, IDENTITY_HEADERS, load, median, medianTtfb, waitUntilIdle } from './lib/load.mjs';
import { gitCommit, loadAverage, machine, treeCpuSeconds, watchOtherLoad } from './lib/machine.mjs';
import { NGINX, startNginx } from './lib/nginx.mjs';
import { peerUnavailable, usingPeer } from './lib/peer-wordpress.mjs';
import { root, startServer } from './lib/start-app.mjs';
import {
  formatMarkdown,
  lighthouseTable,
  nginxTable,
  peerLighthouseTable,
  peerLoadTable,
  serverTable,
  writeSection,
} from './lib/web-report.mjs';

/** @param {string} name @param {number} fallback @param {number} min */
function setting(name, fallback, min) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got "${raw}"`);
  return value;
}

const SECONDS = setting('BENCH_SECONDS', 10, 1);
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 2, 0);
const LIGHTHOUSE_RUNS = setting('LIGHTHOUSE_RUNS', 3, 0);
const NGINX_ROUNDS = setting('NGINX_ROUNDS', 3, 0);
const PEER_ROUNDS = setting('PEER_ROUNDS', 3, 1);
const BENCH_PEER = process.env.BENCH_PEER === '1';
/** The WordPress page measured beside each of this site's pages: its home page lists its recipes. */
const PEER_PAGE = { '/recipes/1': 'recipeUrl', '/': 'homeUrl', '/recipes': 'homeUrl' };
const PEER_CONNECTIONS = 10;
const INTERACTION_ROUNDS = setting('INTERACTION_ROUNDS', 3, 0);
const TTFB_SAMPLES = 21;
const PAGES = ['/', '/recipes/1', '/recipes'];
const CONNECTIONS = [10, 50];
const NGINX_PAGE = '/recipes/1';
const NGINX_CONNECTIONS = 50;
const TITLE = process.env.BENCH_TITLE || 'Latest run';
const DOC = path.join(root, 'docs/performance.md');
const INTRODUCTION = `# Web performance

Figures from \`npm run bench:web\` (see the README's Benchmarks section). Each run replaces the section with its
title (\`BENCH_TITLE\`, default "Latest run"), so labelled runs, such as the figures before a change, stay for
comparison.
`;

/** Servers still running: stopped on Ctrl-C or SIGTERM as well, not only when a step fails. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await Promise.allSettled([...running].map((stop) => stop()));
    process.exit(130);
  });
}

/**
 * Runs `use` with a started server and stops the server afterwards, whatever happens.
 * @template {{ stop: () => Promise<void> }} S
 * @template T
 * @param {Promise<S>} starting @param {(server: S) => Promise<T>} use @returns {Promise<T>}
 */
async function using(starting, use) {
  const server = await starting;
  running.add(server.stop);
  try {
    return await use(server);
  } finally {
    running.delete(server.stop);
    await server.stop();
  }
}

/**
 * One load run (warm-up included), then the wait for the app's leftover work, so the next run starts on an idle app.
 * The CPU the app used meanwhile (its primary and workers, from the run's start until idle, leftover and background
 * work included) divided by the requests sent is its CPU per request: per page rendered when every request renders.
 * @param {number | number[]} pids the app's process (its workers count with it), or a server's processes
 * @param {{ url: string, connections: number, headers: Record<string, string>, paths?: string[] }} run
 */
async function measuredLoad(pids, run) {
  const cpu = () => [pids].flat().reduce((total, pid) => total + treeCpuSeconds(pid), 0);
  const cpuBefore = cpu();
  const result = await load({ ...run, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS });
  await waitUntilIdle(pids);
  return { ...result, cpuMsPerRequest: ((cpu() - cpuBefore) * 1000) / result.sent };
}

/**
 * An unmeasured load on a fresh server before its first measured run: a process's first renders compile and warm
 * what every later one reuses (in one such run, 70 ms more CPU per page over its first 12 seconds).
 * @param {number | number[]} pids @param {string} url @param {string[]} [paths]
 */
async function prime(pids, url, paths) {
  await load({
    url,
    connections: 10,
    warmupSeconds: 0,
    seconds: Math.max(WARMUP_SECONDS, 1),
    headers: BROWSER_HEADERS,
    paths,
  });
  await waitUntilIdle(pids);
}

/** @param {import('./lib/load.mjs').LoadResult} run */
const cpuText = (run) => (run.cpuMsPerRequest === undefined ? '' : `, CPU ${run.cpuMsPerRequest.toFixed(1)} ms/req`);

/**
 * @param {{ url: string, pid: number }} app @param {string} label
 * @param {{ page: string, paths?: string[] }[]} [pages] each page's URL, or the paths its requests take in turn
 * @returns {Promise<import('./lib/web-report.mjs').PageLoad[]>}
 */
async function pageLoads(app, label, pages = PAGES.map((page) => ({ page }))) {
  await waitUntilIdle(app.pid); // the app may still be building its search index after it answered /healthz
  for (const { page, paths } of pages) await prime(app.pid, `${app.url}${page}`, paths);
  const loads = [];
  for (const { page, paths } of pages) {
    const url = `${app.url}${paths?.[0] ?? page}`;
    /** @type {Record<number, import('./lib/load.mjs').LoadResult>} */
    const runs = {};
    for (const connections of CONNECTIONS) {
      runs[connections] = await measuredLoad(app.pid, { url, connections, headers: BROWSER_HEADERS, paths });
      const { reqPerSec, p99 } = runs[connections];
      console.log(
        `  ${page} ${label} @${connections}: ${reqPerSec.toFixed(1)} req/s, p99 ${p99.toFixed(0)} ms` +
          cpuText(runs[connections]),
      );
    }
    const urls = (paths ?? [page]).map((p) => `${app.url}${p}`);
    loads.push({ page, runs, ttfb: await medianTtfb(urls, BROWSER_HEADERS, TTFB_SAMPLES) });
  }
  return loads;
}

/**
 * The recipe page missing the cache, compression and the cache's background work included: an app whose page cache
 * keeps a few pages only (PAGE_CACHE_MB=1: about five recipe pages per worker), asked for every published recipe's
 * page in turn, so each request renders a page, compresses and stores it, and evicts an older one: what a crawler
 * walking the long tail costs. With the cache off (PAGE_CACHE_MB=0) nothing is stored, so nothing is compressed.
 * @param {{ url: string, pid: number }} app
 */
async function missLoads(app) {
  const response = await fetch(`${app.url}/api/recipes`);
  /** @type {{ recipeId: number }[]} */
  const recipes = await response.json();
  if (!response.ok || recipes.length < 20) throw new Error(`/api/recipes: expected 20 recipes or more`);
  const paths = recipes.map(({ recipeId }) => `/recipes/${recipeId}`);
  return pageLoads(app, 'miss', [{ page: `/recipes/:id (${paths.length} in turn)`, paths }]);
}

/** @param {{ score: number, lcp: number, tbt: number, cls: number }[]} runs */
const medianOf = (runs) => {
  const of = (key) => median(runs.map((run) => run[key]));
  return { score: of('score'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls') };
};

/**
 * Lighthouse runs of each page; with the WordPress peer, each run alternates with one of its page beside it.
 * @param {string} appUrl @param {{ recipeUrl: string, homeUrl: string } | null} peer
 */
async function lighthouseFigures(appUrl, peer) {
  const pages = [];
  for (const page of PAGES) {
    const peerUrl = peer?.[PEER_PAGE[page]];
    const runs = [];
    const peerRuns = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      // each goes first every other run: a change in the machine's load affects both alike
      if (peerUrl && i % 2) peerRuns.push(await lighthouse(peerUrl));
      runs.push(await lighthouse(`${appUrl}${page}`));
      if (peerUrl && !(i % 2)) peerRuns.push(await lighthouse(peerUrl));
    }
    const figures = { page, median: medianOf(runs) };
    console.log(`  Lighthouse ${page}: performance ${figures.median.score}`);
    if (peerUrl) {
      pages.push({ ...figures, peer: { url: peerUrl, median: medianOf(peerRuns) } });
      console.log(`  Lighthouse ${peerUrl}: performance ${medianOf(peerRuns).score}`);
    } else pages.push(figures);
  }
  return pages;
}

/**
 * Each page of the app with its page cache off beside WordPress's, PEER_ROUNDS load runs each, alternating.
 * @param {{ url: string, pid: number }} app @param {{ recipeUrl: string, homeUrl: string, pids: number[] }} peer
 * @returns {Promise<import('./lib/web-report.mjs').PeerLoads[]>}
 */
async function peerLoads(app, peer) {
  const pages = [];
  for (const page of PAGES) {
    const peerUrl = peer[PEER_PAGE[page]];
    const site = { url: `${app.url}${page}`, connections: PEER_CONNECTIONS, headers: BROWSER_HEADERS };
    const theirs = { url: peerUrl, connections: PEER_CONNECTIONS, headers: BROWSER_HEADERS };
    const runs = { site: [], peer: [] };
    await prime(peer.pids, peerUrl);
    for (let round = 1; round <= PEER_ROUNDS; round++) {
      if (round % 2 === 0) runs.peer.push(await measuredLoad(peer.pids, theirs));
      runs.site.push(await measuredLoad(app.pid, site));
      if (round % 2 === 1) runs.peer.push(await measuredLoad(peer.pids, theirs));
      const [ours, wp] = [runs.site.at(-1), runs.peer.at(-1)];
      console.log(
        `  round ${round} ${page}: ${ours.reqPerSec.toFixed(1)} req/s${cpuText(ours)}; ` +
          `WordPress ${wp.reqPerSec.toFixed(1)} req/s${cpuText(wp)}`,
      );
    }
    pages.push({ page, peerUrl, ...runs });
  }
  return pages;
}

/**
 * The app's cached page against nginx sending the same bytes from disk, alternating so that a change in the
 * machine's load affects both alike.
 * @param {{ url: string, pid: number }} app
 * @returns {Promise<import('./lib/web-report.mjs').NginxComparison>}
 */
async function nginxComparison(app) {
  const appUrl = `${app.url}${NGINX_PAGE}`;
  const response = await fetch(appUrl, { headers: IDENTITY_HEADERS });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok || response.headers.get('content-encoding')) {
    throw new Error(`${NGINX_PAGE}: expected an uncompressed 200, got ${response.status}`);
  }
  const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
  return using(startNginx({ urlPath: NGINX_PAGE, body, contentType }), async (nginx) => {
    const runs = {
      app: { url: appUrl, connections: NGINX_CONNECTIONS, headers: IDENTITY_HEADERS },
      nginx: { url: nginx.url, connections: NGINX_CONNECTIONS, headers: IDENTITY_HEADERS },
    };
    const results = { app: [], nginx: [], bytes: body.length };
    for (let round = 1; round <= NGINX_ROUNDS; round++) {
      const appResult = await measuredLoad(app.pid, runs.app);
      const nginxResult = await load({ ...runs.nginx, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS });
      results.app.push(appResult);
      results.nginx.push(nginxResult);
      console.log(
        `  round ${round}: app ${appResult.reqPerSec.toFixed(0)} req/s, nginx ${nginxResult.reqPerSec.toFixed(0)}`,
      );
    }
    return results;
  });
}

/** Parts that need a program this machine may lack are skipped with a message: this is a benchmark, not a test. */
function unavailableParts() {
  const skipped = [];
  if (LIGHTHOUSE_RUNS === 0) skipped.push('Lighthouse: skipped (LIGHTHOUSE_RUNS=0).');
  else if (!fs.existsSync(CHROMIUM)) {
    skipped.push(`Lighthouse: skipped, Chromium not found at ${CHROMIUM} (apt-get install -y chromium).`);
  }
  if (NGINX_ROUNDS === 0) skipped.push('nginx comparison: skipped (NGINX_ROUNDS=0).');
  else if (!fs.existsSync(NGINX)) {
    skipped.push(`nginx comparison: skipped, nginx not found at ${NGINX} (apt-get install -y nginx-light).`);
  }
  return skipped;
}

/** @param {{ before: string[], after: string[], otherCores: number | null, minutes: number }} conditions */
function conditionsText({ before, after, otherCores, minutes }) {
  const m = machine();
  const others =
    otherCores === null ? '' : `; other processes used ${otherCores.toFixed(2)} cores on average meanwhile`;
  // The load average after the run counts the app and the load generator themselves (about 2): "busy" means others.
  const busy = Number(before[0]) > 1 || (otherCores ?? 0) > 0.5;
  return (
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on commit ${gitCommit()}, ` +
    `${SECONDS} s per load run after a ${WARMUP_SECONDS} s warm-up; the whole run took ${minutes.toFixed(1)} min.\n\n` +
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, Node ${m.node}. Load average (1/5/15 min) ` +
    `${before.join(' ')} before, ${after.join(' ')} after${others}.` +
    (busy
      ? '\n\n**Figures taken on a busy machine**: a load average above 1 before the run (it also counts the build ' +
        'that `npm run bench:web` runs first), or other processes using over half a core during it.'
      : '')
  );
}

/**
 * With BENCH_PEER=1: this site beside the stock WordPress recipe post, and the ratios.
 * @param {any} cached @param {any} uncached
 */
function peerSection(cached, uncached) {
  const audits = cached.lighthouse?.some((/** @type {any} */ page) => page.peer);
  if (!uncached.peer && !audits) return [];
  return [
    '### Side by side with WordPress (`BENCH_PEER=1`)',
    `The stock WordPress 6 recipe post and home page of \`../shared/tools/peer-wordpress\` (Debian's packages, ` +
      `Twenty Twenty-Three, no page cache; nginx, php-fpm and the MariaDB server it shares on this machine), started ` +
      `and stopped by the bench through its \`start.sh\`/\`stop.sh\`. Ratios: this site / WordPress. Its home ` +
      `page, which lists its recipes, stands beside both \`/\` and \`/recipes\`.`,
    ...(uncached.peer
      ? [
          `Loads at ${PEER_CONNECTIONS} connections, ${PEER_ROUNDS} alternating rounds per page, median (best): this ` +
            `site with its page cache off (every request a render), as WordPress renders every request. CPU ms/req ` +
            `as above; WordPress's counts its nginx, php-fpm and MariaDB processes (MariaDB's includes whatever else ` +
            `used it meanwhile).`,
          peerLoadTable(uncached.peer, median),
        ]
      : []),
    ...(audits
      ? [
          `Lighthouse mobile, median of ${LIGHTHOUSE_RUNS} runs per page, each run of this site (page cache on) ` +
            `alternating with one of WordPress's.`,
          peerLighthouseTable(cached.lighthouse),
        ]
      : []),
  ];
}

/**
 * Interaction to Next Paint of the recipe page's controls at 4x CPU slowdown, median of INTERACTION_ROUNDS rounds.
 * @param {string} appUrl
 */
async function interactionFigures(appUrl) {
  console.log(`  interactions (INP at 4x CPU slowdown), ${INTERACTION_ROUNDS} rounds`);
  const rounds = [];
  for (let i = 0; i < INTERACTION_ROUNDS; i++) rounds.push(await measureInteractions(appUrl));
  return Object.fromEntries(
    Object.keys(rounds[0]).map((control) => [
      control,
      Object.fromEntries(
        ['warm', 'first', 'firstEffect'].map((key) => {
          const values = rounds.map((r) => r[control][key]);
          return [key, values.includes(null) ? null : median(values)];
        }),
      ),
    ]),
  );
}

/** @param {Record<string, { warm: number, first: number, firstEffect: number | null }>} figures */
function interactionTable(figures) {
  const rows = Object.entries(figures).map(
    ([control, f]) =>
      `| ${control} | ${Math.round(f.warm)} | ${Math.round(f.first)} | ${f.firstEffect === null ? 'never shown' : Math.round(f.firstEffect)} |`,
  );
  return [
    '| control | INP, part reached first (ms) | INP, first act on the page (ms) | first act: effect shown after (ms) |',
    '| --- | --: | --: | --: |',
    ...rows,
  ].join('\n');
}

/** @param {{ cached: any, uncached: any, missing: any, skipped: string[], conditions: string }} results */
function report({ cached, uncached, missing, skipped, conditions }) {
  const sizes = firstLoadSizes();
  const instances = [
    { label: 'on', pages: cached.pages },
    { label: 'off (`PAGE_CACHE_MB=0`)', pages: uncached.pages },
    { label: 'every request a miss (`PAGE_CACHE_MB=1`)', pages: missing.pages },
  ];
  const nginx = cached.nginx;
  const parts = [
    conditions,
    '### HTML pages under load',
    `The app as \`npm start\` runs it (no NODE_ENV, SQLite, demo content; LOG_LEVEL=warn), autocannon with ` +
      `\`accept: text/html\` and \`accept-encoding: br, gzip\` at ${CONNECTIONS.join(' and ')} connections. ` +
      `TTFB: median of ${TTFB_SAMPLES} requests one at a time. \`x-page-cache\`: share of responses saying HIT, ` +
      `when the app sends the header. CPU ms/req: the CPU time of the app's primary and workers (utime + stime) ` +
      `from the run's start (warm-up included; each app had an unmeasured load of each page first) until the app is idle again (leftover and background work, such as ` +
      `recompressing kept pages, included), divided by the requests sent; where every request renders (cache off, ` +
      `miss) it is the CPU per miss. The miss rows ask for each published recipe's page in turn from an app whose ` +
      `page cache holds about five recipe pages per worker, so each request renders, compresses, stores and evicts ` +
      `a page (a few hits remain when the cluster hands one worker few of the connections); with the cache off ` +
      `nothing is stored, so no stored body is compressed: \`compression\` encodes each answer at Brotli 4 on the fly.`,
    serverTable(instances, CONNECTIONS),
    ...(cached.lighthouse
      ? [
          `### Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS} runs per page, page cache on)`,
          lighthouseTable(cached.lighthouse),
        ]
      : []),
    ...(cached.interactions
      ? [
          `### Interactions on \`/recipes/1\` (390 px, CPU 4x slower, median of ${INTERACTION_ROUNDS} rounds)`,
          'INP as the Event Timing API reports it (input to next paint, the longest entry of the interaction). ' +
            '"Part reached first": the reader scrolled to the control (its part hydrated), then used it. "First act": ' +
            "a guest's first act on the page is this tap (scrolling to the control first where it is below the " +
            'fold): the tap is held until the code has arrived and the part hydrated, then replayed.',
          interactionTable(cached.interactions),
        ]
      : []),
    ...peerSection(cached, uncached),
    '### First-load JavaScript',
    `${(sizes.shell.gzip / 1024).toFixed(1)} KB gzip shared by every public page (entry chunk and its static ` +
      `imports, each file compressed alone; target ≤ ${sizes.targetKb} KB).`,
    ...(nginx
      ? [
          `### App page cache against nginx serving the same file (\`${NGINX_PAGE}\`, ${NGINX_CONNECTIONS} connections)`,
          `Both send the same ${(nginx.bytes / 1024).toFixed(1)} KB uncompressed body (\`accept-encoding: identity\`); ` +
            `nginx with \`worker_processes auto\`, autocannon alternating between them. On 2 cores the load ` +
            `generator shares the CPU with the server, so nginx's figure is a lower bound.`,
          nginxTable(nginx, median),
        ]
      : []),
    ...skipped,
  ];
  return parts.filter(Boolean).join('\n\n');
}

const before = loadAverage();
const otherLoad = watchOtherLoad();
const started = performance.now();
const skipped = unavailableParts();
skipped.forEach((message) => console.log(message));
const withLighthouse = !skipped.some((s) => s.startsWith('Lighthouse'));
const withNginx = !skipped.some((s) => s.startsWith('nginx'));
const peerMissing = BENCH_PEER ? peerUnavailable() : '';
if (peerMissing) {
  skipped.push(peerMissing);
  console.log(peerMissing);
}

/** @param {{ recipeUrl: string, homeUrl: string, pids: number[] } | null} peer */
async function measureAll(peer) {
  console.log('Page cache on:');
  const cached = await using(startServer({ nodeEnv: null }), async (app) => ({
    pages: await pageLoads(app, 'cache on'),
    lighthouse: withLighthouse ? await lighthouseFigures(app.url, peer) : null,
    interactions: withLighthouse && INTERACTION_ROUNDS ? await interactionFigures(app.url) : null,
    nginx: withNginx ? await nginxComparison(app) : null,
  }));
  console.log('Page cache off (PAGE_CACHE_MB=0):');
  const uncached = await using(startServer({ nodeEnv: null, env: { PAGE_CACHE_MB: '0' } }), async (app) => ({
    pages: await pageLoads(app, 'cache off'),
    peer: peer ? await peerLoads(app, peer) : null,
  }));
  console.log('Every request a miss (PAGE_CACHE_MB=1, the recipe pages in turn):');
  const missing = await using(startServer({ nodeEnv: null, env: { PAGE_CACHE_MB: '1' } }), async (app) => ({
    pages: await missLoads(app),
  }));
  return { cached, uncached, missing };
}

// The peer's servers are not this process's children: their CPU is counted here, so as not to call it others' load.
let peerCpuSeconds = 0;
const { cached, uncached, missing } =
  BENCH_PEER && !peerMissing
    ? await usingPeer(async (peer) => {
        const cpu = () => peer.pids.reduce((total, pid) => total + treeCpuSeconds(pid), 0);
        const cpuBefore = cpu();
        try {
          return await measureAll(peer);
        } finally {
          peerCpuSeconds = cpu() - cpuBefore;
        }
      })
    : await measureAll(null);

const conditions = conditionsText({
  before,
  after: loadAverage(),
  otherCores: otherLoad(peerCpuSeconds)?.otherCores ?? null,
  minutes: (performance.now() - started) / 60_000,
});
const markdown = report({ cached, uncached, missing, skipped, conditions });
await writeSection(DOC, TITLE, markdown, INTRODUCTION);
console.log(`\n${await formatMarkdown(`## ${TITLE}\n\n${markdown}`, DOC)}\nWritten to ${path.relative(root, DOC)}.`);
