// A page before its code runs: a guest's page asks for none until they reach for it, and a tap that comes before the
// app is live is held and replayed once the part it was for has hydrated, never lost nor taken as a guest's.
import { newPage, apiToken, assertNoConsoleErrors, hydrated, env, ADMIN } from './harness.mjs';

/**
 * Holds every script of the app (not the page's inline loader) until the returned function is called: what a reader
 * does meanwhile happens before the app is live, whatever the machine's speed.
 */
async function holdCode(page) {
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  return release;
}

const waitFor = async (check, what) => {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

async function savedTitles(token) {
  const res = await fetch(`${env.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ savedRecipes { title } }' }),
  });
  const { data } = await res.json();
  return data.savedRecipes.map((r) => r.title);
}

export default [
  [
    "a signed-in reader's tap on the heart before the app is live saves the recipe as theirs",
    async () => {
      // the site's admin, signed in: registering more readers would spend the suite's sign-ups per address
      const token = await apiToken('/api/user/login', ADMIN);
      const { page, errors, context } = await newPage(390);
      await page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
      const releaseCode = await holdCode(page);
      await page.goto(`${env.server.url}/recipes/1`, { waitUntil: 'domcontentloaded' });
      const title = (await page.locator('h1').innerText()).trim();
      // The session is not known to the page yet: the heart is the server's, a guest's.
      await page.getByRole('button', { name: 'Salvar receita', exact: true }).click();
      if (await page.evaluate(() => window.__earlyInput?.live)) throw new Error('the app was live before its code');
      releaseCode();
      await page.getByRole('button', { name: 'Remover das salvas', exact: true }).waitFor();
      await waitFor(async () => (await savedTitles(token)).includes(title), 'the recipe in the reader’s saved list');
      if (new URL(page.url()).pathname !== '/recipes/1') throw new Error(`the tap went elsewhere: ${page.url()}`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    "a guest's tap on the header's search before the code arrives opens the search once it has, on the same page",
    async () => {
      const { page, errors, context } = await newPage(390);
      const releaseCode = await holdCode(page);
      await page.goto(`${env.server.url}/recipes/1`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => (window.__samePage = true));
      await page.getByRole('button', { name: 'Buscar receitas', exact: true }).click();
      // held, not dropped: nothing happened yet, and the tap asked for the code
      if (await page.getByRole('dialog').count()) throw new Error('a dialog opened without the code');
      releaseCode();
      await page.getByPlaceholder('Buscar receitas, ingredientes, culinária...').waitFor();
      if (!(await page.evaluate(() => window.__samePage))) throw new Error('the page reloaded');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    "the recipe's heading, photo and facts stay the server's nodes (no React over them, their code never fetched); the heart beside them is live; the category link in them navigates on the client",
    async () => {
      const { page, errors, context } = await newPage(1366);
      const fetched = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto(`${env.server.url}/recipes/1`, { waitUntil: 'networkidle' });
      const title = page.locator('h1');
      const serverTitle = await title.evaluateHandle((el) => el);
      await hydrated(page);
      await page.locator('header button[aria-label="Salvar receita"]').evaluate((el) => el); // present
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('main button[aria-pressed]') ?? {}).some((k) =>
          k.startsWith('__reactFiber'),
        ),
      );
      // The static parts: the server's very nodes, with no React fiber on them or anything inside them.
      const report = await page.evaluate(() => {
        const parts = [...document.querySelectorAll('main [data-static]')];
        const owned = (el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));
        return {
          parts: parts.length,
          hydratedInside: parts.flatMap((p) => [...p.querySelectorAll('*')]).filter(owned).length,
          holdsTitle: parts.some((p) => p.querySelector('h1')),
          holdsPhoto: parts.some((p) => p.querySelector('img[fetchpriority="high"]')),
        };
      });
      if (report.parts < 3 || !report.holdsTitle || !report.holdsPhoto)
        throw new Error(`static parts: ${JSON.stringify(report)}`);
      if (report.hydratedInside) throw new Error(`${report.hydratedInside} elements inside static parts are React's`);
      if (!(await serverTitle.evaluate((el) => el.isConnected))) throw new Error('the heading was rebuilt');
      if (fetched.some((p) => /\/assets\/hero-parts-[\w-]+\.js$/.test(p)))
        throw new Error("a static part's code was fetched");
      // Its category link: a client-side navigation, though React never took the link.
      await page.evaluate(() => (window.__samePage = true));
      const category = page.locator('main [data-static] a[href^="/category/"]').first();
      const href = await category.getAttribute('href');
      await category.click();
      await page.waitForURL(`${env.server.url}${href}`);
      await page.locator('h1').waitFor();
      if (!(await page.evaluate(() => window.__samePage))) throw new Error('the category link reloaded the page');
      // Back on the recipe (rendered by the browser now): the heading is there, as React's.
      await page.goBack();
      await page.locator('h1', { hasText: await title.innerText() }).waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'once the app is live, a tap on a part below the fold whose code is still on its way is replayed when it has hydrated',
    async () => {
      const { page, errors, context } = await newPage();
      // The similar recipes' code is held: the section cannot hydrate when the reader taps it.
      let release;
      const gate = new Promise((resolve) => (release = resolve));
      await page.route(
        (url) => /\/assets\/similar-section-[\w-]+\.js$/.test(url.pathname),
        async (route) => {
          await gate;
          await route.continue();
        },
      );
      await page.goto(`${env.server.url}/recipes/1`, { waitUntil: 'domcontentloaded' });
      await page.mouse.move(5, 5); // reaching for the page: its code comes
      await page.waitForFunction(() => window.__earlyInput?.live === true);
      const section = page.locator('section[aria-roledescription="carrossel"]');
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('button', { name: 'Próximo' }).click();
      if (
        await section
          .getByRole('group')
          .first()
          .evaluate((slide) => slide.parentElement.scrollLeft > 0)
      )
        throw new Error('the carousel moved before it could');
      release();
      // The held tap, replayed on the hydrated arrow, moves the carousel.
      await page.waitForFunction(
        () =>
          document.querySelector('section[aria-roledescription="carrossel"] [role="group"]')?.parentElement.scrollLeft >
          0,
        null,
        { timeout: 15_000 },
      );
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
];
