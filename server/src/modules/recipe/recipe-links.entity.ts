import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Category } from '../category/category.entity';
import { Craving } from '../craving/craving.entity';
import { Occasion } from '../occasion/occasion.entity';
import { Recipe } from './recipe.entity';

// Recipe ↔ taxonomy links, kept as explicit rows so their order is stored and loaders can batch them.

@Entity('recipe_categories')
@Index('IDX_recipe_categories_category', ['categoryId'])
export class RecipeCategory {
  @PrimaryColumn({ type: 'int' })
  recipeId: number;

  @PrimaryColumn({ type: 'int' })
  categoryId: number;

  @Column({ type: 'int' })
  position: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @ManyToOne(() => Category, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'categoryId' })
  category?: Category;
}

@Entity('recipe_cravings')
@Index('IDX_recipe_cravings_craving', ['cravingId'])
export class RecipeCraving {
  @PrimaryColumn({ type: 'int' })
  recipeId: number;

  @PrimaryColumn({ type: 'int' })
  cravingId: number;

  @Column({ type: 'int' })
  position: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @ManyToOne(() => Craving, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'cravingId' })
  craving?: Craving;
}

@Entity('recipe_occasions')
@Index('IDX_recipe_occasions_occasion', ['occasionId'])
export class RecipeOccasion {
  @PrimaryColumn({ type: 'int' })
  recipeId: number;

  @PrimaryColumn({ type: 'int' })
  occasionId: number;

  @Column({ type: 'int' })
  position: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @ManyToOne(() => Occasion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'occasionId' })
  occasion?: Occasion;
}
