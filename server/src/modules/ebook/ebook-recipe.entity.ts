import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Recipe } from '../recipe/recipe.entity';
import { EBook } from './ebook.entity';

/** A recipe contained in an e-book; position keeps the order the admin gave. */
@Entity('ebook_recipes')
@Index('IDX_ebook_recipes_recipe', ['recipeId'])
export class EBookRecipe {
  @PrimaryColumn({ type: 'int' })
  ebookId: number;

  @PrimaryColumn({ type: 'int' })
  recipeId: number;

  @Column({ type: 'int' })
  position: number;

  @ManyToOne(() => EBook, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ebookId' })
  ebook?: EBook;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;
}
