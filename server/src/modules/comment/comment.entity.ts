import { registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';
import { Recipe } from '../recipe/recipe.entity';
import { User } from '../user/user.entity';

/** Where a comment stands in moderation: only APPROVED ones reach readers, the rating and the page cache. */
export enum CommentStatus {
  APPROVED = 'APPROVED',
  PENDING = 'PENDING',
  SPAM = 'SPAM',
}
registerEnumType(CommentStatus, {
  name: 'CommentStatus',
  description: 'APPROVED (shown to readers), PENDING (held for the creator to review) or SPAM',
});

/** A reader's comment on a recipe (score 1–5) or a reply in its thread (score 0, one level deep). */
@Entity('comments')
@Index('IDX_comments_recipe', ['recipeId', 'datePosted'])
// A thread's approved replies in order; each reader's approved scores on a recipe (the rating's latest-score check).
// Narrower than the status indexes, so planners without statistics (SQLite) pick them for those reads.
@Index('IDX_comments_parent_status', ['parentCommentId', 'status', 'datePosted'])
@Index('IDX_comments_rating_status', ['recipeId', 'userId', 'status', 'datePosted'])
@Index('IDX_comments_recipe_status', ['recipeId', 'status', 'datePosted'])
@Index('IDX_comments_status', ['status', 'datePosted'])
export class Comment extends TimestampedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  recipeId: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'int', nullable: true })
  parentCommentId: number | null;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parentCommentId' })
  parent?: Comment;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'int', default: 0 })
  score: number;

  @Column({ type: 'datetime' })
  datePosted: Date;

  @Column({ type: 'varchar', length: 10, default: CommentStatus.APPROVED })
  status: CommentStatus;
}
