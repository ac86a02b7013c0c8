import { newPage, hydrated, isHydrated, busyBrowser, env, apiToken, ADMIN } from './harness.mjs';

export default [
  [
    "content first: a guest's page asks for no code until they reach for it (then at once, lead image or not); a signed-in reader's asks once its lead image is painted",
    async () => {
      // the site's admin, signed in: registering more readers would spend the suite's sign-ups per address
      const token = await apiToken('/api/user/login', ADMIN);
      for (const reader of ['guest', 'touching guest', 'signed in']) {
        const { page, errors, context } = await newPage(390);
        if (reader === 'signed in') await page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
        // Pictures wait at a gate this test opens; the order of events is recorded, not timed.
        let openGate;
        const gate = new Promise((resolve) => (openGate = resolve));
        const events = [];
        await page.route(
          (url) => url.pathname.startsWith('/uploads/'),
          async (route) => {
            await gate;
            await route.continue();
          },
        );
        page.on('request', (r) => /\/assets\/.*\.js$/.test(r.url()) && events.push('code'));
        page.on('requestfinished', (r) => r.url().includes('/uploads/') && events.push('picture'));
        await page.goto(`${env.server.url}/recipes/1`, { waitUntil: 'domcontentloaded' });
        // Parsed and painted twice over, while its lead image is held back: no code asked for yet.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        if (events.includes('code')) throw new Error('code was fetched before the lead image arrived');
        if (reader === 'touching guest') {
          await page.keyboard.press('Shift');
          await hydrated(page); // the pictures are still held back
          if (events.includes('picture')) throw new Error('a picture arrived before the code, unexpectedly');
          openGate();
        } else if (reader === 'guest') {
          openGate();
          // The loader has seen the page painted with its lead image (it counted the view then): still no code.
          await page.waitForFunction(() => window.__earlyInput?.viewed > 0);
          if (events.includes('code')) throw new Error("a guest's page asked for code before they reached for it");
          await hydrated(page); // reaching for it
        } else {
          openGate();
          await page.waitForFunction(() => window.__earlyInput?.live === true);
          if (events[0] !== 'picture') throw new Error(`first event: ${events[0]}, expected the picture`);
        }
        await page.getByRole('heading', { name: 'Modo de preparo' }).waitFor();
        await context.close();
        if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
      }
    },
  ],
  [
    "the home page runs its code on paint only to invite a reader to the newsletter: a subscriber's waits for them",
    async () => {
      for (const reader of ['subscriber', 'guest']) {
        // newPage remembers a sign-up unless the newsletter modal is wanted
        const { page, errors, context } = await newPage(390, { newsletterModal: reader === 'guest' });
        const code = [];
        page.on('request', (r) => /\/assets\/.*\.js$/.test(r.url()) && code.push(r.url()));
        await page.goto(env.server.url, { waitUntil: 'domcontentloaded' });
        // the loader has seen the page painted: it starts the code then, or not
        await page.waitForFunction(() => window.__earlyInput?.painted === true);
        if (reader === 'subscriber') {
          // had the loader asked for code, its requests would be among those the network settles after
          await page.waitForLoadState('networkidle');
          if (code.length) throw new Error(`a subscriber's home page asked for code before they reached for it`);
          await hydrated(page); // reaching for it
          await page.getByRole('button', { name: 'Buscar receitas', exact: true }).click();
          await page.getByPlaceholder('Buscar receitas, ingredientes, culinária...').waitFor();
        } else {
          // the invitation needs the app: its code is on its way without any reach, and the modal comes
          await page.waitForFunction(() => window.__earlyInput?.live === true);
          await page.getByRole('dialog').waitFor();
        }
        await context.close();
        if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
      }
    },
  ],
  [
    'below-the-fold parts keep their server HTML until scrolled near, then hydrate and respond',
    async () => {
      const { page, errors, context } = await newPage(390);
      await page.addInitScript(busyBrowser);
      await page.goto(`${env.server.url}/recipes/1`, { waitUntil: 'networkidle' });
      const serverHtml = await page.evaluate(() => document.getElementById('receita').outerHTML);
      await hydrated(page);
      await page.waitForTimeout(500);
      if (await isHydrated(page, '#receita')) throw new Error('the recipe box hydrated before it came near');
      if (await isHydrated(page, 'footer')) throw new Error('the footer hydrated before it came near');
      const now = await page.evaluate(() => document.getElementById('receita').outerHTML);
      if (now !== serverHtml) throw new Error('the recipe box changed before hydrating');
      await page.locator('#receita').scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('receita')).some((k) => k.startsWith('__reactFiber')),
      );
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('footer')).some((k) => k.startsWith('__reactFiber')),
      );
      // Interactive: a footer link navigates on the client (the page is not reloaded).
      await page.evaluate(() => (window.__samePage = true));
      await page.locator('footer').getByRole('link', { name: 'Sobre', exact: true }).click();
      await page.waitForURL(`${env.server.url}/about`);
      if (!(await page.evaluate(() => window.__samePage))) throw new Error('the footer link reloaded the page');
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
  [
    'a navigation before the deferred parts hydrate keeps them, and renders the next page at once',
    async () => {
      const { page, errors, context } = await newPage();
      await page.addInitScript(busyBrowser);
      await page.goto(env.server.url, { waitUntil: 'networkidle' });
      await hydrated(page);
      if (await isHydrated(page, 'footer')) throw new Error('the footer hydrated before it came near');
      await page.evaluate(() => (window.__samePage = true));
      // The hero links to the newest recipe.
      await page.locator('main a[href^="/recipes/"]').first().click();
      await page.waitForURL(/\/recipes\/\d+$/);
      // A client-side navigation renders deferred parts at once, hydrated or not in view.
      await page.locator('#receita').waitFor();
      if (!(await isHydrated(page, '#receita'))) throw new Error('the recipe box of a navigated page is not live');
      if (!(await page.locator('footer').getByRole('link', { name: 'Sobre', exact: true }).isVisible()))
        throw new Error('the footer lost its content');
      await page.goBack();
      await page.waitForURL(`${env.server.url}/`);
      await page.locator('main a[href^="/recipes/"]').first().waitFor();
      if (!(await page.evaluate(() => window.__samePage))) throw new Error('the page was reloaded');
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
];
