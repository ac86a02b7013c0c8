import { serverRefusals } from '../../../lib/graphql-errors';
import * as messages from '../../../messages/pt-BR';

const t = messages.dashboardUsers;

/**
 * Spec §8 "Users": 'Erro ao … usuário' followed by the error's message — the server's own pt-BR sentence when it gave
 * one. Refusing to remove the last admin (a conflict naming no field) also says how to get past it.
 */
export function describeUserFailure(prefix: string, error: unknown): string {
  const first = serverRefusals(error)[0];
  if (!first) return t.withMessage(prefix, t.unreachable);
  const reason = first.message || t.unexpected;
  const lastAdmin = first.code === 'CONFLICT' && !first.field;
  return t.withMessage(prefix, lastAdmin ? `${reason} ${t.lastAdminHint}` : reason);
}
