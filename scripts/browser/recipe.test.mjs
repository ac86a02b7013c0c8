// The recipe page's own parts: the card (scaling, checkboxes, step anchors), sharing, save by e-mail, print.
import fs from 'node:fs';
import path from 'node:path';
import { newPage, hydrated, assertNoConsoleErrors, env } from './harness.mjs';

/** The id of the first demo recipe whose title contains `title`. */
async function recipeIdOf(title) {
  const res = await fetch(`${env.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ recipes(page: 0, size: 100) { content { recipeId title } } }' }),
  });
  const { data } = await res.json();
  const recipe = data.recipes.content.find((r) => r.title.includes(title));
  if (!recipe) throw new Error(`no demo recipe titled ${title}`);
  return recipe.recipeId;
}

/** Opens a recipe page, waits for hydration and for the card to hydrate (its controls become usable). */
async function openCard(page, id) {
  await page.goto(`${env.server.url}/recipes/${id}`, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.locator('#receita').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Dobro' }).and(page.locator(':enabled')).waitFor();
}

const ingredientTexts = (page) =>
  page.locator('#receita section[aria-labelledby="receita-ingredientes"] li').allInnerTexts();

/**
 * Waits until the ingredient list shows every expected quantity (a new scale paints its button first, the list in the
 * render after), then returns it; fails with what it shows.
 */
async function expectIngredients(page, expected, label) {
  let texts = [];
  for (let i = 0; i < 100; i += 1) {
    texts = await ingredientTexts(page);
    if (expected.every((e) => texts.some((t) => t.includes(e)))) return texts;
    await new Promise((r) => setTimeout(r, 100));
  }
  const missing = expected.filter((e) => !texts.some((t) => t.includes(e)));
  throw new Error(`${label} lacks ${missing.map((e) => `'${e}'`).join(', ')}: ${texts.join(' | ')}`);
}

const outboxFiles = () => {
  const dir = path.join(env.server.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : [];
};

const waitFor = async (check, what) => {
  for (let i = 0; i < 100; i += 1) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

export default [
  [
    'servings scaling rewrites quantities with kitchen fractions; ticks, highlights and the scale survive a reload',
    async () => {
      const id = await recipeIdOf('Pão de Queijo');
      const { page, errors, context } = await newPage();
      await openCard(page, id);
      const before = await ingredientTexts(page);
      if (!before.some((t) => t.includes('1/2 xícara (chá) de óleo'))) throw new Error(`1×: ${before.join(' | ')}`);
      if (!before.some((t) => t.includes('500 g de polvilho'))) throw new Error(`1×: ${before.join(' | ')}`);

      await page.getByRole('button', { name: 'Dobro' }).click();
      await expectIngredients(page, ['1 xícara (chá) de óleo', '1 kg de polvilho', '2 xícaras (chá) de leite'], '2×');
      await page.getByText('60 unidades').first().waitFor();

      await page.getByRole('button', { name: 'Triplo' }).click();
      await expectIngredients(page, ['1 1/2 xícara (chá) de óleo'], '3×');

      // A custom yield: 15 of 30 is half the recipe.
      const custom = page.getByLabel('Rendimento personalizado');
      await custom.fill('15');
      await expectIngredients(page, ['250 g de polvilho'], '15 unidades');
      await custom.blur();

      // Tick the first ingredient, highlight step 2; all of it is still there after a reload.
      const firstBox = page
        .locator('#receita section[aria-labelledby="receita-ingredientes"] input[type=checkbox]')
        .first();
      await firstBox.check();
      await page.getByRole('button', { name: 'Destacar o passo 2' }).click();
      await openCard(page, id);
      await page.waitForFunction(
        () =>
          document.querySelector('#receita section[aria-labelledby="receita-ingredientes"] input[type=checkbox]')
            ?.checked,
      );
      if ((await page.getByRole('button', { name: 'Destacar o passo 2' }).getAttribute('aria-pressed')) !== 'true')
        throw new Error('the highlighted step was forgotten');
      await expectIngredients(page, ['250 g de polvilho'], 'after a reload, the scaling');

      // The server's HTML is everyone's: 1× and nothing ticked.
      const html = await (await fetch(`${env.server.url}/recipes/${id}`)).text();
      const card = html.slice(html.indexOf('id="receita"'), html.indexOf('id="receita-preparo"'));
      if (!card.includes('500 g') || card.includes('checked=""'))
        throw new Error('the server rendered a reader choice');

      // The print page carries the scaling; back to 1× clears the note.
      await page.goto(`${env.server.url}/print/${id}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByText('250 g').first().waitFor();
      await page.getByText('Quantidades ajustadas (receita original: 30 unidades)').waitFor();
      await openCard(page, id);
      await page.getByRole('button', { name: 'Receita original' }).click();
      await expectIngredients(page, ['500 g de polvilho'], 'back to 1×');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'a view is recorded once per page view, after hydration',
    async () => {
      const id = await recipeIdOf('Cuscuz');
      const { page, errors, context } = await newPage();
      const views = [];
      page.on('request', (r) => r.postData()?.includes('RecordRecipeView') && views.push(r.postDataJSON()));
      await page.goto(`${env.server.url}/recipes/${id}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await waitFor(() => views.length === 1, 'the view');
      if (views[0].variables.id !== id) throw new Error(`recorded ${JSON.stringify(views[0])}`);
      await page.locator('#receita').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Dobro' }).and(page.locator(':enabled')).click();
      await page.waitForLoadState('networkidle');
      if (views.length !== 1) throw new Error(`${views.length} views recorded for one page view`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'each step has its #passo-N anchor; utensil links open in a new tab as sponsored links',
    async () => {
      const id = await recipeIdOf('Pão de Queijo');
      const { page, errors, context } = await newPage(390);
      await page.goto(`${env.server.url}/recipes/${id}#passo-3`, { waitUntil: 'networkidle' });
      await hydrated(page);
      const step = page.locator('#passo-3');
      if (!(await step.innerText()).includes('Acrescente os ovos')) throw new Error('#passo-3 is not the third step');
      await waitFor(
        () => step.isVisible() && step.evaluate((el) => el.getBoundingClientRect().top < innerHeight),
        '#passo-3 in view',
      );
      const utensils = page.locator('#receita section[aria-labelledby="receita-utensilios"] a');
      if ((await utensils.count()) < 1) throw new Error('no utensil links');
      for (const link of await utensils.all()) {
        if ((await link.getAttribute('target')) !== '_blank') throw new Error('utensil link without target=_blank');
        if ((await link.getAttribute('rel')) !== 'sponsored noopener') throw new Error('utensil link rel');
      }
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    "'Ir para receita' brings the card into view; cook mode holds a screen wake lock and takes it again on return",
    async () => {
      const id = await recipeIdOf('Pão de Queijo');
      const { page, errors, context } = await newPage(390);
      // A wake lock the test can watch: the browser releases it when the tab is hidden, as real ones do.
      await page.addInitScript(() => {
        window.__wakeLocks = [];
        const request = async () => {
          const sentinel = { released: false, release: async () => void (sentinel.released = true) };
          window.__wakeLocks.push(sentinel);
          return sentinel;
        };
        Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
      });
      await page.goto(`${env.server.url}/recipes/${id}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByRole('link', { name: 'Ir para receita' }).click();
      const card = page.locator('#receita');
      await waitFor(
        () => card.evaluate((el) => Math.abs(el.getBoundingClientRect().top) < innerHeight / 2),
        'the card to scroll into view',
      );
      const toggle = page.getByRole('switch', { name: /Modo cozinha/ });
      await page.getByRole('button', { name: 'Dobro' }).and(page.locator(':enabled')).waitFor();
      await toggle.check();
      await waitFor(() => page.evaluate(() => window.__wakeLocks.length === 1), 'a wake lock');
      // The tab is hidden (the lock goes) and shown again: a new lock is taken.
      await page.evaluate(() => {
        window.__wakeLocks[0].released = true;
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => page.evaluate(() => window.__wakeLocks.length === 2), 'the wake lock taken again');
      await toggle.uncheck();
      await waitFor(() => page.evaluate(() => window.__wakeLocks[1].released), 'the wake lock released');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'share links carry the recipe; copy shows "Link copiado!"; print goes to /print/{id}',
    async () => {
      const id = await recipeIdOf('Pão de Queijo');
      const { page, errors, context } = await newPage();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
      await page.goto(`${env.server.url}/recipes/${id}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      // What is shared is the recipe's public address (PUBLIC_URL), the page's canonical one.
      const url = await page.locator('link[rel=canonical]').getAttribute('href');
      if (!url?.endsWith(`/recipes/${id}`)) throw new Error(`canonical: ${url}`);
      const rail = page.getByRole('group', { name: 'Compartilhar esta receita' }).first();
      const href = (name) => rail.getByRole('link', { name }).getAttribute('href');
      const facebook = new URL(await href(/Facebook/));
      if (facebook.searchParams.get('u') !== url) throw new Error(`facebook: ${facebook}`);
      const pinterest = new URL(await href(/Pinterest/));
      if (pinterest.searchParams.get('url') !== url) throw new Error(`pinterest url: ${pinterest}`);
      if (!/^http:\/\/.+\/uploads\/.+/.test(pinterest.searchParams.get('media') ?? ''))
        throw new Error(`pinterest media: ${pinterest}`);
      if (!pinterest.searchParams.get('description')?.startsWith('Pão de Queijo Mineiro'))
        throw new Error(`pinterest description: ${pinterest}`);
      const whatsapp = new URL(await href(/WhatsApp/));
      if (!whatsapp.searchParams.get('text')?.includes(url)) throw new Error(`whatsapp: ${whatsapp}`);
      const mail = new URL(await href(/e-mail/));
      if (mail.searchParams.get('subject') !== 'Pão de Queijo Mineiro') throw new Error(`mail subject: ${mail}`);
      if (mail.searchParams.get('body') !== `Check out this recipe: ${url}`) throw new Error(`mail body: ${mail}`);
      if ((await href(/Imprimir/)) !== `/print/${id}`) throw new Error('print link');

      // Keyboard: Tab to the copy button, Enter.
      const copy = rail.getByRole('button', { name: 'Copiar link da receita' });
      await copy.focus();
      await page.keyboard.press('Enter');
      await rail.getByText('Link copiado!').first().waitFor(); // the visible bubble (a status line tells screen readers)
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      if (copied !== url) throw new Error(`clipboard holds ${copied}`);

      // The same buttons in the body, with their names.
      const inline = page.getByRole('group', { name: 'Compartilhar esta receita' }).nth(1);
      await inline.getByText('Copiar link').waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'save by e-mail: nonsense does nothing, a real address gets the recipe in the outbox',
    async () => {
      const id = await recipeIdOf('Pão de Queijo');
      const { page, errors, context } = await newPage(390);
      await page.goto(`${env.server.url}/recipes/${id}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      const box = page.locator('section', { has: page.getByRole('heading', { name: 'Salve esta receita!' }) });
      await box.scrollIntoViewIfNeeded();
      const field = box.getByLabel('Seu e-mail');
      const sent = outboxFiles().length;
      const requests = [];
      page.on('request', (r) => r.postData()?.includes('SaveRecipeByEmail') && requests.push(r));
      await field.fill('isto não é e-mail');
      await box.getByRole('button', { name: 'Enviar receita' }).click();
      await page.waitForTimeout(300); // nothing must happen: give a wrong request the chance to leave
      if (requests.length) throw new Error('an invalid address was sent');
      const address = `leitora-${Date.now()}@browser.test`;
      await field.fill(address);
      await field.press('Enter');
      await box.getByText('Receita enviada! Confira seu e-mail.').waitFor();
      const file = await waitFor(
        () => outboxFiles().find((f) => fs.readFileSync(f, 'utf8').includes(address)),
        'the e-mail in the outbox',
      );
      if (outboxFiles().length !== sent + 1) throw new Error('expected exactly one new e-mail');
      const eml = fs.readFileSync(file, 'utf8');
      if (!/Subject: .*(P=C3=A3o|Pão|=\?UTF-8\?)/i.test(eml)) throw new Error('the subject does not name the recipe');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    "the recipe page's newsletter form: nonsense does nothing, an address is asked to confirm; the author box shows the creator",
    async () => {
      const id = await recipeIdOf('Pão de Queijo');
      const { page, errors, context } = await newPage();
      await page.goto(`${env.server.url}/recipes/${id}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      const author = page.locator('section', { has: page.getByRole('heading', { name: 'Marina Albuquerque' }) });
      await author.scrollIntoViewIfNeeded();
      await author.getByRole('img', { name: /Marina/ }).waitFor();
      await author.getByRole('link', { name: /Instagram/i }).waitFor();
      await page.getByText(/Transparência/).waitFor();
      const form = page.locator('section', {
        has: page.getByRole('heading', { name: 'Gostou? Receba a próxima receita antes de todo mundo' }),
      });
      await form.scrollIntoViewIfNeeded();
      const requests = [];
      page.on('request', (r) => r.postData()?.includes('SubscribeNewsletter') && requests.push(r));
      const field = form.getByLabel('Seu e-mail');
      await field.fill('nada@');
      await field.press('Enter');
      await page.waitForTimeout(300); // nothing must happen: give a wrong request the chance to leave
      if (requests.length) throw new Error('an invalid address was sent');
      await field.fill(`assinante-${Date.now()}@browser.test`);
      await form.getByRole('button', { name: 'Quero receber' }).click();
      // Double opt-in: the address is asked to confirm by e-mail (nothing is subscribed before the link is followed).
      await form
        .getByText(
          'Quase lá! Enviamos um link de confirmação para o seu e-mail: clique nele para concluir a inscrição.',
        )
        .waitFor();
      if ((await field.inputValue()) !== '') throw new Error('the field keeps the address after a success');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'the print page shows the recipe, and under print media no buttons, header or footer',
    async () => {
      const id = await recipeIdOf('Pão de Queijo');
      const { page, errors, context } = await newPage();
      await page.goto(`${env.server.url}/print/${id}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      const button = page.getByRole('button', { name: 'Imprimir' });
      await button.waitFor();
      await page.getByRole('heading', { name: 'Ingredientes' }).waitFor();
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      await page.getByText(`Receita completa em ${canonical}`).waitFor();
      await page.emulateMedia({ media: 'print' });
      if (await button.isVisible()) throw new Error("'Imprimir' is visible on paper");
      if (await page.getByRole('link', { name: 'Voltar para a receita' }).isVisible())
        throw new Error('the back link is visible on paper');
      if ((await page.locator('header, footer').count()) && (await page.locator('header, footer').first().isVisible()))
        throw new Error('a header or footer is on paper');
      const colour = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color);
      if (colour !== 'rgb(0, 0, 0)') throw new Error(`the title prints in ${colour}`);
      const breaks = await page.locator('#passo-1').evaluate((el) => getComputedStyle(el).breakInside);
      if (breaks !== 'avoid') throw new Error(`a step may split across pages (${breaks})`);
      // 'Imprimir' opens the browser's print dialog.
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => {
        window.__printed = 0;
        window.print = () => (window.__printed += 1);
      });
      await button.click();
      if ((await page.evaluate(() => window.__printed)) !== 1) throw new Error("'Imprimir' did not print");
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'Ctrl+P on the recipe page prints the recipe card alone, as the print page does',
    async () => {
      const id = await recipeIdOf('Pão de Queijo');
      const { page, errors, context } = await newPage();
      await page.goto(`${env.server.url}/recipes/${id}`, { waitUntil: 'networkidle' });
      await page.emulateMedia({ media: 'print' });
      const card = page.locator('#receita');
      if (!(await card.isVisible())) throw new Error('the recipe card is not on paper');
      await card.getByRole('heading', { name: 'Ingredientes' }).waitFor();
      if (!(await page.locator('#passo-1').isVisible())) throw new Error('the first step is not on paper');
      const gone = {
        header: page.locator('header').first(),
        footer: page.locator('footer').first(),
        'the page title above the story': page.getByRole('heading', { level: 1 }),
        'the share buttons': page.getByRole('group', { name: 'Compartilhar esta receita' }).first(),
        'the servings buttons': card.getByRole('button', { name: 'Dobro' }),
        'the print link': card.getByRole('link', { name: /Imprimir/ }),
        'the comments': page.locator('#comentarios'),
      };
      for (const [name, locator] of Object.entries(gone)) {
        if ((await locator.count()) && (await locator.isVisible())) throw new Error(`${name} is on paper`);
      }
      const colour = await card
        .getByRole('heading', { level: 2 })
        .first()
        .evaluate((el) => getComputedStyle(el).color);
      if (colour !== 'rgb(0, 0, 0)') throw new Error(`the card's title prints in ${colour}`);
      await page.emulateMedia({ media: 'screen' });
      if (!(await page.locator('header').first().isVisible())) throw new Error('the header is gone from the screen');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
];
