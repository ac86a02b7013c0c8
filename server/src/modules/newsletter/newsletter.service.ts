import crypto from 'node:crypto';
import { transaction } from '../../db/transaction';
import ExcelJS from 'exceljs';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { AppError, ErrorCode, notFound, tooManyRequests } from '../../shared/errors';
import { SlidingWindowLimiter } from '../../shared/rate-counters';
import { isEmail, normalizeEmail } from '../../shared/validation';
import type { Notifier } from '../mail/notifier';
import { ACTIVE_SUBSCRIBER, NewsletterSubscriber } from './newsletter-subscriber.entity';
import { newsletterMessages } from './newsletter.messages';
import type { FileDownload, NewsletterResult } from './newsletter.types';

export const SOURCES = ['modal', 'footer', 'home', 'recipe'] as const;
export type SubscriptionSource = (typeof SOURCES)[number];
export const INVALID_EMAIL = newsletterMessages.invalidEmail;
/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60_000;

const CONFIRMATION_TOKEN = /^[0-9a-f]{64}$/;
const UNSUBSCRIBE_TOKEN = /^[0-9a-f]{48}$/;
const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** 400 whose REST body is the newsletter form's own {success: false, message}. */
export class NewsletterInputError extends AppError {
  constructor() {
    super(ErrorCode.BAD_USER_INPUT, INVALID_EMAIL, 'email');
  }
}

const isActive = (s: NewsletterSubscriber) => s.confirmedAt !== null && s.unsubscribedAt === null;

export class NewsletterService {
  constructor(
    private readonly ds: DataSource,
    private readonly notifier: Notifier,
    private readonly limiter: SlidingWindowLimiter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A sign-up from one of the site's forms: the address gets a confirmation link (double opt-in). The answer is the
   * same whether the address is new, pending, subscribed or unsubscribed, so it tells nobody who reads the newsletter.
   */
  async subscribe(
    ctx: RequestContext | null,
    rawEmail: string,
    source: string | null | undefined,
  ): Promise<NewsletterResult> {
    const email = normalizeEmail(rawEmail ?? '');
    if (!email || /\s/.test(rawEmail.trim()) || !isEmail(email)) throw new NewsletterInputError();
    if (ctx && !(await this.limiter.hit(ctx.ip))) throw tooManyRequests(newsletterMessages.tooManySignUps);
    const from = (SOURCES as readonly string[]).includes(source ?? '') ? (source as SubscriptionSource) : 'footer';
    await this.requestConfirmation(email, from);
    return { success: true, message: newsletterMessages.checkYourInbox };
  }

  /**
   * Mails a fresh single-use confirmation link to an address that does not receive the newsletter (new, pending or
   * unsubscribed); nothing changes and nothing is sent for a subscribed one. `email` is already normalized.
   */
  async requestConfirmation(email: string, source: SubscriptionSource): Promise<void> {
    const repo = this.ds.getRepository(NewsletterSubscriber);
    const existing = await repo.findOneBy({ email });
    if (existing && isActive(existing)) return;
    const token = crypto.randomBytes(32).toString('hex');
    const now = this.now();
    // A new link replaces the previous one: only the latest mailed link works.
    const pending = {
      source,
      confirmationTokenHash: sha256(token),
      confirmationExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
    };
    try {
      await transaction(this.ds, async (em) => {
        const subscribers = em.getRepository(NewsletterSubscriber);
        if (existing) await subscribers.update({ id: existing.id }, pending);
        else
          await subscribers.insert({
            email,
            consentAt: now,
            confirmedAt: null,
            unsubscribedAt: null,
            unsubscribeToken: crypto.randomBytes(24).toString('hex'),
            ...pending,
          });
      });
    } catch (err) {
      // A concurrent sign-up with the same address won the unique index: its link is on the way.
      if (/UNIQUE|Duplicate/i.test((err as Error).message)) return;
      throw err;
    }
    await this.notifier.newsletterConfirmation(email, token);
  }

  /** Whether a confirmation link still works (unknown, used and expired links do not). */
  async confirmationPending(_ctx: RequestContext, token: string): Promise<boolean> {
    return (await this.pendingByToken(token)) !== null;
  }

  /**
   * Follows a confirmation link: the address is subscribed from now on and welcomed. Single use: the token is
   * cleared in the same statement that checks it, so of two concurrent uses one confirms. False when it does not work.
   */
  async confirm(_ctx: RequestContext, token: string): Promise<boolean> {
    const subscriber = await this.pendingByToken(token);
    if (!subscriber) return false;
    const now = this.now();
    const { affected } = await transaction(this.ds, (em) =>
      em.getRepository(NewsletterSubscriber).update(
        { id: subscriber.id, confirmationTokenHash: sha256(token) },
        {
          confirmedAt: now,
          consentAt: now,
          unsubscribedAt: null,
          confirmationTokenHash: null,
          confirmationExpiresAt: null,
        },
      ),
    );
    if (affected !== 1) return false;
    await this.notifier.newsletterWelcome(subscriber.email, subscriber.unsubscribeToken);
    return true;
  }

  private async pendingByToken(token: string): Promise<NewsletterSubscriber | null> {
    if (!CONFIRMATION_TOKEN.test(token)) return null;
    const row = await this.ds.getRepository(NewsletterSubscriber).findOneBy({ confirmationTokenHash: sha256(token) });
    if (!row?.confirmationExpiresAt || row.confirmationExpiresAt.getTime() <= this.now().getTime()) return null;
    return row;
  }

  /** Whether an unsubscribe link names a subscription (its page shows the button). */
  async unsubscribeLinkValid(_ctx: RequestContext, token: string): Promise<boolean> {
    return (await this.byUnsubscribeToken(token)) !== null;
  }

  /** Cancels a subscription, and any confirmation link still pending for it. */
  async unsubscribe(_ctx: RequestContext, token: string): Promise<void> {
    const subscriber = await this.byUnsubscribeToken(token);
    if (!subscriber) throw notFound(newsletterMessages.invalidUnsubscribeLink);
    if (subscriber.unsubscribedAt && !subscriber.confirmationTokenHash) return;
    await transaction(this.ds, (em) =>
      em.getRepository(NewsletterSubscriber).update(
        { id: subscriber.id },
        {
          unsubscribedAt: subscriber.unsubscribedAt ?? this.now(),
          confirmationTokenHash: null,
          confirmationExpiresAt: null,
        },
      ),
    );
  }

  private byUnsubscribeToken(token: string): Promise<NewsletterSubscriber | null> {
    if (!UNSUBSCRIBE_TOKEN.test(token)) return Promise.resolve(null);
    return this.ds.getRepository(NewsletterSubscriber).findOneBy({ unsubscribeToken: token });
  }

  /** The unsubscribe token of an active subscriber (for links in e-mails), or null. */
  async tokenFor(email: string): Promise<string | null> {
    const row = await this.ds
      .getRepository(NewsletterSubscriber)
      .findOneBy({ email: normalizeEmail(email), ...ACTIVE_SUBSCRIBER });
    return row?.unsubscribeToken ?? null;
  }

  /** How many addresses are subscribed now (pending and unsubscribed ones excluded), as the export would list them. */
  activeCount(_ctx: RequestContext): Promise<number> {
    return this.ds.getRepository(NewsletterSubscriber).countBy(ACTIVE_SUBSCRIBER);
  }

  /** Active subscribers as a real .xlsx workbook (the date is when each confirmed). */
  async export(_ctx: RequestContext): Promise<FileDownload> {
    const rows = await this.ds.getRepository(NewsletterSubscriber).find({
      where: ACTIVE_SUBSCRIBER,
      order: { consentAt: 'ASC', id: 'ASC' },
    });
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'receitas';
    const sheet = workbook.addWorksheet('Newsletter');
    sheet.columns = [
      { header: 'E-mail', key: 'email', width: 40 },
      { header: 'Data de inscrição', key: 'date', width: 22, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
      { header: 'Origem', key: 'source', width: 12 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow({ email: row.email, date: row.consentAt, source: row.source });
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    return {
      filename: 'newsletter_emails.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      contentBase64: buffer.toString('base64'),
    };
  }
}
