import type { DashboardUserRow_UserFragment, Role } from '../../../gql/graphql';
import { isEmailShaped } from '../../../lib/email-shape';
import { passwordLengthProblem } from '../../../lib/password-policy';
import * as messages from '../../../messages/pt-BR';

const t = messages.dashboardUsers.form;

export type DashboardUser = DashboardUserRow_UserFragment;
export const ROLES: readonly Role[] = ['USER', 'ADMIN'];

// The server's limits (server/src/modules/user: the users table and user.service.ts; passwords: lib/password-policy).
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;

export interface UserFormState {
  name: string;
  email: string;
  password: string;
  role: Role;
}

export type UserField = keyof UserFormState;
export type UserFormErrors = Partial<Record<UserField, string>>;
export type UserFormMode = 'create' | 'update';

export const emptyUserForm = (): UserFormState => ({ name: '', email: '', password: '', role: 'USER' });

/** An account as the edit form starts: the password empty (empty keeps the current one). */
export const fromUser = (user: DashboardUser): UserFormState => ({
  name: user.name,
  email: user.email,
  password: '',
  role: user.role,
});

export const sameUserForm = (a: UserFormState, b: UserFormState) =>
  a.name === b.name && a.email === b.email && a.password === b.password && a.role === b.role;

/**
 * Spec §5 "User save": name and e-mail non-empty after trimming, a password for new users; the server's limits
 * (a common password is refused by the server, which names the field).
 */
export function validateUser(form: UserFormState, mode: UserFormMode): UserFormErrors {
  const errors: UserFormErrors = {};
  const name = form.name.trim();
  const email = form.email.trim();
  if (!name) errors.name = t.nameAndEmailRequired;
  else if (name.length > NAME_MAX) errors.name = t.nameTooLong(NAME_MAX);
  if (!email) errors.email = t.nameAndEmailRequired;
  else if (email.length > EMAIL_MAX || !isEmailShaped(email)) errors.email = t.invalidEmail;
  const password = !form.password
    ? mode === 'create'
      ? t.passwordRequired
      : null
    : passwordLengthProblem(form.password);
  if (password) errors.password = password;
  return errors;
}

/** What the server receives: name and e-mail trimmed; an empty password (when editing) is left out. */
export function toUserInput(form: UserFormState) {
  return { name: form.name.trim(), email: form.email.trim(), role: form.role, password: form.password || null };
}
