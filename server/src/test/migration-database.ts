import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { createDataSource } from '../db/data-source';

/**
 * For a migration test: a scratch database (SQLite, or a fresh MySQL/MariaDB database with TEST_DATABASE_URL) made
 * before the file's tests and dropped after, and `dataSource(stopBefore)`, the application's data source running only
 * the migrations before the one whose name starts with `stopBefore` (all of them without it); `dataSourceThrough(name)`
 * runs them up to and including that one, whatever migrations come after it.
 */
export function useMigrationDatabase(): {
  dataSource: (stopBefore?: string) => DataSource;
  dataSourceThrough: (name: string) => DataSource;
  expectLatestMatchesEntities: () => Promise<void>;
} {
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

  /** The data source running the first `count(migrations)` migrations. */
  const running = (count: (migrations: { name: string }[]) => number): DataSource => {
    const app = createDataSource({ databaseUrl, sqlitePath: path.join(dataDir, 'upgrade.sqlite') });
    const migrations = app.options.migrations as { name: string }[];
    const upTo = count(migrations);
    expect(upTo).toBeGreaterThan(0);
    return new DataSource({ ...app.options, migrations: migrations.slice(0, upTo) as never });
  };
  const indexOf = (migrations: { name: string }[], name: string) =>
    migrations.findIndex((m) => m.name.startsWith(name));
  const dataSource = (stopBefore?: string): DataSource =>
    running((migrations) => (stopBefore ? indexOf(migrations, stopBefore) : migrations.length));

  return {
    dataSource,
    dataSourceThrough: (name: string) => running((migrations) => indexOf(migrations, name) + 1),
    /** Runs every migration (the later ones too) and expects the database to be exactly what the entities describe. */
    async expectLatestMatchesEntities() {
      const latest = dataSource();
      await latest.initialize();
      try {
        await latest.runMigrations({ transaction: 'each' });
        expect((await latest.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
      } finally {
        await latest.destroy();
      }
    },
  };
}
