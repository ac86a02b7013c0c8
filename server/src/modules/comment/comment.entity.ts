import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/base.entity';
import { Recipe } from '../recipe/recipe.entity';
import { User } from '../user/user.entity';

/** A reader's comment on a recipe (score 1–5) or a reply in its thread (score 0, one level deep). */
@Entity('comments')
@Index('IDX_comments_recipe', ['recipeId', 'datePosted'])
@Index('IDX_comments_parent', ['parentCommentId'])
@Index('IDX_comments_rating', ['recipeId', 'userId'])
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
}
