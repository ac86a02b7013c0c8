import { newPage, hydrated, isHydrated, apiToken, ADMIN, env, assertNoConsoleErrors } from './harness.mjs';

// Saved recipes and the notification bell, as a signed-in reader sees them. Each test picks its own recipes from the
// end of the demo list (the comments tests use the first ones).

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function reader(name) {
  const account = { name, email: `leitor-${unique()}@browser.test`, password: 'senha-do-leitor-123' };
  return { ...account, token: await apiToken('/api/user/register', account) };
}

async function api(method, pathname, token, body) {
  const res = await fetch(`${env.server.url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: HTTP ${res.status}`);
  return res.status === 204 ? null : res.json();
}

const savedTitles = async (token) => (await api('GET', '/api/user/saved-recipes', token)).map((r) => r.title);

/** The recipes on the first page of /recipes, last first. */
const indexRecipes = async () => (await api('GET', '/api/recipes?page=0&size=16')).content.reverse();

async function openAs(token, path, width) {
  const opened = await newPage(width);
  if (token) await opened.page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
  await opened.page.goto(`${env.server.url}${path}`);
  await hydrated(opened.page);
  // The session is read after hydration: until the header shows the account, a heart is still the guest's (a tap
  // then asks to sign in instead of saving).
  if (token) await opened.page.getByRole('button', { name: 'Minha conta' }).first().waitFor();
  return opened;
}

/** The card heart of a recipe (its name carries the title); a recipe in two categories has a card in each section of
 * the index, and this is the first of them. */
const cardHeart = (page, title, pressed) =>
  page
    .getByRole('button', { name: `${pressed ? 'Remover das salvas' : 'Salvar receita'}: ${title}`, exact: true })
    .first();

/** Taps a card heart once it has hydrated (a grid below the fold hydrates when it comes near). */
async function tapHeart(page, title, pressed) {
  const heart = cardHeart(page, title, pressed);
  const selector = `button[aria-label="${pressed ? 'Remover das salvas' : 'Salvar receita'}: ${title}"]`;
  // The heart is drawn again once the reader's session is known: ask for whichever one is there now.
  await waitFor(async () => {
    await heart.scrollIntoViewIfNeeded().catch(() => {});
    return isHydrated(page, selector);
  }, 'the card heart never hydrated');
  await heart.click();
}

/** Resolves once `check()` holds, or throws `message()` after 20 s. */
async function waitFor(check, message) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(typeof message === 'function' ? await message() : message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pathIs = (page, pathname) => () => new URL(page.url()).pathname === pathname;

export default [
  [
    'a reader saves and unsaves recipes from a card and from the recipe page, and finds them in Minhas receitas salvas',
    async () => {
      const me = await reader('Clara Leitora');
      const [first, second] = await indexRecipes();
      const { page, errors, context } = await openAs(me.token, '/recipes');

      await tapHeart(page, first.title, false);
      await cardHeart(page, first.title, true).waitFor();
      await waitFor(async () => (await savedTitles(me.token)).includes(first.title), 'the card heart did not save');

      await page.goto(`${env.server.url}/recipes/${second.recipeId}`);
      await hydrated(page);
      const hero = page.getByRole('button', { name: 'Salvar receita', exact: true });
      if ((await hero.getAttribute('aria-pressed')) !== 'false') throw new Error('an unsaved recipe shows pressed');
      await waitFor(() => isHydrated(page, 'button[aria-label="Salvar receita"]'), 'the hero heart never hydrated');
      await hero.click();
      await page.getByRole('button', { name: 'Remover das salvas', exact: true }).waitFor();

      // From the account menu to the saved page: newest first.
      await page.getByRole('button', { name: 'Minha conta' }).click();
      await page.getByRole('menuitem', { name: 'Minhas receitas salvas' }).click();
      await page.getByRole('heading', { name: 'Minhas receitas salvas' }).waitFor();
      const titles = page.locator('main h3');
      await titles.nth(1).waitFor();
      const listed = await titles.allInnerTexts();
      if (listed.join('|') !== [second.title, first.title].join('|')) throw new Error(`saved page lists ${listed}`);

      // Unsaving from the saved page's own card takes it off the list.
      await tapHeart(page, first.title, true);
      await waitFor(async () => (await titles.allInnerTexts()).length === 1, 'the unsaved card stayed listed');
      if ((await savedTitles(me.token)).join('|') !== second.title)
        throw new Error('unsaving did not reach the server');

      await page.goto(`${env.server.url}/recipes/${second.recipeId}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Remover das salvas', exact: true }).click();
      await page.getByRole('button', { name: 'Salvar receita', exact: true }).waitFor();
      await page.goto(`${env.server.url}/minhas-receitas`);
      await page.getByText('Você ainda não salvou nenhuma receita', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Ver receitas' }).click();
      await waitFor(pathIs(page, '/recipes'), () => `not on /recipes: ${page.url()}`);
      assertNoConsoleErrors(errors);
      await context.close();
    },
  ],
  [
    'a guest taps a heart, signs in and comes back with the recipe saved',
    async () => {
      const me = await reader('Bruna Visitante');
      const [, , third] = await indexRecipes();
      const { page, errors, context } = await openAs(null, '/recipes', 390);
      await tapHeart(page, third.title, false);
      await waitFor(
        () => page.url().includes('/auth/login?next=%2Frecipes'),
        () => `no login page: ${page.url()}`,
      );
      // The login page's chunks finish loading before typing (a late one would draw the form again, empty), and the
      // form is React's before it is used (typed into earlier, its state would stay empty and the submit refused).
      await page.waitForLoadState('networkidle');
      await waitFor(() => isHydrated(page, 'form button[type="submit"]'), 'the login form never hydrated');
      const email = page.getByLabel('E-mail');
      const password = page.getByLabel('Senha');
      await email.fill(me.email);
      await password.fill(me.password);
      await waitFor(
        async () => (await email.inputValue()) === me.email && (await password.inputValue()) === me.password,
        'the login form lost what was typed',
      );
      await page.getByRole('button', { name: 'Entrar' }).click();
      await waitFor(pathIs(page, '/recipes'), async () => {
        const shown = await page.getByRole('alert').allTextContents();
        return `not back on /recipes: ${page.url()} (the form says: ${shown.join(' | ') || 'nothing'})`;
      });
      await cardHeart(page, third.title, true).waitFor();
      // Every card of the recipe (one per category it is in) shows it saved.
      const unsaved = page.getByRole('button', { name: `Salvar receita: ${third.title}`, exact: true });
      await waitFor(async () => (await unsaved.count()) === 0, 'another card of the recipe still shows it unsaved');
      await waitFor(async () => (await savedTitles(me.token)).includes(third.title), 'not saved after signing in');
      assertNoConsoleErrors(errors);
      await context.close();
    },
  ],
  [
    'the bell shows a reply to the reader’s comment, and choosing it opens the recipe',
    async () => {
      const me = await reader('Dora Comentadora');
      const [, , , recipe] = await indexRecipes();
      const comment = await api('POST', `/api/user/comment/${recipe.recipeId}`, me.token, {
        content: 'Posso usar fubá fino?',
        score: 5,
      });
      const admin = await apiToken('/api/user/login', ADMIN);
      await api('POST', `/api/user/comment/${recipe.recipeId}`, admin, {
        content: 'Pode sim!',
        parentCommentId: comment.commentId,
      });
      const { page, errors, context } = await openAs(me.token, '/about', 390);
      const bell = page.getByRole('button', { name: /^Notificações \(\d+ não lidas?\)$/ });
      await bell.click();
      const reply = page.getByRole('button', { name: /respondeu/ });
      await reply.waitFor();
      await reply.click();
      // it lands on the reply: the recipe page with the comment's anchor
      await page.waitForURL(new RegExp(`/recipes/${recipe.recipeId}#comentario-\\d+$`));
      await page.getByRole('heading', { level: 1, name: recipe.title }).waitFor();
      if (await reply.isVisible()) throw new Error('the dropdown stayed open');
      assertNoConsoleErrors(errors);
      await context.close();
    },
  ],
];
