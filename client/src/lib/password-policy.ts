import { USER_BOUNDS } from '@receitas/shared';
import * as messages from '../messages/pt-BR';

// The server's password policy (server/src/modules/auth/password-policy.ts), as far as a form can check it before
// sending: the length (the shared USER_BOUNDS). Whether a password is one of the most common ones only the server
// says (its message is shown as it comes), so browsers never download the list.
export const PASSWORD_MIN = USER_BOUNDS.passwordMin;
export const PASSWORD_MAX = USER_BOUNDS.passwordMax;

/** Why this new password's length is refused, or null. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return messages.password.tooShort(PASSWORD_MIN);
  if (password.length > PASSWORD_MAX) return messages.password.tooLong(PASSWORD_MAX);
  return null;
}
