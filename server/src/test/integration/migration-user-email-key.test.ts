import { useMigrationDatabase } from '../migration-database';

// Upgrading a database whose accounts were told apart by e-mail under the table's collation (MySQL/MariaDB) or by
// bytes (SQLite): every account gets its canonical key, and of two that canonicalise alike the older keeps it.
const { dataSource, expectLatestMatchesEntities } = useMigrationDatabase();

describe('the UserEmailKey migration', () => {
  it('fills every key, keeps the older of two look-alike e-mails, and can be undone and redone', async () => {
    const before = dataSource('UserEmailKey');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    // 'ı' (dotless i) is a letter of its own to both collations, but the same as 'i' once case-folded.
    for (const email of ['ana.lima@x.com', 'ana.lıma@x.com', 'bia@x.com']) {
      await before.query('INSERT INTO users (name, email, passwordHash) VALUES (?, ?, ?)', ['Leitora', email, 'h']);
    }
    await before.destroy();

    const after = dataSource('SignInLinks');
    await after.initialize();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^UserEmailKey/)]);
      expect(await after.query('SELECT id, email, emailKey FROM users ORDER BY id')).toEqual([
        { id: 1, email: 'ana.lima@x.com', emailKey: 'ana.lima@x.com' },
        { id: 2, email: 'ana.lıma@x.com', emailKey: 'duplicate 2 of 1' },
        { id: 3, email: 'bia@x.com', emailKey: 'bia@x.com' },
      ]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('account 2 (ana.lıma@x.com)'));
      // the unique index refuses a second account with an existing key
      await expect(
        after.query('INSERT INTO users (name, email, emailKey, passwordHash) VALUES (?, ?, ?, ?)', [
          'Outra',
          'BIA@x.com',
          'bia@x.com',
          'h',
        ]),
      ).rejects.toThrow(/UNIQUE|Duplicate/i);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT emailKey FROM users')).rejects.toThrow();
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect(await after.query('SELECT emailKey FROM users WHERE id = 3')).toEqual([{ emailKey: 'bia@x.com' }]);
    } finally {
      warn.mockRestore();
      await after.destroy();
    }
    await expectLatestMatchesEntities();
  });
});
