import crypto from 'node:crypto';
import { COMMENT_MESSAGES } from '../../modules/comment/comment.errors';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// What a stranger may send: per account, per address and per recipe rate limits (429), the same text twice (409),
// a flood of links and an overlong text (400). Addresses are simulated with X-Forwarded-For behind one trusted hop.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  // Not about moderation (comment-moderation.test.ts): readers' comments show at once.
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false });
  admin = await app.adminToken();
});
afterAll(() => app.close());

let addresses = 0;
/** an address no other test has used */
const freshAddress = () => `203.0.113.${++addresses}`;

const newRecipe = async () =>
  (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: `Bolo ${++addresses}` }) })).body
    .recipeId as number;

/** a reader signed up from this address */
async function reader(from: string): Promise<string> {
  const res = await app.api('POST', '/api/user/register', {
    body: {
      name: 'Leitora',
      email: `l-${crypto.randomBytes(4).toString('hex')}@teste.com.br`,
      password: 'senha-segura-1',
    },
    headers: { 'x-forwarded-for': from },
  });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

const post = (token: string, recipeId: number, content: string, from: string, extra: Record<string, unknown> = {}) =>
  app.api('POST', `/api/user/comment/${recipeId}`, {
    token,
    body: { content, score: 5, ...extra },
    headers: { 'x-forwarded-for': from },
  });

let texts = 0;
const text = () => `Ficou ótimo, comentário ${++texts}`;

describe('comment rate limits', () => {
  it('hold one address to 30 comments a minute, whichever of its accounts sends them', async () => {
    const from = freshAddress();
    const recipeId = await newRecipe();
    const accounts = [await reader(from), await reader(from), await reader(from), await reader(from)];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await post(accounts[i % 4], recipeId, text(), from)).status);
    expect(statuses).toEqual(Array(30).fill(201));
    const refused = await post(accounts[0], recipeId, text(), from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(COMMENT_MESSAGES.tooManyFromAddress);
    // the same accounts from elsewhere, and other addresses, still post
    expect((await post(accounts[3], recipeId, text(), freshAddress())).status).toBe(201);
  });

  it('hold one recipe to 60 comments a minute from all readers; the site’s people may still answer', async () => {
    const recipeId = await newRecipe();
    const statuses: number[] = [];
    for (let account = 0; account < 6; account++) {
      const from = freshAddress();
      const token = await reader(from);
      for (let i = 0; i < 10; i++) statuses.push((await post(token, recipeId, text(), from)).status);
    }
    expect(statuses).toEqual(Array(60).fill(201));
    const from = freshAddress();
    const refused = await post(await reader(from), recipeId, text(), from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(COMMENT_MESSAGES.tooManyOnRecipe);
    expect((await post(admin, recipeId, 'Obrigada a todas!', freshAddress())).status).toBe(201);
    // another recipe is not affected
    expect((await post(await reader(from), await newRecipe(), text(), from)).status).toBe(201);
  });

  it('count nothing for a refused comment: the account limit keeps its ten', async () => {
    const from = freshAddress();
    const token = await reader(from);
    const recipeId = await newRecipe();
    for (let i = 0; i < 5; i++) expect((await post(token, recipeId, 'x'.repeat(5001), from)).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(token, recipeId, text(), from)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});

describe('what a comment may hold', () => {
  it('refuses the same text from the same account on the same recipe (409), not a new text or another recipe', async () => {
    const from = freshAddress();
    const [ana, bia] = [await reader(from), await reader(from)];
    const recipeId = await newRecipe();
    expect((await post(ana, recipeId, 'Muito bom!', from)).status).toBe(201);
    const again = await post(ana, recipeId, '  Muito bom!  ', from);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(COMMENT_MESSAGES.duplicate);
    const first = await post(ana, recipeId, 'Muito bom mesmo!', from);
    expect(first.status).toBe(201);
    expect((await post(ana, recipeId, 'Muito bom!', from, { parentCommentId: first.body.commentId })).status).toBe(409);
    expect((await post(bia, recipeId, 'Muito bom!', from)).status).toBe(201);
    expect((await post(ana, await newRecipe(), 'Muito bom!', from)).status).toBe(201);
  });

  it('refuses more than 3 links (400) and a text over 5,000 characters, with their messages', async () => {
    const from = freshAddress();
    const token = await reader(from);
    const recipeId = await newRecipe();
    const links = (n: number) =>
      Array.from({ length: n }, (_, i) => (i % 2 ? `www.loja${i}.com` : `https://loja${i}.com/x`)).join(' e ');
    const flood = await post(token, recipeId, `Comprem aqui: ${links(4)}`, from);
    expect(flood.status).toBe(400);
    expect(flood.body).toMatchObject({ field: 'content', message: COMMENT_MESSAGES.tooManyLinks });
    expect((await post(token, recipeId, `Usei estas: ${links(3)}`, from)).status).toBe(201);
    const long = await post(token, recipeId, 'a'.repeat(5001), from);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: 'content', message: COMMENT_MESSAGES.tooLong });
  });

  it('answers the same over GraphQL', async () => {
    const from = freshAddress();
    const token = await reader(from);
    const recipeId = await newRecipe();
    const res = await app.api('POST', '/graphql', {
      token,
      headers: { 'x-forwarded-for': from },
      body: {
        query: 'mutation ($r: Int!, $i: CommentInput!) { postComment(recipeId: $r, input: $i) { commentId } }',
        variables: { r: recipeId, i: { content: 'http://a.com http://b.com http://c.com http://d.com', score: 4 } },
      },
    });
    expect(res.body.errors[0]).toMatchObject({
      message: COMMENT_MESSAGES.tooManyLinks,
      extensions: { code: 'BAD_USER_INPUT', field: 'content' },
    });
  });
});
