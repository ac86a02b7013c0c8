import { useMigrationDatabase } from '../migration-database';

// Upgrading a site with a recipe in a category and an e-book, saved by a reader: on SQLite, or on a fresh
// MySQL/MariaDB database with TEST_DATABASE_URL. Recipes, categories and e-books gain an edit version (1) and the
// history table appears; undoing it must lose nothing that points at them.
const { dataSource, dataSourceThrough, expectLatestMatchesEntities } = useMigrationDatabase();

describe('the RecipeRevisions migration', () => {
  it('gives every recipe, category and e-book version 1 and adds the history, and can be undone and redone losing nothing', async () => {
    const before = dataSource('RecipeRevisions');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha crocante', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    const [{ id: recipeId }] = await before.query('SELECT id FROM recipes');
    await before.query('INSERT INTO categories (name, nameKey) VALUES (?, ?)', ['Lanches', 'lanches']);
    const [{ id: categoryId }] = await before.query('SELECT id FROM categories');
    await before.query('INSERT INTO recipe_categories (recipeId, categoryId, position) VALUES (?, ?, ?)', [
      recipeId,
      categoryId,
      0,
    ]);
    await before.query(
      'INSERT INTO ebooks (title, author, price, externalUrl, publicationDate) VALUES (?, ?, ?, ?, ?)',
      ['Lanches de Minas', 'Marina Albuquerque', '29.90', 'https://loja.example/lanches', '2025-01-02'],
    );
    const [{ id: ebookId }] = await before.query('SELECT id FROM ebooks');
    await before.query('INSERT INTO ebook_recipes (ebookId, recipeId, position) VALUES (?, ?, ?)', [
      ebookId,
      recipeId,
      0,
    ]);
    await before.query('INSERT INTO users (name, email, emailKey, passwordHash, role) VALUES (?, ?, ?, ?, ?)', [
      'Ana',
      'ana@x.com',
      'ana@x.com',
      'h',
      'USER',
    ]);
    const [{ id: userId }] = await before.query('SELECT id FROM users');
    await before.query('INSERT INTO saved_recipes (userId, recipeId) VALUES (?, ?)', [userId, recipeId]);
    await before.destroy();

    const after = dataSourceThrough('RecipeRevisions');
    await after.initialize();
    const count = async (table: string) => Number((await after.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    const linked = ['recipes', 'categories', 'ebooks', 'recipe_categories', 'ebook_recipes', 'saved_recipes'];
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^RecipeRevisions/)]);
      for (const table of ['recipes', 'categories', 'ebooks']) {
        expect((await after.query(`SELECT version FROM ${table}`)).map((r: { version: unknown }) => r.version)).toEqual(
          [1],
        );
      }
      await after.query(
        'INSERT INTO recipe_revisions (recipeId, kind, recipeVersion, authorId, title, changedFields, snapshot) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?)',
        [recipeId, 'SAVE', 1, userId, 'Pão de Queijo', '["title"]', '{"title":"Pão de Queijo"}'],
      );
      expect(await count('recipe_revisions')).toBe(1);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT version FROM recipes')).rejects.toThrow();
      await expect(after.query('SELECT version FROM categories')).rejects.toThrow();
      await expect(after.query('SELECT version FROM ebooks')).rejects.toThrow();
      await expect(after.query('SELECT id FROM recipe_revisions')).rejects.toThrow();
      for (const table of linked) expect(await count(table)).toBe(1);

      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      for (const table of linked) expect(await count(table)).toBe(1);
      expect(await count('recipe_revisions')).toBe(0);
    } finally {
      await after.destroy();
    }
    await expectLatestMatchesEntities();
  });
});
