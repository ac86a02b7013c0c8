import type { DataSource } from 'typeorm';
import { useMigrationDatabase } from '../migration-database';

// Upgrading a database that already has readers and recipes: on SQLite, or on a fresh MySQL/MariaDB database with
// TEST_DATABASE_URL.
const { dataSource } = useMigrationDatabase();

// Later migrations are not run here: only what the saved_recipes table still lacks counts.
const pendingForSavedRecipes = async (ds: DataSource) =>
  (await ds.driver.createSchemaBuilder().log()).upQueries.filter((q) => q.query.includes('saved_recipes'));

describe('the SavedRecipe migration', () => {
  it('adds an empty list per reader that goes with the reader or the recipe, and can be undone and redone', async () => {
    const before = dataSource('SavedRecipe');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha crocante', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    await before.query('INSERT INTO users (name, email, passwordHash) VALUES (?, ?, ?)', ['Ana', 'ana@x.com', 'h']);
    await before.destroy();

    const after = dataSource('ContactReadAt');
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^SavedRecipe/)]);
      expect(await pendingForSavedRecipes(after)).toEqual([]);
      const [{ id: recipeId }] = await after.query('SELECT id FROM recipes');
      const [{ id: userId }] = await after.query('SELECT id FROM users');
      await after.query('INSERT INTO saved_recipes (userId, recipeId) VALUES (?, ?)', [userId, recipeId]);
      await expect(
        after.query('INSERT INTO saved_recipes (userId, recipeId) VALUES (?, ?)', [userId, recipeId]),
      ).rejects.toThrow();
      await after.query('DELETE FROM recipes WHERE id = ?', [recipeId]);
      expect(await after.query('SELECT * FROM saved_recipes')).toEqual([]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT * FROM saved_recipes')).rejects.toThrow();
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect(await pendingForSavedRecipes(after)).toEqual([]);
    } finally {
      await after.destroy();
    }
  });
});
