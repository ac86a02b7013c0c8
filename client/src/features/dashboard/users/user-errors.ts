import { CombinedGraphQLErrors } from '@apollo/client';
import * as messages from '../../../messages/pt-BR';
import type { UserField } from './user-form-model';

const t = messages.dashboardUsers;
const FIELDS: readonly string[] = ['name', 'email', 'password', 'role'] satisfies UserField[];

export interface UserFailure {
  /** the whole sentence to show: spec §8's prefix, then the reason */
  text: string;
  /** the field the server named (a duplicate e-mail, a too short password), with its message */
  field: UserField | null;
  reason: string;
}

/**
 * Spec §8 "Users": 'Erro ao … usuário' followed by the error's message — the server's own pt-BR sentence when it gave
 * one. Refusing to remove the last admin (a conflict naming no field) also says how to get past it.
 */
export function describeUserFailure(prefix: string, error: unknown): UserFailure {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  if (!first) return { text: t.withMessage(prefix, t.unreachable), field: null, reason: t.unreachable };
  const code = first.extensions?.code;
  const named = String(first.extensions?.field ?? '');
  const field = FIELDS.includes(named) ? (named as UserField) : null;
  const reason = first.message || t.unexpected;
  const lastAdmin = code === 'CONFLICT' && !field;
  return { text: t.withMessage(prefix, lastAdmin ? `${reason} ${t.lastAdminHint}` : reason), field, reason };
}
