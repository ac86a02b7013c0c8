import { recipeBody, startTestApp, type TestApp } from '../harness';

let app: TestApp;
let admin: string;
let recipeId: number;
beforeAll(async () => {
  app = await startTestApp();
  // Not about moderation (comment-moderation.test.ts): readers' comments show at once.
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false });
  admin = await app.adminToken();
  recipeId = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody() })).body.recipeId;
});
afterAll(() => app.close());

const post = (token: string | undefined, body: Record<string, unknown>, id = recipeId) =>
  app.api('POST', `/api/user/comment/${id}`, { token, body });

describe('comments and replies', () => {
  it('posts a comment (201) with the documented shape, trimmed', async () => {
    const ana = await app.userToken();
    const res = await post(ana, { content: '  Ficou perfeito!  ', score: 5 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      commentId: expect.any(Number),
      user: { name: expect.stringMatching(/^Leitor/) },
      userId: expect.any(Number),
      content: 'Ficou perfeito!',
      score: 5,
      datePosted: expect.stringMatching(/Z$/),
      parentCommentId: null,
      replies: [],
    });
  });

  it('threads replies one level deep: newest comments first, replies oldest first, score 0', async () => {
    const id = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Cuscuz' }) })).body
      .recipeId;
    const [a, b] = [await app.userToken(), await app.userToken()];
    const first = (await post(a, { content: 'Primeiro', score: 4 }, id)).body;
    await new Promise((r) => setTimeout(r, 1100));
    const second = (await post(b, { content: 'Segundo', score: 3 }, id)).body;
    const reply = (await post(b, { content: 'Resposta', score: 5, parentCommentId: first.commentId }, id)).body;
    expect(reply.score).toBe(0);
    expect(reply.parentCommentId).toBe(first.commentId);
    const nested = (await post(a, { content: 'Resposta da resposta', parentCommentId: reply.commentId }, id)).body;
    expect(nested.parentCommentId).toBe(first.commentId);
    const list = await app.api('GET', `/api/user/comment/${id}`);
    expect(list.status).toBe(200);
    expect(list.body.map((c: { content: string }) => c.content)).toEqual(['Segundo', 'Primeiro']);
    expect(list.body[1].replies.map((c: { content: string }) => c.content)).toEqual([
      'Resposta',
      'Resposta da resposta',
    ]);
    expect(second.replies).toEqual([]);
  });

  it('refuses blank or long content, a missing or out-of-range score, and unknown parents (400)', async () => {
    const user = await app.userToken();
    for (const body of [
      { content: '   ', score: 5 },
      { content: 'x'.repeat(5001), score: 5 },
      { content: 'sem nota' },
      { content: 'nota 6', score: 6 },
      { content: 'nota 0', score: 0 },
      { content: 'pai inexistente', parentCommentId: 999999 },
      { content: 42, score: 5 },
    ]) {
      const res = await post(user, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await post(user, { content: 'x'.repeat(5000), score: 1 })).status).toBe(201);
  });

  it('keeps content as plain text (HTML is stored verbatim, never interpreted)', async () => {
    const res = await post(await app.userToken(), { content: '<script>alert(1)</script> & <b>oi</b>', score: 4 });
    expect(res.body.content).toBe('<script>alert(1)</script> & <b>oi</b>');
  });

  it('needs a signed-in reader (401) and an existing, published recipe (404)', async () => {
    const anonymous = await post(undefined, { content: 'oi', score: 5 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Você precisa estar logado para enviar um comentário');
    expect((await post(await app.userToken(), { content: 'oi', score: 5 }, 424242)).status).toBe(404);
    expect((await app.api('GET', '/api/user/comment/424242')).status).toBe(404);
  });

  it('lets authors delete their own, admins any, nobody else (403); replies go with their comment', async () => {
    const [author, stranger] = [await app.userToken(), await app.userToken()];
    const comment = (await post(author, { content: 'Vou apagar', score: 2 })).body;
    const reply = (await post(stranger, { content: 'Resposta', parentCommentId: comment.commentId })).body;
    expect((await app.api('DELETE', `/api/user/comment/${comment.commentId}`, { token: stranger })).status).toBe(403);
    expect((await app.api('DELETE', `/api/user/comment/${comment.commentId}`)).status).toBe(401);
    expect((await app.api('DELETE', `/api/user/comment/${comment.commentId}`, { token: author })).status).toBe(204);
    expect((await app.api('DELETE', `/api/user/comment/${reply.commentId}`, { token: admin })).status).toBe(404);
    const other = (await post(stranger, { content: 'Outro', score: 3 })).body;
    expect((await app.api('DELETE', `/api/user/comment/${other.commentId}`, { token: admin })).status).toBe(204);
  });
});

describe('ratings', () => {
  it("averages each confirmed reader's latest score and shows it on the recipe", async () => {
    const id = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Quindim' }) })).body
      .recipeId;
    // Ratings count once their account has confirmed its e-mail (email-confirmation.test.ts covers the rest).
    const [a, b] = [await app.confirmedUserToken(), await app.confirmedUserToken()];
    expect((await app.api('GET', `/api/recipes/${id}`)).body.rating).toEqual({ average: 0, count: 0 });
    await post(a, { content: 'Bom', score: 2 }, id);
    await post(b, { content: 'Ótimo', score: 5 }, id);
    await new Promise((r) => setTimeout(r, 1100));
    await post(a, { content: 'Refiz e ficou melhor', score: 4 }, id);
    expect((await app.api('GET', `/api/recipes/${id}`)).body.rating).toEqual({ average: 4.5, count: 2 });
    const gql = await app.gql(`{ recipe(id: ${id}) { rating { average count } } }`);
    expect(gql.data.recipe.rating).toEqual({ average: 4.5, count: 2 });
  });
});

describe('reply notifications', () => {
  it('notify the author of the comment replied to (not the replier)', async () => {
    const [author, replier] = [await app.userToken(), await app.userToken()];
    const comment = (await post(author, { content: 'Posso usar margarina?', score: 4 })).body;
    const reply = (await post(replier, { content: 'Pode sim!', parentCommentId: comment.commentId })).body;
    await post(author, { content: 'Obrigada!', parentCommentId: comment.commentId });
    const unread = await app.api('GET', '/api/user/notifications/unread', { token: author });
    const replies = unread.body.filter((n: { message: string }) => n.message.includes('respondeu'));
    const { title } = (await app.api('GET', `/api/recipes/${recipeId}`)).body;
    // It names the recipe, and leads to the reply itself (the page's #comentario-{id}).
    expect(replies).toEqual([
      {
        id: expect.any(Number),
        message: expect.stringMatching(/^Leitor \d+ respondeu ao seu comentário em /),
        createdAt: expect.any(String),
        read: false,
        recipeId,
        commentId: reply.commentId,
      },
    ]);
    expect(replies[0].message).toMatch(new RegExp(` em ${title}\\.$`.replace(/[()[\]?*+]/g, '\\$&')));
    const mine = await app.api('GET', '/api/user/notifications/unread', { token: replier });
    expect(mine.body.filter((n: { message: string }) => n.message.includes('respondeu'))).toEqual([]);
    // The link opens the reply's thread wherever its page of comments is.
    const thread = await app.gql(
      `{ commentThread(commentId: ${reply.commentId}) { commentId replyCount replies { commentId content } } }`,
    );
    expect(thread.data.commentThread).toEqual({
      commentId: comment.commentId,
      replyCount: 2,
      replies: [
        { commentId: reply.commentId, content: 'Pode sim!' },
        { commentId: expect.any(Number), content: 'Obrigada!' },
      ],
    });
    const missing = await app.gql('{ commentThread(commentId: 999999) { commentId } }');
    expect(missing.errors?.[0].message).toBe('Comentário não encontrado.');
  });
});

describe('comment rate limit', () => {
  it('allows 10 comments a minute per reader, then 429', async () => {
    const user = await app.userToken();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(user, { content: `Comentário ${i}`, score: 5 })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect((await post(await app.userToken(), { content: 'Outra pessoa', score: 5 })).status).toBe(201);
  });
});
