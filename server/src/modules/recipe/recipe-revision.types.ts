import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../shared/paging';
import { RecipeRevisionKind } from './recipe-revision.entity';

/** The most revisions one page of a recipe's history holds. */
export const REVISION_PAGE_MAX = 50;

@ObjectType('RecipeRevisionSummary', { description: "One entry of a recipe's history, without its content" })
export class RecipeRevisionSummary {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  recipeId: number;

  @Field(() => RecipeRevisionKind)
  kind: RecipeRevisionKind;

  @Field(() => Int, {
    description: 'The recipe version this revision produced; for an AUTOSAVE, the version its edits started from',
  })
  recipeVersion: number;

  @Field(() => Int, { nullable: true, description: 'AUTOSAVE only: the recipe version its edits started from' })
  baseVersion: number | null;

  @Field(() => Int, { nullable: true, description: 'who wrote it; null once that account is removed' })
  authorId: number | null;

  @Field(() => String, { nullable: true })
  authorName: string | null;

  @Field(() => String, { description: "the recipe's title in this revision" })
  title: string;

  @Field(() => [String], {
    description: 'The RecipeInput fields that differ from the previous SAVE or RESTORE (e.g. ["title","ingredients"])',
  })
  changedFields: string[];

  @Field(() => DateTimeISOResolver)
  createdAt: Date;
}

@ObjectType('RecipeRevision', { description: "One state of a recipe's content, to compare or restore" })
export class RecipeRevisionView extends RecipeRevisionSummary {
  @Field(() => String, { description: 'The RecipeInput of this revision as JSON: what updateRecipe accepts' })
  snapshot: string;
}

@ObjectType({ description: "A page of a recipe's history (saves and restores), newest first" })
export class RecipeRevisionPage extends PageOf(RecipeRevisionSummary) {}
