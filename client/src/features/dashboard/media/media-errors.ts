import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's refusal of a write, its code and pt-BR sentence; null for a failure that is none (the network). */
export function mediaRefusal(error: unknown): { code: string; message: string } | null {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  return first ? { code: String(first.extensions?.code ?? ''), message: first.message } : null;
}
