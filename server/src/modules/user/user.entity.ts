import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';

export enum Role {
  USER = 'USER',
  ADMIN = 'ADMIN',
}
registerEnumType(Role, { name: 'Role', description: 'USER (reader) or ADMIN (creator, dashboard access)' });

@ObjectType('User')
@Entity('users')
export class User extends TimestampedEntity {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /**
   * The e-mail in its one canonical form (email-key.ts), unique: accounts are found and told apart by it alone.
   * Binary collation on MySQL/MariaDB (set by its migration), SQLite compares bytes anyway. Every account the
   * application writes has one (nullable only so SQLite could add it in place). Never exposed.
   */
  @Index('UQ_users_email_key', { unique: true })
  @Column({ type: 'varchar', length: 254, nullable: true })
  emailKey: string;

  /** Argon2id hash; never exposed. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Field(() => Role)
  @Column({ type: 'varchar', length: 10, default: Role.USER })
  role: Role;

  /** Carried in every token (claim `tv`); raising it ends every session issued before. Never exposed. */
  @Column({ type: 'int', default: 0 })
  tokenVersion: number;

  /** Set when the creator bans the account from commenting (its held comments went to spam). Never exposed. */
  @Column({ type: 'datetime', nullable: true })
  bannedAt: Date | null;

  /**
   * When the account followed its e-mail confirmation link; null until then. Its ratings count from then on (an
   * ADMIN's always do). Exposed only to the account itself, as `emailConfirmed`.
   */
  @Column({ type: 'datetime', nullable: true })
  emailConfirmedAt: Date | null;
}
