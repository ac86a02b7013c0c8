import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { createDataSource } from '../../db/data-source';

// Upgrading a database that already has recipes: on SQLite, or on a fresh MySQL/MariaDB database with TEST_DATABASE_URL.
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-migration-'));
  const mysqlUrl = process.env.TEST_DATABASE_URL;
  if (!mysqlUrl) return;
  const url = new URL(mysqlUrl);
  const name = `${url.pathname.replace(/^\//, '') || 'receitas_test'}_${crypto.randomBytes(4).toString('hex')}`;
  url.pathname = '';
  const server = url.toString().replace(/\/$/, '');
  const admin = await createConnection(server);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  databaseUrl = `${server}/${name}`;
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  };
});
afterAll(async () => {
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The application's data source, running only the migrations up to (and not including) `stopBefore`. */
function dataSource(stopBefore?: string): DataSource {
  const app = createDataSource({ databaseUrl, sqlitePath: path.join(dataDir, 'upgrade.sqlite') });
  const migrations = app.options.migrations as { name: string }[];
  const upTo = stopBefore ? migrations.findIndex((m) => m.name.startsWith(stopBefore)) : migrations.length;
  expect(upTo).toBeGreaterThan(0);
  return new DataSource({ ...app.options, migrations: migrations.slice(0, upTo) as never });
}

describe('the RecipeDraft migration', () => {
  it('keeps every existing recipe published, fills its search key, and can be undone and redone', async () => {
    const before = dataSource('RecipeDraft');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha  CROCANTE', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    await before.destroy();

    // through RecipeDraft only: the later migrations have tests of their own
    const after = dataSource('EBookRecipes');
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^RecipeDraft/)]);
      const rows = await after.query('SELECT title, draft, searchKey FROM recipes');
      expect(rows.map((r: any) => ({ ...r, draft: Number(r.draft) }))).toEqual([
        { title: 'Pão de Queijo', draft: 0, searchKey: 'pao de queijo\ncasquinha crocante\nmarina albuquerque' },
      ]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT draft FROM recipes')).rejects.toThrow();
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect(Number((await after.query('SELECT draft FROM recipes'))[0].draft)).toBe(0);
    } finally {
      await after.destroy();
    }

    // With the later migrations too, the database is exactly what the entities describe.
    const latest = dataSource();
    await latest.initialize();
    try {
      await latest.runMigrations({ transaction: 'each' });
      expect((await latest.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
    } finally {
      await latest.destroy();
    }
  });
});
