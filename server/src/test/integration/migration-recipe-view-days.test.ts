import type { DataSource } from 'typeorm';
import { useMigrationDatabase } from '../migration-database';

// Upgrading a database that already has recipes: on SQLite, or on a fresh MySQL/MariaDB database with
// TEST_DATABASE_URL.
const { dataSource } = useMigrationDatabase();

// Later migrations are not run here: only what the recipe_view_days table still lacks counts.
const pendingForViewDays = async (ds: DataSource) =>
  (await ds.driver.createSchemaBuilder().log()).upQueries.filter((q) => q.query.includes('recipe_view_days'));

describe('the RecipeViewDays migration', () => {
  it('adds one count per recipe and day that goes with the recipe, and can be undone and redone', async () => {
    const before = dataSource('RecipeViewDays');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha crocante', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    await before.destroy();

    const after = dataSource('TokenVersion');
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^RecipeViewDays/)]);
      expect(await pendingForViewDays(after)).toEqual([]);
      const [{ id: recipeId }] = await after.query('SELECT id FROM recipes');
      await after.query('INSERT INTO recipe_view_days (recipeId, day, count) VALUES (?, ?, ?)', [
        recipeId,
        '2026-11-25',
        3,
      ]);
      await expect(
        after.query('INSERT INTO recipe_view_days (recipeId, day, count) VALUES (?, ?, ?)', [
          recipeId,
          '2026-11-25',
          1,
        ]),
      ).rejects.toThrow();
      await after.query('DELETE FROM recipes WHERE id = ?', [recipeId]);
      expect(await after.query('SELECT * FROM recipe_view_days')).toEqual([]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT * FROM recipe_view_days')).rejects.toThrow();
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect(await pendingForViewDays(after)).toEqual([]);
    } finally {
      await after.destroy();
    }
  });
});
