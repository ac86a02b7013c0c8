import { DataSource } from 'typeorm';
import { useMigrationDatabase } from '../migration-database';

// Upgrading a site that has uploads: on SQLite, or on a fresh MySQL/MariaDB database with TEST_DATABASE_URL. Every
// picture gains an empty alt text, file name and search key; undoing it loses no picture.
const { dataSource, expectLatestMatchesEntities } = useMigrationDatabase();

/** The data source running the migrations up to MediaLibrary included (later ones are other files' business). */
const throughMediaLibrary = (): DataSource => {
  const all = dataSource();
  const migrations = all.options.migrations as { name: string }[];
  const last = migrations.findIndex((m) => m.name.startsWith('MediaLibrary'));
  return new DataSource({ ...all.options, migrations: migrations.slice(0, last + 1) as never });
};

describe('the MediaLibrary migration', () => {
  it('adds the alt text, file name and search key to every picture, and can be undone and redone', async () => {
    const before = dataSource('MediaLibrary');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(
      'INSERT INTO media_assets (storageKey, sourceFormat, width, height, storedBytes, focalX) VALUES (?, ?, ?, ?, ?, ?)',
      ['2026/11/0123456789abcdef0123', 'jpeg', 1200, 800, 4096, 300],
    );
    await before.destroy();

    const after = throughMediaLibrary();
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^MediaLibrary/)]);
      expect(await after.query('SELECT storageKey, focalX, alt, originalName, searchKey FROM media_assets')).toEqual([
        { storageKey: '2026/11/0123456789abcdef0123', focalX: 300, alt: null, originalName: null, searchKey: null },
      ]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT alt FROM media_assets')).rejects.toThrow();
      expect(await after.query('SELECT storageKey, focalX FROM media_assets')).toEqual([
        { storageKey: '2026/11/0123456789abcdef0123', focalX: 300 },
      ]);
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
    } finally {
      await after.destroy();
    }
    await expectLatestMatchesEntities();
  });
});
