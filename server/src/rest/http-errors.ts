import type { Response } from 'express';
import { ErrorCode, RETRY_AFTER_SECONDS, assertUnreachable, type ErrorDetails } from '../shared/errors';

/** The one table from error codes to HTTP statuses (exhaustive: a new code fails to compile until mapped). */
export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.BAD_USER_INPUT:
    case ErrorCode.BAD_REQUEST:
    case ErrorCode.GRAPHQL_PARSE_FAILED:
    case ErrorCode.GRAPHQL_VALIDATION_FAILED:
    case ErrorCode.QUERY_TOO_COMPLEX:
    case ErrorCode.OPERATION_RESOLUTION_FAILURE:
      return 400;
    case ErrorCode.UNAUTHENTICATED:
      return 401;
    case ErrorCode.FORBIDDEN:
      return 403;
    case ErrorCode.NOT_FOUND:
      return 404;
    case ErrorCode.CONFLICT:
      return 409;
    case ErrorCode.PAYLOAD_TOO_LARGE:
      return 413;
    case ErrorCode.UNSUPPORTED_MEDIA_TYPE:
      return 415;
    case ErrorCode.UNPROCESSABLE:
      return 422;
    case ErrorCode.TOO_MANY_REQUESTS:
      return 429;
    case ErrorCode.SERVICE_UNAVAILABLE:
      return 503;
    case ErrorCode.INTERNAL_SERVER_ERROR:
      return 500;
    default:
      return assertUnreachable(code);
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Writes the documented error body: {status, error, message} (+ field, + the error's details such as a 409's
 * currentVersion, + requestId on 500); a 503 says when to retry.
 */
export function sendError(
  res: Response,
  status: number,
  message: string,
  { details, ...extra }: { field?: string; requestId?: string; details?: ErrorDetails } = {},
): void {
  if (res.headersSent) return;
  if (status === 503) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(status).json({ status, error: REASONS[status] ?? 'Error', message, ...details, ...extra });
}

/**
 * A refusal sent before the request body was read: the connection closes after the answer, so the server neither
 * buffers nor drains the rest of a body nobody will use (Node would otherwise read it all to reuse the socket).
 */
export function refuseUnreadBody(res: Response): void {
  res.set('Connection', 'close');
}
