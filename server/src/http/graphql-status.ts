import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { toClientError } from '../graphql/errors';
import { httpStatusOf } from '../rest/http-errors';
import { requestLog } from './logger';
import { BODY_TOO_LARGE_MESSAGE, ErrorCode, MALFORMED_JSON_MESSAGE, RETRY_AFTER_SECONDS } from '../shared/errors';

const retryAfter = () => new Map([['retry-after', String(RETRY_AFTER_SECONDS)]]);

/**
 * GraphQL answers 200 with its errors beside partial data, except when a service it needs is unavailable: then
 * 503 with Retry-After, so load balancers, monitors and clients know to try again later.
 */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        if (errors.some((e) => e.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE)) {
          response.http.status = 503;
          for (const [name, value] of retryAfter()) response.http.headers.set(name, value);
        }
      },
    };
  },
};

/**
 * Apollo answers 500 whenever building the context fails (plugins do not see that answer) unless the error
 * names its HTTP status: give it the one from the error-code table, as REST would.
 */
export function contextFailure(error: unknown): GraphQLError {
  const { code } = toClientError(error);
  const status = httpStatusOf(code);
  // formatError still decides what the client sees (from originalError); the message here is for development.
  const message = (error as { message?: unknown } | null)?.message;
  return new GraphQLError(typeof message === 'string' ? message : String(error), {
    originalError: error as Error,
    extensions: { code, http: { status, headers: status === 503 ? retryAfter() : new Map() } },
  });
}

/** The codes of mistakes in a GraphQL request itself (never a resolver's): logged as the client's, at info. */
export const REQUEST_ERROR_CODES: ReadonlySet<ErrorCode> = new Set([
  ErrorCode.BAD_REQUEST,
  ErrorCode.GRAPHQL_PARSE_FAILED,
  ErrorCode.GRAPHQL_VALIDATION_FAILED,
  ErrorCode.QUERY_TOO_COMPLEX,
  ErrorCode.OPERATION_RESOLUTION_FAILURE,
]);

/** Answers a request Apollo never sees the way Apollo answers one: `{ errors: [{ message, extensions }] }`. */
function sendRequestError(req: Request, res: Response, status: number, code: ErrorCode, message: string): void {
  requestLog(req)?.info({ code }, 'GraphQL request refused');
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

export const BATCH_MESSAGE =
  'Requisições em lote (uma lista de operações) não são aceitas: envie uma operação por requisição.';

/** We do not run batches (one request could carry any number of operations past the per-request limits). */
export function refuseBatches(req: Request, res: Response, next: NextFunction): void {
  if (Array.isArray(req.body)) sendRequestError(req, res, 400, ErrorCode.BAD_REQUEST, BATCH_MESSAGE);
  else next();
}

/** A body express.json cannot read, answered in GraphQL's shape (the rest of the app answers in REST's). */
export function graphqlBodyErrors(err: unknown, req: Request, res: Response, next: NextFunction): void {
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') {
    sendRequestError(req, res, 400, ErrorCode.BAD_REQUEST, MALFORMED_JSON_MESSAGE);
  } else if (type === 'entity.too.large') {
    sendRequestError(req, res, 413, ErrorCode.PAYLOAD_TOO_LARGE, BODY_TOO_LARGE_MESSAGE);
  } else {
    next(err);
  }
}
