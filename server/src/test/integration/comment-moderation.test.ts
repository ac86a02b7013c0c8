import path from 'node:path';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// Comment moderation (issue 23) with a new site's rules: a reader's first comment and any comment with a link wait
// for the creator's approval. A held comment is accepted with the documented status and shape, but reaches no other
// reader, no rating and no cached page until approved; the creator's queue approves, marks as spam, deletes (one or
// many) and bans. On SQLite, or on MySQL/MariaDB with TEST_DATABASE_URL.
const clientRoot = path.resolve(__dirname, '../../../../client');

let app: TestApp;
let admin: string;
let recipeId: number;
beforeAll(async () => {
  app = await startTestApp({ clientRoot });
  admin = await app.adminToken();
  recipeId = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Pamonha Doce' }) })).body
    .recipeId;
});
afterAll(() => app.close());

const post = (token: string, body: Record<string, unknown>, id = recipeId) =>
  app.api('POST', `/api/user/comment/${id}`, { token, body });
const listed = async (id = recipeId) =>
  (
    (await app.api('GET', `/api/user/comment/${id}`)).body as { content: string; replies: { content: string }[] }[]
  ).flatMap((c) => [c.content, ...c.replies.map((r) => r.content)]);
const rating = async (id = recipeId) =>
  (await app.gql(`{ recipe(id: ${id}) { rating { average count } } }`)).data.recipe.rating;
const fetchPage = async (id: number) => {
  const res = await fetch(`${app.url}/recipes/${id}`, { headers: { accept: 'text/html' } });
  return { text: await res.text(), cache: res.headers.get('x-page-cache') };
};
/** The recipe page as the next reader gets it once a change has been rendered (a render runs in the background). */
const page = async (id = recipeId) => {
  await fetchPage(id);
  await app.server.pages.settled();
  return (await fetchPage(id)).text;
};
const queue = async (status: string) =>
  (await app.api('GET', `/api/admin/comments?status=${status}&size=50`, { token: admin })).body as {
    commentId: number;
    content: string;
    hasLink: boolean;
    author: { userId: number; banned: boolean; approvedComments: number };
    recipe: { recipeId: number; title: string };
  }[];
const moderate = (ids: number[], action: string) =>
  app.api('POST', '/api/admin/comments/moderate', { token: admin, body: { ids, action } });
const newRecipe = async (title: string) =>
  (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title }) })).body.recipeId as number;

describe('a new reader’s first comment', () => {
  it('is accepted with the documented status and shape, but no one else sees it, nor the rating, nor the cached page', async () => {
    const before = await page();
    expect((await fetchPage(recipeId)).cache).toBe('HIT');
    const reader = await app.userToken();
    const res = await post(reader, { content: 'Primeira vez aqui, ficou ótima!', score: 1 });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      ['commentId', 'content', 'datePosted', 'parentCommentId', 'replies', 'score', 'user', 'userId'].sort(),
    );
    expect(await listed()).not.toContain('Primeira vez aqui, ficou ótima!');
    expect(await rating()).toEqual({ average: 0, count: 0 });
    // The cached copy stays as it was: a held comment is no change readers can see.
    const after = await fetchPage(recipeId);
    expect(after.cache).toBe('HIT');
    expect(after.text).toBe(before);

    // Its author learns it is held (GraphQL carries the status the page marks 'Aguardando aprovação').
    const gql = await app.gql(
      `mutation { postComment(recipeId: ${recipeId}, input: { content: "Outra dúvida: pode congelar?", score: 4 }) { status byCreator } }`,
      undefined,
      reader,
    );
    expect(gql.data.postComment).toEqual({ status: 'PENDING', byCreator: false });

    // After a reload the page asks for the reader's own held comments: theirs only, and only for them.
    const mine = `{ myPendingComments(recipeId: ${recipeId}) { content status } }`;
    expect((await app.gql(mine, undefined, reader)).data.myPendingComments).toEqual([
      { content: 'Outra dúvida: pode congelar?', status: 'PENDING' },
      { content: 'Primeira vez aqui, ficou ótima!', status: 'PENDING' },
    ]);
    expect((await app.gql(mine, undefined, await app.userToken())).data.myPendingComments).toEqual([]);
    expect((await app.gql(mine)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('waits in the creator’s queue; approved, it shows to readers, counts in the rating and reaches the page at once', async () => {
    const id = await newRecipe('Curau de Milho');
    const reader = await app.confirmedUserToken();
    const { commentId } = (await post(reader, { content: 'Fiz no domingo, todo mundo amou.', score: 4 }, id)).body;
    const counts = (await app.api('GET', '/api/admin/comments/counts', { token: admin })).body;
    expect(counts.pending).toBeGreaterThanOrEqual(1);
    const held = (await queue('PENDING')).find((c) => c.commentId === commentId)!;
    expect(held).toMatchObject({
      content: 'Fiz no domingo, todo mundo amou.',
      hasLink: false,
      recipe: { recipeId: id, title: 'Curau de Milho' },
      author: { banned: false, admin: false, approvedComments: 0 },
    });
    await page(id); // cached without it

    expect((await moderate([commentId], 'APPROVE')).body).toEqual({ changed: 1 });
    expect(await listed(id)).toEqual(['Fiz no domingo, todo mundo amou.']);
    expect(await rating(id)).toEqual({ average: 4, count: 1 });
    expect(await page(id)).toContain('Fiz no domingo, todo mundo amou.');
    expect((await queue('PENDING')).map((c) => c.commentId)).not.toContain(commentId);

    // Known now: the reader's next comment shows at once; one with a link still waits.
    await post(reader, { content: 'Voltei para dizer que a segunda fornada ficou melhor.', score: 5 }, id);
    expect(await listed(id)).toContain('Voltei para dizer que a segunda fornada ficou melhor.');
    const linked = (await post(reader, { content: 'Receita parecida em loja-de-milho.com.br/curau', score: 5 }, id))
      .body;
    expect(await listed(id)).not.toContain(linked.content);
    expect((await queue('PENDING')).find((c) => c.commentId === linked.commentId)?.hasLink).toBe(true);
    // One rating per reader: the latest approved one (5) replaced the first (4); the held one does not count.
    expect(await rating(id)).toEqual({ average: 5, count: 1 });

    // A new reader's reply waits too; approved, its notice names the recipe and leads to the reply.
    const replier = await app.confirmedUserToken();
    const reply = (await post(replier, { content: 'Também fiz, ficou ótimo!', parentCommentId: commentId }, id)).body;
    const notices = async () =>
      (await app.api('GET', '/api/user/notifications/unread', { token: reader })).body.filter(
        (n: { message: string }) => n.message.includes('respondeu'),
      );
    expect(await notices()).toEqual([]);
    await moderate([reply.commentId], 'APPROVE');
    expect(await notices()).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Leitor \d+ respondeu ao seu comentário em Curau de Milho\.$/),
        recipeId: id,
        commentId: reply.commentId,
      }),
    ]);
  });

  it('a reply to a held comment is refused to readers; the creator’s reply approves it and carries the Autora mark', async () => {
    const id = await newRecipe('Canjica');
    const [a, b] = [await app.userToken(), await app.userToken()];
    const held = (await post(a, { content: 'Leva leite condensado?', score: 5 }, id)).body;
    const refused = await post(b, { content: 'Também quero saber', parentCommentId: held.commentId }, id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('O comentário respondido não existe nesta receita.');

    const reply = await app.gql(
      `mutation { postComment(recipeId: ${id}, input: { content: "Leva sim, uma lata.", parentCommentId: ${held.commentId} }) { status byCreator } }`,
      undefined,
      admin,
    );
    expect(reply.data.postComment).toEqual({ status: 'APPROVED', byCreator: true });
    expect(await listed(id)).toEqual(['Leva leite condensado?', 'Leva sim, uma lata.']);
    const threads = await app.gql(
      `{ commentThreads(recipeId: ${id}) { content { byCreator replies { byCreator } } } }`,
    );
    expect(threads.data.commentThreads.content).toEqual([{ byCreator: false, replies: [{ byCreator: true }] }]);

    // A reader's held reply in that thread, answered by the creator: approved, and the answer joins the thread.
    const heldReply = (await post(b, { content: 'E dá para usar leite de coco?', parentCommentId: held.commentId }, id))
      .body;
    expect(await listed(id)).not.toContain('E dá para usar leite de coco?');
    await app.gql(
      `mutation { postComment(recipeId: ${id}, input: { content: "Dá sim.", parentCommentId: ${heldReply.commentId} }) { commentId } }`,
      undefined,
      admin,
    );
    expect(await listed(id)).toEqual([
      'Leva leite condensado?',
      'Leva sim, uma lata.',
      'E dá para usar leite de coco?',
      'Dá sim.',
    ]);
  });
});

describe('the creator’s moderation', () => {
  it('marks an approved comment as spam (it leaves the page and the rating) and deletes several at once', async () => {
    const id = await newRecipe('Bolo de Fubá');
    await app.moderation({ holdFirstComments: false });
    try {
      const readers = [await app.confirmedUserToken(), await app.confirmedUserToken(), await app.confirmedUserToken()];
      const ids: number[] = [];
      for (const [i, token] of readers.entries()) {
        ids.push((await post(token, { content: `Comentário aprovado ${i}`, score: 2 + i }, id)).body.commentId);
      }
      expect(await rating(id)).toEqual({ average: 3, count: 3 });
      expect(await page(id)).toContain('Comentário aprovado 0');

      expect((await moderate([ids[0]], 'SPAM')).body).toEqual({ changed: 1 });
      expect(await listed(id)).toEqual(['Comentário aprovado 2', 'Comentário aprovado 1']);
      expect(await rating(id)).toEqual({ average: 3.5, count: 2 });
      expect(await page(id)).not.toContain('Comentário aprovado 0');
      expect((await queue('SPAM')).map((c) => c.commentId)).toContain(ids[0]);

      expect((await moderate([ids[1], ids[2], ids[1]], 'DELETE')).body).toEqual({ changed: 2 });
      expect(await listed(id)).toEqual([]);
      expect(await rating(id)).toEqual({ average: 0, count: 0 });
    } finally {
      await app.moderation({ holdFirstComments: true });
    }
  });

  it('bans an account: its held comments go to spam and it can no longer comment; unbanned, it can', async () => {
    const reader = await app.userToken();
    const held = (await post(reader, { content: 'Compre seguidores baratos', score: 5 })).body;
    const userId = held.userId as number;
    const ban = await app.api('PUT', `/api/admin/users/${userId}/ban`, { token: admin });
    expect(ban.status).toBe(204);
    expect((await queue('SPAM')).map((c) => c.commentId)).toContain(held.commentId);
    expect((await queue('PENDING')).map((c) => c.commentId)).not.toContain(held.commentId);
    const refused = await post(reader, { content: 'De novo', score: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sua conta não pode mais comentar neste site.');

    expect((await app.api('DELETE', `/api/admin/users/${userId}/ban`, { token: admin })).status).toBe(204);
    expect((await post(reader, { content: 'Agora uma dúvida de verdade', score: 4 })).status).toBe(201);
  });

  it('refuses bad requests with clear messages, and readers never reach the queue', async () => {
    expect((await app.api('GET', '/api/admin/comments?status=TUDO', { token: admin })).body.message).toBe(
      'status deve ser um de: PENDING, APPROVED, SPAM.',
    );
    const none = await moderate([], 'APPROVE');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Escolha pelo menos um comentário.');
    const many = await moderate(
      Array.from({ length: 101 }, (_, i) => i + 1),
      'APPROVE',
    );
    expect(many.body.message).toBe('Escolha no máximo 100 comentários de cada vez.');
    expect((await moderate([1], 'PUBLICAR')).body.message).toBe('action deve ser um de: APPROVE, SPAM, DELETE.');
    const adminId = (await app.gql('{ me { id } }', undefined, admin)).data.me.id;
    const banAdmin = await app.api('PUT', `/api/admin/users/${adminId}/ban`, { token: admin });
    expect(banAdmin.status).toBe(400);
    expect(banAdmin.body.message).toBe('Uma conta de administrador não pode ser banida.');

    const reader = await app.userToken();
    for (const [method, url] of [
      ['GET', '/api/admin/comments'],
      ['GET', '/api/admin/comments/counts'],
      ['GET', '/api/admin/comments/settings'],
    ]) {
      expect((await app.api(method, url, { token: reader })).status).toBe(403);
      expect((await app.api(method, url)).status).toBe(401);
    }
    expect(
      (await app.api('POST', '/api/admin/comments/moderate', { token: reader, body: { ids: [1], action: 'APPROVE' } }))
        .status,
    ).toBe(403);
  });

  it('settings: with the holds off a new reader’s comment shows at once; the settings are read and saved whole', async () => {
    const settings = await app.api('GET', '/api/admin/comments/settings', { token: admin });
    expect(settings.body).toEqual({
      holdFirstComments: true,
      holdCommentsWithLinks: true,
      ratingsNeedConfirmedEmail: true,
    });
    const bad = await app.api('PUT', '/api/admin/comments/settings', {
      token: admin,
      body: { holdFirstComments: 'não' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('O campo holdFirstComments deve ser true ou false.');
    const saved = await app.api('PUT', '/api/admin/comments/settings', {
      token: admin,
      body: { holdFirstComments: false, holdCommentsWithLinks: false, ratingsNeedConfirmedEmail: true },
    });
    expect(saved.body).toEqual({
      holdFirstComments: false,
      holdCommentsWithLinks: false,
      ratingsNeedConfirmedEmail: true,
    });
    try {
      const id = await newRecipe('Quentão');
      const reader = await app.userToken();
      await post(reader, { content: 'Veja também www.quentao.com', score: 5 }, id);
      expect(await listed(id)).toEqual(['Veja também www.quentao.com']);
      expect(await page(id)).toContain('Veja também www.quentao.com');
      // The reader has not confirmed their e-mail: the rating waits for that, unless the creator turns the rule off.
      expect(await rating(id)).toEqual({ average: 0, count: 0 });
      await app.moderation({ ratingsNeedConfirmedEmail: false });
      expect(await rating(id)).toEqual({ average: 5, count: 1 });
      expect(await page(id)).toContain('1 avaliação');
    } finally {
      await app.moderation({ holdFirstComments: true, holdCommentsWithLinks: true, ratingsNeedConfirmedEmail: true });
    }
  });
});
