import fs from 'node:fs';
import path from 'node:path';
import { printAppSchema } from '../../graphql/schema';
import { createDataSource } from '../../db/data-source';
import { startTestApp, type TestApp } from '../harness';

describe('schema/schema.graphql', () => {
  it('is what the resolvers emit (run `npm run schema` after changing the API)', async () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '../../../../schema/schema.graphql'), 'utf8');
    expect(committed).toBe(await printAppSchema());
  });
});

describe('migrations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it(`produce exactly the entities' schema on this dialect`, async () => {
    const pending = await app.server.ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    const applied = await app.server.ds.query('SELECT name FROM migrations');
    expect(applied.length).toBeGreaterThan(0);
  });

  it('run again at boot without changing anything', async () => {
    expect(await app.server.ds.runMigrations()).toEqual([]);
  });

  it('create utf8mb4 tables on MySQL/MariaDB (skipped on SQLite, where text is always UTF-8)', async () => {
    if (app.dialect !== 'mysql') return;
    const rows = await app.server.ds.query(
      'SELECT TABLE_NAME, TABLE_COLLATION FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
    );
    for (const row of rows) expect(`${row.TABLE_NAME}:${row.TABLE_COLLATION}`).toMatch(/:utf8mb4_/);
  });

  it('never synchronize outside tests', () => {
    const ds = createDataSource({ sqlitePath: ':memory:' });
    expect(ds.options.synchronize).toBe(false);
    expect(ds.options.migrations).not.toHaveLength(0);
  });
});
