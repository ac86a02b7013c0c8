import { newPage, hydrated, assertNoConsoleErrors, env, largeSite, LARGE_CATALOGUE } from './harness.mjs';

// The global search drawer (spec §2, §4, §5) and the recipe page's similar recipes, as a reader uses them.

const HEADER_BUTTON = { name: 'Buscar receitas', exact: true };
const PLACEHOLDER = 'Buscar receitas, ingredientes, culinária...';
const NO_RESULTS = 'Nenhuma receita encontrada para sua busca.';

/** The drawer's parts: the dialog, its field and a titled group of cards ('Populares', 'Resultados da Busca'…). */
function drawerOf(page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    field: dialog.getByPlaceholder(PLACEHOLDER),
    group: (title) => dialog.getByRole('region', { name: title, exact: true }),
  };
}

/** Resolves once the drawer's field has the focus (it takes it 100 ms after opening). */
const fieldFocused = (page) =>
  page.waitForFunction(
    (placeholder) => document.activeElement?.getAttribute('placeholder') === placeholder,
    PLACEHOLDER,
  );

/** The titles of a group's cards, in order (a card: photo, then category and title). */
const cardTitles = (group) =>
  group.getByRole('link').evaluateAll((links) => links.map((a) => a.lastElementChild.lastElementChild.textContent));

/** Polls a condition on the page's state until it holds (a UI state to wait for, not a fixed sleep). */
async function until(page, condition, what) {
  for (const started = Date.now(); !(await condition()); await page.waitForTimeout(50))
    if (Date.now() - started > 20_000) throw new Error(`timed out waiting until ${what}`);
}

/** How many similar recipes the carousel of a recipe holds (the query the page runs, §9: page 0, at most 30). */
async function similarCount(recipeId) {
  const res = await fetch(`${env.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ similarRecipes(id: ${recipeId}, page: 0, size: 30) { content { recipeId } } }` }),
  });
  return (await res.json()).data.similarRecipes.content.length;
}

/** What the REST API finds for a query (the same search the drawer runs through GraphQL). */
async function apiSearch(query) {
  const res = await fetch(`${env.server.url}/api/recipes/search?query=${encodeURIComponent(query)}`);
  if (!res.ok) throw new Error(`search API answered ${res.status}`);
  return res.json();
}

/** What the server finds for these criteria (the drawer's own query): the total and the titles of the first `size`. */
async function serverFind(criteria, size = 24, base = env.server.url) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query ($c: RecipeCriteria!, $size: Int!) { findRecipes(criteria: $c, page: { page: 0, size: $size }) { totalElements content { title } } }',
      variables: { c: criteria, size },
    }),
  });
  const { findRecipes } = (await res.json()).data;
  return { total: findRecipes.totalElements, titles: findRecipes.content.map((r) => r.title) };
}

/** The drawer's count of a search, as it shows it ('12 receitas encontradas'). */
const countText = (n) => (n === 1 ? '1 receita encontrada' : `${n.toLocaleString('pt-BR')} receitas encontradas`);

/** Records the drawer's search requests (GraphQL operation SearchResults): their criteria as JSON, page by page. */
function recordSearches(page) {
  const searches = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON?.();
    for (const op of Array.isArray(body) ? body : [body])
      if (op?.operationName === 'SearchResults')
        searches.push(`${JSON.stringify(op.variables.criteria)} page ${op.variables.page}`);
  });
  return searches;
}

/** The size of each GraphQL answer by operation name, as the browser received it (bytes of the body). */
function recordAnswers(page) {
  const answers = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = request.postDataJSON?.()?.operationName;
    const body = await response.body().catch(() => null);
    if (body) answers.push({ name, bytes: body.length });
  });
  return answers;
}

export default [
  [
    "the header's search opens the drawer with suggestions ('Populares'); a viewed recipe shows under 'Visualizadas Recentemente'",
    async () => {
      const { page, errors, context } = await newPage();
      await page.goto(env.server.url, { waitUntil: 'networkidle' });
      await hydrated(page);
      // The drawer's code is not part of the first load: nothing of it is fetched before the first opening.
      const early = await page.evaluate(() =>
        performance.getEntriesByType('resource').filter((e) => /\/SearchDrawer-[^/]+\.js$/.test(e.name)),
      );
      if (early.length) throw new Error('the search drawer chunk loaded before the drawer was opened');
      const { dialog, field, group } = drawerOf(page);
      await page.getByRole('button', HEADER_BUTTON).click();
      await group('Populares').getByRole('link').first().waitFor();
      await fieldFocused(page);
      if ((await page.evaluate(() => getComputedStyle(document.body).overflow)) !== 'hidden')
        throw new Error('the body still scrolls under the open drawer');
      // A first visit: the suggestions are random recipes, four of them.
      if ((await group('Visualizadas Recentemente').getByRole('link').count()) !== 4)
        throw new Error('a first visit should suggest 4 recipes under Visualizadas Recentemente');
      // 'Populares' are the real top recipes, none of them also under 'Relacionadas'.
      const popular = await cardTitles(group('Populares'));
      const related = new Set(await cardTitles(group('Relacionadas')));
      if (!popular.length || popular.some((title) => related.has(title)))
        throw new Error(`Populares: ${JSON.stringify(popular)} (empty or repeating Relacionadas)`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // View a recipe; it is then the one recently viewed recipe on this device.
      await page.goto(`${env.server.url}/recipes/5`, { waitUntil: 'networkidle' });
      await hydrated(page);
      const title = (await page.getByRole('heading', { level: 1 }).textContent()).trim();
      // The page records the view once it runs in the browser.
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('recentlyViewedRecipes') ?? '[]')[0] === 5);
      await page.getByRole('button', HEADER_BUTTON).click();
      const recent = group('Visualizadas Recentemente');
      await recent.getByRole('link').first().waitFor();
      const viewed = await cardTitles(recent);
      if (viewed.length !== 1 || viewed[0] !== title)
        throw new Error(`Visualizadas Recentemente shows ${JSON.stringify(viewed)}, expected [${title}]`);
      if ((await recent.getByRole('link').getAttribute('href')) !== '/recipes/5')
        throw new Error('the recently viewed card does not link to its recipe');
      await field.waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    "searching 'mandioca' finds the recipes of its synonyms (aipim); the filters narrow the results on the server; nonsense finds nothing",
    async () => {
      const { page, errors, context } = await newPage(390);
      const searches = recordSearches(page);
      await page.goto(env.server.url, { waitUntil: 'networkidle' });
      await hydrated(page);
      const { dialog, field, group } = drawerOf(page);
      await page.getByRole('button', HEADER_BUTTON).click();
      await fieldFocused(page);
      // Under 2 characters: still the suggestions, and no search is sent.
      await field.fill('m');
      await group('Populares').waitFor();

      // The recipes that say aipim or macaxeira (mandioca's synonyms for the server's search) are found for mandioca.
      const aipim = await apiSearch('aipim');
      if (!aipim.length) throw new Error("the API finds nothing for 'aipim'");
      const mandioca = await serverFind({ text: 'mandioca' }, 100);
      const missing = aipim.map((r) => r.title).filter((title) => !mandioca.titles.includes(title));
      if (missing.length) throw new Error(`'mandioca' finds ${JSON.stringify(mandioca.titles)}, without ${missing}`);
      await field.fill('mandioca');
      const results = group('Resultados da Busca');
      await results.getByRole('link').first().waitFor();
      // The drawer shows the server's first page, best first, and how many were found in all.
      const found = await cardTitles(results);
      if (JSON.stringify(found) !== JSON.stringify(mandioca.titles.slice(0, 24)))
        throw new Error(`'mandioca' shows ${JSON.stringify(found)}, the server ${JSON.stringify(mandioca.titles)}`);
      await results.getByText(countText(mandioca.total)).waitFor();

      // Advanced filters are asked of the server with the text: only the hard ones stay.
      await dialog.getByRole('button', { name: 'Filtros' }).click();
      await dialog.getByLabel('Dificuldade').selectOption('HARD');
      const hard = await serverFind({ text: 'mandioca', difficulty: 'HARD' });
      await dialog.getByRole('button', { name: 'Filtros (1)' }).waitFor();
      await until(
        page,
        async () =>
          (await results.count()) === 0
            ? hard.total === 0 && (await dialog.getByText(NO_RESULTS).count()) > 0
            : JSON.stringify(await cardTitles(results)) === JSON.stringify(hard.titles),
        `Difícil shows ${JSON.stringify(hard.titles)}`,
      );
      await dialog.getByRole('button', { name: 'Limpar filtros' }).click();
      await until(
        page,
        async () => JSON.stringify(await cardTitles(results)) === JSON.stringify(found),
        'the filters clear',
      );

      await field.fill('xyzzyqwerty');
      await dialog.getByRole('paragraph').filter({ hasText: NO_RESULTS }).waitFor();
      if (await results.count()) throw new Error('results are still shown for a nonsense query');

      // Back to a query already searched: answered without sending it again; 'm' was never sent.
      await field.fill('mandioca');
      await results.getByRole('link').first().waitFor();
      const plain = `${JSON.stringify({ text: 'mandioca' })} page 0`;
      if (searches.filter((s) => s === plain).length !== 1 || searches.some((s) => s.includes('"m"')))
        throw new Error(`search requests: ${JSON.stringify(searches)}`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    `a search journey on a ${LARGE_CATALOGUE}-recipe site at 1366 and 390 px: suggestions, a query with its total, a filter, filters alone, more results; each answer within budget`,
    async () => {
      const base = (await largeSite()).url;
      for (const width of [1366, 390]) {
        const { page, errors, context } = await newPage(width);
        const answers = recordAnswers(page);
        await page.goto(base, { waitUntil: 'networkidle' });
        await hydrated(page);
        const { dialog, field, group } = drawerOf(page);
        await page.getByRole('button', HEADER_BUTTON).click();
        await group('Populares').getByRole('link').first().waitFor();
        await fieldFocused(page);
        // Opening asks one request, small whatever the catalogue's size (budget: 50 KB at 10,000 recipes).
        const opening = answers.filter((a) => a.name === 'SearchSuggestions');
        if (opening.length !== 1 || opening[0].bytes > 50_000 || answers.some((a) => a.name === 'SearchResults'))
          throw new Error(`opening the drawer: ${JSON.stringify(answers)}`);

        // A query: the server's first page and its total.
        const results = group('Resultados da Busca');
        const doce = await serverFind({ text: 'doce' }, 24, base);
        if (!doce.total) throw new Error("the server finds nothing for 'doce'");
        await field.fill('doce');
        await results.getByText(countText(doce.total)).waitFor();
        if ((await results.getByRole('link').count()) !== Math.min(24, doce.total))
          throw new Error(`'doce' shows ${await results.getByRole('link').count()} of ${doce.total} cards`);
        const search = answers.filter((a) => a.name === 'SearchResults');
        if (search.length !== 1 || search[0].bytes > 50_000) throw new Error(`one search: ${JSON.stringify(search)}`);

        // A filter narrows the query on the server; with the text gone, the filter alone still lists recipes.
        await dialog.getByRole('button', { name: 'Filtros' }).click();
        await dialog.getByLabel('Tempo máximo de preparo').selectOption('120');
        const quick = await serverFind({ text: 'doce', maxPrepMinutes: 120 }, 24, base);
        await until(
          page,
          async () =>
            (await results.getByText(countText(quick.total)).count()) > 0 ||
            (quick.total === 0 && (await dialog.getByText(NO_RESULTS).count()) > 0),
          `'doce' up to 2 h shows ${quick.total}`,
        );
        await field.fill('');
        const filtered = await serverFind({ maxPrepMinutes: 120 }, 24, base);
        await results.getByText(countText(filtered.total)).waitFor();
        if (JSON.stringify(await cardTitles(results)) !== JSON.stringify(filtered.titles))
          throw new Error('the filter alone does not list the newest recipes it lets through');

        // More results: the next page joins the first, none twice; the button stays in the drawer's width.
        const more = dialog.getByRole('button', { name: 'Ver mais receitas' });
        if (filtered.total <= 24) {
          if (await more.count()) throw new Error(`'Ver mais receitas' with only ${filtered.total} results`);
        } else {
          await dialog.getByText(`Mostrando 24 de ${filtered.total.toLocaleString('pt-BR')} receitas`).waitFor();
          await more.scrollIntoViewIfNeeded();
          const box = await more.boundingBox();
          if (!box || box.x < 0 || box.x + box.width > width)
            throw new Error(`the button sits at ${JSON.stringify(box)}`);
          const first = await results
            .getByRole('link')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
          await more.click();
          const expected = Math.min(48, filtered.total);
          await until(page, async () => (await results.getByRole('link').count()) === expected, `${expected} cards`);
          const all = await results.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
          if (JSON.stringify(all.slice(0, 24)) !== JSON.stringify(first) || new Set(all).size !== all.length)
            throw new Error(`after 'Ver mais receitas': ${JSON.stringify(all)}`);
          if (filtered.total <= 48 && (await more.count())) throw new Error("'Ver mais receitas' after the last page");
        }
        // Nothing wider than the drawer (a phone's full width).
        const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
        if (overflow > 0) throw new Error(`the drawer scrolls sideways by ${overflow} px at ${width} px`);

        // Closing resets the query, the filters and the results.
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await page.getByRole('button', HEADER_BUTTON).click();
        await group('Populares').waitFor();
        if ((await field.inputValue()) !== '' || (await dialog.getByRole('button', { name: 'Filtros' }).count()) !== 1)
          throw new Error('the drawer kept the query or the filters after closing');
        await context.close();
        assertNoConsoleErrors(errors);
      }
    },
  ],
  [
    'keyboard alone: Tab to the search button, type, arrows through the results, Enter opens one; Escape closes and resets',
    async () => {
      const { page, errors, context } = await newPage();
      await page.goto(env.server.url, { waitUntil: 'networkidle' });
      await hydrated(page);
      const { dialog, field, group } = drawerOf(page);
      const onSearchButton = () =>
        page.evaluate((name) => document.activeElement?.getAttribute('aria-label') === name, HEADER_BUTTON.name);
      for (let tabs = 0; !(await onSearchButton()); tabs++) {
        if (tabs > 60) throw new Error('Tab never reached the header search button');
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await fieldFocused(page);
      await page.keyboard.type('mandioca');
      const results = group('Resultados da Busca');
      // Typed one key at a time, a shorter query may have been searched first: wait for the results of the whole one.
      await results.and(page.locator('[aria-busy="false"]')).waitFor();
      await results.getByRole('link').nth(1).waitFor();
      const focusedHref = () =>
        page.evaluate(() =>
          document.activeElement?.hasAttribute('data-search-item') ? document.activeElement.getAttribute('href') : null,
        );
      const hrefs = await results.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      await page.keyboard.press('ArrowDown');
      if ((await focusedHref()) !== hrefs[0])
        throw new Error('ArrowDown from the field does not reach the first result');
      await page.keyboard.press('ArrowRight');
      if ((await focusedHref()) !== hrefs[1]) throw new Error('ArrowRight does not move to the next result');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${env.server.url}${hrefs[1]}`);
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1 }).waitFor();

      // Escape closes the drawer and gives the focus back to the button; the next opening starts afresh.
      await page.getByRole('button', HEADER_BUTTON).focus();
      await page.keyboard.press('Enter');
      await fieldFocused(page);
      await page.keyboard.type('feijão');
      await group('Resultados da Busca').getByRole('link').first().waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      if (!(await onSearchButton())) throw new Error('the focus did not return to the search button');
      await page.keyboard.press('Enter');
      await fieldFocused(page);
      if ((await field.inputValue()) !== '') throw new Error('the query survived closing the drawer');
      await group('Populares').waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    "similar recipes: the box filters the carousel, arrows step by §9's widths without looping, 'MOSTRAR TUDO' opens the drawer with them",
    async () => {
      for (const [width, step] of [
        [1366, 4],
        [390, 1],
      ]) {
        const { page, errors, context } = await newPage(width);
        await page.goto(`${env.server.url}/recipes/1`, { waitUntil: 'networkidle' });
        await hydrated(page);
        const section = page.getByRole('region', { name: 'Receitas Semelhantes', exact: true });
        await section.scrollIntoViewIfNeeded();
        const box = section.getByRole('searchbox');
        // The section hydrates when it comes near; type only once React owns the box.
        await box.evaluate(
          (input) =>
            new Promise((resolve) => {
              const check = () =>
                Object.keys(input).some((k) => k.startsWith('__reactProps')) ? resolve() : requestAnimationFrame(check);
              check();
            }),
        );
        const slides = section.getByRole('group');
        // The server HTML carries the first 4 slides; the rest join once the section has hydrated.
        const total = await similarCount(1);
        await until(
          page,
          async () => (await slides.count()) === total,
          `the carousel shows all ${total} similar recipes`,
        );
        if (total < 8 || total > 30) throw new Error(`${total} similar recipes (expected 8 to 30)`);
        const hrefs = await section
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')).filter(Boolean));
        if (!hrefs.every((href) => /^\/recipes\/\d+$/.test(href)))
          throw new Error(`carousel links: ${JSON.stringify(hrefs)}`);

        // The arrows: no looping back from the start, and one press moves by 4 (1366 px) or 1 (390 px) slides.
        const previous = section.getByRole('button', { name: 'Anterior' });
        if (!(await previous.isDisabled())) throw new Error('Anterior is enabled at the start');
        const scroller = slides.first().locator('..');
        const slideStep = await slides.nth(1).evaluate((el) => el.offsetLeft - el.previousElementSibling.offsetLeft);
        await section.getByRole('button', { name: 'Próximo' }).click();
        await scroller.evaluate(
          (el, distance) =>
            new Promise((resolve) => {
              const check = () => (Math.abs(el.scrollLeft - distance) <= 2 ? resolve() : requestAnimationFrame(check));
              check();
            }),
          step * slideStep,
        );
        await previous.click();
        await scroller.evaluate(
          (el) =>
            new Promise((resolve) => {
              const check = () => (el.scrollLeft <= 1 ? resolve() : requestAnimationFrame(check));
              check();
            }),
        );

        // The box: a case-insensitive match on the title or a category name.
        await box.fill('BOLO');
        await until(
          page,
          async () => {
            const n = await slides.count();
            return n > 0 && n < total;
          },
          "'BOLO' filters the carousel",
        );
        const kept = await slides.allTextContents();
        if (!kept.every((text) => text.toLowerCase().includes('bolo')))
          throw new Error(`'BOLO' keeps ${JSON.stringify(kept)}`);
        const keptTitles = await slides.getByRole('heading').allTextContents();

        // 'MOSTRAR TUDO': the drawer with exactly what the box leaves, under the box's term.
        const { dialog, field, group } = drawerOf(page);
        await section.getByRole('button', { name: 'MOSTRAR TUDO' }).click();
        const results = group('Resultados da Busca');
        await results.getByRole('link').first().waitFor();
        if ((await field.inputValue()) !== 'BOLO') throw new Error(`drawer query ${await field.inputValue()}`);
        const shown = await cardTitles(results);
        if (JSON.stringify(shown) !== JSON.stringify(keptTitles.map((t) => t.trim())))
          throw new Error(`the drawer shows ${JSON.stringify(shown)}, the carousel ${JSON.stringify(keptTitles)}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });

        // A term under 2 characters hands the drawer the fixed query; a blank box shows them all again.
        await box.fill('b');
        await section.getByRole('button', { name: 'MOSTRAR TUDO' }).click();
        await results.getByRole('link').first().waitFor();
        if ((await field.inputValue()) !== 'similar recipes')
          throw new Error(`drawer query for 'b': ${await field.inputValue()}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await box.fill('  ');
        await until(page, async () => (await slides.count()) === total, 'a blank box shows all');
        await context.close();
        assertNoConsoleErrors(errors);
      }
    },
  ],
];
