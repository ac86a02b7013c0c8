import type { QueryRunner } from 'typeorm';

const WEEKLY_COLUMNS = ['weeklyMonday', 'weeklyTuesday', 'weeklyWednesday', 'weeklyThursday', 'weeklyFriday'];

/**
 * Takes out of the site configuration the recipes and the e-book deleted before deleting took them out (same SQL on
 * both dialects): from here on, the configuration only ever names items that exist out of the trash.
 */
export async function forgetDeletedConfigurationReferences(queryRunner: QueryRunner): Promise<void> {
  for (const column of WEEKLY_COLUMNS) {
    await queryRunner.query(
      `UPDATE site_configuration SET ${column} = NULL WHERE ${column} NOT IN (SELECT id FROM recipes)`,
    );
  }
  await queryRunner.query(
    'UPDATE site_configuration SET featuredEBookId = NULL WHERE featuredEBookId NOT IN (SELECT id FROM ebooks)',
  );
  const rows: { featuredRecipeIds: string | null }[] = await queryRunner.query(
    'SELECT featuredRecipeIds FROM site_configuration WHERE id = 1',
  );
  const featured: number[] = rows.length && rows[0].featuredRecipeIds ? JSON.parse(rows[0].featuredRecipeIds) : [];
  if (!featured.length) return;
  const found: { id: number | string }[] = await queryRunner.query(
    `SELECT id FROM recipes WHERE id IN (${featured.map(() => '?').join(', ')})`,
    featured,
  );
  const existing = new Set(found.map((row) => Number(row.id)));
  const kept = featured.filter((id) => existing.has(id));
  if (kept.length < featured.length) {
    await queryRunner.query('UPDATE site_configuration SET featuredRecipeIds = ? WHERE id = 1', [JSON.stringify(kept)]);
  }
}
