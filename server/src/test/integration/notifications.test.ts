import { recipeBody, startTestApp, type TestApp } from '../harness';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  // Not about moderation (comment-moderation.test.ts): readers' comments show at once.
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false });
  admin = await app.adminToken();
});
afterAll(() => app.close());

const unread = async (token: string) =>
  (await app.api('GET', '/api/user/notifications/unread', { token })).body as any[];

describe('new-recipe notifications', () => {
  it('tell every reader about a published recipe with one broadcast row, not one per reader', async () => {
    const readers = [await app.userToken(), await app.userToken(), await app.userToken()];
    await new Promise((r) => setTimeout(r, 1100));
    const recipe = (
      await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Bolo de Fubá' }) })
    ).body;
    for (const token of readers) {
      expect(await unread(token)).toEqual([
        {
          id: expect.any(Number),
          message: 'Nova receita: Bolo de Fubá',
          createdAt: expect.any(String),
          read: false,
          recipeId: recipe.recipeId,
          // about a recipe, not a comment: the link opens the recipe at its top
          commentId: null,
        },
      ]);
    }
    const [{ n }] = await app.server.ds.query('SELECT COUNT(*) AS n FROM notifications WHERE recipeId = ?', [
      recipe.recipeId,
    ]);
    expect(Number(n)).toBe(1);
  });

  it('announce a scheduled recipe only when its time comes, exactly once', async () => {
    const reader = await app.userToken();
    await new Promise((r) => setTimeout(r, 1100));
    const inAnHour = new Date(Date.now() + 3600_000);
    const recipe = (
      await app.api('POST', '/api/recipes', {
        token: admin,
        body: recipeBody({ title: 'Pamonha', datePublished: inAnHour.toISOString() }),
      })
    ).body;
    expect((await unread(reader)).map((n) => n.message)).not.toContain('Nova receita: Pamonha');
    const later = new Date(inAnHour.getTime() + 60_000);
    const [first, second] = await Promise.all([
      app.server.services.notifications.announceDue(later),
      app.server.services.notifications.announceDue(later),
    ]);
    expect(first + second).toBe(1);
    const [{ n }] = await app.server.ds.query('SELECT COUNT(*) AS n FROM notifications WHERE recipeId = ?', [
      recipe.recipeId,
    ]);
    expect(Number(n)).toBe(1);
  });

  it('do not show readers the announcements made before they joined', async () => {
    await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Canjica' }) });
    await new Promise((r) => setTimeout(r, 1100));
    const newcomer = await app.userToken();
    expect((await unread(newcomer)).map((n) => n.message)).not.toContain('Nova receita: Canjica');
  });
});

describe('marking read', () => {
  it('answers 204, removes it from the unread list, and is 404 for someone else’s notification', async () => {
    const [author, replier] = [await app.userToken(), await app.userToken()];
    const recipeId = (await app.api('GET', '/api/recipes')).body[0].recipeId;
    const comment = (
      await app.api('POST', `/api/user/comment/${recipeId}`, { token: author, body: { content: 'Dúvida', score: 4 } })
    ).body;
    await app.api('POST', `/api/user/comment/${recipeId}`, {
      token: replier,
      body: { content: 'Resposta', parentCommentId: comment.commentId },
    });
    const [notification] = (await unread(author)).filter((n) => n.message.includes('respondeu'));
    expect((await app.api('PUT', `/api/user/notifications/${notification.id}/read`, { token: replier })).status).toBe(
      404,
    );
    const ok = await app.api('PUT', `/api/user/notifications/${notification.id}/read`, { token: author });
    expect(ok.status).toBe(204);
    expect((await unread(author)).map((n) => n.id)).not.toContain(notification.id);
    expect((await app.api('PUT', `/api/user/notifications/${notification.id}/read`, { token: author })).status).toBe(
      204,
    );
    expect((await app.api('PUT', '/api/user/notifications/999999/read', { token: author })).status).toBe(404);
  });

  it('marks a broadcast read for one reader only', async () => {
    const [a, b] = [await app.userToken(), await app.userToken()];
    await new Promise((r) => setTimeout(r, 1100));
    await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Curau' }) });
    const [broadcast] = await unread(a);
    expect((await app.api('PUT', `/api/user/notifications/${broadcast.id}/read`, { token: a })).status).toBe(204);
    expect(await unread(a)).toEqual([]);
    expect((await unread(b)).map((n) => n.id)).toContain(broadcast.id);
  });

  it('needs a session (401)', async () => {
    expect((await app.api('GET', '/api/user/notifications/unread')).status).toBe(401);
    expect((await app.api('PUT', '/api/user/notifications/1/read')).status).toBe(401);
  });
});
