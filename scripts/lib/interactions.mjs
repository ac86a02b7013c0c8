// Interaction to Next Paint of the recipe page's controls on a slow phone: Chromium with its CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), a 390 px viewport, real input (CDP mouse and keyboard events, as a reader's). Each
// interaction's latency is what the browser's Event Timing API reports for it (input to the next paint, the figure
// INP takes), the longest entry of the interaction. Two situations per control:
// - warm: the reader has already reached the part (scrolled to it, so it has hydrated), then uses it;
// - first: a guest's very first act on the page is this tap (the page's code not yet loaded): the tap's own latency,
//   and how long until its effect shows (code, hydration and the replayed tap included).
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const SLOWDOWN = 4;

/** Records every Event Timing entry from page start (window.__events). */
function recordEventTiming() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The latency of the last interaction recorded (the longest of its entries), once the browser has reported it. */
async function lastInteraction(page) {
  // Event Timing reports an entry after its next paint: two frames later it is there.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))),
  );
  return page.evaluate(() => {
    const events = window.__events;
    if (!events.length) return 0; // under the 16 ms threshold
    const id = events[events.length - 1].id;
    return Math.max(...events.filter((e) => e.id === id).map((e) => e.duration));
  });
}

/** The recipe page's controls: how to reach each, use it, and see that it worked. */
const CONTROLS = {
  servings: {
    part: '#receita',
    act: (page) => page.getByRole('button', { name: 'Dobro' }).click(),
    done: (page) => page.getByRole('button', { name: 'Dobro', pressed: true }).waitFor(),
  },
  checkbox: {
    part: '#receita',
    act: (page) =>
      page.locator('#receita section[aria-labelledby="receita-ingredientes"] input[type=checkbox]').first().click(),
    done: (page) =>
      page.waitForFunction(
        () =>
          document.querySelector('#receita section[aria-labelledby="receita-ingredientes"] input[type=checkbox]')
            ?.checked,
      ),
  },
  share: {
    part: null,
    act: (page) =>
      page
        .getByRole('group', { name: 'Compartilhar esta receita' })
        .first()
        .getByRole('button', { name: 'Copiar link da receita' })
        .click(),
    done: (page) => page.getByText('Link copiado!').first().waitFor(),
  },
  drawer: {
    part: null,
    act: (page) => page.getByRole('button', { name: 'Buscar receitas', exact: true }).click(),
    done: (page) => page.getByPlaceholder('Buscar receitas, ingredientes, culinária...').waitFor(),
  },
};

/**
 * @param {string} baseUrl the running app @param {string} path a recipe page
 * @returns {Promise<Record<string, { warm: number, first: number, firstEffect: number }>>} ms
 */
export async function measureInteractions(baseUrl, path = '/recipes/1') {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results = {};
  try {
    for (const [name, control] of Object.entries(CONTROLS)) {
      results[name] = {};
      for (const situation of ['warm', 'first']) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
        // the home page's newsletter invitation is not what is measured
        await context.addInitScript(() =>
          localStorage.setItem('newsletterSubscription', JSON.stringify({ flag: true, email: 'x@x.test', date: '' })),
        );
        const page = await context.newPage();
        await page.addInitScript(recordEventTiming);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        if (situation === 'warm') {
          // reach the part as a reader does (a pointer, a scroll), and wait until it answers
          await page.mouse.move(2, 2);
          await page
            .waitForFunction(() => window.__earlyInput?.live === true)
            .catch(async (err) => {
              // Seen once on a machine with half its CPU stolen: say what the page was doing, and reach for it again.
              const state = await page.evaluate(() => ({
                live: window.__earlyInput?.live,
                entry: !!document.querySelector('script[type="module"][src]'),
                preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
              }));
              console.warn(
                `  ${name}: the page was not live after 30 s (${JSON.stringify(state)}, ${err.message}); again`,
              );
              await page.mouse.move(40, 40);
              await page.mouse.wheel(0, 10);
              await page.waitForFunction(() => window.__earlyInput?.live === true, null, { timeout: 60_000 });
            });
          if (control.part) await page.locator(control.part).scrollIntoViewIfNeeded();
          await page.waitForFunction((part) => {
            const el = part
              ? document.querySelector(part)
              : document.querySelector('[aria-label="Compartilhar esta receita"] button, header button');
            return el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
          }, control.part);
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => (window.__events.length = 0));
          await control.act(page);
          await control.done(page);
          results[name].warm = await lastInteraction(page);
        } else {
          const started = Date.now();
          await page.evaluate(() => (window.__events.length = 0));
          // the part scrolled to (a scroll is all it takes to reach it) and tapped at once
          if (control.part) await page.locator(control.part).scrollIntoViewIfNeeded();
          await control.act(page);
          const tap = await lastInteraction(page);
          results[name].first = tap;
          // null: the effect never showed (within 30 s)
          results[name].firstEffect = await control.done(page).then(
            () => Date.now() - started,
            () => null,
          );
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
