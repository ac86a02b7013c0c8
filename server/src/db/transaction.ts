import type { DataSource, EntityManager } from 'typeorm';

// SQLite has one connection per process, shared by every request (TypeORM's better-sqlite3 driver keeps a single query
// runner): two transactions at once would nest as savepoints of each other, and one's failure would roll back the
// other's acknowledged write. They queue here instead, and every write that starts a transaction goes through here.
const queues = new WeakMap<DataSource, Promise<unknown>>();

/** SQLITE_BUSY and its variants: another process holds the write lock (or committed past this read snapshot). */
export function isSqliteBusy(err: unknown): boolean {
  const code =
    (err as { driverError?: { code?: unknown }; code?: unknown } | null)?.driverError?.code ??
    (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Waits before another attempt of a transaction another process kept busy: async, so this process keeps serving. */
const BUSY_RETRY_DELAYS_MS = [25, 75, 200, 500, 1000];

/**
 * Runs `work` in a transaction. On SQLite transactions run one after another within the process, and a transaction
 * refused because another process (a second worker, a backup) held the database is run again after a pause: its
 * work was rolled back, so nothing happens twice. A refusal that outlasts the retries reaches the caller (a 503).
 */
export function transaction<T>(ds: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
  if (ds.options.type !== 'better-sqlite3') return ds.transaction(work);
  const previous = queues.get(ds) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => withBusyRetries(() => ds.transaction(work)));
  queues.set(
    ds,
    run.catch(() => undefined),
  );
  return run;
}

async function withBusyRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isSqliteBusy(err) || i >= BUSY_RETRY_DELAYS_MS.length) throw err;
      const delay = BUSY_RETRY_DELAYS_MS[i];
      await new Promise((resolve) => setTimeout(resolve, delay / 2 + Math.random() * delay));
    }
  }
}
