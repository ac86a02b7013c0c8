import { ADMIN, apiToken, assertNoConsoleErrors, env, hydrated, newPage } from './harness.mjs';

// The site's frame (issue 11): the home page's newsletter modal, the header's Receitas link and dropdown, the about
// page's contact form, and the advertising script from the configuration.

const MODAL_TITLE = 'Receba nossas receitas por e-mail';

/** Saves the advertising script setting through the REST API as the admin (the rest of the configuration kept). */
async function setAdScript(googleAdsenseScript) {
  const token = await apiToken('/api/user/login', ADMIN);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const current = await (await fetch(`${env.server.url}/api/admin/configurations`, { headers })).json();
  const res = await fetch(`${env.server.url}/api/admin/configurations`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...current, googleAdsenseScript }),
  });
  if (!res.ok) throw new Error(`saving the configuration: HTTP ${res.status}`);
  return token;
}

/** Fills the about page's contact form with valid values. */
async function fillContactForm(form) {
  await form.getByLabel('Nome', { exact: false }).first().fill('Ana');
  await form.getByLabel('Sobrenome').fill('Souza');
  await form.getByLabel('E-mail').fill('ana.souza@exemplo.com');
  await form.getByLabel('Telefone').fill('31 99999-0000');
  await form.getByLabel('Assunto').fill('Parceria');
  await form.getByLabel('Mensagem').fill('Olá! Gostaria de propor uma parceria.');
}

export default [
  [
    'the newsletter modal opens about 2 s after the home page loads; Agora não closes it; once subscribed it never returns',
    async () => {
      const { page, errors, context } = await newPage(1366, { newsletterModal: true });
      const modalChunk = [];
      page.on('request', (r) => /NewsletterModal-[\w-]+\.js$/.test(r.url()) && modalChunk.push(r.url()));
      await page.goto(env.server.url);
      await hydrated(page);
      const dialog = page.getByRole('dialog', { name: MODAL_TITLE });
      await dialog.waitFor({ state: 'visible' });
      const openedAt = await page.evaluate(() => performance.now());
      if (openedAt < 2000) throw new Error(`the modal opened ${Math.round(openedAt)} ms after navigation`);
      await dialog.getByRole('button', { name: 'Agora não' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // An invalid address is pointed out on the field; a valid one is asked to confirm by e-mail.
      await page.reload();
      await dialog.waitFor({ state: 'visible' });
      const field = dialog.getByLabel('Seu e-mail');
      await field.fill('não é e-mail');
      await dialog.getByRole('button', { name: 'Quero receber' }).click();
      await dialog.getByText('Por favor, insira um e-mail válido').waitFor();
      if ((await field.getAttribute('aria-invalid')) !== 'true') throw new Error('the invalid field is not marked');
      await field.fill(`modal.${Date.now()}@exemplo.com`);
      await dialog.getByRole('button', { name: 'Quero receber' }).click();
      // Double opt-in: the reader is asked to confirm by e-mail, and the modal does not come back meanwhile.
      await page.getByRole('dialog', { name: 'Confira seu e-mail' }).waitFor();
      const memory = await page.evaluate(() => JSON.parse(localStorage.getItem('newsletterSubscription')));
      if (memory?.flag !== true || !memory.email || !memory.date) throw new Error('the subscription is not remembered');

      // Subscribed: a reload, well past the delay, shows no modal and loads none of its code.
      modalChunk.length = 0;
      await page.reload();
      await hydrated(page);
      await page.waitForFunction(() => performance.now() > 4000, null, { polling: 250, timeout: 15000 });
      if (await page.getByRole('dialog').count()) throw new Error('the modal opened for a subscribed reader');
      if (modalChunk.length) throw new Error('the modal code loaded for a subscribed reader');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'the modal is not on other pages',
    async () => {
      const { page, errors, context } = await newPage(1366, { newsletterModal: true });
      await page.goto(`${env.server.url}/about`);
      await hydrated(page);
      await page.waitForFunction(() => performance.now() > 4000, null, { polling: 250, timeout: 15000 });
      if (await page.getByRole('dialog').count()) throw new Error('the newsletter modal opened on /about');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    "'Receitas' is a link to /recipes whose dropdown opens on hover and on keyboard focus",
    async () => {
      const { page, errors, context } = await newPage();
      await page.goto(`${env.server.url}/about`);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Navegação principal' });
      const link = nav.getByRole('link', { name: 'Receitas', exact: true });
      const panel = page.locator(`[id="${await link.getAttribute('aria-controls')}"]`);
      // Keyboard: Tab from the top of the page reaches the link, and its focus opens the dropdown; Escape closes it.
      for (let i = 0; i < 15 && !(await link.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      if (!(await link.evaluate((el) => el === document.activeElement))) throw new Error('Tab never reached Receitas');
      await panel.waitFor({ state: 'visible' });
      if ((await link.getAttribute('aria-expanded')) !== 'true') throw new Error('aria-expanded is not true');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      // Mouse: hovering opens it, leaving closes it, a click follows the link.
      await link.hover();
      await panel.waitFor({ state: 'visible' });
      await page.mouse.move(683, 850);
      await panel.waitFor({ state: 'hidden' });
      await link.click();
      await page.waitForURL(`${env.server.url}/recipes`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'the mobile menu lists Receitas',
    async () => {
      const { page, errors, context } = await newPage(390);
      await page.goto(env.server.url);
      await hydrated(page);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      await menu.getByRole('link', { name: 'Receitas', exact: true }).click();
      await page.waitForURL(`${env.server.url}/recipes`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    "the login button: 'Entrar' to /login for a visitor, 'Ir para Dashboard' to /dashboard for an admin",
    async () => {
      const { page, errors, context } = await newPage();
      await page.goto(`${env.server.url}/about`);
      await hydrated(page);
      const header = page.locator('header');
      await header.getByRole('link', { name: 'Entrar', exact: true }).waitFor();
      if (await header.getByRole('link', { name: 'Ir para Dashboard' }).count())
        throw new Error('a visitor is offered the dashboard');
      await page.evaluate((t) => localStorage.setItem('jwtToken', t), await apiToken('/api/user/login', ADMIN));
      await page.reload();
      await hydrated(page);
      await header.getByRole('link', { name: 'Ir para Dashboard', exact: true }).click();
      await page.waitForURL(`${env.server.url}/dashboard`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'the contact form: disabled while invalid, Enviando... while sending, success clears it, a failure shows the §8 text',
    async () => {
      const { page, errors, context } = await newPage();
      await page.goto(`${env.server.url}/about`);
      await hydrated(page);
      const form = page.getByRole('form', { name: 'Formulário de contato' });
      const submit = form.getByRole('button', { name: 'Enviar' });
      if (!(await submit.isDisabled())) throw new Error('the empty form can be sent');
      await fillContactForm(form);
      await form.getByLabel('Telefone').fill('');
      if (!(await submit.isDisabled())) throw new Error('the form without a phone can be sent');
      await form.getByLabel('Telefone').fill('31 99999-0000');

      // Hold the request until 'Enviando...' has been seen.
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('SubmitContact')) await held;
        await route.continue();
      });
      await submit.click();
      await form.getByRole('button', { name: 'Enviando...' }).waitFor();
      release();
      await page.getByText('Mensagem enviada com sucesso! Entraremos em contato em breve.').waitFor();
      for (const label of ['Sobrenome', 'E-mail', 'Telefone', 'Assunto', 'Mensagem'])
        if ((await form.getByLabel(label).inputValue()) !== '') throw new Error(`${label} was not cleared`);
      await page.unroute('**/graphql');

      // A failed request shows the fallback error text.
      await page.route('**/graphql', (route) =>
        route.request().postData()?.includes('SubmitContact') ? route.abort('failed') : route.continue(),
      );
      await fillContactForm(form);
      await form.getByRole('button', { name: 'Enviar' }).click();
      await page.getByText('Ocorreu um erro ao enviar o formulário. Por favor, tente novamente.').waitFor();
      await context.close();
      // The aborted request is logged by the browser; nothing else may be.
      assertNoConsoleErrors(errors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e)));
    },
  ],
  [
    'the advertising script runs once from the head of a public page (and what it loads runs), never on the dashboard',
    async () => {
      // Like AdSense, the script adds a script of its own, which the page's policy must let run too.
      const token = await setAdScript(
        "window.__adRuns = (window.__adRuns || 0) + 1; const s = document.createElement('script'); s.src = 'data:text/javascript,window.__adChild=1'; document.head.append(s);",
      );
      try {
        const { page, errors, context } = await newPage();
        await page.goto(env.server.url);
        await hydrated(page);
        const inHead = await page.locator('head script[data-ad-script]').count();
        if (inHead !== 1) throw new Error(`${inHead} advertising scripts in the head`);
        if ((await page.evaluate(() => window.__adRuns)) !== 1) throw new Error('the script did not run once');
        await page.waitForFunction(() => window.__adChild === 1);
        // A client-side navigation keeps the one script.
        await page
          .getByRole('navigation', { name: 'Navegação principal' })
          .getByRole('link', { name: 'Sobre' })
          .click();
        await page.waitForURL(`${env.server.url}/about`);
        if ((await page.locator('script[data-ad-script]').count()) !== 1) throw new Error('the script was repeated');
        if ((await page.evaluate(() => window.__adRuns)) !== 1) throw new Error('the script ran again');

        await page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
        await page.goto(`${env.server.url}/dashboard`);
        await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
        if (await page.locator('script[data-ad-script]').count()) throw new Error('the dashboard carries the script');
        if (await page.evaluate(() => window.__adRuns)) throw new Error('the script ran on the dashboard');
        await context.close();
        assertNoConsoleErrors(errors);
      } finally {
        await setAdScript(null);
      }
    },
  ],
];
