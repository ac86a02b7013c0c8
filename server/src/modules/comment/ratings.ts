import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { Role } from '../user/user.entity';

export interface RatingStats {
  average: number;
  count: number;
}

// Each reader's latest approved scored top-level comment counts once: older scores of the same reader are shadowed
// (a held or spam comment never counts, nor shadows an approved one). With the creator's rule on (the default), only
// readers whose e-mail is confirmed count (an ADMIN always does); the rule is read in the same statement. A recipe in
// the trash has none (its comments wait there with it).
const LATEST_SCORES = `
  FROM comments c
  JOIN users u ON u.id = c.userId
  JOIN recipes r ON r.id = c.recipeId AND r.deletedAt IS NULL
  WHERE c.parentCommentId IS NULL AND c.score > 0 AND c.status = 'APPROVED' __FILTER__
    AND (
      u.emailConfirmedAt IS NOT NULL OR u.role = '${Role.ADMIN}'
      OR (SELECT s.ratingsNeedConfirmedEmail FROM site_configuration s WHERE s.id = 1) = 0
    )
    AND NOT EXISTS (
      SELECT 1 FROM comments d
      WHERE d.recipeId = c.recipeId AND d.userId = c.userId AND d.parentCommentId IS NULL AND d.score > 0
        AND d.status = 'APPROVED'
        AND (d.datePosted > c.datePosted OR (d.datePosted = c.datePosted AND d.id > c.id))
    )`;

/** Rating stats per recipe for the given ids (all recipes when null), one query. */
export async function ratingStats(ds: DataSource, ids: readonly number[] | null): Promise<Map<number, RatingStats>> {
  const filter = ids ? `AND c.recipeId IN (${ids.map(() => '?').join(', ')})` : '';
  const rows: { recipeId: number; total: number | string; count: number | string }[] = await ds.query(
    `SELECT c.recipeId AS recipeId, SUM(c.score) AS total, COUNT(*) AS count ${LATEST_SCORES.replace('__FILTER__', filter)} GROUP BY c.recipeId`,
    ids ? [...ids] : [],
  );
  return new Map(
    rows.map((row) => {
      const count = Number(row.count);
      return [Number(row.recipeId), { average: Math.round((Number(row.total) / count) * 100) / 100, count }];
    }),
  );
}

export function createRatingLoader(ds: DataSource) {
  return new DataLoader<number, RatingStats>(
    async (ids) => {
      const stats = await ratingStats(ds, ids);
      return ids.map((id) => stats.get(id) ?? { average: 0, count: 0 });
    },
    { maxBatchSize: 1000 },
  );
}
