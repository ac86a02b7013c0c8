import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { toClientError } from '../graphql/errors';
import { ErrorCode } from '../shared/errors';
import { createDataSource } from './data-source';
import { isSqliteBusy, transaction } from './transaction';

// The embedded database as two worker processes use it: this process's data source and another connection (the
// other worker) to the same file.
let dir: string;
let ds: DataSource;
let other: DataSource;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-tx-'));
  ds = createDataSource({ sqlitePath: path.join(dir, 'db.sqlite') });
  await ds.initialize();
  await ds.query('CREATE TABLE counters (id integer PRIMARY KEY, value integer NOT NULL)');
  await ds.query('INSERT INTO counters (id, value) VALUES (1, 0)');
  other = createDataSource({ sqlitePath: path.join(dir, 'db.sqlite') });
  await other.initialize();
});

afterEach(async () => {
  await other.destroy();
  await ds.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const value = async () => Number((await ds.query('SELECT value FROM counters WHERE id = 1'))[0].value);
const increment = (em: { query: DataSource['query'] }) =>
  em.query('UPDATE counters SET value = value + 1 WHERE id = 1');

describe('transaction() on SQLite', () => {
  it('runs a write again once another process lets go of the database, instead of failing', async () => {
    await other.query('BEGIN IMMEDIATE'); // the other worker holds the write lock…
    setTimeout(() => void other.query('COMMIT'), 400); // …for longer than one busy wait
    await transaction(ds, increment);
    expect(await value()).toBe(1);
  });

  it('gives up after its retries with an error the API answers as a 503, and leaves nothing half written', async () => {
    await other.query('BEGIN IMMEDIATE');
    const failure = await transaction(ds, increment).catch((err: unknown) => err);
    await other.query('COMMIT');
    expect(isSqliteBusy(failure)).toBe(true);
    expect(toClientError(failure)).toMatchObject({ code: ErrorCode.SERVICE_UNAVAILABLE, internal: false });
    expect(await value()).toBe(0);
  });

  it('keeps concurrent transactions of one process apart: a failing one does not undo another’s committed write', async () => {
    const results = await Promise.allSettled([
      transaction(ds, async (em) => {
        await increment(em);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('validation failed after writing');
      }),
      transaction(ds, increment),
      transaction(ds, increment),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(await value()).toBe(2);
  });
});
