import { registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { jsonTextTransformer } from '../../shared/column-types';
import { User } from '../user/user.entity';
import { Recipe } from './recipe.entity';
import type { RecipeInput } from './recipe.types';

export enum RecipeRevisionKind {
  /** a create or an update */
  SAVE = 'SAVE',
  /** someone's unsaved editor, kept as they type: one per person and recipe, replaced each time */
  AUTOSAVE = 'AUTOSAVE',
  /** an older revision applied again */
  RESTORE = 'RESTORE',
}
registerEnumType(RecipeRevisionKind, { name: 'RecipeRevisionKind' });

/** The kinds that make a recipe's history (an AUTOSAVE is a person's work in progress). */
export const HISTORY_KINDS = [RecipeRevisionKind.SAVE, RecipeRevisionKind.RESTORE];

/** One state of a recipe as its editor sent it: what it was, who wrote it, and which fields it changed. */
@Entity('recipe_revisions')
@Index('IDX_recipe_revisions_recipe_created', ['recipeId', 'createdAt'])
export class RecipeRevision {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  recipeId: number;

  @ManyToOne(() => Recipe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipeId' })
  recipe?: Recipe;

  @Column({ type: 'varchar', length: 16 })
  kind: RecipeRevisionKind;

  /** the recipe version this revision produced; an AUTOSAVE's: the version its edits started from */
  @Column({ type: 'int' })
  recipeVersion: number;

  @Column({ type: 'int', nullable: true })
  authorId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId' })
  author?: User | null;

  /** the recipe's title in this revision (the history lists it without reading snapshots) */
  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** names of the RecipeInput fields that differ from the previous SAVE or RESTORE, in the input's order */
  @Column({ type: 'text', transformer: jsonTextTransformer })
  changedFields: string[];

  /**
   * The whole RecipeInput of this revision: what createRecipe and updateRecipe accept. JSON is LONGTEXT on MariaDB (a
   * recipe can pass TEXT's 64 KB) and text on SQLite. Read only when one revision is asked for.
   */
  @Column({ type: 'json', select: false })
  snapshot: RecipeInput;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
