import {
  CONFIRM_EMAIL_ROUTE,
  confirmEmailLinkInvalidPage,
  confirmEmailPage,
  emailConfirmedPage,
} from '../../modules/email-confirmation/email-confirmation-pages';
import { emailConfirmationMessages } from '../../modules/email-confirmation/email-confirmation.messages';
import { AppError, ErrorCode } from '../../shared/errors';
import { idParam, objectBody, type RestRoute } from '../facade';
import { linkToken, sendLinkPage } from '../link-page-response';

const USER_FIELDS = 'id name email role';

/** Only the named fields, each a string when present (anything else is a 400 naming it). */
function stringsOf(body: Record<string, unknown>, fields: string[]): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const field of fields) {
    const value = body[field];
    if (value === undefined || value === null) out[field] = null;
    else if (typeof value === 'string') out[field] = value;
    else throw new AppError(ErrorCode.BAD_USER_INPUT, `O campo ${field} deve ser um texto.`, field);
  }
  return out;
}

const required = (values: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? '']));

export const accountRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/user/login',
    document: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    variables: (req) => ({ input: required(stringsOf(objectBody(req), ['email', 'password'])) }),
    result: (data) => ({ token: (data.login as { token: string }).token }),
  },
  {
    method: 'post',
    path: '/user/register',
    status: 201,
    document: 'mutation ($input: RegisterInput!) { register(input: $input) { token } }',
    variables: (req) => ({ input: required(stringsOf(objectBody(req), ['name', 'email', 'password'])) }),
    result: (data) => ({ token: (data.register as { token: string }).token }),
  },
  {
    // The same answer whether or not the e-mail has an account: a link is mailed only when it has one.
    method: 'post',
    path: '/user/sign-in-link',
    status: 202,
    document: 'mutation ($email: String!) { requestSignInLink(email: $email) }',
    variables: (req) => required(stringsOf(objectBody(req), ['email'])),
    result: () => ({
      message: 'Se houver uma conta com este e-mail, enviamos um link de acesso. Ele vale por 15 minutos.',
    }),
  },
  {
    method: 'post',
    path: '/user/sign-in-link/redeem',
    document: 'mutation ($token: String!) { signInWithLink(token: $token) { token } }',
    variables: (req) => required(stringsOf(objectBody(req), ['token'])),
    result: (data) => ({ token: (data.signInWithLink as { token: string }).token }),
  },
  {
    // 'Sair de todos os dispositivos': every token issued so far stops working; the answer is this device's new one.
    method: 'post',
    path: '/user/logout-all',
    document: 'mutation { logoutEverywhere { token } }',
    result: (data) => ({ token: (data.logoutEverywhere as { token: string }).token }),
  },
  {
    // The mailed e-mail confirmation link: its GET only shows a button (mail scanners follow links)...
    method: 'get',
    path: CONFIRM_EMAIL_ROUTE,
    document: 'query ($token: String!) { emailConfirmationLinkValid(token: $token) }',
    variables: linkToken,
    send: (res, data) => {
      if (data.emailConfirmationLinkValid) sendLinkPage(res, 200, confirmEmailPage(linkToken(res.req).token));
      else sendLinkPage(res, 404, confirmEmailLinkInvalidPage());
    },
  },
  {
    // ...and the button's POST confirms.
    method: 'post',
    path: CONFIRM_EMAIL_ROUTE,
    document: 'mutation ($token: String!) { confirmEmail(token: $token) }',
    variables: linkToken,
    send: (res, data) => {
      if (data.confirmEmail) sendLinkPage(res, 200, emailConfirmedPage());
      else sendLinkPage(res, 404, confirmEmailLinkInvalidPage());
    },
  },
  {
    // The same answer whether or not a link went out (confirmed already, over the limit).
    method: 'post',
    path: `${CONFIRM_EMAIL_ROUTE}/resend`,
    status: 202,
    document: 'mutation { resendEmailConfirmation }',
    result: () => ({ message: emailConfirmationMessages.resendAnswer }),
  },
  { method: 'get', path: '/admin/users', document: `{ users { ${USER_FIELDS} } }` },
  {
    method: 'get',
    path: '/admin/users/:id',
    document: `query ($id: Int!) { user(id: $id) { ${USER_FIELDS} } }`,
    variables: (req) => ({ id: idParam(req) }),
  },
  {
    method: 'post',
    path: '/admin/users',
    status: 201,
    document: `mutation ($input: UserCreateInput!) { createUser(input: $input) { ${USER_FIELDS} } }`,
    variables: (req) => {
      const body = objectBody(req);
      const fields = stringsOf(body, ['name', 'email', 'password', 'role']);
      return { input: { ...required(fields), password: fields.password, role: fields.role ?? 'USER' } };
    },
  },
  {
    method: 'put',
    path: '/admin/users/:id',
    document: `mutation ($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`,
    variables: (req) => {
      const fields = stringsOf(objectBody(req), ['name', 'email', 'password', 'role']);
      if (!fields.role)
        throw new AppError(ErrorCode.BAD_USER_INPUT, 'O campo role é obrigatório (USER ou ADMIN).', 'role');
      return { id: idParam(req), input: { ...required(fields), password: fields.password, role: fields.role } };
    },
  },
  {
    method: 'delete',
    path: '/admin/users/:id',
    status: 204,
    document: 'mutation ($id: Int!) { deleteUser(id: $id) }',
    variables: (req) => ({ id: idParam(req) }),
  },
];
