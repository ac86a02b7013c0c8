import { useMigrationDatabase } from '../migration-database';

// Upgrading a site with a recipe in a category and an e-book, saved and commented by a reader, whose configuration
// still names a recipe and an e-book deleted before the trash existed: on SQLite, or on a fresh MySQL/MariaDB database
// with TEST_DATABASE_URL. Recipes, categories and e-books gain an empty trash date; the configuration forgets what no
// longer exists; undoing it must lose nothing that points at them.
const { dataSource, dataSourceThrough, expectLatestMatchesEntities } = useMigrationDatabase();

describe('the Trash migration', () => {
  it('adds the trash columns in place, forgets deleted items in the configuration, and can be undone and redone losing nothing', async () => {
    const before = dataSource('Trash');
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
    await before.query(
      'INSERT INTO comments (recipeId, userId, content, score, datePosted, status) VALUES (?, ?, ?, ?, ?, ?)',
      [recipeId, userId, 'Ficou ótimo!', 5, '2025-01-03 10:00:00', 'APPROVED'],
    );
    // Recipe 9001 and e-book 9002 were deleted for good before the trash existed; the configuration still names them.
    await before.query(
      'INSERT INTO site_configuration (id, featuredRecipeIds, partnerships, weeklyMonday, weeklyTuesday, featuredEBookId) ' +
        'VALUES (1, ?, ?, ?, ?, ?)',
      [JSON.stringify([9001, recipeId]), '[]', recipeId, 9001, 9002],
    );
    await before.destroy();

    const after = dataSourceThrough('Trash');
    await after.initialize();
    const count = async (table: string) => Number((await after.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    const linked = [
      'recipes',
      'categories',
      'ebooks',
      'recipe_categories',
      'ebook_recipes',
      'saved_recipes',
      'comments',
    ];
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^Trash/)]);
      for (const table of ['recipes', 'categories', 'ebooks']) {
        expect(await after.query(`SELECT deletedAt, deletedById FROM ${table}`)).toEqual([
          { deletedAt: null, deletedById: null },
        ]);
      }
      const [configuration] = await after.query(
        'SELECT featuredRecipeIds, weeklyMonday, weeklyTuesday, featuredEBookId FROM site_configuration',
      );
      expect({ ...configuration, featuredRecipeIds: JSON.parse(configuration.featuredRecipeIds) }).toEqual({
        featuredRecipeIds: [recipeId],
        weeklyMonday: recipeId,
        weeklyTuesday: null,
        featuredEBookId: null,
      });

      await after.query('UPDATE recipes SET deletedAt = ?, deletedById = ? WHERE id = ?', [
        '2025-02-01 08:00:00',
        userId,
        recipeId,
      ]);
      await after.undoLastMigration({ transaction: 'each' });
      for (const table of ['recipes', 'categories', 'ebooks']) {
        await expect(after.query(`SELECT deletedAt FROM ${table}`)).rejects.toThrow();
      }
      for (const table of linked) expect(await count(table)).toBe(1);

      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      for (const table of linked) expect(await count(table)).toBe(1);
      expect(await after.query('SELECT title, deletedAt FROM recipes')).toEqual([
        { title: 'Pão de Queijo', deletedAt: null },
      ]);
    } finally {
      await after.destroy();
    }
    await expectLatestMatchesEntities();
  });
});
