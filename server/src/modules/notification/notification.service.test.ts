import { startTestApp, type TestApp } from '../../test/harness';

// On SQLite and, with TEST_DATABASE_URL, on MySQL/MariaDB.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('a broadcast', () => {
  it('reaches a reader who registered in the same second it was made', async () => {
    const token = await app.userToken();
    const userId = Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);
    // Both rows in the form the database itself writes its creation times in (whole seconds, no fraction).
    const second = '2031-05-06 07:08:09';
    await app.server.ds.query('UPDATE users SET createdAt = ? WHERE id = ?', [second, userId]);
    await app.server.ds.query(
      'INSERT INTO notifications (createdAt, updatedAt, userId, message) VALUES (?, ?, NULL, ?)',
      [second, second, 'Novidade no site'],
    );
    const unread = (await app.api('GET', '/api/user/notifications/unread', { token })).body as { message: string }[];
    expect(unread.map((n) => n.message)).toContain('Novidade no site');

    const earlier = '2031-05-06 07:08:08';
    await app.server.ds.query(
      'INSERT INTO notifications (createdAt, updatedAt, userId, message) VALUES (?, ?, NULL, ?)',
      [earlier, earlier, 'Antes do cadastro'],
    );
    const again = (await app.api('GET', '/api/user/notifications/unread', { token })).body as { message: string }[];
    expect(again.map((n) => n.message)).not.toContain('Antes do cadastro');
  });
});
