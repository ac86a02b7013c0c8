import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Recipe } from './recipe.entity';

/** One counted view: a visitor (hashed) seeing a recipe within one clock hour. The unique key enforces "at most once". */
@Entity('recipe_views')
@Index('UQ_recipe_views_visit', ['recipeId', 'visitorHash', 'hourBucket'], { unique: true })
export class RecipeView {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  recipeId: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  /** SHA-256 of the user id, or of address + user agent for anonymous visitors; never the raw values */
  @Column({ type: 'varchar', length: 64 })
  visitorHash: string;

  /** hours since the epoch (UTC) */
  @Column({ type: 'int' })
  hourBucket: number;
}
