import 'reflect-metadata';
import * as mysql from 'mysql2';
import { DataSource, type Logger as OrmLogger } from 'typeorm';
import { ContentWriteSubscriber } from '../modules/content/content-write.subscriber';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

export type Dialect = 'mysql' | 'sqlite';

export interface DatabaseOptions {
  /** mysql://user:pass@host:3306/db; when absent the embedded SQLite file is used */
  databaseUrl?: string;
  sqlitePath: string;
  logger?: OrmLogger;
}

export const dialectOf = (ds: DataSource): Dialect => (ds.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql');

/** Builds (without connecting) the data source for MySQL/MariaDB or the embedded SQLite file. Never synchronizes. */
export function createDataSource({ databaseUrl, sqlitePath, logger }: DatabaseOptions): DataSource {
  if (databaseUrl) {
    return new DataSource({
      type: 'mariadb',
      driver: withUtcSessions(mysql),
      url: databaseUrl.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      entities: ENTITIES,
      subscribers: [ContentWriteSubscriber],
      migrations: MYSQL_MIGRATIONS,
      migrationsTableName: 'migrations',
      synchronize: false,
      extra: { connectionLimit: 10, decimalNumbers: false },
      logger,
    });
  }
  return new DataSource({
    type: 'better-sqlite3',
    database: sqlitePath,
    entities: ENTITIES,
    subscribers: [ContentWriteSubscriber],
    migrations: SQLITE_MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    // WAL lets readers proceed during writes; foreign keys enforce the cascades the MySQL schema has.
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 250');
    },
    logger,
  });
}

/**
 * mysql2 whose pooled connections each start their session in UTC. `timezone: 'Z'` only says how mysql2 converts the
 * Dates it sends and reads; what the server writes itself (CURRENT_TIMESTAMP: soft deletes, creation and update
 * times) is in the session's time zone, the server's own unless set, and would be read back as UTC hours off.
 */
function withUtcSessions(driver: typeof mysql): typeof mysql {
  return {
    ...driver,
    createPool(options: mysql.PoolOptions) {
      const pool = driver.createPool(options);
      // emitted before the connection is handed out, and a connection runs its statements in order: this goes first
      pool.on('connection', (connection) => {
        // a session that cannot be set is not used: its statements fail instead of writing times hours off
        connection.query("SET time_zone = '+00:00'", (err) => err && connection.destroy());
      });
      return pool;
    },
  } as typeof mysql;
}
