import { ADMIN, apiToken, assertNoConsoleErrors, env, newPage } from './harness.mjs';

// The dashboard's comments (issue 23): a reader's held comment reaches the recipe page once the creator approves it in
// the queue; the selected comments go to spam together.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function gql(token, query) {
  const res = await fetch(`${env.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A new reader, registered through the API: name and session token. */
async function reader(name) {
  const token = await apiToken('/api/user/register', {
    name,
    email: `leitor-${unique()}@browser.test`,
    password: 'senha-do-leitor-123',
  });
  if (!token) throw new Error(`registering ${name} gave no token`);
  return { name, token };
}

/** A reader's comment through the REST API, from an address of its own (one address may post only so many). */
async function postComment(token, recipeId, content, score, from) {
  const res = await fetch(`${env.server.url}/api/user/comment/${recipeId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': from },
    body: JSON.stringify({ content, score }),
  });
  if (!res.ok) throw new Error(`posting a comment: HTTP ${res.status}`);
  return res.json();
}

/** A published recipe of this test's own, so no other test's comments mix with its queue or page. */
async function newRecipe(token) {
  const res = await fetch(`${env.server.url}/api/recipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: `Pamonha da Moderação ${unique()}`,
      description: 'Receita de teste dos comentários.',
      ingredients: [{ section: '', ingredientName: 'milho verde', quantity: '6', unit: 'espigas' }],
      instructions: [{ section: '', stepNumber: 1, instructionText: 'Rale o milho e cozinhe na palha.' }],
      datePublished: new Date(Date.now() - 60_000).toISOString(),
    }),
  });
  if (!res.ok) throw new Error(`creating a recipe: HTTP ${res.status}`);
  return res.json();
}

const queueIds = async (token, status) =>
  (
    await gql(token, `{ moderationComments(status: ${status}, page: { size: 100 }) { content { commentId } } }`)
  ).moderationComments.content.map((c) => c.commentId);

/** A page signed in as the admin at a dashboard path. */
async function openDashboard(token, path, width = 1366) {
  const opened = await newPage(width);
  await opened.page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
  await opened.page.goto(`${env.server.url}${path}`);
  await opened.page.getByRole('heading', { level: 1, name: 'Comentários' }).waitFor();
  return opened;
}

export default [
  [
    "a reader's first comment waits in 'Pendentes' and reaches the recipe page once approved; two selected go to spam",
    async () => {
      const admin = await apiToken('/api/user/login', ADMIN);
      const recipe = await newRecipe(admin);
      const recipeUrl = `${env.server.url}/recipes/${recipe.recipeId}`;
      const rita = await reader(`Rita ${unique()}`);
      const text = `Fiz com milho de lata e deu certo ${unique()}`;
      const held = await postComment(rita.token, recipe.recipeId, text, 5, '198.51.100.61');
      if (!(await queueIds(admin, 'PENDING')).includes(held.commentId))
        throw new Error('the first comment is not held');
      if ((await (await fetch(recipeUrl)).text()).includes(text)) throw new Error('the held comment is on the page');

      const { page, errors, context } = await openDashboard(admin, '/dashboard/comments');
      const pending = (await gql(admin, '{ moderationCounts { pending } }')).moderationCounts.pending;
      await page.getByRole('tab', { name: `Pendentes (${pending})`, selected: true }).waitFor();
      await page
        .getByTestId('pending-comments-badge')
        .filter({ hasText: new RegExp(`^${pending > 99 ? '99\\+' : pending}$`) })
        .waitFor();
      const row = page.getByRole('row').filter({ hasText: text });
      await row.getByRole('link', { name: `${recipe.title} (abre em nova aba)` }).waitFor();
      await row.getByText('0 aprovados').waitFor();
      await row.getByRole('button', { name: `Aprovar: o comentário de ${rita.name}` }).click();
      await page.getByText('1 comentário aprovado.').waitFor();
      await row.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: `Pendentes (${pending - 1})` }).waitFor();
      if (!(await queueIds(admin, 'APPROVED')).includes(held.commentId)) throw new Error('not approved on the server');

      // The cached page is rendered again in the background: a reader sees the comment within a few reloads.
      const visitor = await newPage(1366);
      const deadline = Date.now() + 30_000;
      for (;;) {
        await visitor.page.goto(recipeUrl);
        if (await visitor.page.locator('section#comentarios').getByText(text).count()) break;
        if (Date.now() > deadline) throw new Error('the approved comment never reached the recipe page');
        await visitor.page.waitForTimeout(500);
      }
      await visitor.context.close();
      assertNoConsoleErrors(visitor.errors);

      // Two more readers' first comments, ticked together and marked as spam from the selection bar.
      const spam = [];
      for (const [i, name] of ['Promo', 'Oferta'].entries()) {
        const who = await reader(`${name} ${unique()}`);
        const content = `Ganhe seguidores ${unique()}`;
        spam.push({
          who,
          content,
          ...(await postComment(who.token, recipe.recipeId, content, 5, `198.51.100.${70 + i}`)),
        });
      }
      await page.reload();
      for (const { who, content } of spam)
        await page
          .getByRole('row')
          .filter({ hasText: content })
          .getByRole('checkbox', { name: `Selecionar o comentário de ${who.name}` })
          .check();
      const bar = page.getByRole('region', { name: 'Ações para os comentários selecionados' });
      await bar.getByText('2 selecionados').waitFor();
      await bar.getByRole('button', { name: 'Marcar como spam' }).click();
      await page.getByText('2 comentários marcados como spam.').waitFor();
      await bar.waitFor({ state: 'detached' });
      const inSpam = await queueIds(admin, 'SPAM');
      if (!spam.every(({ commentId }) => inSpam.includes(commentId)))
        throw new Error('not marked as spam on the server');
      await page.getByRole('tab', { name: /^Spam/ }).click();
      await page.waitForURL(/\?status=SPAM$/);
      for (const { content } of spam) await page.getByRole('row').filter({ hasText: content }).waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'at 390 px the queue is a list of cards within the width, the header action under the title',
    async () => {
      const admin = await apiToken('/api/user/login', ADMIN);
      const { page, errors, context } = await openDashboard(admin, '/dashboard/comments?status=SPAM', 390);
      await page.getByRole('tab', { name: /^Spam \(\d+\)$/, selected: true }).waitFor();
      await page.getByRole('list', { name: 'Comentários' }).or(page.getByText('Nenhum comentário no spam.')).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) throw new Error(`the page scrolls sideways by ${overflow} px`);
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      const rules = await page.getByRole('button', { name: 'Regras de moderação' }).boundingBox();
      if (rules.y < title.y + title.height) throw new Error('the rules button sits beside the title, over it');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
];
