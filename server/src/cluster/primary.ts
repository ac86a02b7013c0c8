import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { prepareDatabase } from '../server';
import { LocalRateCounters } from '../shared/rate-counters';
import { closeRedis, connectRedis } from '../shared/redis';
import { serveRateCounters } from './rate-counters-ipc';
import { relayRecipeChanges } from './recipe-changes-ipc';

/** Environment a worker reads: it serves only (the primary prepared the database), maybe with the scheduler. */
export const WORKER_ROLE_ENV = 'RECEITAS_WORKER_ROLE';
export type WorkerRole = 'scheduler' | 'server';

export interface WorkerReady {
  type: 'receitas:ready';
  port: number;
}

/**
 * A worker's young generation: V8's default (16 MB semi-spaces) has a page render or a burst of cache hits collect
 * garbage every few requests; 32 MB cut a hit's CPU by about 5% for some 12 MB more peak memory per worker
 * (docs/performance.md). An operator's own setting (NODE_OPTIONS or node's flags) wins.
 */
export const WORKER_SEMI_SPACE_FLAG = '--max-semi-space-size=32';

/** node's flags for the workers: the primary's own, plus the young generation's size unless they set one. */
export function workerExecArgv(execArgv: readonly string[], nodeOptions = ''): string[] {
  const chosen = [...execArgv, nodeOptions].some((flag) => /--max-semi-space-size/.test(flag));
  return chosen ? [...execArgv] : [...execArgv, WORKER_SEMI_SPACE_FLAG];
}

/** A worker that dies this soon after starting counts as a crash loop. */
const QUICK_EXIT_MS = 10_000;
const MAX_QUICK_EXITS = 5;

/**
 * The primary process of `npm start` on a machine with several cores: prepares the database once, then runs
 * `config.webConcurrency` workers that share the HTTP port, keeps the rate counters they share and relays their
 * recipe changes (unless Redis does), replaces a worker that dies, and stops them all on SIGTERM/SIGINT. Resolves
 * with the port once every worker listens.
 */
export async function runPrimary(config: AppConfig, logger: Logger): Promise<{ port: number }> {
  // With Redis the workers count there and hear each other's changes there; a Redis down at boot stops here, once.
  if (config.redisUrl) await closeRedis(await connectRedis(config.redisUrl, 'receitas:primary', logger));
  await prepareDatabase(config, logger);
  const counters = config.redisUrl ? undefined : new LocalRateCounters();
  let stopping = false;
  let stopFailed = false;
  let quickExits = 0;
  const started = new Map<Worker, number>();
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });

  const fork = (role: WorkerRole) => {
    const worker = cluster.fork({ [WORKER_ROLE_ENV]: role });
    started.set(worker, Date.now());
    if (counters) {
      serveRateCounters(worker, counters);
      relayRecipeChanges(worker, () => started.keys());
    }
    worker.on('exit', (code, signal) => {
      const lived = Date.now() - (started.get(worker) ?? 0);
      started.delete(worker);
      // A worker whose drain failed or ran out of time fails the whole stop.
      if (stopping) return void (code === 0 || (stopFailed = true));
      quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
      if (quickExits > MAX_QUICK_EXITS) {
        logger.fatal({ code, signal }, 'workers keep dying right after starting: stopping');
        process.exit(1);
      }
      logger.error({ pid: worker.process.pid, code, signal }, 'worker died: starting another');
      fork(role);
    });
    return worker;
  };

  const ready = Array.from({ length: config.webConcurrency }, (_, i) => {
    const worker = fork(i === 0 ? 'scheduler' : 'server');
    return new Promise<number>((resolve, reject) => {
      worker.on('message', (m: WorkerReady) => m?.type === 'receitas:ready' && resolve(m.port));
      worker.once('exit', (code) => reject(new Error(`worker exited with code ${code} while starting`)));
    });
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: stopping workers');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    const wait = () => (started.size === 0 ? process.exit(stopFailed ? 1 : 0) : setTimeout(wait, 50));
    wait();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  const ports = await Promise.all(ready);
  return { port: ports[0] };
}
