import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { createDataSource } from '../../db/data-source';

// Upgrading a database that already has readers and recipes: on SQLite, or on a fresh MySQL/MariaDB database with
// TEST_DATABASE_URL.
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

describe('the SavedRecipe migration', () => {
  it('adds an empty list per reader that goes with the reader or the recipe, and can be undone and redone', async () => {
    const before = dataSource('SavedRecipe');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha crocante', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    await before.query('INSERT INTO users (name, email, passwordHash) VALUES (?, ?, ?)', ['Ana', 'ana@x.com', 'h']);
    await before.destroy();

    const after = dataSource();
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^SavedRecipe/)]);
      expect((await after.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
      const [{ id: recipeId }] = await after.query('SELECT id FROM recipes');
      const [{ id: userId }] = await after.query('SELECT id FROM users');
      await after.query('INSERT INTO saved_recipes (userId, recipeId) VALUES (?, ?)', [userId, recipeId]);
      await expect(
        after.query('INSERT INTO saved_recipes (userId, recipeId) VALUES (?, ?)', [userId, recipeId]),
      ).rejects.toThrow();
      await after.query('DELETE FROM recipes WHERE id = ?', [recipeId]);
      expect(await after.query('SELECT * FROM saved_recipes')).toEqual([]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT * FROM saved_recipes')).rejects.toThrow();
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect((await after.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
    } finally {
      await after.destroy();
    }
  });
});
