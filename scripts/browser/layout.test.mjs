import { newPage, hydrated, env } from './harness.mjs';

/** Whether a link's icon draws something: a glyph shown from the page's icon sheet is empty if its symbol is missing. */
const draws = (link) =>
  link.locator('svg').evaluate((svg) => {
    const box = svg.getBBox();
    return box.width > 0 && box.height > 0;
  });

export default [
  [
    'the Receitas dropdown opens on hover, closes outside, and its links navigate; the footer hydrates',
    async () => {
      const { page, errors, context } = await newPage();
      // A subscribed reader: the newsletter modal (2 s after home loads) would otherwise cover the page mid-test.
      await page.addInitScript(() =>
        localStorage.setItem(
          'newsletterSubscription',
          JSON.stringify({ flag: true, email: 'leitor@browser.test', date: new Date().toISOString() }),
        ),
      );
      await page.goto(env.server.url, { waitUntil: 'networkidle' });
      await hydrated(page);
      const button = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', {
        name: 'Receitas',
        exact: true,
      });
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      // The panel is drawn in the browser when a reader first reaches for it (a phone never shows it): it is not in
      // the page before; the first hover brings it with its links.
      if (await panel.count()) throw new Error('the closed panel is in the page before anyone reached for it');
      await button.hover();
      await panel.waitFor({ state: 'visible' });
      if ((await panel.locator('a[href^="/category/"]').count()) < 5) throw new Error('panel links missing');
      await page.mouse.click(683, 850);
      await panel.waitFor({ state: 'hidden' });
      // Back on the button from outside: it opens again (the close above may still be finishing as the pointer
      // arrives, so the pointer leaves and comes back once more if the panel is not up within 5 s: CI saw it once).
      for (let attempt = 1; ; attempt++) {
        await button.hover();
        const opened = await panel.waitFor({ state: 'visible', timeout: 5_000 }).then(
          () => true,
          () => false,
        );
        if (opened) break;
        if (attempt === 2) throw new Error('the panel did not open again on hover');
        await page.mouse.move(683, 850);
      }
      await panel.getByRole('link', { name: 'All Recipes' }).click();
      await page.waitForURL(`${env.server.url}/recipes`);
      await panel.waitFor({ state: 'hidden' });
      // The footer, a deferred part, hydrates once its chunk arrives.
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('footer') ?? {}).some((k) => k.startsWith('__reactFiber')),
      );
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
  [
    "the header's pills are links: Sobre and Entrar navigate, the profile icons open the creator's pages",
    async () => {
      const { page, errors, context } = await newPage();
      await page.goto(env.server.url, { waitUntil: 'networkidle' });
      await hydrated(page);
      const header = page.locator('header');
      const profiles = header.getByRole('link', { name: /\(abre em nova aba\)$/ });
      if ((await profiles.count()) < 5) throw new Error('the header shows fewer than 5 profile links');
      for (const link of await profiles.all()) {
        if (
          !/^https:\/\//.test((await link.getAttribute('href')) ?? '') ||
          (await link.getAttribute('target')) !== '_blank'
        )
          throw new Error(`profile link ${await link.getAttribute('aria-label')} does not open its page`);
        if (!(await draws(link)))
          throw new Error(`profile link ${await link.getAttribute('aria-label')} shows no glyph`);
      }
      await header.getByRole('link', { name: 'Sobre', exact: true }).click();
      await page.waitForURL(`${env.server.url}/about`);
      await header.getByRole('link', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(`${env.server.url}/login`);
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
  [
    'the 390 px mobile menu opens, its sign-in and profile links in view on a 390×844 phone without scrolling',
    async () => {
      const { page, errors, context } = await newPage(390);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(env.server.url, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      await menu.waitFor({ state: 'visible' });
      // Drawn in the browser, its profile glyphs come from the page's icon sheet like the server's do.
      const profiles = page.getByRole('link', { name: /\(abre em nova aba\)$/ }).filter({ visible: true });
      if ((await profiles.count()) < 5) throw new Error('the mobile menu shows fewer than 5 profile links');
      for (const link of await profiles.all())
        if (!(await draws(link))) throw new Error(`menu link ${await link.getAttribute('aria-label')} shows no glyph`);
      // the categories make the list longer than the screen: it scrolls, the sign-in and profiles stay in view
      for (const [name, locator] of [
        ['Entrar', menu.getByRole('link', { name: 'Entrar' })],
        ['the last profile link', profiles.last()],
      ]) {
        const box = await locator.boundingBox();
        if (!box || box.y < 0 || box.y + box.height > 844)
          throw new Error(`${name} is not in view (${JSON.stringify(box)})`);
      }
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
];
