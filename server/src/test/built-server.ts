import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { ADMIN } from './harness';

// The built server started the way `npm start` starts it: `node server/dist/main.js`, no NODE_ENV exported.
const root = path.resolve(__dirname, '../../..');
const main = path.join(root, 'server/dist/main.js');

export interface BuiltServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** resolves with the exit code once the process is gone */
  exited: Promise<number | null>;
  /** SIGTERM (when still running), then drops the database and the data directory */
  stop(): Promise<void>;
}

async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const url = new URL(base);
  const name = `${url.pathname.replace(/^\//, '') || 'receitas_test'}_${crypto.randomBytes(4).toString('hex')}`;
  url.pathname = '';
  const server = url.toString().replace(/\/$/, '');
  const admin = await createConnection(server);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    url: `${server}/${name}`,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts `server/dist/main.js` on a free port with a throwaway DATA_DIR (and database with TEST_DATABASE_URL);
 * resolves once it printed its ready line. `onSpawn` learns how to stop it before then (a hook that times out).
 */
export async function startBuiltServer(opts: {
  webConcurrency: number;
  env?: NodeJS.ProcessEnv;
  onSpawn?: (stop: () => Promise<void>) => void;
}): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-prod-'));
  const database = await freshDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: String(opts.webConcurrency),
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  delete env.NODE_ENV; // as `npm start` runs it
  delete env.DATABASE_URL;
  if (database.url) env.DATABASE_URL = database.url;
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  opts.onSpawn?.(stop);
  // The primary prints its ready line once every worker listens.
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      if (output.includes('receitas pronto')) return resolve(`http://127.0.0.1:${port}`);
      if (child.exitCode !== null) return reject(new Error(`server exited:\n${output}`));
      setTimeout(check, 100);
    };
    check();
  });
  return { url, port, dataDir, child, output: () => output, exited, stop };
}
