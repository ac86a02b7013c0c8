import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';
import { Recipe } from '../recipe/recipe.entity';
import { User } from '../user/user.entity';

/** A notification for one user, or for everyone when userId is null (a broadcast: one row, not one per user). */
@Entity('notifications')
@Index('IDX_notifications_user', ['userId', 'createdAt'])
export class Notification extends TimestampedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 500 })
  message: string;

  @Column({ type: 'int', nullable: true })
  recipeId: number | null;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  /**
   * The comment it is about (a reply to the reader's comment): the link lands on it. No key: a deleted comment leaves
   * the notice, which still opens its recipe.
   */
  @Column({ type: 'int', nullable: true })
  commentId: number | null;
}

/** A user's read mark on a notification (personal or broadcast). */
@Entity('notification_reads')
export class NotificationRead {
  @PrimaryColumn({ type: 'int' })
  notificationId: number;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'datetime' })
  readAt: Date;

  @ManyToOne(() => Notification, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'notificationId' })
  notification?: Notification;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;
}
