import { EMAIL_MAX } from '@receitas/shared';
import type { DataSource } from 'typeorm';
import type { AuthUser, RequestContext } from '../../graphql/context';
import { AppError, ErrorCode, badInput, tooManyRequests, unauthenticated } from '../../shared/errors';
import type { SlidingWindowLimiter } from '../../shared/rate-counters';
import type { EmailConfirmationService } from '../email-confirmation/email-confirmation.service';
import { emailKey } from '../user/email-key';
import { User } from '../user/user.entity';
import type { UserService } from '../user/user.service';
import type { LoginThrottle } from './login-throttle';
import { burnPasswordCheck, verifyPassword } from './passwords';
import type { SignInLinks } from './sign-in-links';
import type { TokenService } from './tokens';

export const INVALID_CREDENTIALS = 'Email ou senha inválidos.';
export const TOO_MANY_LOGINS = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';
/** The account-wide ceiling: guessing from many addresses closed password logins; the link by e-mail still works. */
export const ACCOUNT_PAUSED =
  'Muitas tentativas de login nesta conta. Para entrar agora, peça um link de acesso por e-mail.';
export const TOO_MANY_REGISTRATIONS = 'Muitos cadastros a partir deste endereço. Tente mais tarde.';
const SESSION_ENDED = 'Sessão inválida ou expirada. Entre novamente.';

export class AuthService {
  constructor(
    private readonly ds: DataSource,
    private readonly users: UserService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    /** sign-ups per client address (every attempt counts: each one tells whether an e-mail has an account) */
    private readonly registrations: SlidingWindowLimiter,
    private readonly links: SignInLinks,
    private readonly confirmations: EmailConfirmationService,
  ) {}

  async login(ctx: RequestContext, email: string, password: string): Promise<{ token: string; user: User }> {
    if (!email?.trim() || !password)
      throw badInput(!email?.trim() ? 'email' : 'password', 'Por favor, insira email e senha.');
    // Nothing to check; refusing here also keeps a stranger's megabyte of text out of the counters' keys.
    if (email.length > 4 * EMAIL_MAX) throw new AppError(ErrorCode.UNAUTHENTICATED, INVALID_CREDENTIALS);
    const account = emailKey(email);
    if (account.length > EMAIL_MAX) throw new AppError(ErrorCode.UNAUTHENTICATED, INVALID_CREDENTIALS);
    const attempt = await this.throttle.reserve(ctx.ip, account);
    if (attempt === 'address') throw tooManyRequests(TOO_MANY_LOGINS);
    if (attempt === 'account') throw tooManyRequests(ACCOUNT_PAUSED);
    let user: User | null;
    let valid: boolean;
    try {
      user = await this.users.findByEmail(account);
      valid = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    } catch (err) {
      await attempt.giveBack();
      throw err;
    }
    if (!user || !valid) throw new AppError(ErrorCode.UNAUTHENTICATED, INVALID_CREDENTIALS);
    await attempt.giveBack();
    return { token: this.tokens.issue(user), user };
  }

  async register(
    ctx: RequestContext,
    input: { name: string; email: string; password: string },
  ): Promise<{ token: string; user: User }> {
    if (!(await this.registrations.hit(ctx.ip))) throw tooManyRequests(TOO_MANY_REGISTRATIONS);
    if (!input.name?.trim() || !input.email?.trim() || !input.password) {
      const field = !input.name?.trim() ? 'name' : !input.email?.trim() ? 'email' : 'password';
      throw badInput(field, 'Por favor, preencha todos os campos.');
    }
    const user = await this.users.create(ctx, input);
    // The account works at once; its ratings count once it confirms its e-mail (the link goes out after this answer).
    this.confirmations.afterRegistration(user);
    return { token: this.tokens.issue(user), user };
  }

  /** Mails a one-time sign-in link to the account of this e-mail, if any; the answer is the same either way. */
  requestSignInLink(ctx: RequestContext, email: string): Promise<void> {
    return this.links.request(ctx, email);
  }

  /** Signs in with a link from requestSignInLink: once, within its lifetime, whatever the login limits say. */
  async signInWithLink(_ctx: RequestContext, secret: string): Promise<{ token: string; user: User }> {
    const user = await this.links.redeem(secret);
    return { token: this.tokens.issue(user), user };
  }

  /**
   * Ends every session of the signed-in user (all tokens issued so far stop working) and answers a fresh token,
   * so the device that asked stays signed in.
   */
  async logoutEverywhere(ctx: RequestContext): Promise<{ token: string; user: User }> {
    if (!ctx.user) throw unauthenticated();
    const user = await this.users.endSessions(ctx, ctx.user.id);
    return { token: this.tokens.issue(user), user };
  }

  /**
   * Who a bearer token speaks for, re-reading the user so role changes and deletions apply at once, and refusing a
   * token issued before the user's sessions were ended (password or role change, 'Sair de todos os dispositivos').
   */
  async authenticate(token: string): Promise<AuthUser | AppError> {
    const claims = this.tokens.verify(token);
    if (!claims) return new AppError(ErrorCode.UNAUTHENTICATED, SESSION_ENDED);
    const user = await this.ds.getRepository(User).findOne({
      where: { id: Number(claims.sub) },
      select: { id: true, name: true, email: true, role: true, tokenVersion: true },
    });
    if (!user || user.tokenVersion !== claims.tv) return new AppError(ErrorCode.UNAUTHENTICATED, SESSION_ENDED);
    return { id: user.id, name: user.name, email: user.email, role: user.role };
  }
}
