import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';

/** A newsletter address with its consent record (LGPD): when, from which form, and how to leave. */
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

  @Column({ type: 'datetime' })
  consentAt: Date;

  @Index('UQ_newsletter_subscribers_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  unsubscribeToken: string;

  @Column({ type: 'datetime', nullable: true })
  unsubscribedAt: Date | null;
}
