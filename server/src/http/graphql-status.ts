import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { toClientError } from '../graphql/errors';
import { httpStatusOf } from '../rest/http-errors';
import { ErrorCode, RETRY_AFTER_SECONDS } from '../shared/errors';

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
