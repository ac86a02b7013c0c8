import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { IsNull, type DataSource } from 'typeorm';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import { forbidden, unauthenticated } from '../../shared/errors';
import type { SlidingWindowLimiter } from '../../shared/rate-counters';
import { bumpDiscussionVersion } from '../content/content-version';
import type { Mailer } from '../mail/mailer';
import { User } from '../user/user.entity';
import { EmailConfirmation } from './email-confirmation.entity';
import { emailConfirmationEmail } from './email-confirmation-email';
import { emailConfirmationMessages } from './email-confirmation.messages';
import { CONFIRM_EMAIL_PATH } from './email-confirmation-pages';

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_HOURS = 48;

/** A link's secret: 32 random bytes, base64url. */
const SECRET = /^[\w-]{43}$/;
const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface EmailConfirmationOptions {
  publicUrl: string;
  logger: Logger;
  /** mails per account: past it a resend is answered alike and sends nothing (no mailbox flooding) */
  perAccount: SlidingWindowLimiter;
  now?: () => Date;
}

/**
 * Confirming an account's e-mail: its ratings count from then on. OWASP practice as for the sign-in link: a random
 * single-use expiring token of which only the hash is stored, one answer whatever happened, the mail sent after it.
 */
export class EmailConfirmationService {
  private readonly now: () => Date;

  constructor(
    private readonly ds: DataSource,
    private readonly mailer: Mailer,
    private readonly opts: EmailConfirmationOptions,
  ) {
    this.now = opts.now ?? (() => new Date());
  }

  /** Whether the signed-in user's own e-mail is confirmed; nobody else's is told. */
  isConfirmed(ctx: RequestContext, user: User): boolean {
    if (!ctx.user) throw ctx.authError ?? unauthenticated();
    if (ctx.user.id !== user.id) throw forbidden(emailConfirmationMessages.onlyYourOwn);
    return user.emailConfirmedAt !== null;
  }

  /** After a sign-up has been answered: mails the new account its first link. Failures are logged (it can resend). */
  afterRegistration(user: User): void {
    this.mailLink(user).catch((err: unknown) => {
      this.opts.logger.error({ err, userId: user.id }, 'e-mail confirmation link failed');
    });
  }

  /** Mails the signed-in user a fresh link, unless confirmed already or over the limit; the answer never says which. */
  async resend(ctx: RequestContext): Promise<void> {
    if (!ctx.user) throw ctx.authError ?? unauthenticated();
    const user = await this.ds.getRepository(User).findOneBy({ id: ctx.user.id });
    if (!user || user.emailConfirmedAt) return;
    await this.mailLink(user);
  }

  /** Whether a link would confirm (its page then shows the button). */
  async linkValid(_ctx: RequestContext, secret: string): Promise<boolean> {
    return (await this.pendingLink(secret)) !== null;
  }

  /**
   * Follows a link: the account is confirmed and its ratings start counting, so the pages of the recipes it rated
   * are rendered anew. Single use, whoever wins a race; false when the link does not work.
   */
  async confirm(_ctx: RequestContext, secret: string): Promise<boolean> {
    const link = await this.pendingLink(secret);
    if (!link) return false;
    const now = this.now();
    return transaction(this.ds, async (em) => {
      const links = em.getRepository(EmailConfirmation);
      const claimed = await links.update({ id: link.id, usedAt: IsNull() }, { usedAt: now });
      if (claimed.affected !== 1) return false;
      // The recipes' rows first, then the user's: the order a comment's post locks them in (no deadlock on MySQL).
      const rated: { recipeId: number | string }[] = await em.query(
        'SELECT DISTINCT recipeId FROM comments WHERE userId = ? AND parentCommentId IS NULL AND score > 0 ORDER BY recipeId',
        [link.userId],
      );
      for (const { recipeId } of rated) await bumpDiscussionVersion(em, Number(recipeId));
      // Shown on no page: only the ratings it lets count are, through the discussion versions just moved.
      await em
        .createQueryBuilder()
        .update(User)
        .set({ emailConfirmedAt: now })
        .where('id = :id AND emailConfirmedAt IS NULL', { id: link.userId })
        .callListeners(false)
        .execute();
      // The account's other links have nothing left to confirm.
      await links.update({ userId: link.userId, usedAt: IsNull() }, { usedAt: now });
      return true;
    });
  }

  private async mailLink(user: User): Promise<void> {
    if (!(await this.opts.perAccount.hit(String(user.id)))) return;
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + EMAIL_CONFIRMATION_HOURS * 60 * 60_000);
    await this.ds.getRepository(EmailConfirmation).insert({ userId: user.id, tokenHash: sha256(secret), expiresAt });
    const link = `${this.opts.publicUrl.replace(/\/+$/, '')}${CONFIRM_EMAIL_PATH}?token=${secret}`;
    const mail = emailConfirmationEmail({ publicUrl: this.opts.publicUrl, link, hours: EMAIL_CONFIRMATION_HOURS });
    void this.mailer.send({ to: user.email, ...mail }).catch((err: unknown) => {
      this.opts.logger.error({ err, userId: user.id }, 'e-mail confirmation link failed');
    });
  }

  /** The unused, unexpired link of this secret, or null. */
  private async pendingLink(secret: string): Promise<EmailConfirmation | null> {
    if (!SECRET.test(secret ?? '')) return null;
    const link = await this.ds.getRepository(EmailConfirmation).findOneBy({ tokenHash: sha256(secret) });
    if (!link || link.usedAt || link.expiresAt.getTime() <= this.now().getTime()) return null;
    return link;
  }
}
