import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { dialectOf } from './data-source';

/** How long an instance waits for another one to finish preparing the database (a first seed takes a while). */
const WAIT_SECONDS = 600;

/**
 * Runs `work` while holding a MySQL/MariaDB named lock for this database, so instances that boot together migrate
 * and seed it one after another (the second then finds it ready). SQLite belongs to one instance: no lock.
 */
export async function withPrepareLock<T>(ds: DataSource, work: () => Promise<T>): Promise<T> {
  if (dialectOf(ds) === 'sqlite') return work();
  const runner = ds.createQueryRunner();
  try {
    const [{ database }] = (await runner.query('SELECT DATABASE() AS `database`')) as { database: string }[];
    // Named locks are server-wide and at most 64 characters: one per database, whatever its name's length.
    const name = `receitas-prepare:${crypto.createHash('sha1').update(database).digest('hex')}`;
    const [{ got }] = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [name, WAIT_SECONDS])) as { got: unknown }[];
    if (Number(got) !== 1) {
      throw new Error(`another instance has been preparing the database for over ${WAIT_SECONDS} s`);
    }
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name]).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
