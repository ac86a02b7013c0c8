import type { DataSource } from 'typeorm';
import { useMigrationDatabase } from '../migration-database';

// Upgrading a database that already has readers with comments and saved recipes: on SQLite (where the users table
// is rebuilt) or on a fresh MySQL/MariaDB database with TEST_DATABASE_URL.
const { dataSource, expectLatestMatchesEntities } = useMigrationDatabase();

/**
 * What the entities would still change in the users table, but for what later migrations add (UserEmailKey: its
 * column and index, which SQLite's schema builder adds by rebuilding the table; CommentModeration and
 * EmailConfirmation: their users columns, and the comments and email_confirmations tables whose keys refer to users;
 * RecipeImport: the import_jobs table, whose key refers to users).
 */
const usersTableChanges = async (ds: DataSource) =>
  (await ds.driver.createSchemaBuilder().log()).upQueries.filter(
    (q) =>
      /["`]users["`]/.test(q.query) &&
      !/emailKey|UQ_users_email|sign_in_links|temporary_users|DROP TABLE "users"|bannedAt|emailConfirmedAt|email_confirmations|temporary_comments|temporary_notifications|import_jobs|recipe_revisions/.test(
        q.query,
      ),
  );

describe('the TokenVersion migration', () => {
  it('gives every reader version 0 and keeps what hangs on them, and can be undone and redone', async () => {
    const before = dataSource('TokenVersion');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished) VALUES (?, ?, ?, ?, ?, ?)',
      ['Pão de Queijo', 'pao de queijo', 'Casquinha crocante', 'Marina Albuquerque', '', '2025-01-02 12:00:00'],
    );
    await before.query('INSERT INTO users (name, email, passwordHash, role) VALUES (?, ?, ?, ?)', [
      'Ana',
      'ana@x.com',
      'h',
      'ADMIN',
    ]);
    const [{ id: recipeId }] = await before.query('SELECT id FROM recipes');
    const [{ id: userId }] = await before.query('SELECT id FROM users');
    await before.query('INSERT INTO saved_recipes (userId, recipeId) VALUES (?, ?)', [userId, recipeId]);
    await before.query('INSERT INTO comments (recipeId, userId, content, score, datePosted) VALUES (?, ?, ?, ?, ?)', [
      recipeId,
      userId,
      'Ficou ótimo!',
      5,
      '2025-01-03 10:00:00',
    ]);
    await before.destroy();

    const after = dataSource('DiscussionVersion'); // every migration up to and including TokenVersion
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^TokenVersion/)]);
      expect(await usersTableChanges(after)).toEqual([]);
      const [ana] = await after.query('SELECT id, name, email, role, tokenVersion FROM users');
      expect({ ...ana, tokenVersion: Number(ana.tokenVersion) }).toEqual({
        id: userId,
        name: 'Ana',
        email: 'ana@x.com',
        role: 'ADMIN',
        tokenVersion: 0,
      });
      expect(await after.query('SELECT userId, recipeId FROM saved_recipes')).toEqual([{ userId, recipeId }]);
      expect(await after.query('SELECT content FROM comments')).toEqual([{ content: 'Ficou ótimo!' }]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT tokenVersion FROM users')).rejects.toThrow();
      expect(await after.query('SELECT content FROM comments')).toEqual([{ content: 'Ficou ótimo!' }]);
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect(await usersTableChanges(after)).toEqual([]);
      expect(await after.query('SELECT name FROM users')).toEqual([{ name: 'Ana' }]);
    } finally {
      await after.destroy();
    }
    // With the later migrations too, the database is exactly what the entities describe.
    await expectLatestMatchesEntities();
  });
});
