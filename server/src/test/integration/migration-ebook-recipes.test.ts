import { useMigrationDatabase } from '../migration-database';

// Upgrading a database that already has recipes and e-books: on SQLite, or on a fresh MySQL/MariaDB database with
// TEST_DATABASE_URL.
const { dataSource, expectLatestMatchesEntities } = useMigrationDatabase();

describe('the EBookRecipes migration', () => {
  it('adds the e-book ↔ recipe link beside existing rows, removes links with their recipe, and can be undone', async () => {
    const before = dataSource('EBookRecipes');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Quindim', 'quindim', 'Brilhante', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    await before.query(
      'INSERT INTO ebooks (title, author, price, externalUrl, publicationDate) VALUES (?, ?, ?, ?, ?)',
      ['Doces de Festa', 'Marina Albuquerque', '29.90', 'https://loja.exemplo.com.br/doces', '2025-01-01'],
    );
    await before.destroy();

    const after = dataSource('SavedRecipe'); // every migration up to and including EBookRecipes
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^EBookRecipes/)]);
      const [{ id: recipeId }] = await after.query('SELECT id FROM recipes');
      const [{ id: ebookId }] = await after.query('SELECT id FROM ebooks');
      await after.query('INSERT INTO ebook_recipes (ebookId, recipeId, position) VALUES (?, ?, 0)', [
        ebookId,
        recipeId,
      ]);
      await expect(
        after.query('INSERT INTO ebook_recipes (ebookId, recipeId, position) VALUES (?, ?, 1)', [ebookId, 999]),
      ).rejects.toThrow();
      await after.query('DELETE FROM recipes WHERE id = ?', [recipeId]);
      expect(await after.query('SELECT * FROM ebook_recipes')).toEqual([]);
      expect(await after.query('SELECT title FROM ebooks')).toEqual([{ title: 'Doces de Festa' }]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT * FROM ebook_recipes')).rejects.toThrow();
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
    } finally {
      await after.destroy();
    }
    // With the later migrations too, the database is exactly what the entities describe.
    await expectLatestMatchesEntities();
  });
});
