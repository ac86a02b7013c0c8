import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../user/user.entity';

/**
 * A link mailed to an account to confirm its e-mail: only the SHA-256 of its secret is kept, so the table alone
 * confirms nothing. Used once (usedAt) or expired, it confirms nothing either; gone with its user.
 */
@Entity('email_confirmations')
export class EmailConfirmation {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_email_confirmations_user')
  @Column({ type: 'int' })
  userId: number;

  /** hex SHA-256 of the secret in the link */
  @Index('UQ_email_confirmations_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;
}
