import { Column, Entity, Index, IsNull, Not, PrimaryGeneratedColumn, type FindOptionsWhere } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';

/**
 * A newsletter address with its consent record (LGPD): when, from which form, and how to leave. A sign-up is pending
 * until the address follows the confirmation link mailed to it (double opt-in); only confirmed, not unsubscribed
 * addresses count anywhere (export, counts, links in e-mails).
 */
@Entity('newsletter_subscribers')
export class NewsletterSubscriber extends TimestampedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_newsletter_subscribers_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** modal, footer, home, recipe */
  @Column({ type: 'varchar', length: 20 })
  source: string;

  /** when the address confirmed (while never confirmed: when it was first asked) */
  @Column({ type: 'datetime' })
  consentAt: Date;

  /** set when the confirmation link is followed; null while the first sign-up is pending */
  @Column({ type: 'datetime', nullable: true })
  confirmedAt: Date | null;

  /** SHA-256 of the pending confirmation link's token (single use: cleared when followed); never the token itself */
  @Index('UQ_newsletter_subscribers_confirmation', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmationTokenHash: string | null;

  @Column({ type: 'datetime', nullable: true })
  confirmationExpiresAt: Date | null;

  @Index('UQ_newsletter_subscribers_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  unsubscribeToken: string;

  @Column({ type: 'datetime', nullable: true })
  unsubscribedAt: Date | null;
}

/** The subscribers who receive the newsletter: confirmed and not unsubscribed since. */
export const ACTIVE_SUBSCRIBER: FindOptionsWhere<NewsletterSubscriber> = {
  confirmedAt: Not(IsNull()),
  unsubscribedAt: IsNull(),
};
