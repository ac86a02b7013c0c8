import { registerEnumType } from 'type-graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { assertUnreachable } from '../../shared/errors';
import { toDbDateTime } from '../../shared/text';

/**
 * Where a recipe stands with readers. The one definition of "public" every read path uses: a recipe is public when
 * it is not a draft, its publication date has come and it is not in the trash. Everything else is seen by admins
 * only (a trashed recipe by nobody but the trash).
 */
export enum RecipeStatus {
  /** being written: never shown to readers, whatever its date */
  DRAFT = 'DRAFT',
  /** not a draft, publication date still ahead: shown to readers from that moment */
  SCHEDULED = 'SCHEDULED',
  /** public */
  PUBLISHED = 'PUBLISHED',
}
registerEnumType(RecipeStatus, {
  name: 'RecipeStatus',
  description: 'DRAFT (never public), SCHEDULED (public from datePublished on) or PUBLISHED',
});

export interface PublicationState {
  draft: boolean;
  datePublished: Date;
  /** set while the recipe is in the trash (reads that skip trashed rows may leave it out) */
  deletedAt?: Date | null;
}

/** The instant (epoch ms) from which readers see the recipe; Infinity for a draft or a trashed recipe. */
export function publicFrom(recipe: PublicationState): number {
  return recipe.draft || recipe.deletedAt ? Infinity : recipe.datePublished.getTime();
}

export function isPublic(recipe: PublicationState, now = Date.now()): boolean {
  return publicFrom(recipe) <= now;
}

export function recipeStatus(recipe: PublicationState, now = Date.now()): RecipeStatus {
  if (recipe.draft) return RecipeStatus.DRAFT;
  return recipe.datePublished.getTime() > now ? RecipeStatus.SCHEDULED : RecipeStatus.PUBLISHED;
}

/**
 * SQL for "the recipe aliased `alias` is public at `now`" (`draft = 0` reads the same in MySQL and SQLite). The trash
 * test is spelled out for raw joins; entity reads add it themselves.
 */
export function publicCondition(alias = 'r', now = new Date()): { sql: string; params: { publicAt: string } } {
  return {
    sql: `${alias}.draft = 0 AND ${alias}.datePublished <= :publicAt AND ${alias}.deletedAt IS NULL`,
    params: { publicAt: toDbDateTime(now) },
  };
}

/** Keeps only recipes (table alias `alias`) public at `now`. */
export function wherePublic<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias = 'r',
  now = new Date(),
): SelectQueryBuilder<T> {
  const { sql, params } = publicCondition(alias, now);
  return qb.andWhere(sql, params);
}

/** Keeps only recipes (table alias `alias`) in the given status at `now`. */
export function whereStatus<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  status: RecipeStatus,
  alias = 'r',
  now = new Date(),
): SelectQueryBuilder<T> {
  switch (status) {
    case RecipeStatus.PUBLISHED:
      return wherePublic(qb, alias, now);
    case RecipeStatus.SCHEDULED:
      return qb.andWhere(`${alias}.draft = 0 AND ${alias}.datePublished > :publicAt`, { publicAt: toDbDateTime(now) });
    case RecipeStatus.DRAFT:
      return qb.andWhere(`${alias}.draft = 1`);
    default:
      return assertUnreachable(status);
  }
}
