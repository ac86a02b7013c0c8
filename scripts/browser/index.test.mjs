import { ADMIN, apiToken, assertNoConsoleErrors, env, hydrated, newPage } from './harness.mjs';

// The recipe index (one grid per category, each paged on its own), a category page, the e-book page and the
// e-book card on a recipe page.

const DAY = 24 * 60 * 60 * 1000;
/** One more than a page of the index (16), so each test category has two index pages and three category pages. */
const RECIPES = 17;

async function api(token, method, pathname, body) {
  const res = await fetch(`${env.server.url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: HTTP ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/**
 * Two new categories without pictures, sharing 17 old recipes (newest first: n = 16 … 0), so both have more than
 * one page; `cleanup` removes them all (the other browser tests see the demo content only).
 */
async function pagedCategories() {
  const token = await apiToken('/api/user/login', ADMIN);
  const stamp = Date.now();
  const a = await api(token, 'POST', '/api/categories', {
    name: `Índice A ${stamp}`,
    description: 'Categoria de teste A.',
  });
  const b = await api(token, 'POST', '/api/categories', {
    name: `Índice B ${stamp}`,
    description: 'Categoria de teste B.',
  });
  const title = (n) => `Receita do índice ${stamp} nº ${String(n).padStart(2, '0')}`;
  const recipes = [];
  for (let n = 0; n < RECIPES; n += 1) {
    recipes.push(
      await api(token, 'POST', '/api/recipes', {
        title: title(n),
        description: 'Receita de teste do índice.',
        author: 'Marina',
        prepTime: 'PT10M',
        cookTime: 'PT20M',
        servings: '4 porções',
        difficulty: 'EASY',
        ingredients: [{ section: '', ingredientName: 'farinha', quantity: '1', unit: 'xícara' }],
        instructions: [{ section: '', stepNumber: 1, instructionText: 'Misture tudo.' }],
        category: [{ categoryId: a.categoryId }, { categoryId: b.categoryId }],
        // years back, so the site's "latest" lists stay the demo's
        datePublished: new Date(Date.UTC(2020, 0, 1) + n * DAY).toISOString(),
      }),
    );
  }
  const cleanup = async () => {
    for (const r of recipes) await api(token, 'DELETE', `/api/recipes/${r.recipeId}`);
    await api(token, 'DELETE', `/api/categories/${a.categoryId}`);
    await api(token, 'DELETE', `/api/categories/${b.categoryId}`);
  };
  return { a, b, title, cleanup };
}

/** Throws when the page is wider than its viewport. */
async function assertNoHorizontalOverflow(page, what) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  if (scroll > client) throw new Error(`${what}: ${scroll}px wide in a ${client}px viewport`);
}

/** The titles of the recipe cards in a container, in order. */
const cardTitles = (container) => container.locator('li h3, li h2').allTextContents();

async function expectTitles(container, expected, what) {
  const deadline = Date.now() + 10_000;
  let titles = [];
  while (Date.now() < deadline) {
    titles = (await cardTitles(container)).map((t) => t.trim());
    if (JSON.stringify(titles) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: expected ${JSON.stringify(expected)}, saw ${JSON.stringify(titles)}`);
}

const range = (from, to) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

export default [
  [
    'the index pages one category without moving the others, keeps it in the URL, and a reload shows the same pages',
    async () => {
      const { a, b, title, cleanup } = await pagedCategories();
      const { page, errors, context } = await newPage(1366);
      try {
        await page.goto(`${env.server.url}/recipes`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'recipe index' }).waitFor();
        const sectionA = page.locator(`section[data-category-section="${a.categoryId}"]`);
        const sectionB = page.locator(`section[data-category-section="${b.categoryId}"]`);
        await sectionA.scrollIntoViewIfNeeded();
        await expectTitles(sectionA, range(16, 1).map(title), 'A, page 1');
        await expectTitles(sectionB, range(16, 1).map(title), 'B, page 1');

        const pagesOfA = sectionA.getByRole('navigation', { name: `Páginas de ${a.name}` });
        await pagesOfA.scrollIntoViewIfNeeded();
        await pagesOfA.getByRole('link', { name: 'Ir para a página 2' }).click();
        await page.waitForURL((url) => url.searchParams.get(`p.${a.categoryId}`) === '2');
        await expectTitles(sectionA, [title(0)], 'A, page 2');
        await expectTitles(sectionB, range(16, 1).map(title), 'B after paging A');
        const current = await sectionB
          .getByRole('navigation', { name: `Páginas de ${b.name}` })
          .locator('[aria-current="page"]')
          .textContent();
        if (current?.trim() !== '1') throw new Error(`B's current page became ${current}`);
        // The reader stays with the category she paged.
        const box = await sectionA.boundingBox();
        const viewport = page.viewportSize();
        if (!box || box.y > viewport.height || box.y + box.height < 0) {
          throw new Error(`paging A scrolled it out of view (top at ${box?.y})`);
        }

        // The server renders the same pages for the same URL; the browser restores them on reload.
        const html = await (await fetch(page.url(), { headers: { accept: 'text/html' } })).text();
        if (!html.includes(title(0))) throw new Error('the server render of the paged URL lacks A’s page 2');
        await page.reload();
        await hydrated(page);
        await expectTitles(sectionA, [title(0)], 'A after reload');
        await expectTitles(sectionB, range(16, 1).map(title), 'B after reload');
        assertNoConsoleErrors(errors);

        const phone = await newPage(390);
        try {
          await phone.page.goto(`${env.server.url}/recipes`);
          await hydrated(phone.page);
          await assertNoHorizontalOverflow(phone.page, '/recipes at 390 px');
          assertNoConsoleErrors(phone.errors);
        } finally {
          await phone.context.close();
        }
      } finally {
        await context.close();
        await cleanup();
      }
    },
  ],
  [
    'a category page: breadcrumb HOME → name, default picture, featured recipe, and its own page links in the URL',
    async () => {
      const { a, title, cleanup } = await pagedCategories();
      const { page, errors, context } = await newPage(1366);
      try {
        await page.goto(`${env.server.url}/category/${a.categoryId}`);
        await hydrated(page);
        const crumbs = page.getByRole('navigation', { name: 'Você está em' });
        const home = crumbs.getByRole('link', { name: 'HOME' });
        if ((await home.getAttribute('href')) !== '/') throw new Error('HOME does not lead home');
        const here = (await crumbs.locator('[aria-current="page"]').textContent())?.trim();
        if (here !== a.name) throw new Error(`the breadcrumb ends at ${here}`);
        await page.getByRole('heading', { level: 1, name: a.name }).waitFor();
        const picture = page.getByRole('img', { name: a.name });
        if (!(await picture.getAttribute('src'))?.includes('collection-default')) {
          throw new Error('a category without a picture shows no default image');
        }
        const featured = page.getByRole('link', { name: `Receita em destaque: ${title(16)}` });
        await featured.waitFor();

        const grid = page.getByRole('region', { name: `Receitas de ${a.name}` });
        await expectTitles(grid, range(16, 9).map(title), 'page 1');
        await grid.getByRole('link', { name: 'Ir para a página 2' }).click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await expectTitles(grid, range(8, 1).map(title), 'page 2');
        await page.reload();
        await hydrated(page);
        await expectTitles(grid, range(8, 1).map(title), 'page 2 after reload');
        assertNoConsoleErrors(errors);

        const phone = await newPage(390);
        try {
          await phone.page.goto(`${env.server.url}/category/${a.categoryId}?page=3`);
          await hydrated(phone.page);
          await expectTitles(phone.page.getByRole('region', { name: `Receitas de ${a.name}` }), [title(0)], 'page 3');
          await assertNoHorizontalOverflow(phone.page, 'a category page at 390 px');
          assertNoConsoleErrors(phone.errors);
        } finally {
          await phone.context.close();
        }
      } finally {
        await context.close();
        await cleanup();
      }
    },
  ],
  [
    'the e-book page lists e-books with their price and recipes; a recipe in an e-book shows the e-book card',
    async () => {
      for (const width of [1366, 390]) {
        const { page, errors, context } = await newPage(width);
        try {
          await page.goto(`${env.server.url}/e-book`);
          await hydrated(page);
          await page.getByRole('heading', { level: 1, name: 'E-Books Disponíveis' }).waitFor();
          const cards = page.locator('article');
          // One card per public e-book (the demo's four, plus any another test created and left).
          const expected = (await (await fetch(`${env.server.url}/api/ebooks`)).json()).length;
          if (expected < 4) throw new Error(`${expected} public e-books; the demo has 4`);
          if ((await cards.count()) !== expected)
            throw new Error(`${await cards.count()} e-book cards, expected ${expected}`);
          const doces = cards.filter({ has: page.getByRole('heading', { name: /^Doces de Festa/ }) });
          const text = await doces.textContent();
          if (!/R\$\s29,90/.test(text ?? '')) throw new Error(`no R$ 29,90 on the card: ${text}`);
          const buy = doces.getByRole('link', { name: /^Comprar Doces de Festa/ });
          if (
            (await buy.getAttribute('target')) !== '_blank' ||
            !(await buy.getAttribute('rel'))?.includes('noopener')
          ) {
            throw new Error('buying does not open a new tab with rel=noopener');
          }
          await assertNoHorizontalOverflow(page, `/e-book at ${width} px`);

          // A recipe of the card opens its page here, which names the e-book.
          await doces.getByRole('link', { name: 'Brigadeiro Tradicional' }).click();
          await page.waitForURL(/\/recipes\/\d+$/);
          const card = page.getByRole('complementary', { name: /^Esta receita está no e-book Doces de Festa/ });
          await card.waitFor();
          const more = card.getByRole('link', { name: /^Conhecer o e-book Doces de Festa/ });
          if ((await more.getAttribute('href')) !== 'https://loja.receitasdamarina.com.br/ebooks/doces-de-festa') {
            throw new Error('the recipe’s e-book card links elsewhere');
          }
          await assertNoHorizontalOverflow(page, `a recipe page at ${width} px`);
          assertNoConsoleErrors(errors);
        } finally {
          await context.close();
        }
      }
    },
  ],
];
