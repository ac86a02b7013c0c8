import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { IsNull, type DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { AppError, ErrorCode, badInput, tooManyRequests } from '../../shared/errors';
import type { SlidingWindowLimiter } from '../../shared/rate-counters';
import { isEmail } from '../../shared/validation';
import type { Mailer } from '../mail/mailer';
import { emailKey } from '../user/email-key';
import { User } from '../user/user.entity';
import type { UserService } from '../user/user.service';
import { limitedAddress } from './client-address';
import { SignInLink } from './sign-in-link.entity';
import { signInLinkEmail } from './sign-in-link-email';

export const SIGN_IN_LINK_MINUTES = 15;
/** The query parameter of the login page that carries a link's secret. */
export const SIGN_IN_LINK_PARAM = 'link';
export const LINK_INVALID = 'Este link de acesso é inválido, já foi usado ou expirou. Peça um novo.';
export const TOO_MANY_LINK_REQUESTS = 'Muitos pedidos de link a partir deste endereço. Tente mais tarde.';

const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface SignInLinkOptions {
  publicUrl: string;
  logger: Logger;
  /** requests per client address (every request counts, known e-mail or not) */
  perAddress: SlidingWindowLimiter;
  /** mails per account: past it requests are answered alike and send nothing (no mailbox flooding) */
  perAccount: SlidingWindowLimiter;
  now?: () => Date;
}

/**
 * Sign-in by e-mail, the way back in when guessing from many addresses has closed an account's password logins
 * (OWASP forgot-password: one answer whether or not the account exists, a random single-use expiring token, only its
 * hash stored, the mail sent after the answer so timing tells nothing either).
 */
export class SignInLinks {
  private readonly now: () => Date;

  constructor(
    private readonly ds: DataSource,
    private readonly users: UserService,
    private readonly mailer: Mailer,
    private readonly opts: SignInLinkOptions,
  ) {
    this.now = opts.now ?? (() => new Date());
  }

  /** Mails a link to the account with this e-mail, if there is one; answers the same either way. */
  async request(ctx: RequestContext, email: string): Promise<void> {
    const key = emailKey(email ?? '');
    if (!isEmail(key)) throw badInput('email', 'Informe um e-mail válido.');
    if (!(await this.opts.perAddress.hit(limitedAddress(ctx.ip)))) throw tooManyRequests(TOO_MANY_LINK_REQUESTS);
    const user = await this.users.findByEmail(key);
    if (!user || !(await this.opts.perAccount.hit(user.emailKey))) return;
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + SIGN_IN_LINK_MINUTES * 60_000);
    await this.ds.getRepository(SignInLink).insert({ userId: user.id, tokenHash: sha256(secret), expiresAt });
    const link = `${this.opts.publicUrl.replace(/\/+$/, '')}/login?${SIGN_IN_LINK_PARAM}=${secret}`;
    const mail = signInLinkEmail({ publicUrl: this.opts.publicUrl, link, minutes: SIGN_IN_LINK_MINUTES });
    void this.mailer.send({ to: user.email, ...mail }).catch((err: unknown) => {
      this.opts.logger.error({ err, userId: user.id }, 'sign-in link e-mail failed');
    });
  }

  /** The account a valid, unused, unexpired link signs in; the link is spent by this call, whoever wins a race. */
  async redeem(secret: string): Promise<User> {
    const invalid = new AppError(ErrorCode.UNAUTHENTICATED, LINK_INVALID);
    if (!secret || secret.length > 100) throw invalid;
    const links = this.ds.getRepository(SignInLink);
    const link = await links.findOneBy({ tokenHash: sha256(secret) });
    if (!link || link.usedAt || link.expiresAt.getTime() <= this.now().getTime()) throw invalid;
    const claimed = await links.update({ id: link.id, usedAt: IsNull() }, { usedAt: this.now() });
    if (claimed.affected !== 1) throw invalid;
    const user = await this.ds.getRepository(User).findOneBy({ id: link.userId });
    if (!user) throw invalid;
    return user;
  }
}
