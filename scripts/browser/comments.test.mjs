import { newPage, hydrated, apiToken, ADMIN, env, assertNoConsoleErrors, confirmEmail } from './harness.mjs';

// Each test works on its own recipe of the demo content, so the lists and ratings they check do not mix.
let nextRecipe = 1;
const recipeUrl = () => `${env.server.url}/recipes/${nextRecipe++}`;

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A new reader's name, e-mail, password and session token; their e-mail confirmed through the mailed link (their
 * ratings count) unless `confirmed` is false.
 */
async function reader(name, { confirmed = true } = {}) {
  const account = { name, email: `leitor-${unique()}@browser.test`, password: 'senha-do-leitor-123' };
  const token = await apiToken('/api/user/register', account);
  if (confirmed) await confirmEmail(account.email);
  return { ...account, token };
}

/**
 * Posts a comment (or a reply, with parentCommentId) through the REST API and returns it; `from`: the client address
 * it comes from (X-Forwarded-For, one trusted hop), for a test that posts more than one address may in a minute.
 */
async function postComment(token, recipeId, content, score, parentCommentId = null, from = undefined) {
  const res = await fetch(`${env.server.url}/api/user/comment/${recipeId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: JSON.stringify({ content, score, parentCommentId }),
  });
  if (!res.ok) throw new Error(`posting a comment: HTTP ${res.status}`);
  return res.json();
}

/**
 * The creator's moderation rules (a new site holds a reader's first comment and comments with links for approval).
 * This file is about the comment section itself, so it turns the holds off first and puts them back last;
 * dashboard-comments.test.mjs follows a held comment through moderation.
 */
async function moderationRules(rules) {
  const admin = await apiToken('/api/user/login', ADMIN);
  const res = await fetch(`${env.server.url}/api/admin/comments/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ ratingsNeedConfirmedEmail: true, ...rules }),
  });
  if (!res.ok) throw new Error(`moderation settings: HTTP ${res.status}`);
}

/** Opens a recipe page with this session token (or as a guest) and returns the hydrated comments section. */
async function openRecipe(url, token, width) {
  const opened = await newPage(width);
  const { page } = opened;
  if (token) await page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
  await page.goto(url);
  await hydrated(page);
  const section = page.locator('section#comentarios');
  await section.scrollIntoViewIfNeeded();
  // The first threads come with the page; the section is interactive once it has hydrated (near the viewport).
  await page.locator('section#comentarios[data-hydrated]').waitFor();
  await section.getByText(/^\d+ comentários?$/).waitFor();
  return { ...opened, section };
}

/** The hero's link to the comments: its text names how many readers rated the recipe. */
const heroRating = (page) => page.locator('a[href="#comentarios"]').first();

/** The top-level comments in order (their authors' names and texts). */
const topLevelTexts = (section) =>
  section.locator('ol[aria-labelledby="comentarios-titulo"] > li > article p').allInnerTexts();

export default [
  [
    'readers’ comments show at once in this file (the moderation holds are off until its end)',
    () => moderationRules({ holdFirstComments: false, holdCommentsWithLinks: false }),
  ],
  [
    'a reader rates with the keyboard and comments: it appears on top without a reload, the hero counts the rating',
    async () => {
      const url = recipeUrl();
      const recipeId = Number(url.split('/').pop());
      const earlier = await reader('Helena Prado');
      await postComment(earlier.token, recipeId, 'Comentário mais antigo', 3);
      const me = await reader('Rita Leitora');
      const { page, errors, context, section } = await openRecipe(url, me.token);
      await heroRating(page).getByText('1 avaliação').waitFor();
      const loaded = await page.evaluate(() => performance.getEntriesByType('navigation').length);

      // Keyboard only: from the heading, Tab into the stars, arrows to 4, Tab to the text, type, Tab to the button,
      // Enter.
      await section.getByRole('heading', { name: 'Comentários', level: 2 }).focus();
      await page.keyboard.press('Tab');
      const onStars = await section
        .getByRole('radio', { name: 'Nenhuma estrela' })
        .evaluate((el) => el === document.activeElement);
      if (!onStars) throw new Error('Tab from the heading did not reach the stars');
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
      const checked = await section.locator('input[name="comment-score"]:checked').getAttribute('value');
      if (checked !== '4') throw new Error(`arrows chose ${checked} stars, not 4`);
      await page.keyboard.press('Tab');
      const textbox = section.getByRole('textbox', { name: 'Seu comentário' });
      if (!(await textbox.evaluate((el) => el === document.activeElement)))
        throw new Error('Tab did not reach the text');
      await page.keyboard.type('Fiz no domingo e ficou perfeito.');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');

      const mine = section.getByRole('article', { name: 'Rita Leitora' });
      await mine.waitFor();
      await mine.getByRole('img', { name: 'Avaliação: 4 de 5 estrelas' }).waitFor();
      const texts = await topLevelTexts(section);
      if (texts[0] !== 'Fiz no domingo e ficou perfeito.') throw new Error(`first comment is ${texts[0]}`);
      await section.getByText('2 comentários', { exact: true }).waitFor();
      await heroRating(page).getByText('2 avaliações').waitFor();
      // The form is empty again, and the page never reloaded.
      if ((await textbox.inputValue()) !== '') throw new Error('the text stayed in the form');
      const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      if (navigations !== loaded) throw new Error('the page reloaded');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'a reply appears under its parent, and only one reply box is open at a time (390 px)',
    async () => {
      const url = recipeUrl();
      const recipeId = Number(url.split('/').pop());
      const other = await reader('Joana Dias');
      await postComment(other.token, recipeId, 'Primeiro comentário', 5);
      await postComment(other.token, recipeId, 'Segundo comentário', 4);
      const me = await reader('Paulo Leitor');
      const { page, errors, context, section } = await openRecipe(url, me.token, 390);
      const threads = section.locator('ol[aria-labelledby="comentarios-titulo"] > li');
      await threads.nth(1).waitFor();
      const [newest, oldest] = [threads.nth(0), threads.nth(1)];
      await newest.getByText('Segundo comentário').waitFor();

      await newest.getByRole('button', { name: 'Responder a Joana Dias' }).click();
      await section.getByRole('textbox', { name: 'Sua resposta a Joana Dias' }).waitFor();
      await oldest.getByRole('button', { name: 'Responder a Joana Dias' }).click();
      await oldest.getByRole('textbox', { name: 'Sua resposta a Joana Dias' }).waitFor();
      const boxes = await section.getByRole('textbox', { name: /^Sua resposta/ }).count();
      if (boxes !== 1) throw new Error(`${boxes} reply boxes open`);

      // The box has focus: type and send; no stars are asked for a reply.
      await page.keyboard.type('Obrigado pela dica!');
      await oldest.getByRole('button', { name: 'Enviar resposta' }).click();
      const reply = oldest.getByRole('list', { name: 'Respostas ao comentário de Joana Dias' }).getByRole('article');
      await reply.getByText('Obrigado pela dica!').waitFor();
      if ((await reply.getAttribute('aria-label')) !== 'Paulo Leitor')
        throw new Error('the reply has the wrong author');
      if (await reply.getByRole('img', { name: /^Avaliação/ }).count()) throw new Error('a reply shows stars');
      // The box closed and nothing went under the other comment.
      await section.getByRole('textbox', { name: /^Sua resposta/ }).waitFor({ state: 'detached' });
      if (await newest.getByText('Obrigado pela dica!').count())
        throw new Error('the reply went under another comment');
      await section.getByText('3 comentários', { exact: true }).waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'an admin deletes a reply and a comment after confirming; readers see no delete button',
    async () => {
      const url = recipeUrl();
      const recipeId = Number(url.split('/').pop());
      const other = await reader('Marta Lima');
      const comment = await postComment(other.token, recipeId, 'Comentário que será excluído', 2);
      await postComment(other.token, recipeId, 'Resposta que será excluída', 0, comment.commentId);
      const stays = await reader('Nina Costa');
      await postComment(stays.token, recipeId, 'Comentário que fica', 5);

      const asReader = await openRecipe(url, other.token);
      await asReader.section.getByText('Resposta que será excluída').waitFor();
      if (await asReader.section.getByRole('button', { name: /^Excluir/ }).count())
        throw new Error('a reader sees delete buttons');
      await asReader.context.close();

      const admin = await apiToken('/api/user/login', ADMIN);
      const { page, errors, context, section } = await openRecipe(url, admin);
      await heroRating(page).getByText('2 avaliações').waitFor();
      // The site's own question (never the browser's confirm): the first is cancelled, the others confirmed.
      const asked = [];
      const answer = async (button) => {
        const question = page.getByRole('dialog', { name: 'Excluir comentário?' });
        await question.waitFor();
        asked.push((await question.innerText()).split('\n').find((line) => line.startsWith('Tem certeza')));
        await question.getByRole('button', { name: button, exact: true }).click();
        await question.waitFor({ state: 'detached' });
      };
      const buttons = section.getByRole('button', { name: 'Excluir o comentário de Marta Lima' });
      await buttons.nth(1).click();
      await answer('Cancelar');
      await section.getByText('Resposta que será excluída').waitFor();
      await section.getByText('3 comentários', { exact: true }).waitFor();

      // Marta's buttons on the page: her comment, then her reply (Nina's newer comment is above them).
      await buttons.nth(1).click();
      await answer('Excluir');
      await section.getByText('Resposta que será excluída').waitFor({ state: 'detached' });
      await section.getByText('2 comentários', { exact: true }).waitFor();
      await buttons.nth(0).click();
      await answer('Excluir');
      await section.getByText('Comentário que será excluído').waitFor({ state: 'detached' });
      await section.getByText('1 comentário', { exact: true }).waitFor();
      await section.getByText('Comentário que fica').waitFor();
      await heroRating(page).getByText('1 avaliação').waitFor();
      const reply = 'Tem certeza que deseja excluir esta resposta?';
      const thread = 'Tem certeza que deseja excluir este comentário? As respostas a ele também serão excluídas.';
      if (asked.join('|') !== [reply, reply, thread].join('|'))
        throw new Error(`confirmations: ${JSON.stringify(asked)}`);

      // Gone on the server too.
      await page.reload();
      await hydrated(page);
      await section.scrollIntoViewIfNeeded();
      await section.getByText('1 comentário', { exact: true }).waitFor();
      if (await section.getByText('Comentário que será excluído').count()) throw new Error('the comment came back');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'a guest who comments is asked to sign in, and comes back to the recipe with the draft to send it',
    async () => {
      const url = recipeUrl();
      const me = await reader('Clara Visitante');
      const { page, errors, context, section } = await openRecipe(url, null, 390);
      await section.locator('label[for]').filter({ hasText: '5 estrelas' }).click();
      await section.getByRole('textbox', { name: 'Seu comentário' }).fill('Comentário de quem ainda não entrou');
      await section.getByRole('button', { name: 'Enviar comentário' }).click();

      await page.waitForURL((u) => u.pathname === '/auth/login');
      await page.getByText('Você precisa estar logado para enviar um comentário').waitFor();
      await hydrated(page);
      await page.getByLabel('E-mail').fill(me.email);
      await page.getByLabel('Senha').fill(me.password);
      await page.getByRole('button', { name: 'Entrar' }).click();

      await page.waitForURL((u) => `${u.origin}${u.pathname}` === url);
      // The draft comes back in a new form (the one rendered before it was restored is replaced).
      await page.waitForFunction(
        (text) => document.querySelector('#comentarios textarea[name="content"]')?.value === text,
        'Comentário de quem ainda não entrou',
      );
      const stars = await section.locator('input[name="comment-score"]:checked').getAttribute('value');
      if (stars !== '5') throw new Error(`the draft came back with ${stars} stars`);
      await section.getByRole('button', { name: 'Enviar comentário' }).click();
      await section
        .getByRole('article', { name: 'Clara Visitante' })
        .getByText('Comentário de quem ainda não entrou')
        .waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'a return path off the site is ignored after signing in',
    async () => {
      const me = await reader('Davi Leitor');
      const { page, errors, context } = await newPage();
      await page.goto(
        `${env.server.url}/auth/login?next=${encodeURIComponent('//evil.test/recipes/1')}&reason=comment`,
      );
      await hydrated(page);
      await page.getByLabel('E-mail').fill(me.email);
      await page.getByLabel('Senha').fill(me.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(`${env.server.url}/`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'empty text or no rating sends nothing',
    async () => {
      const url = recipeUrl();
      const me = await reader('Bruno Leitor');
      const { page, errors, context, section } = await openRecipe(url, me.token);
      const sent = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && /PostComment/.test(req.postData() ?? '')) sent.push(req.postData());
      });
      const send = section.getByRole('button', { name: 'Enviar comentário' });
      const textbox = section.getByRole('textbox', { name: 'Seu comentário' });
      const stars = section.getByRole('radio', { name: 'Nenhuma estrela' });

      // Nothing at all: focus goes to the stars.
      await send.click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'comment-score');
      // Text but no stars.
      await textbox.fill('Sem estrelas');
      await send.click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'comment-score');
      // Stars but only blanks: focus goes to the text.
      await stars.focus();
      await page.keyboard.press('ArrowRight');
      await textbox.fill('   ');
      await send.click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'content');
      // An empty reply sends nothing either.
      await postComment(me.token, Number(url.split('/').pop()), 'Para responder', 3);
      await page.reload();
      await hydrated(page);
      await section.scrollIntoViewIfNeeded();
      await section.getByText('1 comentário', { exact: true }).waitFor();
      await section.getByRole('button', { name: 'Responder a Bruno Leitor' }).click();
      await section.getByRole('button', { name: 'Enviar resposta' }).click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'content');
      await section.getByRole('textbox', { name: 'Sua resposta a Bruno Leitor' }).waitFor();

      if (sent.length) throw new Error(`sent ${sent.length} comment(s): ${sent.join('\n')}`);
      await section.getByText('1 comentário', { exact: true }).waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'the list loads into its section without moving anything (a reader who lands on #comentarios, 1366 and 390 px)',
    async () => {
      const url = recipeUrl();
      const recipeId = Number(url.split('/').pop());
      const other = await reader('Lia Moura');
      const first = await postComment(other.token, recipeId, 'Um comentário para carregar', 4);
      await postComment(other.token, recipeId, 'E uma resposta', 0, first.commentId);
      for (const width of [1366, 390]) {
        const { page, errors, context } = await newPage(width);
        // Shifts of the comments section's parts and of what follows it (the footer).
        await page.addInitScript(() => {
          window.__commentShifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.hadRecentInput) continue;
              for (const source of entry.sources ?? []) {
                const section = document.getElementById('comentarios');
                const node = source.node;
                if (!section || !node) continue;
                const inside = section.contains(node);
                const after = section.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING;
                if (inside || after) {
                  const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
                  const rect = `${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`;
                  window.__commentShifts.push(`${element?.outerHTML.slice(0, 120)}: ${entry.value} ${rect}`);
                }
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${url}#comentarios`);
        await hydrated(page);
        const section = page.locator('section#comentarios');
        await section.getByText('E uma resposta').waitFor();
        await section.getByText('2 comentários', { exact: true }).waitFor();
        // A frame after the list's: the observer reports the shifts of the frame that showed it.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const shifts = await page.evaluate(() => window.__commentShifts);
        if (shifts.length) throw new Error(`${width} px: layout shifts\n${shifts.join('\n')}`);
        await context.close();
        assertNoConsoleErrors(errors);
      }
    },
  ],
  [
    "the first 10 threads come in the page's HTML; 'Ver mais comentários' adds the rest (1366 and 390 px)",
    async () => {
      const url = recipeUrl();
      const recipeId = Number(url.split('/').pop());
      // 12 threads from two readers (10 a minute each), the oldest with 5 replies (3 shown at first)
      const [ana, bia] = [await reader('Ana Paging'), await reader('Bia Paging')];
      const from = '198.51.100.23';
      const oldest = await postComment(ana.token, recipeId, 'Fio número 1', 5, null, from);
      for (let i = 1; i <= 5; i += 1)
        await postComment(i % 2 ? ana.token : bia.token, recipeId, `Resposta ${i}`, 0, oldest.commentId, from);
      for (let i = 2; i <= 12; i += 1)
        await postComment(i % 2 ? ana.token : bia.token, recipeId, `Fio número ${i}`, 4, null, from);
      const html = await (await fetch(url)).text();
      if (!html.includes('Fio número 12') || html.includes('Fio número 2<'))
        throw new Error('the server render does not hold exactly the newest 10 threads');
      for (const width of [1366, 390]) {
        const { errors, context, section } = await openRecipe(url, null, width);
        await section.getByText('17 comentários', { exact: true }).waitFor();
        if ((await topLevelTexts(section)).some((t) => t === 'Fio número 2'))
          throw new Error(`${width} px: the second page shows before it is asked for`);
        await section.getByRole('button', { name: 'Ver mais comentários' }).click();
        await section.getByText('Fio número 1', { exact: true }).waitFor();
        await section.getByRole('button', { name: 'Ver mais comentários' }).waitFor({ state: 'detached' });
        await section.getByRole('button', { name: /^Ver mais respostas ao comentário de Ana Paging/ }).click();
        await section.getByText('Resposta 5', { exact: true }).waitFor();
        const shown = (await topLevelTexts(section)).filter((t) => t.startsWith('Fio número'));
        if (shown.length !== 12) throw new Error(`${width} px: ${shown.length} threads shown, not 12`);
        await context.close();
        assertNoConsoleErrors(errors);
      }
    },
  ],
  [
    'a reply notification names the recipe and lands on the reply past the first page of threads; a guest’s link too (1366 and 390 px)',
    async () => {
      const url = recipeUrl();
      const recipeId = Number(url.split('/').pop());
      const { title } = await (await fetch(`${env.server.url}/api/recipes/${recipeId}`)).json();
      // Ana's thread is the oldest of 11 (on the second page), with 4 replies from Bia (3 shown at first).
      const [ana, bia] = [await reader('Ana Aviso'), await reader('Bia Aviso')];
      const from = '198.51.100.24';
      const asked = await postComment(ana.token, recipeId, 'Dá para congelar?', 5, null, from);
      const replies = [];
      for (let i = 1; i <= 4; i += 1)
        replies.push(await postComment(bia.token, recipeId, `Resposta da Bia ${i}`, 0, asked.commentId, from));
      for (let i = 2; i <= 11; i += 1)
        await postComment(i % 2 ? ana.token : bia.token, recipeId, `Conversa ${i}`, 4, null, from);
      // newest first: the bell's first notice is the latest reply (read once opened, the next one is the one before)
      const anchorOf = (n) => `#comentario-${replies[n - 1].commentId}`;
      const landed = async (page, width, n) => {
        const target = page.locator(`article${anchorOf(n)}[data-target]`);
        await target.waitFor();
        await target.getByText(`Resposta da Bia ${n}`).waitFor();
        const box = await target.boundingBox();
        const height = page.viewportSize().height;
        if (!box || box.y < 0 || box.y + box.height > height)
          throw new Error(`${width} px: the reply is not in view (${JSON.stringify(box)} in ${height} px)`);
      };
      for (const [width, n] of [
        [1366, 4],
        [390, 3],
      ]) {
        const { page, errors, context } = await newPage(width);
        await page.addInitScript((t) => localStorage.setItem('jwtToken', t), ana.token);
        await page.goto(`${env.server.url}/e-book`);
        await hydrated(page);
        await page.getByRole('button', { name: /^Notificações \(\d+ não lidas?\)$/ }).click();
        const notice = page.getByRole('button', {
          name: new RegExp(`Bia Aviso respondeu ao seu comentário em ${title}`),
        });
        await notice.first().click();
        await page.waitForURL((u) => u.hash === anchorOf(n));
        await landed(page, width, n);
        await context.close();
        assertNoConsoleErrors(errors);
      }
      // A guest opening the link (shared, or the notification's address): the page's code starts to find it.
      const { page, errors, context } = await newPage(390);
      await page.goto(`${url}${anchorOf(4)}`);
      await landed(page, 390, 4);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'a reader whose e-mail is not confirmed is told their rating does not count yet, and asks for a new link (390 px)',
    async () => {
      const url = recipeUrl();
      const recipeId = Number(url.split('/').pop());
      const me = await reader('Lúcia Nova', { confirmed: false });
      await postComment(me.token, recipeId, 'Ainda não confirmei meu e-mail', 5);
      const { page, errors, context, section } = await openRecipe(url, me.token, 390);
      await section.getByText('Confirme seu e-mail para que suas avaliações contem.').waitFor();
      // Her comment is listed with its stars; the recipe's rating does not count it.
      const mine = section.getByRole('article', { name: 'Lúcia Nova' });
      await mine.getByRole('img', { name: 'Avaliação: 5 de 5 estrelas' }).waitFor();
      await heroRating(page).getByText('Seja a primeira pessoa a avaliar').waitFor();

      await section.getByRole('button', { name: 'Reenviar link' }).click();
      await section.getByText('Enviamos um novo link para o seu e-mail.').waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'the moderation holds are back on (a new site’s rules)',
    () => moderationRules({ holdFirstComments: true, holdCommentsWithLinks: true }),
  ],
];
