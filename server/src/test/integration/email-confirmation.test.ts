import { createHash } from 'node:crypto';
import path from 'node:path';
import { EmailConfirmation } from '../../modules/email-confirmation/email-confirmation.entity';
import { recipeBody, startTestApp, type TestApp } from '../harness';
import { emailConfirmationPaths, mailsTo, waitForEmailConfirmationPaths } from '../outbox';

// A rating counts only once its account has confirmed its e-mail. Sign-up and commenting work as before at once;
// the mailed link's page confirms on its button's POST, and the recipe's rating and cached page follow.
const clientRoot = path.resolve(__dirname, '../../../../client');
const PUBLIC_URL = 'https://receitas.exemplo.com.br';
const RESEND_ANSWER = 'Se o seu e-mail ainda não estiver confirmado, enviamos um novo link. Ele vale por 48 horas.';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ clientRoot, env: { PUBLIC_URL, TRUST_PROXY: '1' } });
  // Not about moderation (comment-moderation.test.ts): readers' comments show at once.
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false });
  admin = await app.adminToken();
});
afterAll(() => app.close());

let sequence = 0;
/** A sign-up from its own address (20 a hour per address) with its own e-mail. */
const signUp = async (name = 'Joana Leitora') => {
  sequence += 1;
  const email = `joana${sequence}@exemplo.com`;
  const res = await app.api('POST', '/api/user/register', {
    body: { name, email, password: 'senha-de-teste-1' },
    headers: { 'x-forwarded-for': `198.51.100.${sequence}` },
  });
  expect(res.status).toBe(201);
  return { email, token: res.body.token as string, answer: res.body };
};
const newRecipe = async (title: string) =>
  (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title }) })).body.recipeId as number;
const rate = (token: string, recipeId: number, score: number, content = `Nota ${score}!`) =>
  app.api('POST', `/api/user/comment/${recipeId}`, { token, body: { content, score } });
const rating = async (recipeId: number) => (await app.api('GET', `/api/recipes/${recipeId}`)).body.rating;
const emailConfirmed = async (token: string) => (await app.gql('{ me { emailConfirmed } }', {}, token)).data?.me;
const page = async (p: string) => {
  const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } });
  return { status: res.status, cache: res.headers.get('x-page-cache'), text: await res.text() };
};
/** The mailed link (PUBLIC_URL) as this app serves it. */
const local = (linkPath: string) => `${app.url}${linkPath}`;
const open = (linkPath: string) => fetch(local(linkPath));
const press = (linkPath: string) => fetch(local(linkPath), { method: 'POST' });

describe('signing up', () => {
  it('answers {token} at once over REST and GraphQL, then mails a link to confirm the e-mail', async () => {
    const { email, answer } = await signUp();
    expect(answer).toEqual({ token: expect.any(String) });
    const [link] = await waitForEmailConfirmationPaths(app.dataDir, email);
    expect(link).toEqual(expect.stringMatching(/^\/api\/user\/confirm-email\?token=[\w-]{43}$/));
    const [mail] = mailsTo(app.dataDir, email);
    expect(mail.headers).toMatch(/^Subject: Confirme seu e-mail$/m);
    expect(mail.body).toContain(`${PUBLIC_URL}${link}`);
    expect(mail.body).toContain('O link vale por 48 horas e só pode ser usado uma vez.');
    expect(mail.body).toContain('as suas avaliações passam a contar na nota das receitas');

    const gqlEmail = 'gql-joana@exemplo.com';
    const gql = await app.api('POST', '/graphql', {
      body: {
        query: 'mutation ($input: RegisterInput!) { register(input: $input) { token } }',
        variables: { input: { name: 'Joana GraphQL', email: gqlEmail, password: 'senha-de-teste-1' } },
      },
      headers: { 'x-forwarded-for': '198.51.100.250' },
    });
    expect(gql.body).toEqual({ data: { register: { token: expect.any(String) } } });
    expect(await waitForEmailConfirmationPaths(app.dataDir, gqlEmail)).toHaveLength(1);
    expect(await emailConfirmed(gql.body.data.register.token)).toEqual({ emailConfirmed: false });
  });
});

describe('a rating from an account whose e-mail is not confirmed', () => {
  it('is accepted as before but not counted; after the POST of the link it counts, on the cached page too', async () => {
    const recipeId = await newRecipe('Bolo de Fubá Cremoso');
    // The pages are cached before the sign-up and the rating.
    for (const p of [`/recipes/${recipeId}`, '/']) await page(p);
    const { email, token } = await signUp('Joana Avaliadora');
    await waitForEmailConfirmationPaths(app.dataDir, email);
    for (const p of [`/recipes/${recipeId}`, '/']) expect((await page(p)).cache).toBe('HIT');

    const posted = await rate(token, recipeId, 4);
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({
      commentId: expect.any(Number),
      user: { name: 'Joana Avaliadora' },
      userId: expect.any(Number),
      content: 'Nota 4!',
      score: 4,
      datePosted: expect.stringMatching(/Z$/),
      parentCommentId: null,
      replies: [],
    });
    // The comment is listed with its stars; the recipe's rating does not count it.
    const listed = (await app.api('GET', `/api/user/comment/${recipeId}`)).body;
    expect(listed.map((c: { score: number }) => c.score)).toEqual([4]);
    expect(await rating(recipeId)).toEqual({ average: 0, count: 0 });
    const gql = await app.gql(`{ recipe(id: ${recipeId}) { rating { average count } } }`);
    expect(gql.data.recipe.rating).toEqual({ average: 0, count: 0 });
    // The comment is rendered into the page (in the background), without a rating.
    expect((await page(`/recipes/${recipeId}`)).cache).toBe('REVALIDATING');
    await app.server.pages.settled();
    const unconfirmed = await page(`/recipes/${recipeId}`);
    expect(unconfirmed.cache).toBe('HIT');
    expect(unconfirmed.text).not.toContain('1 avaliação');
    expect(unconfirmed.text).not.toContain('aggregateRating');
    expect(unconfirmed.text).toContain('Seja a primeira pessoa a avaliar');

    // Opening the link (a mail scanner does) shows a button and confirms nothing.
    const [link] = emailConfirmationPaths(app.dataDir, email);
    const opened = await open(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await opened.text();
    expect(html).toContain('<form method="post" action="/api/user/confirm-email?token=');
    expect(html).toContain('Confirmar e-mail');
    expect(await open(link).then((r) => r.status)).toBe(200);
    expect(await emailConfirmed(token)).toEqual({ emailConfirmed: false });
    expect(await rating(recipeId)).toEqual({ average: 0, count: 0 });
    expect((await page(`/recipes/${recipeId}`)).cache).toBe('HIT');

    // The button's POST confirms: the rating counts, and the recipe's page is rendered anew with it.
    const confirmed = await press(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('E-mail confirmado!');
    expect(await emailConfirmed(token)).toEqual({ emailConfirmed: true });
    expect(await rating(recipeId)).toEqual({ average: 4, count: 1 });
    expect((await page(`/recipes/${recipeId}`)).cache).toBe('REVALIDATING');
    await app.server.pages.settled();
    const after = await page(`/recipes/${recipeId}`);
    expect(after.cache).toBe('HIT');
    expect(after.text).toContain('1 avaliação');
    expect(after.text).toMatch(/"aggregateRating":\{"@type":"AggregateRating","ratingValue":"?4"?,"ratingCount":"?1/);
    // Nothing else of the site was rendered anew for the sign-up or the confirmation.
    expect((await page('/')).cache).toBe('HIT');
  });

  it("keeps each reader's latest score only, chosen among all of that reader's comments", async () => {
    const recipeId = await newRecipe('Pudim de Leite');
    const confirmedReader = await app.confirmedUserToken();
    const { email, token } = await signUp();
    await rate(confirmedReader, recipeId, 2);
    await rate(token, recipeId, 5, 'Primeira vez');
    await new Promise((r) => setTimeout(r, 1100));
    await rate(token, recipeId, 3, 'Refiz e não ficou tão bom');
    expect(await rating(recipeId)).toEqual({ average: 2, count: 1 });
    const [link] = await waitForEmailConfirmationPaths(app.dataDir, email);
    expect((await press(link)).status).toBe(200);
    // One rating per account: the latest (3) replaces the first (5).
    expect(await rating(recipeId)).toEqual({ average: 2.5, count: 2 });
  });

  it("counts an ADMIN's rating whether or not the admin's e-mail is confirmed", async () => {
    const recipeId = await newRecipe('Quentão');
    const created = await app.api('POST', '/api/admin/users', {
      token: admin,
      body: {
        name: 'Outra Administradora',
        email: 'outra-admin@exemplo.com',
        password: 'senha-de-teste-1',
        role: 'ADMIN',
      },
    });
    expect(created.status).toBe(201);
    const login = await app.api('POST', '/api/user/login', {
      body: { email: 'outra-admin@exemplo.com', password: 'senha-de-teste-1' },
      headers: { 'x-forwarded-for': '198.51.100.251' },
    });
    const otherAdmin = login.body.token as string;
    expect(await emailConfirmed(otherAdmin)).toEqual({ emailConfirmed: false });
    expect((await rate(otherAdmin, recipeId, 5)).status).toBe(201);
    expect(await rating(recipeId)).toEqual({ average: 5, count: 1 });
    // The bootstrap admin (ADMIN_EMAIL) is confirmed.
    expect(await emailConfirmed(admin)).toEqual({ emailConfirmed: true });
  });
});

describe('the confirmation link', () => {
  it('works once: a used, expired or unknown link is refused with a page that says how to get a new one', async () => {
    const { email, token } = await signUp();
    const second = await app.api('POST', '/api/user/confirm-email/resend', { token });
    expect(second.status).toBe(202);
    const [expiring, used] = await waitForEmailConfirmationPaths(app.dataDir, email, 2);
    const secret = new URL(local(expiring)).searchParams.get('token')!;
    await app.server.ds
      .getRepository(EmailConfirmation)
      .update(
        { tokenHash: createHash('sha256').update(secret).digest('hex') },
        { expiresAt: new Date(Date.now() - 1) },
      );

    for (const refused of [
      await open(expiring),
      await press(expiring),
      await open('/api/user/confirm-email?token=' + 'x'.repeat(43)),
      await press('/api/user/confirm-email?token=nada'),
      await press('/api/user/confirm-email'),
    ]) {
      expect(refused.status).toBe(404);
      const html = await refused.text();
      expect(html).toContain('Link expirado ou já usado');
      expect(html).toContain('toque em “Reenviar link”');
      expect(html).toContain('href="/login"');
      expect(html).not.toContain('<form');
    }
    expect(await emailConfirmed(token)).toEqual({ emailConfirmed: false });

    // Two presses of one link race: one confirms, the other finds it used.
    const both = await Promise.all([press(used), press(used)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await emailConfirmed(token)).toEqual({ emailConfirmed: true });
    expect((await open(used)).status).toBe(404);

    // Over GraphQL too.
    const again = await app.gql('mutation ($t: String!) { confirmEmail(token: $t) }', {
      t: new URL(local(used)).searchParams.get('token'),
    });
    expect(again.data).toEqual({ confirmEmail: false });
  });

  it('leaves no other link of a confirmed account working', async () => {
    const { email, token } = await signUp();
    await app.gql('mutation { resendEmailConfirmation }', {}, token);
    const [first, second] = await waitForEmailConfirmationPaths(app.dataDir, email, 2);
    expect((await press(second)).status).toBe(200);
    expect((await open(first)).status).toBe(404);
    expect((await press(first)).status).toBe(404);
  });
});

describe('resending the link', () => {
  it('mails at most 3 links an hour per account (the sign-up’s counts), answering alike over REST and GraphQL', async () => {
    const { email, token } = await signUp();
    await waitForEmailConfirmationPaths(app.dataDir, email, 1);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const rest = await app.api('POST', '/api/user/confirm-email/resend', { token });
      answers.push([rest.status, rest.body]);
      const gql = await app.gql('mutation { resendEmailConfirmation }', {}, token);
      expect(gql).toEqual({ data: { resendEmailConfirmation: true }, status: 200 });
    }
    expect(answers).toEqual(Array(4).fill([202, { message: RESEND_ANSWER }]));
    await waitForEmailConfirmationPaths(app.dataDir, email, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(emailConfirmationPaths(app.dataDir, email)).toHaveLength(3);
  });

  it('sends nothing to a confirmed account and answers the same; a guest is asked to sign in', async () => {
    const { email, token } = await signUp();
    const [link] = await waitForEmailConfirmationPaths(app.dataDir, email);
    expect((await press(link)).status).toBe(200);
    const rest = await app.api('POST', '/api/user/confirm-email/resend', { token });
    expect([rest.status, rest.body]).toEqual([202, { message: RESEND_ANSWER }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(app.dataDir, email)).toHaveLength(1);

    expect((await app.api('POST', '/api/user/confirm-email/resend')).status).toBe(401);
    const guest = await app.gql('mutation { resendEmailConfirmation }');
    expect(guest.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('emailConfirmed', () => {
  it('is told to the account itself only', async () => {
    const { token } = await signUp();
    expect(await emailConfirmed(token)).toEqual({ emailConfirmed: false });
    const others = await app.gql('{ users { email emailConfirmed } }', {}, admin);
    expect(others.data).toBeNull();
    expect(others.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await app.gql('{ me { emailConfirmed } }')).data).toEqual({ me: null });
  });
});
