import type { DataSource } from 'typeorm';
import { useMigrationDatabase } from '../migration-database';

// Upgrading a database that already holds contact messages: on SQLite, or on a fresh MySQL/MariaDB database with
// TEST_DATABASE_URL.
const { dataSource } = useMigrationDatabase();

const CONTACT = ['Ana', 'Souza', 'ana@x.com', '+55 11 99999-0000', 'Parceria', 'Olá,\nvamos conversar?'];
const insertContact =
  'INSERT INTO contact_submissions (nome, sobrenome, email, telefone, assunto, mensagem) VALUES (?, ?, ?, ?, ?, ?)';

describe('the ContactReadAt migration', () => {
  // Later migrations are not run here: only what the contact table still lacks counts.
  const pendingForContacts = async (ds: DataSource) =>
    (await ds.driver.createSchemaBuilder().log()).upQueries.filter((q) => q.query.includes('contact_submissions'));

  it('keeps every message (unread until opened), records a reading time, and can be undone and redone', async () => {
    const before = dataSource('ContactReadAt');
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(insertContact, CONTACT);
    await before.destroy();

    const after = dataSource('RecipeViewDays');
    await after.initialize();
    try {
      const applied = await after.runMigrations({ transaction: 'each' });
      expect(applied.map((m) => m.name)).toEqual([expect.stringMatching(/^ContactReadAt/)]);
      expect(await pendingForContacts(after)).toEqual([]);
      const [old] = await after.query('SELECT nome, mensagem, readAt FROM contact_submissions');
      expect(old).toEqual({ nome: 'Ana', mensagem: 'Olá,\nvamos conversar?', readAt: null });
      await after.query('UPDATE contact_submissions SET readAt = ?', ['2026-11-25 12:00:00']);
      expect(await after.query('SELECT id FROM contact_submissions WHERE readAt IS NULL')).toEqual([]);

      await after.undoLastMigration({ transaction: 'each' });
      await expect(after.query('SELECT readAt FROM contact_submissions')).rejects.toThrow();
      expect(await after.query('SELECT nome FROM contact_submissions')).toEqual([{ nome: 'Ana' }]);
      expect(await after.runMigrations({ transaction: 'each' })).toHaveLength(1);
      expect(await pendingForContacts(after)).toEqual([]);
    } finally {
      await after.destroy();
    }
  });
});
