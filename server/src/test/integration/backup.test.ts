import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { loadConfig } from '../../config/config';
import { readManifest, restoreBackup, type BackupTarget } from '../../db/backup';
import { startServer } from '../../server';
import { ADMIN, recipeBody, startTestApp, uploadTestImage, type TestApp } from '../harness';

const root = path.resolve(__dirname, '../../../..');
const backupScript = path.join(root, 'server/dist/scripts/backup.js');

let app: TestApp;
let scratch: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  app = await startTestApp();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-backup-'));
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await app.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A fresh, empty place to restore into: a data directory, and on MySQL/MariaDB a new database beside the app's. */
async function emptyTarget(): Promise<BackupTarget> {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'restored-'));
  if (!app.databaseUrl) return { dataDir };
  const url = new URL(app.databaseUrl);
  const name = `${url.pathname.slice(1)}_r${crypto.randomBytes(3).toString('hex')}`;
  url.pathname = '';
  const server = url.toString().replace(/\/$/, '');
  const admin = await createConnection(server);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  });
  return { dataDir, databaseUrl: `${server}/${name}` };
}

/** Runs `npm run backup`'s script against the test app's data, as the site owner would. */
function runBackupScript(out: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: app.dataDir,
    ...(app.databaseUrl ? { DATABASE_URL: app.databaseUrl } : {}),
  };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [backupScript, '--out', out], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return `${path.relative(dir, file)}:${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`;
    })
    .sort();

it('a backup taken while the site runs restores into a fresh data directory with the same recipes, rows and files; the restored site serves them', async () => {
  const admin = await app.adminToken();
  const uploaded = await uploadTestImage(app, admin, {
    width: 640,
    height: 480,
    background: '#c0392b',
    name: 'bolo.png',
  });
  expect(uploaded.status).toBe(200);
  const { image } = uploaded;
  const created: number[] = [];
  for (const title of ['Bolo de Fubá da Vó', 'Pudim de Leite Condensado']) {
    const res = await app.api('POST', '/api/recipes', {
      token: admin,
      body: recipeBody({ title, imageUrl: image.medium }),
    });
    expect(res.status).toBe(201);
    created.push(res.body.recipeId as number);
  }
  const listed = (await app.api('GET', '/api/recipes')).body as { recipeId: number }[];
  expect(listed.map((r) => r.recipeId)).toEqual(expect.arrayContaining(created));

  const out = path.join(scratch, 'backups');
  const run = await runBackupScript(out);
  expect(run.output).toContain('Backup criado em');
  expect(run.code).toBe(0);
  const [folderName] = fs.readdirSync(out);
  const folder = path.join(out, folderName);
  const manifest = readManifest(folder);
  expect(manifest.dialect).toBe(app.dialect);
  expect(manifest.tables.recipes).toBe(listed.length);
  expect(manifest.uploads.files).toBeGreaterThanOrEqual(3);
  expect(fs.statSync(folder).mode & 0o077).toBe(0);

  const target = await emptyTarget();
  const report = await restoreBackup(folder, target);
  expect(report.mismatches).toEqual([]);
  expect(report.tables).toEqual(manifest.tables);
  expect(filesUnder(path.join(target.dataDir, 'uploads'))).toEqual(filesUnder(path.join(app.dataDir, 'uploads')));

  // A second restore into the same place would overwrite the site: it is refused unless forced.
  await expect(restoreBackup(folder, target)).rejects.toThrow(/já (existe|tem)/);

  // The restored data serves the same site.
  const restored = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: target.dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    }),
    { host: '127.0.0.1', databaseCheckEveryMs: 0, scheduler: false, clientRoot: path.join(scratch, 'no-client') },
  );
  try {
    const recipes = (await (await fetch(`${restored.url}/api/recipes`)).json()) as { recipeId: number }[];
    expect(recipes.map((r) => r.recipeId).sort()).toEqual(listed.map((r) => r.recipeId).sort());
    const recipe = (await (await fetch(`${restored.url}/api/recipes/${created[0]}`)).json()) as {
      title: string;
      imageUrl: string;
    };
    expect(recipe).toMatchObject({ title: 'Bolo de Fubá da Vó' });
    const file = await fetch(`${restored.url}${image.medium}`);
    expect(file.status).toBe(200);
    // Sessions survive a restore: the signing key came back with the data.
    const mine = await fetch(`${restored.url}/api/user/saved-recipes`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(mine.status).toBe(200);
  } finally {
    await restored.close();
  }
}, 180_000);

it('a restore says what is wrong with a folder that is not a backup, or one from the other kind of database', async () => {
  const notBackup = fs.mkdtempSync(path.join(scratch, 'not-a-backup-'));
  await expect(restoreBackup(notBackup, { dataDir: path.join(scratch, 'x') })).rejects.toThrow(
    /não é um backup \(falta manifest.json\)/,
  );
  const other = fs.mkdtempSync(path.join(scratch, 'other-dialect-'));
  const dialect = app.dialect === 'mysql' ? 'sqlite' : 'mysql';
  const database = dialect === 'mysql' ? 'database.sql' : 'receitas.sqlite';
  fs.writeFileSync(path.join(other, database), '');
  fs.writeFileSync(
    path.join(other, 'manifest.json'),
    JSON.stringify({ format: 1, dialect, database, tables: {}, uploads: { files: 0, bytes: 0 }, jwtSecret: false }),
  );
  const target = app.databaseUrl
    ? { dataDir: path.join(scratch, 'y'), databaseUrl: app.databaseUrl }
    : { dataDir: path.join(scratch, 'y') };
  await expect(restoreBackup(other, target)).rejects.toThrow(/O backup é de/);
});
