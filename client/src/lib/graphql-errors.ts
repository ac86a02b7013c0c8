import { CombinedGraphQLErrors } from '@apollo/client';

/** True when the server answered that the requested thing does not exist (its NOT_FOUND code). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

/** One refusal of a write, as the server said it: its code, the input field it named (if any) and its pt-BR text. */
export interface ServerRefusal {
  code: string;
  /** the input field, as the server's input names it ('price', 'ingredients[2].unit'); null when it named none */
  field: string | null;
  message: string;
  /** a CONFLICT carrying the current version: the thing was saved elsewhere since the form loaded it */
  stale: boolean;
}

/** The server's refusals of a write (empty for a failure that is not one: the network, a bug). */
export function serverRefusals(error: unknown): ServerRefusal[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => ({
    code: String(e.extensions?.code ?? ''),
    field: typeof e.extensions?.field === 'string' && e.extensions.field ? e.extensions.field : null,
    message: e.message,
    stale: e.extensions?.code === 'CONFLICT' && typeof e.extensions?.currentVersion === 'number',
  }));
}

/**
 * The server's words when it refused a write as stale (saved elsewhere since the form loaded it: a CONFLICT that
 * carries the current version), or null for any other failure (a taken name is a CONFLICT too, without a version).
 */
export function staleWriteMessage(error: unknown): string | null {
  return serverRefusals(error).find((refusal) => refusal.stale)?.message ?? null;
}
