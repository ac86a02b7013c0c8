import { GraphQLError } from 'graphql';

/** Every failure a client can cause has one of these codes; each transport maps them to its own form. */
export enum ErrorCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  /** well-formed, but what it names cannot be used: a page without a recipe, another site that failed to answer */
  UNPROCESSABLE = 'UNPROCESSABLE',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  // Mistakes in a GraphQL request itself (Apollo Server's codes, plus our limits): never reach a resolver.
  /** not a GraphQL request: a batch, no query, a body Apollo cannot read */
  BAD_REQUEST = 'BAD_REQUEST',
  GRAPHQL_PARSE_FAILED = 'GRAPHQL_PARSE_FAILED',
  /** the document does not fit the schema */
  GRAPHQL_VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED',
  /** asks for more than one request may (aliases, depth, directives, cost): graphql/operation-limits.ts */
  QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX',
  /** the operation name names no operation of the document */
  OPERATION_RESOLUTION_FAILURE = 'OPERATION_RESOLUTION_FAILURE',
  /** a dependency (the database, the e-mail server) failed; the request may succeed later */
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR',
}

/** What a client can act on besides the message (a conflict's currentVersion): sent beside `code` by each transport. */
export type ErrorDetails = Readonly<Record<string, string | number | boolean | null>>;

/** A domain error: safe to show to the client as is. */
export class AppError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly details?: ErrorDetails,
  ) {
    super(message, { extensions: { ...details, ...(field ? { code, field } : { code }) } });
    this.name = 'AppError';
  }
}

export const badInput = (field: string, message: string) => new AppError(ErrorCode.BAD_USER_INPUT, message, field);
export const notFound = (message = 'Recurso não encontrado.') => new AppError(ErrorCode.NOT_FOUND, message);
export const unprocessable = (message: string, field?: string) => new AppError(ErrorCode.UNPROCESSABLE, message, field);
export const conflict = (message: string, details?: ErrorDetails) =>
  new AppError(ErrorCode.CONFLICT, message, undefined, details);
export const unauthenticated = (message = 'Autenticação necessária.') =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError(ErrorCode.FORBIDDEN, message);
export const tooManyRequests = (message = 'Muitas tentativas. Tente novamente mais tarde.') =>
  new AppError(ErrorCode.TOO_MANY_REQUESTS, message);

/** What a client sees when its JSON body cannot be read, on /api and /graphql alike. */
export const MALFORMED_JSON_MESSAGE = 'JSON malformado no corpo da requisição.';
export const BODY_TOO_LARGE_MESSAGE = 'O corpo da requisição excede 1 MB.';

/** What readers and API clients see while the database cannot be reached. */
export const UNAVAILABLE_MESSAGE = 'O site está temporariamente indisponível. Tente novamente em instantes.';
/** How long a client should wait before retrying a 503 (the Retry-After header, in seconds). */
export const RETRY_AFTER_SECONDS = 10;
export const serviceUnavailable = (message = UNAVAILABLE_MESSAGE) =>
  new AppError(ErrorCode.SERVICE_UNAVAILABLE, message);

export function assertUnreachable(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
