import type { QueryRunner } from 'typeorm';
import { recipeSearchKey } from '../../modules/recipe/recipe-input';

/** Fills recipes.searchKey of the recipes written before it existed (same SQL on both dialects). */
export async function backfillRecipeSearchKeys(queryRunner: QueryRunner): Promise<void> {
  const rows: { id: number; title: string; description: string; author: string }[] = await queryRunner.query(
    'SELECT id, title, description, author FROM recipes WHERE searchKey IS NULL',
  );
  for (const row of rows) {
    // Not an edit: updatedAt keeps its value (MySQL would otherwise bump it ON UPDATE).
    await queryRunner.query('UPDATE recipes SET searchKey = ?, updatedAt = updatedAt WHERE id = ?', [
      recipeSearchKey(row.title, row.description, row.author),
      row.id,
    ]);
  }
}
