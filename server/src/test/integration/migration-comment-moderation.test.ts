import { useMigrationDatabase } from '../migration-database';

// Upgrading a site with comments (CommentModeration): on SQLite, or on a fresh MySQL/MariaDB database with
// TEST_DATABASE_URL.
const { dataSource, expectLatestMatchesEntities } = useMigrationDatabase();

describe('the CommentModeration migration', () => {
  it('keeps every earlier comment approved, bans no one, matches the entities, and undoes', async () => {
    const before = dataSource('CommentModeration');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished, viewCount) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha', 'Marina Albuquerque', '', '2025-01-02 12:00:00', 0],
    );
    const [{ id: recipeId }] = await before.query('SELECT id FROM recipes');
    await before.query('INSERT INTO users (name, email, emailKey, passwordHash, role) VALUES (?, ?, ?, ?, ?)', [
      'Ana',
      'ana@x.com',
      'ana@x.com',
      'hash',
      'USER',
    ]);
    const [{ id: userId }] = await before.query('SELECT id FROM users');
    for (const content of ['Ótima', 'Fiz de novo']) {
      await before.query('INSERT INTO comments (recipeId, userId, content, score, datePosted) VALUES (?, ?, ?, ?, ?)', [
        recipeId,
        userId,
        content,
        5,
        '2025-01-03 12:00:00',
      ]);
    }
    await before.destroy();

    const after = dataSource('EmailConfirmation'); // up to and including CommentModeration
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^CommentModeration/)]);
      const comments = await after.query('SELECT content, status FROM comments ORDER BY id');
      expect(comments).toEqual([
        { content: 'Ótima', status: 'APPROVED' },
        { content: 'Fiz de novo', status: 'APPROVED' },
      ]);
      const [user] = await after.query('SELECT bannedAt FROM users');
      expect(user.bannedAt).toBeNull();
      await after.query(
        'INSERT INTO comments (recipeId, userId, content, score, datePosted, status) VALUES (?, ?, ?, ?, ?, ?)',
        [recipeId, userId, 'link suspeito', 5, '2025-01-04 12:00:00', 'PENDING'],
      );

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT status FROM comments')).rejects.toThrow();
      // Held comments were never shown: they leave with the column.
      expect(await after.query('SELECT content FROM comments ORDER BY id')).toEqual([
        { content: 'Ótima' },
        { content: 'Fiz de novo' },
      ]);
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
    } finally {
      await after.destroy();
    }
    await expectLatestMatchesEntities();
  });
});
