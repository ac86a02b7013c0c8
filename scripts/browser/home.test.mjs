import { assertNoConsoleErrors, env, hydrated, newPage } from './harness.mjs';

// The home page (spec §2 Home page, §4 Weekly menu and E-book section, §9): 13 sections with the demo content.

/** The sections in the spec's order: each heading, and what must be in its section. */
const SECTIONS = [
  { name: 'Receitas em destaque', links: '/recipes/', count: [4, 4] },
  { name: 'Perfeito Para Você', links: '/recipes/', count: [4, 4] },
  { name: 'O que vamos cozinhar hoje?', button: 'Buscar receitas...' },
  { name: 'Categorias', links: '/category/', count: [1, Infinity] },
  { name: /E-book|Doces|Receitas da Marina em e-book/, links: '/e-book', count: [1, 1], text: 'Adquira Já' },
  { name: 'Bateu a vontade?', links: '/craving/', count: [1, Infinity] },
  { name: 'Cardápio da Semana', tabs: ['SEG', 'TER', 'QUA', 'QUI', 'SEX'] },
  { founder: true, links: '/about', count: [1, 1] },
  { name: 'Gostou? Receba a próxima receita antes de todo mundo', textbox: true },
  { name: 'Mais Populares', links: '/recipes/', count: [3, 3] },
  { name: 'Direto da Cozinha', links: '/recipes/', count: [1, 4] },
  { name: 'Siga nas redes', external: ['instagram', 'tiktok'] },
  { name: 'Receitas mais recentes', links: '/recipes/', count: [8, 8] },
];

// Inside the page's main content (the header's recipe strip is also named 'Receitas mais recentes').
const sectionOf = (page, spec) =>
  spec.founder
    ? page.getByRole('main').locator('section').filter({ hasText: 'Fundadora' }).first()
    : page
        .getByRole('main')
        .getByRole('region', { name: spec.name, exact: typeof spec.name === 'string' })
        .first();

async function openHome(width) {
  const opened = await newPage(width);
  await opened.page.goto(`${env.server.url}/`);
  await hydrated(opened.page);
  return opened;
}

export default [
  [
    'home shows its 13 sections in the spec’s order, each with real content, and the search section opens the drawer',
    async () => {
      const { page, errors, context } = await openHome(1366);
      const tops = [];
      for (const spec of SECTIONS) {
        const section = sectionOf(page, spec);
        await section.waitFor();
        const label = String(spec.name ?? 'Fundadora');
        tops.push((await section.boundingBox()).y);
        if (spec.links) {
          const n = await section.locator(`a[href^="${spec.links}"]`).count();
          if (n < spec.count[0] || n > spec.count[1]) throw new Error(`${label}: ${n} links to ${spec.links}`);
        }
        if (spec.text && !(await section.getByRole('link', { name: spec.text }).count()))
          throw new Error(`${label}: no '${spec.text}' link`);
        if (spec.tabs) {
          const tabs = await section.getByRole('tab').allTextContents();
          if (tabs.join() !== spec.tabs.join()) throw new Error(`${label}: tabs ${tabs.join()}`);
        }
        if (spec.textbox && !(await section.getByRole('textbox').count())) throw new Error(`${label}: no e-mail field`);
        for (const network of spec.external ?? []) {
          if (!(await section.locator(`a[href*="${network}"]`).count()))
            throw new Error(`${label}: no ${network} card`);
        }
      }
      const sorted = [...tops].sort((a, b) => a - b);
      if (tops.join() !== sorted.join()) throw new Error(`sections out of order: ${tops.join(', ')}`);

      // Every recipe title in the hero and the latest grid is a real one (the API's newest 8 are the latest grid).
      const api = await fetch(`${env.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ homePage { latest { title } } }' }),
      }).then((r) => r.json());
      const latest = sectionOf(page, SECTIONS[12]);
      for (const { title } of api.data.homePage.latest) {
        if (!(await latest.getByText(title, { exact: true }).count())) throw new Error(`latest grid lacks ${title}`);
      }

      const search = sectionOf(page, SECTIONS[2]);
      await search.getByRole('button', { name: 'Buscar receitas...' }).click();
      await page.getByRole('dialog').waitFor();
      assertNoConsoleErrors(errors);
      await context.close();
    },
  ],
  [
    'the weekly menu starts on the first day with a recipe; tabs switch with the mouse and with the keyboard',
    async () => {
      const { page, errors, context } = await openHome(1366);
      const menu = sectionOf(page, SECTIONS[6]);
      await menu.scrollIntoViewIfNeeded();
      const tabs = menu.getByRole('tab');
      const panel = menu.getByRole('tabpanel');
      const selected = () => menu.locator('[role="tab"][aria-selected="true"]').textContent();
      const shown = () => panel.locator('h3').textContent();
      const enabled = await tabs.evaluateAll((els) => els.filter((el) => !el.disabled).map((el) => el.textContent));
      if (enabled.length < 2) throw new Error(`only ${enabled.length} days have a recipe`);
      if ((await selected()) !== enabled[0]) throw new Error(`starts on ${await selected()}, not ${enabled[0]}`);

      const first = await shown();
      // The section hydrates when it comes near the viewport: a click on its server HTML before that does nothing.
      const secondTab = menu.getByRole('tab', { name: enabled[1] });
      await page.waitForFunction(
        (el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')),
        await secondTab.elementHandle(),
      );
      await secondTab.click();
      await page.waitForFunction(
        (day) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === day,
        enabled[1],
      );
      if ((await shown()) === first) throw new Error('the panel did not change with the click');

      // Keyboard: the selected tab has focus; arrows move to the neighbouring day, Home and End to the ends.
      await page.keyboard.press('ArrowLeft');
      if ((await selected()) !== enabled[0]) throw new Error(`ArrowLeft selected ${await selected()}`);
      if ((await page.evaluate(() => document.activeElement?.textContent)) !== enabled[0])
        throw new Error('focus did not follow the selection');
      if ((await shown()) !== first) throw new Error('the panel did not follow ArrowLeft');
      await page.keyboard.press('End');
      if ((await selected()) !== enabled.at(-1)) throw new Error(`End selected ${await selected()}`);
      await page.keyboard.press('Home');
      if ((await selected()) !== enabled[0]) throw new Error(`Home selected ${await selected()}`);
      await page.keyboard.press('ArrowRight');
      if ((await selected()) !== enabled[1]) throw new Error(`ArrowRight selected ${await selected()}`);
      assertNoConsoleErrors(errors);
      await context.close();
    },
  ],
  [
    'home at 390 px: no horizontal overflow from top to bottom, no console errors',
    async () => {
      const { page, errors, context } = await openHome(390);
      // Scroll through so every deferred section hydrates, then measure.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      await sectionOf(page, SECTIONS[12]).waitFor();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      if (widths.scroll > widths.client)
        throw new Error(`page is ${widths.scroll}px wide in a ${widths.client}px viewport`);
      assertNoConsoleErrors(errors);
      await context.close();
    },
  ],
];
