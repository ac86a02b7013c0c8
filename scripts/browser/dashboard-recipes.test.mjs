import {
  ADMIN,
  LARGE_CATALOGUE,
  apiToken,
  assertNoConsoleErrors,
  env,
  hydrated,
  largeSite,
  newPage,
} from './harness.mjs';

// The creator's recipes screen (/dashboard/recipes): drafts, scheduled and published recipes, preview, delete.

const DAY = 24 * 60 * 60 * 1000;

async function adminToken(base = env.server.url) {
  if (base === env.server.url) return apiToken('/api/user/login', ADMIN);
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (await res.json()).token;
}

/** Creates a recipe through the REST API as the admin and returns it. */
async function createRecipe(token, fields, base = env.server.url) {
  const res = await fetch(`${base}/api/recipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      description: 'Receita de teste do painel.',
      author: 'Marina',
      prepTime: 'PT10M',
      cookTime: 'PT20M',
      servings: '4 porções',
      difficulty: 'EASY',
      ingredients: [{ section: '', ingredientName: 'farinha', quantity: '1', unit: 'xícara' }],
      instructions: [{ section: '', stepNumber: 1, instructionText: 'Misture tudo.' }],
      ...fields,
    }),
  });
  if (!res.ok) throw new Error(`creating a recipe: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** A page signed in as the admin, on the recipes screen. */
async function openScreen(token, width, base = env.server.url) {
  const opened = await newPage(width);
  const { page } = opened;
  await page.goto(`${base}/login`);
  await page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
  await page.goto(`${base}/dashboard/recipes`);
  await page.getByRole('heading', { name: 'Gerenciamento de Recipes' }).waitFor();
  return opened;
}

/** A word no recipe has: the time in letters, so the site's search finds this run's recipes by it. */
const uniqueWord = () =>
  `lote${Date.now()
    .toString()
    .split('')
    .map((d) => 'abcdefghij'[Number(d)])
    .join('')}${'klmnopqrstuvwxyz'[Math.floor(Math.random() * 16)]}`;

/** The count a status choice shows ('Rascunhos: 12' → 12). */
async function statusCount(page, name) {
  const label = await page
    .getByRole('group', { name: 'Filtrar por status' })
    .getByRole('button', { name: new RegExp(`^${name}: `) })
    .getAttribute('aria-label');
  return Number(label.split(': ')[1].replace(/\D/g, ''));
}

/** The list holds the server's answer for the URL (the previous one stays, marked busy, until it comes). */
const settled = (page) => page.locator('ul[aria-label="Receitas"]:not([aria-busy])').waitFor();

/**
 * The admin's journey through a catalogue of any size: pages, searches, filters drafts (counts shown), selects the
 * drafts this test made and publishes them at once after the question.
 */
async function bulkPublishJourney(width, base) {
  const token = await adminToken(base);
  const word = uniqueWord();
  const drafts = [];
  for (const dish of ['Bolo', 'Torta', 'Pudim']) {
    drafts.push(
      await createRecipe(token, { title: `${dish} ${word}`, description: `Rascunho ${word}.`, draft: true }, base),
    );
  }
  const { page, errors, context } = await openScreen(token, width, base);
  await hydrated(page);
  const list = page.getByRole('list', { name: 'Receitas' });
  await list.getByRole('listitem').first().waitFor();

  // Pages, when the catalogue has more than one; Back returns to the first.
  const pages = page.getByRole('navigation', { name: 'Páginas de receitas' });
  if (await pages.count()) {
    const firstTitle = await list.getByRole('heading').first().textContent();
    await pages.getByRole('button', { name: 'Ir para a página 2' }).click();
    await page.waitForURL(/[?&]page=2/);
    await pages.getByRole('button', { name: 'Página 2, página atual' }).waitFor();
    await page.waitForFunction(
      (title) => document.querySelector('ul[aria-label="Receitas"] h2')?.textContent !== title,
      firstTitle,
    );
    await page.goBack();
    await pages.getByRole('button', { name: 'Página 1, página atual' }).waitFor();
  }

  // The search: this run's three recipes, wherever they are in the catalogue.
  await page.getByRole('searchbox', { name: 'Buscar receitas' }).fill(word);
  await page.waitForURL(new RegExp(`[?&]q=${word}`));
  await settled(page);
  for (const draft of drafts) await card(page, draft.title).waitFor();
  const draftsBefore = await statusCount(page, 'Rascunhos');
  const publishedBefore = await statusCount(page, 'Publicadas');
  if (draftsBefore < 3) throw new Error(`the drafts count for the search is ${draftsBefore}`);

  // The drafts only.
  await page
    .getByRole('group', { name: 'Filtrar por status' })
    .getByRole('button', { name: /^Rascunhos/ })
    .click();
  await page.waitForURL(/[?&]status=DRAFT/);
  await settled(page);
  for (const draft of drafts) await card(page, draft.title).getByText('Rascunho', { exact: true }).waitFor();

  // Select the three and publish them, after the question.
  for (const draft of drafts) {
    await card(page, draft.title)
      .getByRole('checkbox', { name: `Selecionar: ${draft.title}` })
      .check();
  }
  const bar = page.getByRole('region', { name: 'Ações para as receitas selecionadas' });
  await bar.getByText('3 selecionadas').waitFor();
  await bar.getByRole('button', { name: 'Publicar selecionadas', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Publicar 3 receitas?' });
  await question.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('3 receitas publicadas.').waitFor();
  for (const draft of drafts) await card(page, draft.title).waitFor({ state: 'detached' });
  await page.waitForFunction(
    (n) => document.querySelector('[aria-label^="Publicadas: "]')?.getAttribute('aria-label') === `Publicadas: ${n}`,
    publishedBefore + 3,
  );
  if ((await statusCount(page, 'Rascunhos')) !== draftsBefore - 3)
    throw new Error('the drafts count did not drop by 3');

  // Readers now reach them.
  for (const draft of drafts) {
    const res = await fetch(`${base}/recipes/${draft.recipeId}`, { headers: { accept: 'text/html' } });
    if (res.status !== 200) throw new Error(`the published recipe ${draft.recipeId} answered ${res.status}`);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) throw new Error(`the screen is ${overflow} px wider than the window`);
  await context.close();
  assertNoConsoleErrors(errors);
}

const card = (page, title) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

export default [
  [
    `on a ${LARGE_CATALOGUE}-recipe site the admin pages, searches, filters drafts (counts shown), selects drafts and publishes them at once (1366 px)`,
    async () => bulkPublishJourney(1366, (await largeSite()).url),
  ],
  [
    `on a ${LARGE_CATALOGUE}-recipe site the admin pages, searches, filters drafts (counts shown), selects drafts and publishes them at once (390 px)`,
    async () => bulkPublishJourney(390, (await largeSite()).url),
  ],
  [
    'a scheduled recipe and a draft reach no reader, show their status to the admin, and open in preview under the banner',
    async () => {
      const token = await adminToken();
      const stamp = Date.now();
      const scheduled = await createRecipe(token, {
        title: `Bolo Agendado ${stamp}`,
        datePublished: new Date(Date.now() + DAY).toISOString(),
      });
      const draft = await createRecipe(token, { title: `Torta Rascunho ${stamp}`, draft: true });

      // Readers: no page, not in the index.
      for (const r of [scheduled, draft]) {
        const res = await fetch(`${env.server.url}/recipes/${r.recipeId}`, { headers: { accept: 'text/html' } });
        if (res.status !== 404) throw new Error(`a reader got ${res.status} for /recipes/${r.recipeId}`);
      }
      const index = await (await fetch(`${env.server.url}/recipes`, { headers: { accept: 'text/html' } })).text();
      if (index.includes(String(stamp))) throw new Error('the recipe index lists an unpublished recipe');

      const { page, errors, context } = await openScreen(token);
      const scheduledCard = card(page, scheduled.title);
      await scheduledCard.getByText(/^Agendada para \d\d\/\d\d\/\d{4} \d\d:\d\d \(horário de Brasília\)$/).waitFor();
      const draftCard = card(page, draft.title);
      await draftCard.getByText('Rascunho', { exact: true }).waitFor();

      // The status filter keeps only drafts.
      await page.getByRole('button', { name: 'Rascunhos' }).click();
      await draftCard.waitFor();
      await scheduledCard.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Todas' }).click();

      // The admin goes to the site from the panel (a client-side visit, with her token): the public lists show only
      // what readers see.
      const newestPublic = (await (await fetch(`${env.server.url}/api/recipes?page=0&size=1`)).json()).content[0];
      await page.getByRole('link', { name: 'Ver site' }).first().click();
      await page.waitForURL(`${env.server.url}/`);
      await page.getByRole('heading', { name: 'Receitas mais recentes' }).waitFor();
      await page.getByRole('main').getByText(newestPublic.title).first().waitFor();
      if ((await page.content()).includes(String(stamp)))
        throw new Error('the home page lists an unpublished recipe to the admin');
      await page.goto(`${env.server.url}/dashboard/recipes`);
      await draftCard.waitFor();

      // Preview: the public page of the draft, for the admin, not indexed.
      await draftCard.getByRole('link', { name: /Pré-visualizar/ }).click();
      await page.waitForURL(`${env.server.url}/preview/recipes/${draft.recipeId}`);
      const preview = page;
      await preview.getByText('Pré-visualização', { exact: true }).first().waitFor();
      await preview.getByRole('heading', { level: 1, name: draft.title }).waitFor();
      const robots = await preview.locator('meta[name="robots"]').getAttribute('content');
      if (!/noindex/.test(robots ?? '')) throw new Error(`preview robots meta is ${robots}`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'in the dialog the creator saves a draft, publishes it later, and schedules another for tomorrow: readers see only the published one, the admin previews the scheduled one',
    async () => {
      const token = await adminToken();
      const { page, errors, context } = await openScreen(token, 800);
      const stamp = Date.now();
      const readerStatus = async (recipeId) =>
        (await fetch(`${env.server.url}/recipes/${recipeId}`, { headers: { accept: 'text/html' } })).status;
      const idOf = async (title) => {
        const href = await card(page, title)
          .getByRole('link', { name: /Ver no site|Pré-visualizar/ })
          .getAttribute('href');
        return Number(/\/recipes\/(\d+)/.exec(href)[1]);
      };
      const write = async (title, status) => {
        await page.getByRole('button', { name: 'Nova receita' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nova receita' });
        await dialog.getByRole('textbox', { name: /^Título/ }).fill(title);
        await dialog.getByRole('textbox', { name: /^Descrição/ }).fill('Feita no painel, sem pressa.');
        await dialog
          .getByRole('group', { name: 'Ingrediente 1' })
          .getByRole('textbox', { name: 'Ingrediente' })
          .fill('milho');
        await dialog.getByRole('textbox', { name: 'Passo 1' }).fill('Cozinhe o milho.');
        await dialog.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: status }).click();
        return dialog;
      };

      // A draft: saved, marked, and nowhere for readers.
      const draftTitle = `Pamonha Rascunho ${stamp}`;
      let dialog = await write(draftTitle, 'Rascunho');
      await dialog.getByRole('button', { name: 'Salvar rascunho' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card(page, draftTitle).getByText('Rascunho', { exact: true }).waitFor();
      const draftId = await idOf(draftTitle);
      if ((await readerStatus(draftId)) !== 404) throw new Error('a reader reached the draft');

      // Scheduled for tomorrow at 09:30 (the browser's time zone): marked with that moment, unreachable, previewable.
      const scheduledTitle = `Curau Agendado ${stamp}`;
      dialog = await write(scheduledTitle, 'Agendar');
      const tomorrow = await page.evaluate(() => {
        const d = new Date(Date.now() + 24 * 60 * 60 * 1000);
        const two = (n) => String(n).padStart(2, '0');
        return {
          day: `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`,
          iso: `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`,
        };
      });
      await dialog.getByLabel(/^Data e hora da publicação/).fill(`${tomorrow.iso}T09:30`);
      await dialog.getByRole('button', { name: 'Salvar e agendar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card(page, scheduledTitle).getByText(`Agendada para ${tomorrow.day} 09:30 (horário de Brasília)`).waitFor();
      const scheduledId = await idOf(scheduledTitle);
      if ((await readerStatus(scheduledId)) !== 404) throw new Error('a reader reached the scheduled recipe');
      const index = await (await fetch(`${env.server.url}/recipes`, { headers: { accept: 'text/html' } })).text();
      if (index.includes(String(stamp))) throw new Error('the recipe index lists an unpublished recipe');

      // The draft, published from its dialog: now public.
      await card(page, draftTitle)
        .getByRole('button', { name: /^Editar:/ })
        .click();
      dialog = page.getByRole('dialog', { name: 'Editar receita' });
      await dialog.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Publicar agora' }).click();
      await dialog.getByRole('button', { name: 'Salvar e publicar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card(page, draftTitle).getByText('Rascunho', { exact: true }).waitFor({ state: 'detached' });
      if ((await readerStatus(draftId)) !== 200) throw new Error('the published draft is not public');

      // The admin previews the scheduled one.
      await card(page, scheduledTitle)
        .getByRole('link', { name: /Pré-visualizar/ })
        .click();
      await page.waitForURL(`${env.server.url}/preview/recipes/${scheduledId}`);
      await page.getByRole('heading', { level: 1, name: scheduledTitle }).waitFor();
      await page.getByText('Pré-visualização', { exact: true }).first().waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'deleting a recipe asks first; confirmed, it leaves the screen and the public site (390 px)',
    async () => {
      const token = await adminToken();
      const recipe = await createRecipe(token, { title: `Pudim Para Excluir ${Date.now()}` });
      const before = await fetch(`${env.server.url}/recipes/${recipe.recipeId}`, { headers: { accept: 'text/html' } });
      if (before.status !== 200) throw new Error(`the new recipe's page answered ${before.status}`);

      const { page, errors, context } = await openScreen(token, 390);
      await hydrated(page);
      const target = card(page, recipe.title);
      await target.waitFor();

      await target.getByRole('button', { name: /^Excluir:/ }).click();
      let question = page.getByRole('alertdialog', { name: 'Excluir receita?' });
      await question.getByText(recipe.title, { exact: false }).waitFor();
      await question.getByRole('button', { name: 'Cancelar' }).click();
      await question.waitFor({ state: 'detached' });
      await target.waitFor(); // cancelled: still there

      await target.getByRole('button', { name: /^Excluir:/ }).click();
      question = page.getByRole('alertdialog', { name: 'Excluir receita?' });
      await question.getByRole('button', { name: 'Excluir' }).click();
      await target.waitFor({ state: 'detached' });
      // The app's other workers hear of the delete by message, a moment after the answer: readers within 2 s.
      let after;
      for (const started = Date.now(); Date.now() - started < 2000; await new Promise((r) => setTimeout(r, 100))) {
        after = await fetch(`${env.server.url}/recipes/${recipe.recipeId}`, { headers: { accept: 'text/html' } });
        if (after.status === 404) break;
      }
      if (after.status !== 404) throw new Error(`the deleted recipe's page answered ${after.status}`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'a reload in the middle of writing offers the unsaved form back (390 px)',
    async () => {
      const token = await adminToken();
      const { page, context } = await openScreen(token, 390);
      await page.getByRole('button', { name: 'Nova receita' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova receita' });
      await dialog.getByRole('textbox', { name: /^Título/ }).fill('Bolo de Fubá Interrompido');
      await page.waitForFunction(() =>
        Object.keys(localStorage).some(
          (k) => k.startsWith('receitas:recipe-form:') && localStorage.getItem(k).includes('Interrompido'),
        ),
      );
      page.once('dialog', (d) => d.accept()); // the browser's "leave this page?" while the form has changes
      await page.reload();
      await page.getByRole('heading', { name: 'Gerenciamento de Recipes' }).waitFor();
      await page.getByRole('button', { name: 'Nova receita' }).click();
      await page.getByText('Recuperar rascunho não salvo?').waitFor();
      await page.getByRole('button', { name: 'Recuperar' }).click();
      const value = await page
        .getByRole('dialog', { name: 'Nova receita' })
        .getByRole('textbox', { name: /^Título/ })
        .inputValue();
      if (value !== 'Bolo de Fubá Interrompido') throw new Error(`the recovered title is ${value}`);
      await context.close();
    },
  ],
  [
    "'Duplicar' on a card makes a draft copy and opens it in the editor (1366 px)",
    async () => {
      const token = await adminToken();
      const word = uniqueWord();
      const original = await createRecipe(token, { title: `Torta ${word}` });
      const { page, errors, context } = await openScreen(token, 1366);
      await page.getByRole('searchbox', { name: 'Buscar receitas' }).fill(word);
      await page.getByRole('button', { name: `Duplicar: Torta ${word}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar receita' });
      if ((await dialog.getByRole('textbox', { name: /^Título/ }).inputValue()) !== `Torta ${word} (cópia)`) {
        throw new Error('the editor did not open on the copy');
      }
      await page.getByText(`Cópia criada como rascunho: "Torta ${word} (cópia)".`).waitFor();
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await dialog.waitFor({ state: 'detached' });
      const res = await fetch(`${env.server.url}/api/recipes?query=${word}&status=DRAFT`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const drafts = await res.json();
      if (drafts.length !== 1 || drafts[0].recipeId === original.recipeId) {
        throw new Error(`drafts: ${JSON.stringify(drafts.map((r) => r.title))}`);
      }
      assertNoConsoleErrors(errors);
      await context.close();
    },
  ],
  [
    'the session runs out while the creator writes: saving asks her to sign in again over the form, and the save goes on (390 px)',
    async () => {
      const token = await adminToken();
      const { page, errors, context } = await openScreen(token, 390);
      const title = `Curau de Sessão ${Date.now()}`;
      await page.getByRole('button', { name: 'Nova receita' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova receita' });
      await dialog.getByRole('textbox', { name: /^Título/ }).fill(title);
      await dialog.getByRole('textbox', { name: /^Descrição/ }).fill('Escrita enquanto a sessão acabava.');
      await dialog
        .getByRole('group', { name: 'Ingrediente 1' })
        .getByRole('textbox', { name: 'Ingrediente' })
        .fill('milho verde');
      await dialog.getByRole('textbox', { name: 'Passo 1' }).fill('Bata e cozinhe.');
      // the stored session stops being valid (it expired, or she signed out in another tab)
      await page.evaluate(() => localStorage.setItem('jwtToken', 'expirado.expirado.expirado'));
      await dialog.getByRole('button', { name: 'Salvar e publicar' }).click();
      const signIn = page.getByRole('dialog', { name: 'Sua sessão expirou' });
      await signIn.getByLabel('Senha').fill(ADMIN.password);
      if ((await signIn.getByLabel('E-mail').inputValue()) !== ADMIN.email) throw new Error('the e-mail was not kept');
      await signIn.getByRole('button', { name: 'Entrar e continuar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card(page, title).waitFor();
      // errors the console showed for the refused save are the server's 401 answer, expected here
      assertNoConsoleErrors(errors.filter((e) => !/401|Unauthorized|Autenticação/.test(e)));
      await context.close();
    },
  ],
];
