import sharp from 'sharp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import type { Logger } from 'pino';
import { loadConfig } from '../config/config';
import { QueryCounter } from '../db/query-counter';
import { startServer, type RunningServer } from '../server';
import { waitForEmailConfirmationPaths } from './outbox';

export const ADMIN = { email: 'admin@teste.com.br', password: 'senha-do-admin-1' };

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApp {
  server: RunningServer;
  url: string;
  dataDir: string;
  /** the MySQL/MariaDB database the app runs on; undefined on SQLite */
  databaseUrl: string | undefined;
  queries: QueryCounter;
  dialect: 'sqlite' | 'mysql';
  api<T = any>(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; raw?: BodyInit; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ data?: T; errors?: any[]; status: number }>;
  adminToken(): Promise<string>;
  /** registers a fresh USER and returns its token (its e-mail unconfirmed: its ratings do not count) */
  userToken(): Promise<string>;
  /**
   * Sets the creator's comment moderation rules (all on by default, like a new site's). Files about something else
   * than moderation (paging, notifications, caching) turn the holds off, so readers' first comments show at once.
   */
  moderation(
    settings: Partial<Record<'holdFirstComments' | 'holdCommentsWithLinks' | 'ratingsNeedConfirmedEmail', boolean>>,
  ): Promise<void>;
  /** registers a fresh USER, confirms its e-mail through the mailed link and returns its token */
  confirmedUserToken(): Promise<string>;
  /** registers a fresh USER: its token and e-mail */
  register(): Promise<{ token: string; email: string }>;
  close(): Promise<void>;
}

/** A fresh MySQL/MariaDB database on the server named by TEST_DATABASE_URL, dropped by `drop`. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a fresh database on the server named by TEST_DATABASE_URL (to share between apps: pass it to each
 * startTestApp and drop it after closing them). `address`: where the app reaches the server (a proxy in front of it).
 */
export async function createTestDatabase(
  mysqlUrl: string,
  address?: { host: string; port: number },
): Promise<TestDatabase> {
  const url = new URL(mysqlUrl);
  const base = url.pathname.replace(/^\//, '') || 'receitas_test';
  const name = `${base}_${crypto.randomBytes(4).toString('hex')}`;
  url.pathname = '';
  const admin = await createConnection(url.toString().replace(/\/$/, ''));
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  if (address) {
    url.hostname = address.host;
    url.port = String(address.port);
  }
  return {
    url: `${url.toString().replace(/\/$/, '')}/${name}`,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

/**
 * Boots the real application on a fresh database: a temporary SQLite file, or a new MySQL/MariaDB database on the
 * server named by TEST_DATABASE_URL (dropped on close), or the given shared one (left for its creator to drop).
 */
export async function startTestApp(
  opts: {
    seed?: boolean;
    env?: Record<string, string>;
    clientRoot?: string;
    logger?: Logger;
    /** where the app reaches the MySQL/MariaDB server (a proxy in front of it); the database is made directly */
    databaseAddress?: { host: string; port: number };
    /** a database other apps use too (two instances of the site) */
    database?: TestDatabase;
    /** the page cache's clock (a test moves it instead of waiting) */
    now?: () => number;
    /**
     * Make uploads' AVIF and crops in the background as the site does; by default a test makes them itself
     * (server.services.mediaVariants.runPending()), so no content-version bump lands in the middle of it.
     */
    automaticImageVariants?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-test-'));
  const mysqlUrl = process.env.TEST_DATABASE_URL;
  const own = !opts.database && mysqlUrl ? await createTestDatabase(mysqlUrl, opts.databaseAddress) : undefined;
  const databaseUrl = (opts.database ?? own)?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: opts.seed ? 'true' : 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  });
  const queries = new QueryCounter();
  const server = await startServer(config, {
    ormLogger: queries,
    logger: opts.logger,
    // no SELECT 1 of its own in the middle of a test that counts statements (outage.test.ts cuts the line instead)
    databaseCheckEveryMs: 0,
    host: '127.0.0.1',
    clientRoot: opts.clientRoot ?? path.join(dataDir, 'no-client'),
    now: opts.now,
    automaticImageVariants: opts.automaticImageVariants ?? false,
  });

  const api: TestApp['api'] = async (method, p, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: BodyInit | undefined = o.raw;
    if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const res = await fetch(`${server.url}${p}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };
  const gql: TestApp['gql'] = async (query, variables, token) => {
    const res = await api('POST', '/graphql', { body: { query, variables }, token });
    return { ...res.body, status: res.status };
  };
  let adminToken: string | undefined;
  let users = 0;
  const register = async () => {
    users += 1;
    const email = `leitor${users}-${crypto.randomBytes(3).toString('hex')}@teste.com.br`;
    const res = await api('POST', '/api/user/register', {
      body: { name: `Leitor ${users}`, email, password: 'senha-segura-1' },
    });
    if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
    return { token: res.body.token as string, email };
  };
  return {
    server,
    url: server.url,
    dataDir,
    databaseUrl,
    queries,
    dialect: databaseUrl ? 'mysql' : 'sqlite',
    api,
    gql,
    async adminToken() {
      adminToken ??= (await api('POST', '/api/user/login', { body: ADMIN })).body.token as string;
      return adminToken;
    },
    async moderation(settings) {
      const moderation = server.services.commentModeration;
      await moderation.saveSettings({ ...(await moderation.settings()), ...settings });
    },
    register,
    async userToken() {
      return (await register()).token;
    },
    async confirmedUserToken() {
      const { token, email } = await register();
      const [link] = await waitForEmailConfirmationPaths(dataDir, email);
      if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
      const confirmed = await api('POST', link);
      if (confirmed.status !== 200) throw new Error(`confirming ${email} failed: ${confirmed.status}`);
      return token;
    },
    async close() {
      await server.close();
      await own?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A small but valid recipe body as a REST client would send it. */
export function recipeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Pão de Queijo Mineiro',
    description: 'Casquinha crocante e miolo puxa-puxa.',
    prepTime: 'PT20M',
    cookTime: 'PT25M',
    servings: '30 unidades',
    difficulty: 'EASY',
    cuisine: 'Mineira',
    ingredients: [
      { section: 'Massa', ingredientName: 'polvilho azedo', quantity: '500', unit: 'g' },
      { section: 'Massa', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
    ],
    instructions: [
      { section: 'Massa', stepNumber: 1, instructionText: 'Escalde o polvilho com o leite fervente.' },
      { section: 'Massa', stepNumber: 2, instructionText: 'Junte os ovos e o queijo e sove.' },
    ],
    notes: [{ noteText: 'Congele as bolinhas cruas por até 3 meses.' }],
    tags: [{ name: 'lanche' }],
    utensils: [{ name: 'Assadeira', link: 'https://example.com/assadeira' }],
    commentBody: '<p>Receita da <strong>vó</strong>.</p>',
    ...overrides,
  };
}

/** Uploads a plain PNG of `width`×`height` as an admin; the answer's status and its sizes (small, medium, original). */
export async function uploadTestImage(
  app: TestApp,
  token: string,
  { width, height, background, name }: { width: number; height: number; background: string; name: string },
): Promise<{ status: number; image: { small: string; medium: string; original: string } }> {
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const res = await fetch(`${app.url}/api/recipes/upload-image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, image: await res.json() };
}
