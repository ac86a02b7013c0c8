import { useMigrationDatabase } from '../migration-database';

// Upgrading a database that already has recipes: on SQLite, or on a fresh MySQL/MariaDB database with TEST_DATABASE_URL.
const { dataSource, expectLatestMatchesEntities } = useMigrationDatabase();

describe('the RecipeDraft migration', () => {
  it('keeps every existing recipe published, fills its search key, and can be undone and redone', async () => {
    const before = dataSource('RecipeDraft');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha  CROCANTE', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    await before.destroy();

    // through RecipeDraft only: the later migrations have tests of their own
    const after = dataSource('EBookRecipes');
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^RecipeDraft/)]);
      const rows = await after.query('SELECT title, draft, searchKey FROM recipes');
      expect(rows.map((r: any) => ({ ...r, draft: Number(r.draft) }))).toEqual([
        { title: 'Pão de Queijo', draft: 0, searchKey: 'pao de queijo\ncasquinha crocante\nmarina albuquerque' },
      ]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT draft FROM recipes')).rejects.toThrow();
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect(Number((await after.query('SELECT draft FROM recipes'))[0].draft)).toBe(0);
    } finally {
      await after.destroy();
    }

    // With the later migrations too, the database is exactly what the entities describe.
    await expectLatestMatchesEntities();
  });
});
