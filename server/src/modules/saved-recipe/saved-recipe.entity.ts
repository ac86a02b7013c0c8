import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Recipe } from '../recipe/recipe.entity';
import { User } from '../user/user.entity';

/** A recipe a reader saved for later: one row per (reader, recipe), gone with either. */
@Entity('saved_recipes')
@Index('IDX_saved_recipes_user_created', ['userId', 'createdAt'])
export class SavedRecipe {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @PrimaryColumn({ type: 'int' })
  recipeId: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;
}
