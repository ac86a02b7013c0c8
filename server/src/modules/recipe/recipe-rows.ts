import type { DataSource } from 'typeorm';

/**
 * Plain rows of a table of recipe parts or links (aliased `l`, joined to whatever `from` names) for the given recipes
 * (all when null): no entity building, for the in-memory projections that read ten or more of them per recipe.
 */
export async function recipeRows<T extends { recipeId: number }>(
  ds: DataSource,
  from: string,
  columns: string,
  ids: readonly number[] | null,
): Promise<T[]> {
  if (ids && !ids.length) return [];
  const where = ids ? `WHERE l.recipeId IN (${ids.map(() => '?').join(', ')})` : '';
  const rows: T[] = await ds.query(
    `SELECT l.recipeId AS recipeId, ${columns} FROM ${from} ${where}`,
    ids ? [...ids] : [],
  );
  // MySQL may answer integers as strings.
  for (const row of rows) row.recipeId = Number(row.recipeId);
  return rows;
}
