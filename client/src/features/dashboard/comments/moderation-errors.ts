import { CombinedGraphQLErrors } from '@apollo/client';

// The codes of the server's domain errors, whose messages are pt-BR sentences meant for the person acting.
const TOLD_AS_IS: readonly unknown[] = ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS'];

/** Why the server refused ('Uma conta de administrador não pode ser banida.'), or the fallback for anything else. */
export function refusalOf(error: unknown, fallback: string): string {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  return first?.message && TOLD_AS_IS.includes(first.extensions?.code) ? first.message : fallback;
}
