import { CombinedGraphQLErrors } from '@apollo/client';

/** True when the server answered that the requested thing does not exist (its NOT_FOUND code). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}
