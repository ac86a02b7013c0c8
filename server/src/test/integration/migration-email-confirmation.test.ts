import { ratingStats } from '../../modules/comment/ratings';
import { useMigrationDatabase } from '../migration-database';

// Upgrading a site whose readers already rated recipes: on SQLite, or on a fresh MySQL/MariaDB database with
// TEST_DATABASE_URL. Their ratings must not vanish when ratings start to need a confirmed e-mail.
const { dataSource, expectLatestMatchesEntities } = useMigrationDatabase();

describe('the EmailConfirmation migration', () => {
  it('counts every existing account as confirmed at its sign-up, so its ratings keep counting', async () => {
    const before = dataSource('EmailConfirmation');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha crocante', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    const [{ id: recipeId }] = await before.query('SELECT id FROM recipes');
    const readers = [
      ['Ana', 'ana@x.com', 'USER', '2024-03-04 05:06:07', 5],
      ['Bia', 'bia@x.com', 'USER', '2024-08-09 10:11:12', 3],
      ['Marina', 'marina@x.com', 'ADMIN', '2023-01-01 00:00:00', 4],
    ] as const;
    for (const [name, email, role, createdAt, score] of readers) {
      await before.query(
        'INSERT INTO users (name, email, emailKey, passwordHash, role, createdAt) VALUES (?, ?, ?, ?, ?, ?)',
        [name, email, email, 'h', role, createdAt],
      );
      const [{ id: userId }] = await before.query('SELECT id FROM users WHERE email = ?', [email]);
      await before.query('INSERT INTO comments (recipeId, userId, content, score, datePosted) VALUES (?, ?, ?, ?, ?)', [
        recipeId,
        userId,
        `Nota ${score}`,
        score,
        '2025-01-03 10:00:00',
      ]);
    }
    await before.destroy();

    // through EmailConfirmation: the migration after it is where this run stops
    const after = dataSource('MediaVariants');
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^EmailConfirmation/)]);
      const users: { name: string; createdAt: string | Date; emailConfirmedAt: string | Date }[] = await after.query(
        'SELECT name, createdAt, emailConfirmedAt FROM users ORDER BY id',
      );
      expect(users.map((u) => u.name)).toEqual(['Ana', 'Bia', 'Marina']);
      for (const user of users) expect(new Date(user.emailConfirmedAt)).toEqual(new Date(user.createdAt));

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT emailConfirmedAt FROM users')).rejects.toThrow();
      await expect(after.query('SELECT id FROM email_confirmations')).rejects.toThrow();
      expect(await after.query('SELECT content FROM comments ORDER BY id')).toEqual([
        { content: 'Nota 5' },
        { content: 'Nota 3' },
        { content: 'Nota 4' },
      ]);
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
    } finally {
      await after.destroy();
    }
    // with every later migration too (today's code reads today's tables), the three ratings still count
    const latest = dataSource();
    await latest.initialize();
    try {
      await latest.runMigrations({ transaction: 'each' });
      expect((await ratingStats(latest, [recipeId])).get(recipeId)).toEqual({ average: 4, count: 3 });
    } finally {
      await latest.destroy();
    }
    await expectLatestMatchesEntities();
  });
});
