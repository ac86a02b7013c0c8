import { ApolloServerErrorCode } from '@apollo/server/errors';
import { GraphQLError, Kind, print, type VariableDefinitionNode } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { isConnectionError } from '../db/connection-errors';
import { isSqliteBusy } from '../db/transaction';
import { AppError, ErrorCode, UNAVAILABLE_MESSAGE, type ErrorDetails } from '../shared/errors';

export interface ClientError {
  code: ErrorCode;
  message: string;
  field?: string;
  details?: ErrorDetails;
  /** true when the cause is a bug: log it, show a generic message (a database outage is not: it is logged once) */
  internal: boolean;
}

export const INTERNAL_MESSAGE = 'Erro interno do servidor. Tente novamente mais tarde.';

/** Classifies any error raised while executing an operation into what the client may see. */
/** What a write hears when the embedded database stayed busy through every retry. */
export const BUSY_MESSAGE = 'O site está ocupado neste momento. Tente novamente em instantes.';

export function toClientError(error: unknown): ClientError {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof AppError) {
    const { code, message, field, details } = original;
    return { code, message, field, ...(details ? { details } : {}), internal: false };
  }
  if (original instanceof ArgumentValidationError) {
    const first = original.extensions.validationErrors?.[0] as
      { property: string; constraints?: Record<string, string>; children?: unknown[] } | undefined;
    const message = first?.constraints ? Object.values(first.constraints)[0] : original.message;
    return { code: ErrorCode.BAD_USER_INPUT, message, field: first?.property, internal: false };
  }
  if (original instanceof GraphQLError) {
    const request = requestError(error instanceof GraphQLError ? error : original);
    if (request) return request;
  }
  const status = (original as { status?: number } | null)?.status;
  if (status === 413)
    return { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'A imagem deve ter no máximo 10 MB.', internal: false };
  if (status === 400) return { code: ErrorCode.BAD_USER_INPUT, message: (original as Error).message, internal: false };
  if (isConnectionError(original)) {
    return { code: ErrorCode.SERVICE_UNAVAILABLE, message: UNAVAILABLE_MESSAGE, internal: false };
  }
  // SQLite kept busy past the transaction's retries (another process writing for seconds): try again soon, a 503.
  if (isSqliteBusy(original)) return { code: ErrorCode.SERVICE_UNAVAILABLE, message: BUSY_MESSAGE, internal: false };
  return { code: ErrorCode.INTERNAL_SERVER_ERROR, message: INTERNAL_MESSAGE, internal: true };
}

/** graphql-js's own explanation, without the prefix it puts on syntax errors (the pt-BR sentence says it). */
const detailOf = (error: GraphQLError) =>
  error.message
    .replace(/^Syntax Error: /, '')
    // graphql-armor's Apollo plugin masks "Did you mean …" in production but leaves its question mark
    .replace(/\s+\?$/, '');

/**
 * Errors graphql-js and Apollo Server raise about the request itself: a body that is no GraphQL request, a syntax
 * error, a document that does not fit the schema or our limits, an unknown operation, variables of the wrong type.
 * Each is the client's mistake: a 400 with Apollo's code and a pt-BR sentence (graphql-js's technical detail after
 * it, in English, names the spot). Undefined for anything else.
 */
function requestError(error: GraphQLError): ClientError | undefined {
  const cause = error.originalError;
  // our limits' errors, which Apollo wraps as GRAPHQL_VALIDATION_FAILED
  if (cause instanceof GraphQLError && cause.extensions.code === ErrorCode.QUERY_TOO_COMPLEX) {
    return { code: ErrorCode.QUERY_TOO_COMPLEX, message: cause.message, internal: false };
  }
  const code = error.extensions.code;
  const detail = detailOf(error);
  switch (code) {
    case ApolloServerErrorCode.BAD_REQUEST:
      return { code: ErrorCode.BAD_REQUEST, message: badRequestMessage(detail), internal: false };
    case ApolloServerErrorCode.GRAPHQL_PARSE_FAILED:
      return {
        code: ErrorCode.GRAPHQL_PARSE_FAILED,
        message: `Erro de sintaxe na consulta GraphQL: ${detail}`,
        internal: false,
      };
    case ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED:
      return {
        code: ErrorCode.GRAPHQL_VALIDATION_FAILED,
        message: `A consulta não corresponde ao esquema da API: ${detail}`,
        internal: false,
      };
    case ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE:
      return {
        code: ErrorCode.OPERATION_RESOLUTION_FAILURE,
        message: `Nenhuma operação do documento corresponde ao operationName enviado: ${detail}`,
        internal: false,
      };
    case ApolloServerErrorCode.BAD_USER_INPUT:
    case undefined: {
      // variables that do not coerce to their declared type (graphql-js gives them no code; Apollo, BAD_USER_INPUT)
      const variable = error.nodes?.length === 1 ? error.nodes[0] : undefined;
      if (variable?.kind !== Kind.VARIABLE_DEFINITION) {
        return { code: ErrorCode.BAD_USER_INPUT, message: error.message, internal: false };
      }
      return { code: ErrorCode.BAD_USER_INPUT, message: variableMessage(error, variable), internal: false };
    }
    default:
      if ((Object.values(ErrorCode) as unknown[]).includes(code)) {
        return { code: code as ErrorCode, message: error.message, internal: false };
      }
      return undefined;
  }
}

/** The envelope mistakes API clients make most, in pt-BR; any other keeps Apollo's explanation. */
function badRequestMessage(detail: string): string {
  if (detail.includes('Cross-Site Request Forgery')) {
    return (
      'Requisição bloqueada como possível CSRF: envie o corpo como JSON (Content-Type: application/json) ' +
      'ou o cabeçalho apollo-require-preflight.'
    );
  }
  if (detail.startsWith('POST body missing')) {
    return 'Envie um objeto JSON com a consulta em "query" (Content-Type: application/json).';
  }
  return `Requisição GraphQL inválida: ${detail}`;
}

/** "$id (Int!)", where in its value the problem is, and what it is. */
function variableMessage(error: GraphQLError, node: VariableDefinitionNode): string {
  const variable = `$${node.variable.name.value} (${print(node.type)})`;
  if (/ was not provided\.$/.test(error.message)) return `A variável ${variable} é obrigatória e não foi enviada.`;
  if (/ must not be null\.$/.test(error.message)) return `A variável ${variable} não pode ser nula.`;
  // 'Variable "$input" got invalid value 4 at "input.servings"; String cannot represent a non string value: 4'
  const invalid = /(?: at "([^"]+)")?; (.+)$/s.exec(error.message);
  const where = invalid?.[1] ? ` em ${invalid[1]}` : '';
  return `Valor inválido para a variável ${variable}${where}${invalid ? `: ${invalid[2]}` : '.'}`;
}
