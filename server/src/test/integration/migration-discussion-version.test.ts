import type { DataSource } from 'typeorm';
import { useMigrationDatabase } from '../migration-database';

// Upgrading a database whose recipes already have comments: on SQLite, or on a fresh MySQL/MariaDB database with
// TEST_DATABASE_URL.
const { dataSource } = useMigrationDatabase();

/**
 * What later migrations add to recipes: RecipeImport's source columns and index, RecipeRevisions' version and table,
 * Trash's deletedAt, deletedById and index.
 */
const LATER =
  /sourceUrl|sourceKey|IDX_recipes_source_key|import_job|recipe_revisions|deletedAt|deletedById|[`"]version[`"]|IDX_recipes_deleted/;

/**
 * What the entities would still change in the recipes table (later migrations change other tables: CommentModeration
 * rebuilds comments, whose key refers to recipes; RecipeImport adds recipes' source columns, which SQLite's schema
 * builder adds by rebuilding the whole table: that rebuild is the later migration's, and the end state is checked
 * against the entities by expectLatestMatchesEntities).
 */
const recipesTableChanges = async (ds: DataSource) => {
  const queries = (await ds.driver.createSchemaBuilder().log()).upQueries;
  const laterRebuild = queries.some((q) => /CREATE TABLE "temporary_recipes"/.test(q.query) && LATER.test(q.query));
  return queries.filter(
    (q) =>
      /["`]recipes["`]/.test(q.query) &&
      !/recipe_views|temporary_comments|temporary_notifications/.test(q.query) &&
      !LATER.test(q.query) &&
      !(laterRebuild && /temporary_recipes|DROP TABLE "recipes"|CREATE INDEX "IDX_recipes_/.test(q.query)),
  );
};

describe('the DiscussionVersion migration', () => {
  it('starts every recipe at version 0, keeps its comments and dates, and can be undone and redone', async () => {
    const before = dataSource('DiscussionVersion');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO recipes (title, titleKey, description, author, commentBody, datePublished, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        'Pão de Queijo',
        'pao de queijo',
        'Casquinha crocante',
        'Marina Albuquerque',
        '',
        '2025-01-02 12:00:00',
        '2025-01-05 08:00:00',
      ],
    );
    await before.query('INSERT INTO users (name, email, passwordHash, role) VALUES (?, ?, ?, ?)', [
      'Ana',
      'ana@x.com',
      'h',
      'USER',
    ]);
    const [{ id: recipeId }] = await before.query('SELECT id FROM recipes');
    const [{ id: userId }] = await before.query('SELECT id FROM users');
    await before.query('INSERT INTO comments (recipeId, userId, content, score, datePosted) VALUES (?, ?, ?, ?, ?)', [
      recipeId,
      userId,
      'Ficou ótimo!',
      5,
      '2025-01-03 10:00:00',
    ]);
    await before.destroy();

    const after = dataSource('UserEmailKey'); // every migration up to and including DiscussionVersion
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^DiscussionVersion/)]);
      expect(await recipesTableChanges(after)).toEqual([]);
      const [row] = await after.query('SELECT title, discussionVersion, updatedAt FROM recipes');
      expect(row.title).toBe('Pão de Queijo');
      expect(Number(row.discussionVersion)).toBe(0);
      expect(new Date(row.updatedAt).getUTCDate()).toBe(5);
      expect(await after.query('SELECT content FROM comments')).toEqual([{ content: 'Ficou ótimo!' }]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT discussionVersion FROM recipes')).rejects.toThrow();
      expect(await after.query('SELECT content FROM comments')).toEqual([{ content: 'Ficou ótimo!' }]);
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect(await recipesTableChanges(after)).toEqual([]);
    } finally {
      await after.destroy();
    }
  });
});
