import path from 'node:path';
import pino from 'pino';
import { recipeBody, startTestApp, type TestApp } from '../harness';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';

// The app reaches MariaDB through a TCP proxy the test cuts and restores; the shared server itself is never touched.
// SQLite is a file in the same process: there is no connection to cut (failures.test.ts covers the mapping there).
const mysqlUrl = process.env.TEST_DATABASE_URL;
const describeOnMysql = mysqlUrl ? describe : describe.skip;
if (!mysqlUrl) console.info('outage.test.ts skipped: set TEST_DATABASE_URL (MySQL/MariaDB) to cut the app off it');
const clientRoot = path.resolve(__dirname, '../../../../client');

/** Generous: the machine may be busy; conditions are polled, never waited for by a fixed sleep. */
const DEADLINE_MS = 120_000;
const TEST_TIMEOUT_MS = 2 * DEADLINE_MS;

async function until(what: string, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  for (let pause = 50; ; pause = Math.min(pause * 2, 1_000)) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`still not true after ${DEADLINE_MS} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

let proxy: TcpProxy;
let app: TestApp;
let recipeId: number;
const log: LogLine[] = [];

beforeAll(async () => {
  if (!mysqlUrl) return;
  const target = new URL(mysqlUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 3306) });
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => log.push(JSON.parse(line)) });
  app = await startTestApp({ clientRoot, logger, databaseAddress: { host: '127.0.0.1', port: proxy.port } });
  const admin = await app.adminToken();
  recipeId = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody() })).body.recipeId;
}, TEST_TIMEOUT_MS);
afterAll(async () => {
  if (!mysqlUrl) return;
  await proxy.open().catch(() => {}); // already open unless a test failed midway; the database is dropped through it
  await app?.close();
  await proxy.close();
}, TEST_TIMEOUT_MS);

const page = async (p: string) => {
  const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const recipeQuery = (token?: string) =>
  app.api('POST', '/graphql', {
    body: { query: 'query ($id: Int!) { recipe(id: $id) { title } }', variables: { id: recipeId } },
    token,
  });
const status = async (p: string) => (await fetch(`${app.url}${p}`)).status;
const messages = (start: string) => log.filter((line) => line.msg.startsWith(start));

describeOnMysql('a database outage (MariaDB behind a TCP proxy; skipped without TEST_DATABASE_URL)', () => {
  let cutAt: number;

  it(
    'answers 503 on pages, REST, GraphQL and /readyz while the database is cut off; /healthz stays 200',
    async () => {
      // A page read before the cut is kept by the page cache; the recipe page is not read until the outage.
      const before = await page('/e-book');
      expect(before.status).toBe(200);
      cutAt = log.length;
      await proxy.close();

      // The first request meets the broken connection itself (or the monitor already knows): 503, not 500.
      const first = await app.api('GET', `/api/recipes/${recipeId}`);
      expect(first.status).toBe(503);
      await until('/readyz answers 503', async () => (await status('/readyz')) === 503);

      // stale-if-error: the last good copy of a page this worker rendered before the outage, never stored downstream
      const stale = await fetch(`${app.url}/e-book`, { headers: { accept: 'text/html' } });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-page-cache')).toBe('STALE');
      expect(stale.headers.get('cache-control')).toBe('no-store');
      expect(await stale.text()).toBe(before.html);

      for (let i = 0; i < 3; i++) {
        const html = await page(`/recipes/${recipeId}`);
        expect(html.status).toBe(503);
        expect(html.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(html.headers.get('cache-control')).toBe('no-store');
        expect(html.headers.get('content-type')).toMatch(/^text\/html/);
        expect(html.html).toContain('<html lang="pt-BR">');
        expect(html.html).toContain('Voltamos já');
        expect(html.html).toContain('Tente novamente em alguns instantes.');
        expect(html.html).toContain(`<a href="/recipes/${recipeId}">Tentar de novo</a>`);
        expect(html.html).not.toMatch(/<script|<link|src=/);

        const rest = await app.api('GET', `/api/recipes/${recipeId}`);
        expect(rest.status).toBe(503);
        expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(rest.body).toEqual({
          status: 503,
          error: 'Service Unavailable',
          message: 'O site está temporariamente indisponível. Tente novamente em instantes.',
        });

        for (const token of [undefined, await app.adminToken()]) {
          const gql = await recipeQuery(token);
          expect(gql.status).toBe(503);
          expect(gql.headers.get('retry-after')).toMatch(/^\d+$/);
          expect(gql.body.errors).toEqual([
            {
              message: 'O site está temporariamente indisponível. Tente novamente em instantes.',
              extensions: { code: 'SERVICE_UNAVAILABLE' },
            },
          ]);
        }

        const ready = await fetch(`${app.url}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ status: 'database unavailable' });
        expect(await status('/healthz')).toBe(200);
      }

      // More failed connects than the pool's 10 connections: mysql2 must not keep them as used slots.
      for (let i = 0; i < 12; i++) {
        await expect(app.server.ds.query('SELECT 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      }
    },
    TEST_TIMEOUT_MS,
  );

  it('logs the outage once, with its cause and without a stack per request', () => {
    const during = log.slice(cutAt);
    const started = messages('database unreachable');
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ level: 50, cause: { code: expect.any(String), message: expect.any(String) } });
    expect(during.filter((line) => line.level >= 50)).toEqual(started);
    expect(during.filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([]);
    // every request still has its access line, with the status
    expect(during.some((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 503)).toBe(true);
  });

  it(
    'answers 200 again once the database is back, without a restart, and logs the end once',
    async () => {
      await proxy.open();
      await until('/readyz answers 200', async () => (await status('/readyz')) === 200);

      const html = await page(`/recipes/${recipeId}`);
      expect(html.status).toBe(200);
      expect(html.html).toContain('Pão de Queijo Mineiro');
      const rest = await app.api('GET', `/api/recipes/${recipeId}`);
      expect(rest.status).toBe(200);
      expect(rest.body.title).toBe('Pão de Queijo Mineiro');
      const gql = await recipeQuery(await app.adminToken());
      expect(gql.status).toBe(200);
      expect(gql.body).toEqual({ data: { recipe: { title: 'Pão de Queijo Mineiro' } } });
      expect(await status('/healthz')).toBe(200);

      const ended = messages('database reachable again');
      expect(ended).toHaveLength(1);
      expect(ended[0]).toMatchObject({ level: 40, outageMs: expect.any(Number) });
      expect(messages('database unreachable')).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'never serves, as an outage copy, a recipe made a draft before the cut, nor a list that showed it',
    async () => {
      const admin = await app.adminToken();
      const body = recipeBody({ title: 'Torta Capixaba', datePublished: '2024-01-10T12:00:00.000Z' });
      const id = (await app.api('POST', '/api/recipes', { token: admin, body })).body.recipeId;
      for (const url of [`/recipes/${id}`, '/']) {
        await page(url);
        expect((await page(url)).html).toContain('Torta Capixaba');
      }
      await app.api('PUT', `/api/recipes/${id}`, { token: admin, body: { draft: true } });
      await proxy.close();
      try {
        await app.api('GET', '/api/recipes'); // meets the cut connection: the monitor knows at once
        await until('/readyz answers 503', async () => (await status('/readyz')) === 503);
        for (const url of [`/recipes/${id}`, '/']) {
          const during = await page(url);
          expect({ url, status: during.status }).toEqual({ url, status: 503 });
          expect(during.html).not.toContain('Torta Capixaba');
        }
      } finally {
        await proxy.open();
      }
      await until('/readyz answers 200', async () => (await status('/readyz')) === 200);
    },
    TEST_TIMEOUT_MS,
  );
});
