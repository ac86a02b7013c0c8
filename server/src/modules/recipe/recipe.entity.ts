import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TrashableEntity } from '../../shared/base.entity';
import { jsonTextTransformer } from '../../shared/column-types';
import { Nutrition } from './nutrition.types';

export enum Difficulty {
  EASY = 'EASY',
  MEDIUM = 'MEDIUM',
  HARD = 'HARD',
}
registerEnumType(Difficulty, { name: 'Difficulty' });

@ObjectType('Recipe')
@Entity('recipes')
@Index('IDX_recipes_published', ['datePublished'])
@Index('IDX_recipes_draft_published', ['draft', 'datePublished'])
@Index('IDX_recipes_deleted', ['deletedAt'])
export class Recipe extends TrashableEntity {
  @Field(() => Int, { name: 'recipeId' })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** title in normalizeKey form, for case- and accent-insensitive matching */
  @Column({ type: 'varchar', length: 200 })
  titleKey: string;

  /** title, description and author in normalizeKey form, one per line: what the dashboard's text filter matches */
  @Column({ type: 'text', nullable: true })
  searchKey: string | null;

  @Field(() => String)
  @Column({ type: 'text' })
  description: string;

  @Field(() => String)
  @Column({ type: 'varchar', length: 120 })
  author: string;

  @Field(() => String, { nullable: true, description: 'ISO 8601 duration, e.g. PT20M' })
  @Column({ type: 'varchar', length: 32, nullable: true })
  prepTime: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601 duration' })
  @Column({ type: 'varchar', length: 32, nullable: true })
  cookTime: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601 duration; prep + cook when not given' })
  @Column({ type: 'varchar', length: 32, nullable: true })
  totalTime: string | null;

  @Column({ type: 'int', nullable: true })
  prepMinutes: number | null;

  @Column({ type: 'int', nullable: true })
  cookMinutes: number | null;

  @Column({ type: 'int', nullable: true })
  totalMinutes: number | null;

  @Field(() => String)
  @Column({ type: 'varchar', length: 100, default: '' })
  servings: string;

  @Field(() => Difficulty)
  @Column({ type: 'varchar', length: 10, default: Difficulty.EASY })
  difficulty: Difficulty;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  cuisine: string | null;

  @Index('IDX_recipes_cuisine_key')
  @Column({ type: 'varchar', length: 100, nullable: true })
  cuisineKey: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageSmall: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageMedium: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageOriginal: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The page this recipe was imported from; null when written here',
  })
  @Column({ type: 'varchar', length: 1000, nullable: true })
  sourceUrl: string | null;

  /** sourceUrl as sourceKeyOf gives it: how a second import of the same page is spotted */
  @Index('IDX_recipes_source_key')
  @Column({ type: 'varchar', length: 64, nullable: true })
  sourceKey: string | null;

  @Field(() => String, { description: 'The story above the recipe card: sanitised HTML' })
  @Column({ type: 'text' })
  commentBody: string;

  @Field(() => Nutrition, { nullable: true, description: 'Per serving' })
  @Column({ type: 'text', nullable: true, transformer: jsonTextTransformer })
  nutrition: Nutrition | null;

  @Field(() => DateTimeISOResolver, {
    description: 'When readers see it (a future date: scheduled); for a draft, the planned date',
  })
  @Column({ type: 'datetime' })
  datePublished: Date;

  @Field(() => Boolean, { description: 'A draft is never shown to readers, whatever its date (admins see it)' })
  @Column({ type: 'boolean', default: false })
  draft: boolean;

  @Field(() => Int, {
    description: 'Moves on by one with every edit; an editor sends back the one it loaded as expectedVersion',
  })
  @Column({ type: 'int', default: 1 })
  version: number;

  /** distinct visitor views (at most one per visitor, recipe and hour) */
  @Column({ type: 'int', default: 0 })
  viewCount: number;

  /**
   * Moves with every comment or rating on this recipe (bumpDiscussionVersion): its page is cached at the site's
   * content version and this one, so a comment re-renders that page alone. Never loaded with the entity.
   */
  @Column({ type: 'int', default: 0, select: false })
  discussionVersion: number;

  /**
   * when readers were notified of the publication; null until then (scheduled recipes are announced when due,
   * drafts once they are published; a recipe is announced once in its life)
   */
  @Column({ type: 'datetime', nullable: true })
  announcedAt: Date | null;
}
