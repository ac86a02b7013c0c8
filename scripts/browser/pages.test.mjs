import { newPage, hydrated, recordLayoutShifts, env } from './harness.mjs';

export default [
  [
    'home loads, shows demo recipes and hydrates with zero console errors',
    async () => {
      const { page, errors, context } = await newPage();
      const res = await page.goto(env.server.url, { waitUntil: 'networkidle' });
      if (res.status() !== 200) throw new Error(`status ${res.status()}`);
      await hydrated(page);
      await page
        .getByRole('link', { name: /Pão de Queijo|Brigadeiro|Feijoada|Moqueca|Baião/ })
        .first()
        .waitFor();
      await page.waitForTimeout(300);
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
  [
    'a recipe page, and the 404 page of an unknown recipe, hydrate with zero console errors',
    async () => {
      const { page, errors, context } = await newPage(390);
      await page.goto(`${env.server.url}/recipes/1`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByRole('heading', { name: 'Modo de preparo' }).waitFor();
      // An unknown recipe: a real 404 whose page hydrates as the same 404 (no mismatch, no console error).
      const missing = await page.goto(`${env.server.url}/recipes/999999`, { waitUntil: 'networkidle' });
      if (missing.status() !== 404) throw new Error(`unknown recipe answered ${missing.status()}`);
      await hydrated(page);
      await page.getByRole('heading', { name: 'Receita não encontrada' }).waitFor();
      await page.waitForTimeout(300);
      await context.close();
      // Chromium logs the document's own 404 status as a console error; anything else counts.
      const documentStatus = errors.findIndex((e) => e.includes('status of 404'));
      if (documentStatus >= 0) errors.splice(documentStatus, 1);
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
  [
    "the recipe's story keeps its server nodes through hydration; no layout shift on /, /recipes/1, /recipes",
    async () => {
      for (const width of [390, 1366]) {
        const { page, errors, context } = await newPage(width);
        await page.addInitScript(recordLayoutShifts);
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            const first = [...document.querySelectorAll('main p')].find((p) => p.textContent.startsWith('Se existe'));
            window.__story = first?.parentElement;
            window.__storyMutations = 0;
            if (window.__story)
              new MutationObserver((records) => (window.__storyMutations += records.length)).observe(window.__story, {
                subtree: true,
                childList: true,
                attributes: true,
                characterData: true,
              });
          });
        });
        await page.goto(`${env.server.url}/recipes/1`, { waitUntil: 'networkidle' });
        await hydrated(page);
        await page.waitForTimeout(500);
        const story = await page.evaluate(() => ({
          found: Boolean(window.__story),
          inPlace: Boolean(window.__story?.isConnected),
          mutations: window.__storyMutations,
        }));
        if (!story.found || !story.inPlace || story.mutations)
          throw new Error(`story: ${JSON.stringify(story)} (expected found, in place, 0 mutations)`);
        for (const pathname of ['/', '/recipes/1', '/recipes']) {
          await page.goto(`${env.server.url}${pathname}`, { waitUntil: 'networkidle' });
          await hydrated(page);
          await page.waitForTimeout(300);
          const shift = await page.evaluate(() => window.__layoutShift);
          if (shift > 0) throw new Error(`${pathname} at ${width} px: layout shift ${shift}`);
        }
        await context.close();
        if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
      }
    },
  ],
  [
    'the first frame that paints is styled: the linked site stylesheet is in, headings and text look as they end up',
    async () => {
      for (const pathname of ['/recipes/1', '/', '/recipes', '/about']) {
        const { page, errors, context } = await newPage(390);
        // The first animation frame runs before the first paint (none happens while a stylesheet blocks rendering).
        await page.addInitScript(() => {
          const look = () =>
            ['h1', 'main p', 'header a'].map((selector) => {
              const el = document.querySelector(selector);
              const style = el && getComputedStyle(el);
              return style && `${selector}: ${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.color}`;
            });
          window.__look = look;
          requestAnimationFrame(() => {
            window.__firstFrame = {
              look: look(),
              sheets: [...document.querySelectorAll('link[rel=stylesheet]')].map((link) => Boolean(link.sheet)),
            };
          });
        });
        await page.goto(`${env.server.url}${pathname}`, { waitUntil: 'networkidle' });
        const { firstFrame, last } = await page.evaluate(() => ({
          firstFrame: window.__firstFrame,
          last: window.__look(),
        }));
        if (!firstFrame.sheets.length || firstFrame.sheets.includes(false))
          throw new Error(`${pathname}: a stylesheet was not in at the first frame (${firstFrame.sheets})`);
        if (JSON.stringify(firstFrame.look) !== JSON.stringify(last))
          throw new Error(`${pathname}: first frame ${JSON.stringify(firstFrame.look)}, then ${JSON.stringify(last)}`);
        await context.close();
        if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
      }
    },
  ],
  [
    'the typefaces are declared once: loading the lazy parts adds no stylesheet to the site’s one (a late font swap shifts the page)',
    async () => {
      const { page, errors, context } = await newPage(390);
      await page.goto(`${env.server.url}/recipes/1`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.locator('#comentarios').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const faces = await page.evaluate(() =>
        [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.unicodeRange}`),
      );
      if (new Set(faces).size !== faces.length) throw new Error(`font faces declared twice:\n${faces.join('\n')}`);
      const links = await page.locator('link[rel=stylesheet]').evaluateAll((els) => els.map((el) => el.href));
      if (links.length !== 1 || !/\/assets\/site-[\w-]+\.css$/.test(links[0]))
        throw new Error(`stylesheets other than the site's one: ${links.join(', ')}`);
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
];
