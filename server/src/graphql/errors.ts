import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { isConnectionError } from '../db/connection-errors';
import { AppError, ErrorCode, UNAVAILABLE_MESSAGE } from '../shared/errors';

export interface ClientError {
  code: ErrorCode;
  message: string;
  field?: string;
  /** true when the cause is a bug: log it, show a generic message (a database outage is not: it is logged once) */
  internal: boolean;
}

export const INTERNAL_MESSAGE = 'Erro interno do servidor. Tente novamente mais tarde.';

const GRAPHQL_INPUT_CODES = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);

/** Classifies any error raised while executing an operation into what the client may see. */
export function toClientError(error: unknown): ClientError {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof AppError) {
    return { code: original.code, message: original.message, field: original.field, internal: false };
  }
  if (original instanceof ArgumentValidationError) {
    const first = original.extensions.validationErrors?.[0] as
      { property: string; constraints?: Record<string, string>; children?: unknown[] } | undefined;
    const message = first?.constraints ? Object.values(first.constraints)[0] : original.message;
    return { code: ErrorCode.BAD_USER_INPUT, message, field: first?.property, internal: false };
  }
  if (original instanceof GraphQLError) {
    // Errors graphql-js raises itself: syntax, validation, variable coercion. They name the offending field.
    const outer = error instanceof GraphQLError ? error : original;
    const code = String(outer.extensions?.code ?? '');
    if (GRAPHQL_INPUT_CODES.has(code) || !code) {
      return { code: ErrorCode.BAD_USER_INPUT, message: outer.message, internal: false };
    }
    if ((Object.values(ErrorCode) as string[]).includes(code)) {
      return { code: code as ErrorCode, message: outer.message, internal: false };
    }
  }
  const status = (original as { status?: number } | null)?.status;
  if (status === 413)
    return { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'A imagem deve ter no máximo 10 MB.', internal: false };
  if (status === 400) return { code: ErrorCode.BAD_USER_INPUT, message: (original as Error).message, internal: false };
  if (isConnectionError(original)) {
    return { code: ErrorCode.SERVICE_UNAVAILABLE, message: UNAVAILABLE_MESSAGE, internal: false };
  }
  return { code: ErrorCode.INTERNAL_SERVER_ERROR, message: INTERNAL_MESSAGE, internal: true };
}
