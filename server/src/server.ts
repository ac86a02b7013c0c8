import 'reflect-metadata';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config';
import { prepareDataDir, SQLITE_FILE } from './config/data-dir';
import { resolveJwtSecret } from './config/secrets';
import { createDataSource } from './db/data-source';
import { DatabaseHealth } from './db/db-health';
import { withPrepareLock } from './db/prepare-lock';
import { seedDemoContent } from './db/seed/seed';
import { buildAppSchema } from './graphql/schema';
import { createApp, defaultClientRoot } from './http/app';
import type { ServerPages } from './http/ssr';
import { createLogger } from './http/logger';
import { S3Storage } from './modules/media/s3-storage';
import { LocalDiskStorage, type MediaStorage } from './modules/media/storage';
import { createMailer } from './modules/mail/mailer';
import { ensureAdmin } from './modules/user/admin-bootstrap';
import { createServices, type Services } from './services';
import type { Logger as OrmLogger } from 'typeorm';
import type { RateCounters } from './shared/rate-counters';
import { connectRedisSharedState, type RedisSharedState } from './cluster/redis-shared-state';
import type { RecipeChangeBroadcast } from './modules/content/recipe-change-broadcast';

export const SITE_AUTHOR = 'Marina Albuquerque';

export interface RunningServer {
  url: string;
  port: number;
  ds: DataSource;
  services: Services;
  logger: Logger;
  pages: ServerPages;
  /**
   * Drains HTTP connections, then closes the database pool. With `drainMs`, first answers for that long with
   * `Connection: close` and /readyz 503 while still accepting, so requests already on their way are served and a
   * load balancer moves on, before the listener closes (the shutdown on SIGTERM).
   */
  close(opts?: { drainMs?: number }): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  ormLogger?: OrmLogger;
  /** the client workspace (built files in its dist/) */
  clientRoot?: string;
  host?: string;
  /** the database is migrated, the admin ensured and the demo seeded already (a worker: the primary did it) */
  prepared?: boolean;
  /** run the once-a-minute jobs in this process (default true; one worker of several runs them) */
  scheduler?: boolean;
  /** where rate limits count (a worker without Redis: the primary's counters; with REDIS_URL: Redis) */
  counters?: RateCounters;
  /** how the other processes hear of recipe writes without Redis (a worker: through the primary) */
  broadcast?: RecipeChangeBroadcast;
  /** how often the database monitor checks on its own while all is well; 0: only after a connection error */
  databaseCheckEveryMs?: number;
  /** the page cache's clock (tests move it instead of waiting) */
  now?: () => number;
  /** false: image variants are made only when runPending() is called (tests that must not see them appear) */
  automaticImageVariants?: boolean;
}

const MINUTE = 60_000;

/** Once a minute: announce scheduled recipes whose time came, forget old view marks, make pending image variants. */
function startScheduler(services: Services, logger: Logger): NodeJS.Timeout {
  const tick = () => {
    // During an outage the monitor has logged it once; the jobs catch up on the first tick after it.
    if (services.dbHealth.isDown()) return;
    // pictures whose AVIF and crops are still to make (another process's upload, the ones stored before them)
    services.mediaVariants.kick();
    // site migrations whose process stopped (a restart, a crash) go on where they were
    services.importJobs.kick();
    Promise.all([
      services.notifications.announceDue(),
      services.popularity.purgeOldViews(),
      // what has been in the trash longer than TRASH_RETENTION_DAYS
      services.trash.purge(),
    ]).catch((err) => {
      if (!services.dbHealth.observe(err)) logger.error({ err }, 'scheduled job failed');
    });
  };
  tick();
  const timer = setInterval(tick, MINUTE);
  timer.unref();
  return timer;
}

/** The database and the services on it, for one process. */
async function openServices(config: AppConfig, logger: Logger, opts: StartOptions, withRedis: boolean) {
  // Redis first: when it is down the boot stops with a clear error before anything else opens.
  const shared: RedisSharedState | undefined =
    withRedis && config.redisUrl
      ? await connectRedisSharedState(config.redisUrl, config.redisKeyPrefix, logger)
      : undefined;
  const { uploadsDir } = prepareDataDir(config.dataDir, { sqlite: !config.databaseUrl });
  const ds = createDataSource({
    databaseUrl: config.databaseUrl,
    sqlitePath: path.join(config.dataDir, SQLITE_FILE),
    logger: opts.ormLogger,
  });
  try {
    await ds.initialize();
  } catch (err) {
    await shared?.close();
    throw err;
  }
  const dbHealth = new DatabaseHealth({
    probe: () => ds.query('SELECT 1'),
    logger,
    checkEveryMs: opts.databaseCheckEveryMs,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    logger,
  });
  // Uploads on this disk stay served at /uploads either way (images stored before a move to S3 keep working).
  const storage: MediaStorage = config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(uploadsDir);
  const services = createServices(ds, {
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    storage,
    mailer,
    siteAuthor: SITE_AUTHOR,
    publicUrl: config.publicUrl,
    siteOwnerEmail: config.siteOwnerEmail,
    siteTimeZone: config.siteTimeZone,
    logger,
    importAllowPrivateNetworks: config.importAllowPrivateNetworks,
    importHostPauseMs: config.importHostPauseMs,
    trashRetentionDays: config.trashRetentionDays,
    counters: shared?.counters ?? opts.counters,
    broadcast: shared?.broadcast ?? opts.broadcast,
    dbHealth,
  });
  return { ds, mailer, services, uploadsDir, dbHealth, shared, storage };
}

/**
 * What happens once per database before serving: migrations, the content-state row, the admin, demo content. One
 * instance at a time (instances that start together would otherwise run the same migration or seed twice).
 */
async function prepare(services: Services, config: AppConfig, logger: Logger): Promise<void> {
  await withPrepareLock(services.ds, async () => {
    const applied = await services.ds.runMigrations({ transaction: 'each' });
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    await services.version.ensureRow();
    await ensureAdmin(services.ds, { email: config.adminEmail, password: config.adminPassword }, logger);
    if (config.seedDemo) {
      // the demo pictures' AVIF and crops are made in the background once the site serves (the scheduler's sweep)
      const automatic = services.mediaVariants.automatic;
      services.mediaVariants.automatic = false;
      try {
        await seedDemoContent(services, logger);
      } finally {
        services.mediaVariants.automatic = automatic;
      }
    }
  });
}

/**
 * Prepares the database once before the worker processes start (the primary of a cluster), then runs `andThen` on
 * the same services (a script that adds content, such as the scale benchmark's catalogue).
 */
export async function prepareDatabase(
  config: AppConfig,
  logger: Logger,
  andThen?: (services: Services) => Promise<void>,
): Promise<void> {
  const { ds, mailer, services, storage } = await openServices(config, logger, {}, false);
  try {
    await prepare(services, config, logger);
    await andThen?.(services);
  } finally {
    storage.close?.();
    await mailer.close();
    await ds.destroy();
  }
}

/** Boots the whole application: database and migrations, admin, demo content, HTTP. */
export async function startServer(config: AppConfig, opts: StartOptions = {}): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const { ds, mailer, services, uploadsDir, dbHealth, shared, storage } = await openServices(
    config,
    logger,
    opts,
    true,
  );
  if (opts.automaticImageVariants === false) services.mediaVariants.automatic = false;
  if (!opts.prepared) await prepare(services, config, logger);
  // The listing's in-memory engines are built before the first reader, not during a page render.
  const [indexed] = await Promise.all([services.search.warm(), services.filters.table()]);
  logger.info({ recipes: indexed }, 'search index and facet table built');
  const scheduler = opts.scheduler === false ? undefined : startScheduler(services, logger);
  dbHealth.start();

  const schema = await buildAppSchema(services);
  const httpServer = http.createServer();
  let shuttingDown = false;
  const { handle, apollo, pages } = await createApp({
    config,
    services,
    schema,
    logger,
    httpServer,
    uploadsDir,
    clientRoot: opts.clientRoot ?? defaultClientRoot(),
    isShuttingDown: () => shuttingDown,
    now: opts.now,
  });
  httpServer.on('request', handle);
  httpServer.keepAliveTimeout = 65_000;
  httpServer.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, opts.host, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  const close = ({ drainMs = 0 }: { drainMs?: number } = {}) => {
    closing ??= (async () => {
      shuttingDown = true;
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      clearInterval(scheduler);
      dbHealth.stop();
      await apollo.stop(); // stops accepting, waits for in-flight requests (drain plugin)
      httpServer.closeIdleConnections();
      await pages.settled(); // renders no request waits for still read the database
      await services.mediaVariants.settled(); // a picture's variants being made (a later sweep redoes a cut one)
      await services.importJobs.stop(); // the page being imported stays pending for the next start
      await mailer.close();
      storage.close?.();
      await shared?.close();
      if (ds.isInitialized) await ds.destroy();
    })();
    return closing;
  };
  return { url: `http://127.0.0.1:${port}`, port, ds, services, logger, pages, close };
}
