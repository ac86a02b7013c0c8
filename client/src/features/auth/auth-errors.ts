import { CombinedGraphQLErrors } from '@apollo/client/errors';

// Codes whose server message tells the reader what to fix (duplicate e-mail, short password, too many attempts).
const EXPLAINED = new Set(['BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS']);

/** The server's own message when it explains the failure; otherwise the screen's fallback (spec §8). */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const explained = error.errors.find((e) => EXPLAINED.has(String(e.extensions?.code)));
  return explained?.message ?? fallback;
}
