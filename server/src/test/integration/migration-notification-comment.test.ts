import { useMigrationDatabase } from '../migration-database';

// Upgrading a site whose readers already have notifications: on SQLite (where the table is rebuilt), or on a fresh
// MySQL/MariaDB database with TEST_DATABASE_URL. They must all stay, read marks included, and open as before.
const { dataSource, expectLatestMatchesEntities } = useMigrationDatabase();

describe('the NotificationComment migration', () => {
  it('keeps every notification and its read marks, with no comment to land on, and can be undone and redone', async () => {
    const before = dataSource('NotificationComment');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha crocante', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    const [{ id: recipeId }] = await before.query('SELECT id FROM recipes');
    await before.query('INSERT INTO users (name, email, emailKey, passwordHash, role) VALUES (?, ?, ?, ?, ?)', [
      'Ana',
      'ana@x.com',
      'ana@x.com',
      'h',
      'USER',
    ]);
    const [{ id: userId }] = await before.query('SELECT id FROM users');
    await before.query('INSERT INTO notifications (userId, message, recipeId) VALUES (?, ?, ?)', [
      userId,
      'Bia respondeu ao seu comentário.',
      recipeId,
    ]);
    await before.query('INSERT INTO notifications (userId, message, recipeId) VALUES (NULL, ?, ?)', [
      'Nova receita: Pão de Queijo',
      recipeId,
    ]);
    const [{ id: broadcastId }] = await before.query('SELECT id FROM notifications WHERE userId IS NULL');
    await before.query('INSERT INTO notification_reads (notificationId, userId, readAt) VALUES (?, ?, ?)', [
      broadcastId,
      userId,
      '2025-01-03 10:00:00',
    ]);
    await before.destroy();

    const after = dataSource('RecipeImport'); // up to and including NotificationComment
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^NotificationComment/)]);
      type Row = { userId: number | null; message: string; recipeId: number; commentId: number | null };
      const rows = async (): Promise<Row[]> =>
        (
          (await after.query('SELECT userId, message, recipeId, commentId FROM notifications ORDER BY id')) as Row[]
        ).map((r) => ({
          ...r,
          userId: r.userId === null ? null : Number(r.userId),
          recipeId: Number(r.recipeId),
          commentId: r.commentId === null ? null : Number(r.commentId),
        }));
      expect(await rows()).toEqual([
        { userId, message: 'Bia respondeu ao seu comentário.', recipeId, commentId: null },
        { userId: null, message: 'Nova receita: Pão de Queijo', recipeId, commentId: null },
      ]);
      expect(await after.query('SELECT notificationId FROM notification_reads')).toEqual([
        { notificationId: broadcastId },
      ]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT commentId FROM notifications')).rejects.toThrow();
      expect(await after.query('SELECT COUNT(*) AS n FROM notifications')).toEqual([{ n: expect.anything() }]);
      expect(Number((await after.query('SELECT COUNT(*) AS n FROM notification_reads'))[0].n)).toBe(1);
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect((await rows()).map((r) => r.commentId)).toEqual([null, null]);
    } finally {
      await after.destroy();
    }
    await expectLatestMatchesEntities();
  });
});
