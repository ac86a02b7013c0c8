import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { dateOnlyTransformer } from '../../shared/column-types';
import { Recipe } from './recipe.entity';

/**
 * Counted views of a recipe on one day of the site's calendar (America/Sao_Paulo): the dashboard's history, kept
 * after the per-visitor rows that refuse repeats are purged.
 */
@Entity('recipe_view_days')
@Index('IDX_recipe_view_days_day', ['day'])
export class RecipeViewDay {
  @PrimaryColumn({ type: 'int' })
  recipeId: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  /** yyyy-mm-dd in the site's time zone */
  @PrimaryColumn({ type: 'date', transformer: dateOnlyTransformer })
  day: string;

  @Column({ type: 'int', default: 0 })
  count: number;
}
