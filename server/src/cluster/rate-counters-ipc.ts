import type { Worker } from 'node:cluster';
import type { RateCounters } from '../shared/rate-counters';

const REQUEST = 'receitas:rate-counters';
const REPLY = 'receitas:rate-counters:reply';

type Op = keyof RateCounters;
const OPS: ReadonlySet<string> = new Set<Op>(['take', 'count', 'record', 'release', 'increment', 'decrement', 'reset']);

interface Request {
  type: typeof REQUEST;
  id: number;
  op: Op;
  args: unknown[];
}
interface Reply {
  type: typeof REPLY;
  id: number;
  result?: unknown;
  error?: string;
}

const isRequest = (m: unknown): m is Request =>
  (m as Request)?.type === REQUEST && OPS.has((m as Request).op) && Array.isArray((m as Request).args);

/** In the primary: answers a worker's counter requests from the counters the primary keeps. */
export function serveRateCounters(worker: Worker, counters: RateCounters): void {
  worker.on('message', (message: unknown) => {
    if (!isRequest(message)) return;
    const { id, op, args } = message;
    const call = counters[op] as (...a: unknown[]) => Promise<unknown>;
    call.apply(counters, args).then(
      (result) => worker.isConnected() && worker.send({ type: REPLY, id, result } satisfies Reply),
      (err: unknown) => worker.isConnected() && worker.send({ type: REPLY, id, error: String(err) } satisfies Reply),
    );
  });
}

/** In a worker: the primary's counters, over the cluster's IPC channel. */
export class IpcRateCounters implements RateCounters {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  constructor(private readonly channel: NodeJS.Process = process) {
    channel.on('message', (message: unknown) => {
      const reply = message as Reply;
      if (reply?.type !== REPLY) return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error !== undefined) waiting.reject(new Error(`rate counters: ${reply.error}`));
      else waiting.resolve(reply.result);
    });
    channel.on('disconnect', () => {
      for (const { reject } of this.pending.values()) reject(new Error('rate counters: primary process gone'));
      this.pending.clear();
    });
  }

  take(key: string, limit: number, windowMs: number): Promise<boolean> {
    return this.call('take', [key, limit, windowMs]) as Promise<boolean>;
  }
  count(key: string, windowMs: number): Promise<number> {
    return this.call('count', [key, windowMs]) as Promise<number>;
  }
  async record(key: string, windowMs: number): Promise<void> {
    await this.call('record', [key, windowMs]);
  }
  async release(key: string): Promise<void> {
    await this.call('release', [key]);
  }
  async increment(key: string, windowMs: number): Promise<{ totalHits: number; resetTime: Date }> {
    const { totalHits, resetTime } = (await this.call('increment', [key, windowMs])) as {
      totalHits: number;
      resetTime: string;
    };
    return { totalHits, resetTime: new Date(resetTime) }; // dates travel as ISO strings
  }
  async decrement(key: string): Promise<void> {
    await this.call('decrement', [key]);
  }
  async reset(key: string): Promise<void> {
    await this.call('reset', [key]);
  }

  private call(op: Op, args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const id = ++this.nextId;
      this.pending.set(id, { resolve, reject });
      this.channel.send!({ type: REQUEST, id, op, args } satisfies Request, undefined, undefined, (err) => {
        if (!err) return;
        this.pending.delete(id);
        reject(err);
      });
    });
  }
}
