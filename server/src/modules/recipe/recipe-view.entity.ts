import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { dateOnlyTransformer } from '../../shared/column-types';
import { Recipe } from './recipe.entity';

/**
 * One counted view: a reader's network address (hashed) seeing a recipe on one day of the site's calendar. The unique
 * key enforces "at most once" in the database, so it holds across processes and instances.
 */
@Entity('recipe_views')
@Index('UQ_recipe_views_visit', ['recipeId', 'visitorHash', 'day'], { unique: true })
export class RecipeView {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  recipeId: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  /** keyed SHA-256 of the client address (an IPv6 address by its /64 network); never the raw value */
  @Column({ type: 'varchar', length: 64 })
  visitorHash: string;

  /** yyyy-mm-dd in the site's time zone */
  @Column({ type: 'date', transformer: dateOnlyTransformer })
  day: string;
}
