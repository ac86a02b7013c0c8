import type { DataSource, EntityManager } from 'typeorm';

// SQLite has one connection: two transactions at once would nest and fail. They queue here instead.
const queues = new WeakMap<DataSource, Promise<unknown>>();

/** Runs `work` in a transaction; on SQLite transactions run one after another. */
export function transaction<T>(ds: DataSource, work: (em: EntityManager) => Promise<T>): Promise<T> {
  if (ds.options.type !== 'better-sqlite3') return ds.transaction(work);
  const previous = queues.get(ds) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => ds.transaction(work));
  queues.set(
    ds,
    run.catch(() => undefined),
  );
  return run;
}
