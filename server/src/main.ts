import './production-default';
import 'reflect-metadata';
import cluster from 'node:cluster';
import { IpcRateCounters } from './cluster/rate-counters-ipc';
import { IpcRecipeChangeBroadcast } from './cluster/recipe-changes-ipc';
import { runPrimary, WORKER_ROLE_ENV, type WorkerReady } from './cluster/primary';
import { ConfigError, loadConfig, type AppConfig } from './config/config';
import { createLogger } from './http/logger';
import { startServer } from './server';

/** One process serving everything (WEB_CONCURRENCY=1), or one worker of several. */
async function serve(config: AppConfig) {
  const worker = cluster.isWorker;
  const server = await startServer(config, {
    prepared: worker,
    scheduler: !worker || process.env[WORKER_ROLE_ENV] === 'scheduler',
    // With REDIS_URL every process counts and broadcasts in Redis (startServer connects it); without, through the primary.
    counters: worker && !config.redisUrl ? new IpcRateCounters() : undefined,
    broadcast: worker && !config.redisUrl ? new IpcRecipeChangeBroadcast() : undefined,
  });
  const shutdown = (signal: string) => {
    server.logger.info({ signal }, 'shutting down: draining connections');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    // SIGTERM comes from an orchestrator or a load balancer's deploy: drain first. Ctrl-C (SIGINT) stops at once.
    server.close({ drainMs: signal === 'SIGTERM' ? config.shutdownDrainMs : 0 }).then(
      () => process.exit(0),
      (err) => {
        server.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return server;
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const started = Date.now();
  if (cluster.isWorker) {
    const server = await serve(config);
    process.send!({ type: 'receitas:ready', port: server.port } satisfies WorkerReady);
    return;
  }
  if (config.webConcurrency > 1) {
    const logger = createLogger(config.logLevel);
    const { port } = await runPrimary(config, logger);
    logger.info({ port, workers: config.webConcurrency }, 'receitas is up');
    console.log(
      `receitas pronto em ${config.publicUrl} (${Date.now() - started} ms, ${config.webConcurrency} processos)`,
    );
    return;
  }
  const server = await serve(config);
  server.logger.info({ port: server.port, database: config.databaseUrl ? 'mysql' : 'sqlite' }, 'receitas is up');
  console.log(`receitas pronto em ${config.publicUrl} (${Date.now() - started} ms)`);
}

main().catch((err) => {
  console.error('Falha ao iniciar o servidor:', err);
  process.exit(1);
});
