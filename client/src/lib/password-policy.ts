import * as messages from '../messages/pt-BR';

// The server's password policy (server/src/modules/auth/password-policy.ts), as far as a form can check it before
// sending: the length. Whether a password is one of the most common ones only the server says (its message is
// shown as it comes), so browsers never download the list.
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** Why this new password's length is refused, or null. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return messages.password.tooShort(PASSWORD_MIN);
  if (password.length > PASSWORD_MAX) return messages.password.tooLong(PASSWORD_MAX);
  return null;
}
