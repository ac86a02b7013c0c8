import { USER_BOUNDS } from '@receitas/shared';
import { z } from 'zod';
import type { Role } from '../../../gql/graphql';
import { isEmailShaped } from '../../../lib/email-shape';
import { passwordLengthProblem } from '../../../lib/password-policy';
import * as messages from '../../../messages/pt-BR';
import type { DashboardUser } from './users-operations';

const t = messages.dashboardUsers.form;

export const ROLES = ['USER', 'ADMIN'] as const satisfies readonly Role[];

export type UserFormMode = 'create' | 'update';

/**
 * Spec §5 "User save": name and e-mail non-empty after trimming, a password for new users (empty when editing keeps
 * the current one); the server's bounds. Whether a password is too common only the server says (on the field).
 */
export const userSchema = (mode: UserFormMode) =>
  z.object({
    name: z.string().trim().min(1, t.nameAndEmailRequired).max(USER_BOUNDS.name, t.nameTooLong(USER_BOUNDS.name)),
    email: z
      .string()
      .trim()
      .min(1, { message: t.nameAndEmailRequired, abort: true })
      .refine((email) => email.length <= USER_BOUNDS.email && isEmailShaped(email), t.invalidEmail),
    password: z.string().transform((password, ctx) => {
      const problem = password ? passwordLengthProblem(password) : mode === 'create' ? t.passwordRequired : null;
      if (problem) {
        ctx.addIssue(problem);
        return z.NEVER;
      }
      return password || null;
    }),
    role: z.enum(ROLES),
  });

export type UserFormValues = z.input<ReturnType<typeof userSchema>>;

export const emptyUserForm = (): UserFormValues => ({ name: '', email: '', password: '', role: 'USER' });

/** An account as the edit form starts: the password empty (empty keeps the current one). */
export const userFormValues = (user: DashboardUser): UserFormValues => ({
  name: user.name,
  email: user.email,
  password: '',
  role: user.role,
});
