// npm run bench:load — the site under a crowd: 200 readers and writers at once for 60 s (pages, API reads, search,
// comments from many accounts, newsletter sign-ups), then every acknowledged write counted in the database; then
// SIGTERM in the middle of a load (every request already sent must get its whole answer); then, on MySQL/MariaDB
// (TEST_DATABASE_URL), the database cut off in the middle of a load: 503s, then recovery without a restart.
//
// Each simulated reader has its own address (X-Forwarded-For, with TRUST_PROXY=1 as behind a load balancer), so the
// per-address limits work as they do for real visitors: a 429 from a limit is an intended answer, not an error.
//
// Env: BENCH_LOAD_CONNECTIONS (200), BENCH_LOAD_SECONDS (60), TEST_DATABASE_URL (mysql://…/base: run on a fresh
// MariaDB database, and run the outage scenario), BENCH_LOAD_OUT (where the JSON results go).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gitCommit, loadAverage, machine } from './lib/machine.mjs';
import { root, startServer } from './lib/start-app.mjs';

const require = createRequire(path.join(root, 'package.json'));
const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const CONNECTIONS = int('BENCH_LOAD_CONNECTIONS', 200);
const SECONDS = int('BENCH_LOAD_SECONDS', 60);
const OUT = path.resolve(process.env.BENCH_LOAD_OUT || path.join(root, '.tmp/bench-load.json'));
const ADMIN = { email: 'admin@bench.local', password: `bench-${crypto.randomBytes(8).toString('hex')}-Admin` };
const RUN = crypto.randomBytes(3).toString('hex');
// Every limit at its production default (start-app lifts the page ceilings for the browser tests: '' restores them),
// with the readers' addresses taken from X-Forwarded-For as behind a load balancer.
const PRODUCTION_LIMITS = { TRUST_PROXY: '1', PAGE_RENDERS_PER_MINUTE: '', PAGE_REQUESTS_PER_MINUTE: '' };

/** The address of simulated reader i (10.x.y.z: never a real visitor's). */
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * One HTTP request on a keep-alive agent; resolves with the status, or with an error (never rejects).
 * `sentAt` is when the request was handed to the socket.
 */
function request(agent, base, { method = 'GET', path: p, headers = {}, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      `${base}${p}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks), ms: performance.now() - started, started }),
        );
        res.on('error', (error) => resolve({ error, ms: performance.now() - started, started }));
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ error, ms: performance.now() - started, started }));
    req.end(payload);
  });
}

const json = (res) => {
  try {
    return JSON.parse(res.body.toString());
  } catch {
    return undefined;
  }
};

/** Per kind of request: counts by status, errors and latencies. */
class Tally {
  kinds = new Map();
  add(kind, res) {
    let k = this.kinds.get(kind);
    if (!k) this.kinds.set(kind, (k = { requests: 0, statuses: {}, errors: {}, latencies: [] }));
    k.requests += 1;
    if (res.error) {
      const code = res.error.code || res.error.message;
      k.errors[code] = (k.errors[code] ?? 0) + 1;
      return;
    }
    k.statuses[res.status] = (k.statuses[res.status] ?? 0) + 1;
    if (res.status < 400) k.latencies.push(res.ms);
  }
  summary(seconds) {
    const rows = [];
    for (const [kind, k] of this.kinds) {
      const sorted = k.latencies.sort((a, b) => a - b);
      const pct = (q) => (sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] : NaN);
      const count = (f) => Object.entries(k.statuses).reduce((n, [s, c]) => n + (f(Number(s)) ? c : 0), 0);
      rows.push({
        kind,
        requests: k.requests,
        perSecond: +(k.requests / seconds).toFixed(1),
        ok: count((s) => s < 400),
        limited: count((s) => s === 429),
        otherNon2xx: count((s) => s >= 400 && s !== 429),
        errors: Object.values(k.errors).reduce((a, b) => a + b, 0),
        p50: +pct(0.5).toFixed(1),
        p99: +pct(0.99).toFixed(1),
        statuses: k.statuses,
        errorCodes: k.errors,
      });
    }
    return rows;
  }
}

function printTable(rows) {
  const cols = ['kind', 'requests', 'perSecond', 'ok', 'limited', 'otherNon2xx', 'errors', 'p50', 'p99'];
  const head = ['kind', 'requests', 'req/s', '2xx/3xx', '429', 'other 4xx/5xx', 'errors', 'p50 ms', 'p99 ms'];
  const cells = rows.map((r) => cols.map((c) => String(r[c])));
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (values) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const c of cells) console.log(line(c));
}

/** How many rows a table has, read from the app's own database (SQLite file or MySQL/MariaDB). */
async function countRows(app, table) {
  if (app.databaseUrl) {
    const mysql = require('mysql2/promise');
    const c = await mysql.createConnection(app.databaseUrl);
    try {
      const [rows] = await c.query(`SELECT COUNT(*) AS n FROM \`${table}\``);
      return Number(rows[0].n);
    } finally {
      await c.end();
    }
  }
  const Database = require('better-sqlite3');
  const db = new Database(path.join(app.dataDir, 'receitas.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get();
  } finally {
    db.close();
  }
}

/** Signs up one account per simulated reader, each from its own address. */
async function registerReaders(base, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const tokens = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await request(agent, base, {
        method: 'POST',
        path: '/api/user/register',
        headers: { 'x-forwarded-for': addressOf(i + 1) },
        body: {
          name: `Leitora ${i + 1}`,
          email: `leitora-${RUN}-${i + 1}@bench.local`,
          password: `Senha-de-carga-${RUN}-${i + 1}`,
        },
      });
      const token = res.error ? undefined : json(res)?.token;
      if (!token) throw new Error(`register ${i + 1}: ${res.error?.message ?? `${res.status} ${res.body}`}`);
      tokens[i] = token;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  agent.destroy();
  return tokens;
}

/**
 * The mix one reader runs in a loop: mostly pages and reads, some searches, comments and sign-ups.
 * @returns {{ kind: string, method?: string, path: string, body?: unknown, auth?: boolean }}
 */
function pickRequest(recipeIds, reader, n) {
  const id = recipeIds[(reader * 7 + n) % recipeIds.length];
  const roll = (reader * 31 + n * 17) % 100;
  if (roll < 14) return { kind: 'page /', path: '/' };
  if (roll < 28) return { kind: 'page /recipes/:id', path: `/recipes/${id}` };
  if (roll < 36) return { kind: 'page /recipes', path: '/recipes' };
  if (roll < 50) return { kind: 'api recipe', path: `/api/recipes/${id}` };
  if (roll < 58) return { kind: 'api list', path: `/api/recipes?page=${n % 3}&size=12` };
  if (roll < 64) return { kind: 'api comments', path: `/api/user/comment/${id}` };
  if (roll < 76) {
    const terms = ['bolo', 'frango', 'mandioca', 'chocolate', 'feijão', 'queijo', 'limão', 'arroz'];
    return {
      kind: 'search',
      path: `/api/recipes/search?query=${encodeURIComponent(terms[(reader + n) % terms.length])}`,
    };
  }
  if (roll < 90)
    return {
      kind: 'write comment',
      method: 'POST',
      path: `/api/user/comment/${id}`,
      auth: true,
      body: { content: `Fiz hoje e ficou ótima! (${RUN}-${reader}-${n})`, score: 1 + ((reader + n) % 5) },
    };
  return {
    kind: 'write newsletter',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: { email: `assinante-${RUN}-${reader}-${n}@bench.local`, source: 'bench' },
  };
}

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/**
 * `connections` readers, each in its own loop on its own keep-alive socket, until `stop()` resolves true.
 * `onResult(kind, res, req)` sees every answer.
 */
async function crowd({ base, connections, tokens, recipeIds, until, onResult }) {
  const readers = Array.from({ length: connections }, async (_, reader) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const address = addressOf(reader + 1);
    for (let n = 0; !until(); n += 1) {
      const r = pickRequest(recipeIds, reader, n);
      const headers = {
        'x-forwarded-for': address,
        ...(r.path.startsWith('/api') ? { accept: 'application/json' } : PAGE_HEADERS),
        ...(r.auth ? { authorization: `Bearer ${tokens[reader % tokens.length]}` } : {}),
      };
      const res = await request(agent, base, { method: r.method, path: r.path, headers, body: r.body });
      onResult(r.kind, res, r);
      // A refused connection (the server is gone) would spin: breathe.
      if (res.error) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    agent.destroy();
  });
  await Promise.all(readers);
}

async function mixedLoad(app, tokens, recipeIds) {
  const before = {
    comments: await countRows(app, 'comments'),
    subscribers: await countRows(app, 'newsletter_subscribers'),
  };
  const tally = new Tally();
  let acknowledgedComments = 0;
  let acknowledgedSubscribers = 0;
  const endAt = performance.now() + SECONDS * 1000;
  await crowd({
    base: app.url,
    connections: CONNECTIONS,
    tokens,
    recipeIds,
    until: () => performance.now() >= endAt,
    onResult: (kind, res) => {
      tally.add(kind, res);
      if (res.error) return;
      if (kind === 'write comment' && res.status === 201) acknowledgedComments += 1;
      if (kind === 'write newsletter' && res.status === 200 && json(res)?.success === true)
        acknowledgedSubscribers += 1;
    },
  });
  const after = {
    comments: await countRows(app, 'comments'),
    subscribers: await countRows(app, 'newsletter_subscribers'),
  };
  return {
    rows: tally.summary(SECONDS),
    writes: {
      comments: { acknowledged: acknowledgedComments, stored: after.comments - before.comments },
      subscribers: { acknowledged: acknowledgedSubscribers, stored: after.subscribers - before.subscribers },
    },
  };
}

/** SIGTERM to the app in the middle of a load: what happened to requests sent before and after it. */
async function sigtermScenario(app, tokens, recipeIds) {
  let termAt = Infinity;
  const before = { answered: 0, failed: 0, codes: {} };
  const after = { answered: 0, failed: 0, codes: {} };
  const endAt = performance.now() + 60_000;
  let exited = false;
  const exit = new Promise((resolve) => app.child.once('exit', (code, signal) => resolve({ code, signal })));
  exit.then(() => (exited = true));
  setTimeout(() => {
    termAt = performance.now();
    app.child.kill('SIGTERM');
  }, 10_000);
  await crowd({
    base: app.url,
    connections: Math.min(CONNECTIONS, 100),
    tokens,
    recipeIds,
    until: () => exited || performance.now() >= endAt,
    onResult: (_kind, res) => {
      const bucket = res.started < termAt ? before : after;
      if (res.error) {
        bucket.failed += 1;
        const code = res.error.code || res.error.message;
        bucket.codes[code] = (bucket.codes[code] ?? 0) + 1;
      } else bucket.answered += 1;
    },
  });
  const { code, signal } = await exit;
  return { sentBeforeSigterm: before, sentAfterSigterm: after, exit: { code, signal } };
}

/** The database cut off mid-load (MariaDB behind a TCP proxy) and restored: answers per second. */
async function outageScenario(tokensFor, recipeIdsOf) {
  const { startTcpProxy } = require(path.join(root, 'server/dist/bench/tcp-proxy.js'));
  const target = new URL(process.env.TEST_DATABASE_URL);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 3306) });
  const app = await startServer({
    admin: ADMIN,
    nodeEnv: null,
    env: PRODUCTION_LIMITS,
    databaseAddress: { host: '127.0.0.1', port: proxy.port },
  });
  try {
    const tokens = await tokensFor(app);
    const recipeIds = await recipeIdsOf(app);
    const start = performance.now();
    const seconds = [];
    const at = (ms) => Math.floor((ms - start) / 1000);
    const CUT_AT = 10;
    const RESTORE_AT = 25;
    const END_AT = 45;
    setTimeout(() => proxy.close(), CUT_AT * 1000);
    setTimeout(() => proxy.open(), RESTORE_AT * 1000);
    await crowd({
      base: app.url,
      connections: Math.min(CONNECTIONS, 100),
      tokens,
      recipeIds,
      until: () => performance.now() - start >= END_AT * 1000,
      onResult: (_kind, res) => {
        const s = at(res.started + res.ms);
        const row = (seconds[s] ??= { ok: 0, limited: 0, unavailable: 0, other: 0, errors: 0 });
        if (res.error) row.errors += 1;
        else if (res.status < 400) row.ok += 1;
        else if (res.status === 429) row.limited += 1;
        else if (res.status === 503) row.unavailable += 1;
        else row.other += 1;
      },
    });
    const during = seconds.slice(CUT_AT, RESTORE_AT).filter(Boolean);
    const afterRestore = seconds.slice(RESTORE_AT).map((row, i) => ({ ...row, second: RESTORE_AT + i }));
    const recovered = afterRestore.find((row) => row && row.ok > 0 && row.unavailable === 0);
    const sum = (rows, key) => rows.reduce((n, row) => n + (row?.[key] ?? 0), 0);
    return {
      cutAtSecond: CUT_AT,
      restoredAtSecond: RESTORE_AT,
      duringCut: {
        ok: sum(during, 'ok'),
        unavailable503: sum(during, 'unavailable'),
        other: sum(during, 'other'),
        errors: sum(during, 'errors'),
      },
      secondsToRecover: recovered ? recovered.second - RESTORE_AT : null,
      lastTenSeconds: {
        ok: sum(seconds.slice(END_AT - 10), 'ok'),
        unavailable503: sum(seconds.slice(END_AT - 10), 'unavailable'),
        other: sum(seconds.slice(END_AT - 10), 'other'),
        errors: sum(seconds.slice(END_AT - 10), 'errors'),
      },
      perSecond: seconds.map((row, second) => ({ second, ...row })),
    };
  } finally {
    await proxy.open().catch(() => {});
    await app.stop();
    await proxy.close();
  }
}

const recipeIdsOf = async (app) => {
  const res = await fetch(`${app.url}/api/recipes`);
  const ids = (await res.json()).map((r) => r.recipeId);
  if (!ids.length) throw new Error('no recipes to read');
  return ids;
};
const tokensFor = (app) => registerReaders(app.url, CONNECTIONS);

const results = {
  commit: gitCommit(),
  machine: machine(),
  database: process.env.TEST_DATABASE_URL ? 'MariaDB/MySQL' : 'SQLite',
  connections: CONNECTIONS,
  seconds: SECONDS,
  loadAverageBefore: loadAverage(),
};
console.log(
  `bench:load on ${results.database}, ${CONNECTIONS} connections, ${SECONDS} s; load average ${results.loadAverageBefore.join(' ')}`,
);

const app = await startServer({ admin: ADMIN, nodeEnv: null, env: PRODUCTION_LIMITS });
let problems = 0;
try {
  const recipeIds = await recipeIdsOf(app);
  const tokens = await tokensFor(app);
  console.log(`\n1. Mixed reads and writes (${recipeIds.length} recipes, ${tokens.length} accounts)`);
  const mixed = await mixedLoad(app, tokens, recipeIds);
  printTable(mixed.rows);
  for (const [what, w] of Object.entries(mixed.writes)) {
    const ok = w.acknowledged === w.stored;
    console.log(`   ${what}: ${w.acknowledged} acknowledged, ${w.stored} stored ${ok ? '✓' : '✗ MISMATCH'}`);
    if (!ok) problems += 1;
  }
  const unexpected = mixed.rows.reduce((n, r) => n + r.otherNon2xx + r.errors, 0);
  console.log(`   errors other than intended 429s: ${unexpected}`);
  problems += unexpected;
  results.mixed = mixed;

  console.log('\n2. SIGTERM 10 s into a load of 100 readers');
  const term = await sigtermScenario(app, tokens, recipeIds);
  console.log(
    `   sent before SIGTERM: ${term.sentBeforeSigterm.answered} answered, ${term.sentBeforeSigterm.failed} failed ${JSON.stringify(term.sentBeforeSigterm.codes)}`,
  );
  console.log(
    `   sent after SIGTERM: ${term.sentAfterSigterm.answered} answered, ${term.sentAfterSigterm.failed} refused ${JSON.stringify(term.sentAfterSigterm.codes)}; exit ${JSON.stringify(term.exit)}`,
  );
  problems += term.sentBeforeSigterm.failed;
  results.sigterm = term;
} finally {
  await app.stop();
}

if (process.env.TEST_DATABASE_URL) {
  console.log('\n3. The database cut off 10 s into a load of 100 readers, restored 15 s later');
  const outage = await outageScenario(tokensFor, recipeIdsOf);
  console.log(`   during the cut: ${JSON.stringify(outage.duringCut)}`);
  console.log(
    `   answering again ${outage.secondsToRecover} s after the restore; last 10 s: ${JSON.stringify(outage.lastTenSeconds)}`,
  );
  problems +=
    outage.duringCut.other + (outage.secondsToRecover === null ? 1 : 0) + outage.lastTenSeconds.unavailable503;
  results.outage = outage;
} else {
  console.log('\n3. Database outage: skipped (SQLite has no connection to cut; set TEST_DATABASE_URL=mysql://…)');
}

results.loadAverageAfter = loadAverage();
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nResults in ${path.relative(process.cwd(), OUT)}; ${problems ? `${problems} problem(s)` : 'no problems'}.`,
);
process.exitCode = problems ? 1 : 0;
