import type { Logger } from 'pino';
import { AppError, ErrorCode } from '../../shared/errors';
import type { Mailer } from './mailer';
import {
  contactNotificationEmail,
  contactReplyTo,
  listUnsubscribeHeaders,
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
  savedRecipeEmail,
  type MailRecipe,
} from './templates';

export interface NotifierOptions {
  publicUrl: string;
  /** where contact messages go; null when nobody is configured (then only the log has them) */
  ownerEmail: () => Promise<string | null>;
  logger: Logger;
}

/** The site's outgoing e-mails: which template, to whom, with which headers. */
export class Notifier {
  constructor(
    private readonly mailer: Mailer,
    private readonly opts: NotifierOptions,
  ) {}

  unsubscribeUrl(token: string): string {
    return `${this.opts.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /** Tells the owner about a contact message. A mail failure is logged, never lost: the message is stored. */
  async contactReceived(contact: Parameters<typeof contactNotificationEmail>[0]): Promise<void> {
    const to = await this.opts.ownerEmail();
    if (!to) {
      this.opts.logger.warn({ contactEmail: contact.email }, 'contact stored; no owner e-mail configured to notify');
      return;
    }
    const mail = contactNotificationEmail(contact, { publicUrl: this.opts.publicUrl });
    try {
      await this.mailer.send({ to, ...mail, headers: { 'Reply-To': contactReplyTo(contact) } });
    } catch (err) {
      this.opts.logger.error({ err }, 'contact notification e-mail failed (the message is stored)');
    }
  }

  confirmationUrl(token: string): string {
    return `${this.opts.publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
  }

  /** The double opt-in link. A mail failure is logged: the reader can ask again, and the answer never says. */
  async newsletterConfirmation(email: string, token: string): Promise<void> {
    const mail = newsletterConfirmationEmail({
      publicUrl: this.opts.publicUrl,
      confirmUrl: this.confirmationUrl(token),
    });
    try {
      await this.mailer.send({ to: email, ...mail });
    } catch (err) {
      this.opts.logger.error({ err }, 'newsletter confirmation e-mail failed');
    }
  }

  async newsletterWelcome(email: string, token: string): Promise<void> {
    const unsubscribeUrl = this.unsubscribeUrl(token);
    const mail = newsletterWelcomeEmail({ publicUrl: this.opts.publicUrl, unsubscribeUrl });
    try {
      await this.mailer.send({ to: email, ...mail, headers: listUnsubscribeHeaders(unsubscribeUrl) });
    } catch (err) {
      this.opts.logger.error({ err }, 'newsletter welcome e-mail failed (the subscription is stored)');
    }
  }

  /** Sends a recipe to a reader; failing to send is the reader's problem to know about (503). */
  async savedRecipe(email: string, recipe: MailRecipe, unsubscribeToken: string | null): Promise<void> {
    const unsubscribeUrl = unsubscribeToken ? this.unsubscribeUrl(unsubscribeToken) : undefined;
    const mail = savedRecipeEmail(recipe, { publicUrl: this.opts.publicUrl, unsubscribeUrl });
    try {
      await this.mailer.send({
        to: email,
        ...mail,
        headers: unsubscribeUrl ? listUnsubscribeHeaders(unsubscribeUrl) : undefined,
      });
    } catch {
      throw new AppError(
        ErrorCode.SERVICE_UNAVAILABLE,
        'Não foi possível enviar o e-mail agora. Tente novamente em alguns minutos.',
      );
    }
  }
}
