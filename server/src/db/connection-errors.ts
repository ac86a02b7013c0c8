/**
 * Which errors mean "the database cannot be reached or used right now" (an outage: answer 503 and retry later)
 * rather than "this query is wrong" (a bug: answer 500 and log it). Covers mysql2 (as thrown, or wrapped by
 * TypeORM's QueryFailedError or by graphql-js) and better-sqlite3.
 */

/** Socket and protocol failures of mysql2, and MySQL/MariaDB refusing or ending connections. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR', // 1040 too many connections
  'ER_TOO_MANY_USER_CONNECTIONS', // 1203 max_user_connections
  'ER_SERVER_SHUTDOWN', // 1053
  'ER_CONNECTION_KILLED', // 1927 (MariaDB) the server ended the connection
  // better-sqlite3: the file cannot be opened, read or trusted any more
  'SQLITE_CANTOPEN',
  'SQLITE_NOTADB',
  'SQLITE_CORRUPT',
]);

/** Errors that carry no code: mysql2's pool and closed connections, better-sqlite3's closed handle. */
const CONNECTION_MESSAGES = [
  /^Pool is closed/,
  /connection is in closed state/,
  /^The database connection is not open/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  originalError?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
  thrownValue?: unknown;
}

/** The error itself and the ones it wraps (graphql-js, TypeORM, `cause`, AggregateError), nearest first. */
function* chain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  const e = error as ErrorLike;
  yield e;
  // thrownValue: graphql-js wraps what does not look like an Error to it (under jest, errors of Node's own realm)
  for (const inner of [e.originalError, e.driverError, e.cause, e.thrownValue]) yield* chain(inner, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

function isConnectionLevel(e: ErrorLike): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code) || code.startsWith('SQLITE_IOERR')) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/** The connection-level error inside `error`, if there is one. */
export function findConnectionError(error: unknown): ErrorLike | undefined {
  for (const e of chain(error)) if (isConnectionLevel(e)) return e;
  return undefined;
}

export const isConnectionError = (error: unknown): boolean => findConnectionError(error) !== undefined;

/** What the log says about an outage's cause: its code and message, never a stack. */
export function describeConnectionError(error: unknown): { code?: string; message: string } {
  const e = findConnectionError(error) ?? (error as ErrorLike | null) ?? {};
  return {
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    message: typeof e.message === 'string' ? e.message : String(error),
  };
}
