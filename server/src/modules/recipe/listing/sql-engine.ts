import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Dialect } from '../../../db/data-source';
import { LIKE_ESCAPE, escapeLike, toDbDateTime } from '../../../shared/text';
import { whereStatus } from '../recipe-visibility';
import { RecipeSort, TIME_CEILINGS, type ListingCriteria } from './recipe-criteria';

/**
 * The criteria as a WHERE clause on the recipe aliased `r`: the same meaning as memory-engine.ts's predicate.
 * The full-text search and the filter page's facets are answered in memory, never here.
 */
export function whereCriteria<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  c: ListingCriteria,
  now: Date,
): SelectQueryBuilder<T> {
  if (c.status) whereStatus(qb, c.status, 'r', now);
  const links = [
    ['categoryId', 'recipe_categories', 'categoryId'],
    ['cravingId', 'recipe_cravings', 'cravingId'],
    ['occasionId', 'recipe_occasions', 'occasionId'],
  ] as const;
  for (const [key, table, column] of links) {
    if (c[key] === undefined) continue;
    // EXISTS on the link table's (recipeId, linkId) key: one index probe per candidate recipe.
    qb.andWhere(
      `EXISTS (SELECT 1 FROM ${table} l_${key} WHERE l_${key}.recipeId = r.id AND l_${key}.${column} = :${key})`,
      {
        [key]: c[key],
      },
    );
  }
  if (c.categoryId !== undefined) {
    // A category in the trash holds no recipe (the facet table leaves its links out too): one probe, not per recipe.
    qb.andWhere(
      'EXISTS (SELECT 1 FROM categories lc_live WHERE lc_live.id = :categoryId AND lc_live.deletedAt IS NULL)',
    );
  }
  if (c.cuisineKey !== undefined) qb.andWhere('r.cuisineKey = :cuisineKey', { cuisineKey: c.cuisineKey });
  if (c.difficulty !== undefined) qb.andWhere('r.difficulty = :difficulty', { difficulty: c.difficulty });
  for (const [key, column] of TIME_CEILINGS) {
    if (c[key] === undefined) continue;
    qb.andWhere(`r.${column} IS NOT NULL AND r.${column} <= :${key}`, { [key]: c[key] });
  }
  if (c.publishedBefore !== undefined) {
    qb.andWhere('r.datePublished < :before', { before: toDbDateTime(new Date(c.publishedBefore)) });
  }
  if (c.titleContains) {
    qb.andWhere(`r.titleKey LIKE :title ESCAPE '${LIKE_ESCAPE}'`, { title: `%${escapeLike(c.titleContains)}%` });
  }
  if (c.categoryName) {
    qb.andWhere(
      'EXISTS (SELECT 1 FROM recipe_categories lc INNER JOIN categories c ON c.id = lc.categoryId ' +
        'WHERE lc.recipeId = r.id AND c.nameKey = :categoryName AND c.deletedAt IS NULL)',
      { categoryName: c.categoryName },
    );
  }
  if (c.cravingName) {
    qb.andWhere(
      'EXISTS (SELECT 1 FROM recipe_cravings lv INNER JOIN cravings v ON v.id = lv.cravingId ' +
        'WHERE lv.recipeId = r.id AND v.nameKey = :cravingName)',
      { cravingName: c.cravingName },
    );
  }
  if (c.contains) {
    qb.andWhere(`r.searchKey LIKE :contains ESCAPE '${LIKE_ESCAPE}'`, { contains: `%${escapeLike(c.contains)}%` });
  }
  return qb;
}

/** The list's order; ties always end on the id, so pages never overlap or skip. */
export function orderBy<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  sort: RecipeSort,
  now: Date,
  dialect: Dialect,
): SelectQueryBuilder<T> {
  switch (sort) {
    case RecipeSort.TITLE:
      // Byte order on both databases (MySQL's unicode collation would order punctuation unlike SQLite and memory).
      return qb
        .orderBy(dialect === 'mysql' ? 'r.titleKey COLLATE utf8mb4_bin' : 'r.titleKey', 'ASC')
        .addOrderBy('r.id', 'ASC');
    case RecipeSort.MOST_VIEWED:
      return qb.orderBy('r.viewCount', 'DESC').addOrderBy('r.datePublished', 'DESC').addOrderBy('r.id', 'DESC');
    case RecipeSort.STATUS:
      return qb
        .orderBy('CASE WHEN r.draft = 1 THEN 0 WHEN r.datePublished > :sortNow THEN 1 ELSE 2 END', 'ASC')
        .setParameter('sortNow', toDbDateTime(now))
        .addOrderBy('r.datePublished', 'DESC')
        .addOrderBy('r.id', 'DESC');
    case RecipeSort.NEWEST:
    case RecipeSort.RELEVANCE:
      return qb.orderBy('r.datePublished', 'DESC').addOrderBy('r.id', 'DESC');
  }
}
