import { useMigrationDatabase } from '../migration-database';

// Upgrading a site with subscribers and today's views (NewsletterDoubleOptIn, RecipeViewsPerDay): on SQLite, or on a
// fresh MySQL/MariaDB database with TEST_DATABASE_URL.
const { dataSource, expectLatestMatchesEntities } = useMigrationDatabase();

describe('the NewsletterDoubleOptIn and RecipeViewsPerDay migrations', () => {
  it('keep earlier subscribers subscribed, empty the repeat-view guard, match the entities, and undo', async () => {
    const before = dataSource('NewsletterDoubleOptIn');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    const insert =
      'INSERT INTO newsletter_subscribers (email, source, consentAt, unsubscribeToken, unsubscribedAt) VALUES (?, ?, ?, ?, ?)';
    await before.query(insert, ['fica@x.com', 'footer', '2025-01-02 12:00:00', 'a'.repeat(48), null]);
    await before.query(insert, ['saiu@x.com', 'modal', '2025-01-03 12:00:00', 'b'.repeat(48), '2025-02-01 08:00:00']);
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished, viewCount) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha', 'Marina Albuquerque', '', '2025-01-02 12:00:00', 7],
    );
    const [{ id: recipeId }] = await before.query('SELECT id FROM recipes');
    await before.query('INSERT INTO recipe_views (recipeId, visitorHash, hourBucket) VALUES (?, ?, ?)', [
      recipeId,
      'f'.repeat(64),
      490_000,
    ]);
    await before.destroy();

    const after = dataSource('CommentModeration'); // up to and including RecipeViewsPerDay
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([
        expect.stringMatching(/^NewsletterDoubleOptIn/),
        expect.stringMatching(/^RecipeViewsPerDay/),
      ]);
      const rows = await after.query(
        'SELECT email, consentAt, confirmedAt, unsubscribedAt, confirmationTokenHash FROM newsletter_subscribers ORDER BY email',
      );
      expect(rows.map((r: { email: string }) => r.email)).toEqual(['fica@x.com', 'saiu@x.com']);
      for (const row of rows) {
        expect(row.confirmedAt).not.toBeNull();
        expect(new Date(row.confirmedAt).getTime()).toBe(new Date(row.consentAt).getTime());
        expect(row.confirmationTokenHash).toBeNull();
      }
      expect(rows[1].unsubscribedAt).not.toBeNull(); // who left stays out
      expect(await after.query('SELECT * FROM recipe_views')).toEqual([]);
      const [{ viewCount }] = await after.query('SELECT viewCount FROM recipes');
      expect(Number(viewCount)).toBe(7); // the counts themselves are kept
      await after.query('INSERT INTO recipe_views (recipeId, visitorHash, day) VALUES (?, ?, ?)', [
        recipeId,
        'f'.repeat(64),
        '2026-01-10',
      ]);
      await expect(
        after.query('INSERT INTO recipe_views (recipeId, visitorHash, day) VALUES (?, ?, ?)', [
          recipeId,
          'f'.repeat(64),
          '2026-01-10',
        ]),
      ).rejects.toThrow(/UNIQUE|Duplicate/i);

      await after.undoLastMigration({ transaction: 'each' });
      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT confirmedAt FROM newsletter_subscribers')).rejects.toThrow();
      expect(await after.query('SELECT email FROM newsletter_subscribers ORDER BY email')).toHaveLength(2);
      await expect(after.query('SELECT day FROM recipe_views')).rejects.toThrow();
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(2);
    } finally {
      await after.destroy();
    }
    await expectLatestMatchesEntities();
  });
});
