import crypto from 'node:crypto';
import { transaction } from '../../db/transaction';
import ExcelJS from 'exceljs';
import { IsNull, type DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { AppError, ErrorCode, notFound, tooManyRequests } from '../../shared/errors';
import { SlidingWindowLimiter } from '../../shared/rate-counters';
import { isEmail, normalizeEmail } from '../../shared/validation';
import type { Notifier } from '../mail/notifier';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import type { FileDownload, NewsletterResult } from './newsletter.types';

export const SOURCES = ['modal', 'footer', 'home', 'recipe'] as const;
export type SubscriptionSource = (typeof SOURCES)[number];
export const INVALID_EMAIL = 'Por favor, insira um e-mail válido';

/** 400 whose REST body is the newsletter form's own {success: false, message}. */
export class NewsletterInputError extends AppError {
  constructor() {
    super(ErrorCode.BAD_USER_INPUT, INVALID_EMAIL, 'email');
  }
}

export class NewsletterService {
  constructor(
    private readonly ds: DataSource,
    private readonly notifier: Notifier,
    private readonly limiter: SlidingWindowLimiter,
  ) {}

  /** Subscribes (or re-subscribes) an address, recording consent time and source, and welcomes it once. */
  async subscribe(
    ctx: RequestContext | null,
    rawEmail: string,
    source: string | null | undefined,
  ): Promise<NewsletterResult> {
    const email = normalizeEmail(rawEmail ?? '');
    if (!email || /\s/.test(rawEmail.trim()) || !isEmail(email)) throw new NewsletterInputError();
    if (ctx && !(await this.limiter.hit(ctx.ip)))
      throw tooManyRequests('Muitas inscrições seguidas. Aguarde um minuto.');
    const from = (SOURCES as readonly string[]).includes(source ?? '') ? (source as SubscriptionSource) : 'footer';
    const repo = this.ds.getRepository(NewsletterSubscriber);
    const existing = await repo.findOneBy({ email });
    if (existing && !existing.unsubscribedAt) {
      return { success: true, message: 'Este e-mail já está inscrito. Obrigada por acompanhar!' };
    }
    const subscriber = existing ?? repo.create({ email, unsubscribeToken: crypto.randomBytes(24).toString('hex') });
    Object.assign(subscriber, { source: from, consentAt: new Date(), unsubscribedAt: null });
    try {
      await transaction(this.ds, (em) => em.getRepository(NewsletterSubscriber).save(subscriber));
    } catch (err) {
      // A concurrent sign-up with the same address won the unique index: the address is subscribed either way.
      if (/UNIQUE|Duplicate/i.test((err as Error).message))
        return { success: true, message: 'Inscrição realizada com sucesso!' };
      throw err;
    }
    await this.notifier.newsletterWelcome(email, subscriber.unsubscribeToken);
    return { success: true, message: 'Inscrição realizada com sucesso! Confira seu e-mail.' };
  }

  async unsubscribe(token: string): Promise<void> {
    const repo = this.ds.getRepository(NewsletterSubscriber);
    const subscriber = /^[0-9a-f]{48}$/.test(token) ? await repo.findOneBy({ unsubscribeToken: token }) : null;
    if (!subscriber) throw notFound('Link de cancelamento inválido.');
    if (!subscriber.unsubscribedAt) {
      await transaction(this.ds, (em) =>
        em.getRepository(NewsletterSubscriber).update({ id: subscriber.id }, { unsubscribedAt: new Date() }),
      );
    }
  }

  /** The unsubscribe token of an active subscriber (for links in e-mails), or null. */
  async tokenFor(email: string): Promise<string | null> {
    const row = await this.ds
      .getRepository(NewsletterSubscriber)
      .findOneBy({ email: normalizeEmail(email), unsubscribedAt: IsNull() });
    return row?.unsubscribeToken ?? null;
  }

  /** How many addresses are subscribed now (unsubscribed ones excluded), as the export would list them. */
  activeCount(_ctx: RequestContext): Promise<number> {
    return this.ds.getRepository(NewsletterSubscriber).countBy({ unsubscribedAt: IsNull() });
  }

  /** Active subscribers as a real .xlsx workbook. */
  async export(_ctx: RequestContext): Promise<FileDownload> {
    const rows = await this.ds.getRepository(NewsletterSubscriber).find({
      where: { unsubscribedAt: IsNull() },
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
