import { createRequestContext } from '../../graphql/context';
import { CommentLimits } from '../../modules/comment/comment.limits';
import { CommentService } from '../../modules/comment/comment.service';
import { LocalRateCounters } from '../../shared/rate-counters';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// A recipe with many comments: 1,000 threads and 200 replies (150 on the oldest thread, 50 on the next), seeded once
// through the comment service (without its rate limits). Every read answers one bounded page, and the pages add up.
const THREADS = 1000;
const OLDEST_REPLIES = 150;
const NEXT_REPLIES = 50;

let app: TestApp;
let recipeId: number;
/** thread ids newest first, as the site lists them */
const threadIds: number[] = [];
const oldestReplyIds: number[] = [];

beforeAll(async () => {
  app = await startTestApp();
  // Not about moderation (comment-moderation.test.ts): readers' comments show at once.
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false });
  const admin = await app.adminToken();
  recipeId = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody() })).body.recipeId;
  const s = app.server.services;
  const seeding = new CommentService(s.ds, s.recipes, s.notifications, new CommentLimits(new LocalRateCounters(), []));
  const readers = [];
  for (let i = 0; i < 5; i++) {
    const user = await s.users.create(null, {
      name: `Leitora ${i}`,
      email: `leitora${i}@paging.test`,
      password: 'senha-segura-de-teste',
    });
    readers.push(
      createRequestContext(s.ds, { user: { id: user.id, name: user.name, email: user.email, role: user.role } }),
    );
  }
  for (let i = 0; i < THREADS; i++) {
    const thread = await seeding.post(readers[i % 5], recipeId, { content: `Comentário ${i}`, score: 1 + (i % 5) });
    threadIds.unshift(thread.commentId);
  }
  const [oldest, next] = threadIds.slice(-2).reverse();
  for (let i = 0; i < OLDEST_REPLIES + NEXT_REPLIES; i++) {
    const parentCommentId = i < OLDEST_REPLIES ? oldest : next;
    const reply = await seeding.post(readers[(i + 1) % 5], recipeId, { content: `Resposta ${i}`, parentCommentId });
    if (parentCommentId === oldest) oldestReplyIds.push(reply.commentId);
  }
}, 300_000);
afterAll(() => app.close());

interface RestComment {
  commentId: number;
  content: string;
  replies: RestComment[];
}

const THREAD_FIELDS = `commentId content replyCount replies { commentId content replyCount }`;
const THREADS_QUERY = `query ($recipeId: Int!, $page: PageInput) {
  commentThreads(recipeId: $recipeId, page: $page) { content { ${THREAD_FIELDS} } page size totalElements totalPages commentCount }
}`;
const REPLIES_QUERY = `query ($commentId: Int!, $page: PageInput) {
  commentReplies(commentId: $commentId, page: $page) { content { commentId content } totalElements totalPages }
}`;

describe('GET /api/user/comment/{recipeId} at 1,200 comments', () => {
  it('answers an anonymous reader one page: the 20 newest threads, 3 replies at most each, the total in a header', async () => {
    const res = await app.api<RestComment[]>('GET', `/api/user/comment/${recipeId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(THREADS));
    expect(res.body.map((c) => c.commentId)).toEqual(threadIds.slice(0, 20));
    expect(res.body[0]).toEqual({
      commentId: threadIds[0],
      user: { name: expect.stringMatching(/^Leitora/) },
      userId: expect.any(Number),
      content: `Comentário ${THREADS - 1}`,
      score: expect.any(Number),
      datePosted: expect.stringMatching(/Z$/),
      parentCommentId: null,
      replies: [],
    });
    expect(JSON.stringify(res.body).length).toBeLessThan(10_000);
  });

  it('pages with ?page=&size= (size capped at 50) and carries the first 3 replies of a thread', async () => {
    const last = await app.api<RestComment[]>('GET', `/api/user/comment/${recipeId}?page=19&size=50`);
    expect(last.status).toBe(200);
    expect(last.headers.get('x-total-count')).toBe(String(THREADS));
    expect(last.body.map((c) => c.commentId)).toEqual(threadIds.slice(950));
    const oldest = last.body[last.body.length - 1];
    expect(oldest.replies.map((r) => r.commentId)).toEqual(oldestReplyIds.slice(0, 3));
    expect(oldest.replies.map((r) => r.content)).toEqual(['Resposta 0', 'Resposta 1', 'Resposta 2']);
    const capped = await app.api<RestComment[]>('GET', `/api/user/comment/${recipeId}?size=1000`);
    expect(capped.body).toHaveLength(50);
    expect((await app.api('GET', `/api/user/comment/${recipeId}?page=20&size=50`)).body).toEqual([]);
  });

  it('refuses a page or size that is not one (400, naming the parameter)', async () => {
    for (const [query, field] of [
      ['page=-1', 'page'],
      ['size=0', 'size'],
      ['page=dois', 'page'],
    ]) {
      const res = await app.api('GET', `/api/user/comment/${recipeId}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});

describe('GraphQL comment threads at 1,200 comments', () => {
  it('keeps the deprecated comments(recipeId) bounded to the first page of threads', async () => {
    const res = await app.gql(`{ comments(recipeId: ${recipeId}) { commentId replies { commentId } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.comments.map((c: { commentId: number }) => c.commentId)).toEqual(threadIds.slice(0, 20));
    const bytes = JSON.stringify(res.data).length;
    expect(bytes).toBeLessThan(5_000);
  });

  it('pages the threads newest first: every thread once, the reply counts adding up to every reply', async () => {
    const seen: number[] = [];
    let replies = 0;
    let pages = 0;
    for (let page = 0; ; page++) {
      const res = await app.gql(THREADS_QUERY, { recipeId, page: { page, size: 50 } });
      expect(res.errors).toBeUndefined();
      const threads = res.data.commentThreads;
      expect(threads).toMatchObject({
        page,
        size: 50,
        totalElements: THREADS,
        totalPages: 20,
        commentCount: THREADS + OLDEST_REPLIES + NEXT_REPLIES,
      });
      for (const thread of threads.content) {
        seen.push(thread.commentId);
        replies += thread.replyCount;
        expect(thread.replies.length).toBe(Math.min(3, thread.replyCount));
      }
      pages += 1;
      if (page + 1 >= threads.totalPages) break;
    }
    expect(pages).toBe(20);
    expect(seen).toEqual(threadIds);
    expect(replies).toBe(OLDEST_REPLIES + NEXT_REPLIES);
  });

  it('pages one thread’s replies oldest first, 50 at most a page', async () => {
    const oldest = threadIds[threadIds.length - 1];
    const seen: number[] = [];
    for (let page = 0; page < 4; page++) {
      const res = await app.gql(REPLIES_QUERY, { commentId: oldest, page: { page, size: 100 } });
      expect(res.errors).toBeUndefined();
      expect(res.data.commentReplies).toMatchObject({ totalElements: OLDEST_REPLIES, totalPages: 3 });
      expect(res.data.commentReplies.content.length).toBeLessThanOrEqual(50);
      seen.push(...res.data.commentReplies.content.map((c: { commentId: number }) => c.commentId));
    }
    expect(seen).toEqual(oldestReplyIds);
    const none = await app.gql(REPLIES_QUERY, { commentId: threadIds[0] });
    expect(none.data.commentReplies).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    const unknown = await app.gql(REPLIES_QUERY, { commentId: 99_999_999 });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('counts every comment and reply of a small recipe from its one page, and answers an unrated one empty', async () => {
    const admin = await app.adminToken();
    const small = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Curau' }) })).body
      .recipeId;
    const empty = await app.gql(THREADS_QUERY, { recipeId: small });
    expect(empty.data.commentThreads).toMatchObject({ content: [], totalElements: 0, totalPages: 0, commentCount: 0 });
    const token = await app.userToken();
    const post = (body: Record<string, unknown>) =>
      app.api('POST', `/api/user/comment/${small}`, { token, body }).then((r) => r.body);
    const first = await post({ content: 'Delícia', score: 5 });
    await post({ content: 'Também achei', parentCommentId: first.commentId });
    await post({ content: 'Fiz de novo', parentCommentId: first.commentId });
    const res = await app.gql(THREADS_QUERY, { recipeId: small });
    expect(res.data.commentThreads).toMatchObject({ totalElements: 1, totalPages: 1, commentCount: 3 });
    expect(res.data.commentThreads.content[0]).toMatchObject({ replyCount: 2 });
  });

  it('refuses a bad page input with the shared paging message', async () => {
    const res = await app.gql(THREADS_QUERY, { recipeId, page: { page: -1, size: 10 } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'O parâmetro page deve ser um inteiro ≥ 0.',
      extensions: { code: 'BAD_USER_INPUT', field: 'page' },
    });
  });
});
