// Starts the built app (server/dist/main.js) on a free port with a fresh data folder and demo content, for the
// browser tests and the benchmarks. With TEST_DATABASE_URL it runs on a fresh MySQL/MariaDB database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));

/** @returns {Promise<number>} a port on 127.0.0.1 that nothing listens on right now */
export const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** With TEST_DATABASE_URL (mysql://…/base) the app runs on a fresh MySQL/MariaDB database, dropped afterwards. */
async function freshDatabase() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const mysql = require('mysql2/promise');
  const url = new URL(base);
  const name = `${url.pathname.replace(/^\//, '') || 'receitas_test'}_browser_${Math.random().toString(16).slice(2, 10)}`;
  url.pathname = '';
  const server = url.toString().replace(/\/$/, '');
  const admin = await mysql.createConnection(server);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    url: `${server}/${name}`,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

/**
 * Waits until the app has made every picture's AVIF renditions and crops (server media-variants.ts: in the
 * background after start, a second or so per picture), so what runs next neither shares the CPU with them nor sees
 * pages change under it when they land.
 */
async function imageVariantsMade(dataDir, databaseUrl, deadline) {
  const pending = databaseUrl
    ? async () => {
        const connection = await require('mysql2/promise').createConnection(databaseUrl);
        try {
          const [rows] = await connection.query('SELECT COUNT(*) AS n FROM media_assets WHERE variantsPending = 1');
          return Number(rows[0].n);
        } finally {
          await connection.end();
        }
      }
    : async () => {
        const Database = require('better-sqlite3');
        const db = new Database(path.join(dataDir, 'receitas.sqlite'), { readonly: true, fileMustExist: true });
        try {
          return Number(db.prepare('SELECT COUNT(*) AS n FROM media_assets WHERE variantsPending = 1').get().n);
        } finally {
          db.close();
        }
      };
  while ((await pending()) > 0) {
    if (Date.now() > deadline) throw new Error('the app did not make its pictures’ variants in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Prepares the app's database (migrations, admin, demo content) and grows it to `recipes` recipes through the
 * services, in a process of its own (server/dist/bench/seed-catalogue.js) with the app's environment.
 * @param {NodeJS.ProcessEnv} env @param {number} recipes
 * @returns {Promise<{ demoMs: number, created: number, drafts: number, scheduled: number, ms: number,
 *   recipesPerSecond: number }>}
 */
async function seedCatalogue(env, recipes) {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/bench/seed-catalogue.js'), String(recipes)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => {
    stderr += d;
    process.stderr.write(d); // its progress: a 10,000-recipe catalogue takes a minute or two
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the catalogue failed (exit ${code}):\n${stdout}${stderr}`);
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/**
 * @param {{
 *   admin?: { email: string, password: string },
 *   nodeEnv?: string | null,
 *   env?: Record<string, string>,
 *   databaseAddress?: { host: string, port: number },
 *   catalogue?: number,
 * }} [options] `nodeEnv: null` leaves NODE_ENV unset, as `npm start` does; `env` adds or overrides variables;
 * `databaseAddress` is where the app reaches MySQL/MariaDB (a proxy in front of it: the database is made directly);
 * `catalogue` grows the site to that many recipes through the services before the app starts (seedCatalogue).
 * The result's `bootMs` runs from the app's spawn to its first ready /readyz; `seed` holds the catalogue's figures.
 */
export async function startServer({
  admin,
  nodeEnv = 'production',
  env: extraEnv = {},
  databaseAddress,
  catalogue,
} = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-browser-'));
  const database = await freshDatabase();
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(admin ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {}),
    LOG_LEVEL: 'warn',
    // Browser tests and benches render many pages from 127.0.0.1 on purpose: no per-address ceiling on renders, and
    // a page-request ceiling no bench reaches (still counted, so benches pay what production pays for it).
    PAGE_RENDERS_PER_MINUTE: '0',
    PAGE_REQUESTS_PER_MINUTE: '1000000',
    ...(nodeEnv === null ? {} : { NODE_ENV: nodeEnv }),
    ...extraEnv,
  };
  // The caller's own NODE_ENV must not leak in either: the bare `npm start` has none (React's development build).
  if (nodeEnv === null) delete env.NODE_ENV;
  delete env.DATABASE_URL;
  if (database.url) {
    const url = new URL(database.url);
    if (databaseAddress) {
      url.hostname = databaseAddress.host;
      url.port = String(databaseAddress.port);
    }
    env.DATABASE_URL = url.toString();
  }
  const seed =
    catalogue === undefined
      ? undefined
      : await seedCatalogue(env, catalogue).catch(async (err) => {
          await database.drop();
          fs.rmSync(dataDir, { recursive: true, force: true });
          throw err;
        });
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  // APP_LOG_FILE keeps the app's own log (warnings and errors) for a look after a bench or a failed browser run.
  if (process.env.APP_LOG_FILE) {
    const log = fs.createWriteStream(process.env.APP_LOG_FILE, { flags: 'a' });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Start-up seeds the demo content (its pictures are drawn and encoded): ~20 s idle, far longer on a loaded machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/readyz`)).ok) {
        const bootMs = performance.now() - spawnedAt;
        await imageVariantsMade(dataDir, env.DATABASE_URL, deadline);
        return { url, dataDir, databaseUrl: env.DATABASE_URL, pid: child.pid, child, stop, bootMs, seed };
      }
    } catch {
      /* not yet */
    }
    // Often enough for the boot time to be measured to within a few tens of milliseconds.
    await new Promise((r) => setTimeout(r, 25));
  }
  await stop();
  throw new Error(`server did not start:\n${output}`);
}
