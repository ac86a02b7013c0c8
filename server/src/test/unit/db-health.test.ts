import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { QueryFailedError } from 'typeorm';
import { describeConnectionError, isConnectionError } from '../../db/connection-errors';
import { DatabaseHealth } from '../../db/db-health';
import { toClientError } from '../../graphql/errors';
import { contextFailure } from '../../http/graphql-status';
import { outagePage } from '../../http/outage-page';
import { AppError, ErrorCode } from '../../shared/errors';

const coded = (code: string, message = `${code} happened`) => Object.assign(new Error(message), { code });

describe('connection errors', () => {
  it.each([
    ['mysql2: refused', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:3306')],
    ['mysql2: reset', coded('ECONNRESET')],
    ['mysql2: broken pipe', coded('EPIPE')],
    ['mysql2: connect timeout', coded('ETIMEDOUT')],
    ['mysql2: lost', coded('PROTOCOL_CONNECTION_LOST', 'Connection lost: The server closed the connection.')],
    ['MySQL: too many connections', coded('ER_CON_COUNT_ERROR', 'Too many connections')],
    ['MySQL: shutting down', coded('ER_SERVER_SHUTDOWN')],
    ['mysql2: closed pool', new Error('Pool is closed.')],
    ['mysql2: closed connection', new Error("Can't add new command when connection is in closed state")],
    ['better-sqlite3: closed handle', new TypeError('The database connection is not open')],
    ['better-sqlite3: unreadable file', coded('SQLITE_IOERR_READ')],
    ['better-sqlite3: not a database', coded('SQLITE_NOTADB')],
    ['TypeORM around mysql2', new QueryFailedError('SELECT 1', [], coded('PROTOCOL_CONNECTION_LOST'))],
    ['graphql-js around mysql2', new GraphQLError('x', { originalError: coded('ECONNREFUSED') })],
    ['graphql-js around a foreign value', Object.assign(new Error('x'), { thrownValue: coded('ECONNRESET') })],
    ['net: every address refused', new AggregateError([coded('ECONNREFUSED')], 'connect failed')],
  ])('%s', (_name, error) => expect(isConnectionError(error)).toBe(true));

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a bad query', coded('ER_PARSE_ERROR', 'You have an error in your SQL syntax')],
    ['a duplicate', new QueryFailedError('INSERT', [], coded('ER_DUP_ENTRY'))],
    ['a busy SQLite file', coded('SQLITE_BUSY')],
    ['SQLite constraint', coded('SQLITE_CONSTRAINT_FOREIGNKEY')],
    ['a domain error', new AppError(ErrorCode.NOT_FOUND, 'Receita não encontrada.')],
    ['a string that names a code', 'ECONNREFUSED'],
    ['undefined', undefined],
  ])('not %s', (_name, error) => expect(isConnectionError(error)).toBe(false));

  it('are described by code and message, without a stack', () => {
    const wrapped = new GraphQLError('x', {
      originalError: coded('ECONNREFUSED', 'connect ECONNREFUSED 1.2.3.4:3306'),
    });
    expect(describeConnectionError(wrapped)).toEqual({
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 1.2.3.4:3306',
    });
  });

  it('reach clients as SERVICE_UNAVAILABLE with a pt-BR message, not as internal errors', () => {
    const located = new GraphQLError('connect ECONNREFUSED', { originalError: coded('ECONNREFUSED') });
    expect(toClientError(located)).toEqual({
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: 'O site está temporariamente indisponível. Tente novamente em instantes.',
      internal: false,
    });
    expect(toClientError(new TypeError('x')).internal).toBe(true);
  });

  it('met while building the GraphQL context still answer 503 with Retry-After (Apollo reads extensions.http)', () => {
    const failure = contextFailure({ code: 'ECONNRESET', message: 'read ECONNRESET' });
    expect(failure.extensions.code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    expect(failure.extensions.http).toEqual({ status: 503, headers: new Map([['retry-after', '10']]) });
    expect(toClientError(failure).code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    expect(contextFailure(new TypeError('bug')).extensions.http).toEqual({ status: 500, headers: new Map() });
  });
});

describe('database health monitor', () => {
  const refused = coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:3306');
  let answers: boolean;
  let probes: number;
  let logger: { error: jest.Mock; warn: jest.Mock };
  let health: DatabaseHealth;

  beforeEach(() => {
    jest.useFakeTimers();
    answers = true;
    probes = 0;
    logger = { error: jest.fn(), warn: jest.fn() };
    const probe = async () => {
      probes += 1;
      if (!answers) throw refused;
    };
    health = new DatabaseHealth({
      probe,
      logger: logger as unknown as Logger,
      minRetryMs: 250,
      maxRetryMs: 1_000,
      checkEveryMs: 5_000,
      probeTimeoutMs: 2_000,
    });
  });
  afterEach(() => {
    health.stop();
    jest.useRealTimers();
  });

  it('checks at once when a request meets a connection error, and ignores other errors', async () => {
    expect(health.observe(new TypeError('bug'))).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(probes).toBe(0);
    expect(health.observe(refused)).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(probes).toBe(1);
    expect(health.isDown()).toBe(false); // it still answers: a broken connection, no outage
    expect(logger.error).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(probes).toBe(1); // not started: no checks of its own
  });

  it('goes down on a failed check, logs once, retries with backoff and logs the end with its length', async () => {
    answers = false;
    health.observe(refused);
    await jest.advanceTimersByTimeAsync(0);
    expect(health.isDown()).toBe(true);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      { cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:3306' } },
      expect.stringContaining('database unreachable'),
    );

    // requests keep meeting errors: no new check, no new line
    for (let i = 0; i < 5; i++) expect(health.observe(refused)).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(probes).toBe(1);

    // retries after 250, 500, 1000 (the cap), 1000 ms
    const at: number[] = [];
    for (const step of [250, 500, 1_000, 1_000]) {
      await jest.advanceTimersByTimeAsync(step - 1);
      at.push(probes);
      await jest.advanceTimersByTimeAsync(1);
    }
    expect(at).toEqual([1, 2, 3, 4]);
    expect(probes).toBe(5);
    expect(logger.error).toHaveBeenCalledTimes(1);

    answers = true;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(health.isDown()).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith({ outageMs: 3_750 }, 'database reachable again after 3.8 s');

    // a new outage starts again from the shortest retry
    answers = false;
    health.observe(refused);
    await jest.advanceTimersByTimeAsync(0);
    const before = probes;
    await jest.advanceTimersByTimeAsync(250);
    expect(probes).toBe(before + 1);
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('notices an outage on its own once started, and counts an unanswered check as failed', async () => {
    let hang = false;
    const health = new DatabaseHealth({
      probe: () => (hang ? new Promise(() => {}) : Promise.resolve()),
      logger: logger as unknown as Logger,
      checkEveryMs: 5_000,
      probeTimeoutMs: 2_000,
    });
    health.start();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(health.isDown()).toBe(false);
    hang = true;
    await jest.advanceTimersByTimeAsync(5_000 + 2_000);
    expect(health.isDown()).toBe(true);
    expect(logger.error).toHaveBeenCalledWith(
      { cause: { code: 'PROBE_TIMEOUT', message: 'no answer to the probe within 2000 ms' } },
      expect.any(String),
    );
    health.stop();
  });

  it('neither checks nor logs after stop', async () => {
    answers = false;
    health.start();
    health.stop();
    health.observe(refused);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(probes).toBe(0);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('outage page', () => {
  it('retries the same path, and only a path of this site', () => {
    expect(outagePage('/recipes/1?x=1&y=2')).toContain('<a href="/recipes/1?x=1&amp;y=2">Tentar de novo</a>');
    expect(outagePage('/"><script>')).toContain('<a href="/&quot;&gt;&lt;script&gt;">');
    expect(outagePage('//evil.example/')).toContain('<a href="/">');
    expect(outagePage('/\\evil.example/')).toContain('<a href="/">');
  });
});
