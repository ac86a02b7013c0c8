import { useMigrationDatabase } from '../migration-database';

// Upgrading a site that has recipes with comments, saved copies and notifications (every table pointing at recipes):
// on SQLite, or on a fresh MySQL/MariaDB database with TEST_DATABASE_URL. The recipes gain an empty source and the
// migration tables appear; undoing it must lose nothing that points at a recipe.
const { dataSource, dataSourceThrough, expectLatestMatchesEntities } = useMigrationDatabase();

describe('the RecipeImport migration', () => {
  it('adds the source to every recipe and the migration tables, and can be undone and redone losing nothing', async () => {
    const before = dataSource('RecipeImport');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha crocante', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    const [{ id: recipeId }] = await before.query('SELECT id FROM recipes');
    await before.query(
      'INSERT INTO recipe_ingredients (recipeId, position, section, ingredientName, quantity, unit) VALUES (?, ?, ?, ?, ?, ?)',
      [recipeId, 0, '', 'polvilho azedo', '500', 'g'],
    );
    await before.query('INSERT INTO users (name, email, emailKey, passwordHash, role) VALUES (?, ?, ?, ?, ?)', [
      'Ana',
      'ana@x.com',
      'ana@x.com',
      'h',
      'USER',
    ]);
    const [{ id: userId }] = await before.query('SELECT id FROM users');
    await before.query('INSERT INTO saved_recipes (userId, recipeId) VALUES (?, ?)', [userId, recipeId]);
    await before.query('INSERT INTO notifications (userId, message, recipeId) VALUES (NULL, ?, ?)', [
      'Nova receita: Pão de Queijo',
      recipeId,
    ]);
    await before.destroy();

    const after = dataSourceThrough('RecipeImport');
    await after.initialize();
    const count = async (table: string) => Number((await after.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^RecipeImport/)]);
      expect(await after.query('SELECT title, sourceUrl, sourceKey FROM recipes')).toEqual([
        { title: 'Pão de Queijo', sourceUrl: null, sourceKey: null },
      ]);
      expect(await count('import_jobs')).toBe(0);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT sourceUrl FROM recipes')).rejects.toThrow();
      await expect(after.query('SELECT id FROM import_jobs')).rejects.toThrow();
      for (const table of ['recipes', 'recipe_ingredients', 'saved_recipes', 'notifications']) {
        expect(await count(table)).toBe(1);
      }
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect(await count('saved_recipes')).toBe(1);
    } finally {
      await after.destroy();
    }
    await expectLatestMatchesEntities();
  });
});
