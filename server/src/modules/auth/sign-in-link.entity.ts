import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../user/user.entity';

/**
 * A one-time sign-in link mailed to an account: only the SHA-256 of its secret is kept, so the table alone signs
 * nobody in. Used once (usedAt) or expired, it signs nobody in either; gone with its user.
 */
@Entity('sign_in_links')
export class SignInLink {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_sign_in_links_user')
  @Column({ type: 'int' })
  userId: number;

  /** hex SHA-256 of the secret in the link */
  @Index('UQ_sign_in_links_token_hash', { unique: true })
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
