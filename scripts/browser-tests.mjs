/* global document, window, MutationObserver, requestAnimationFrame */
// Browser tests: the real app (built server + client, demo content) in Debian's Chromium through playwright-core.
// Without Chromium they are skipped with a plain message, except in CI (CI=true), where that is a failure.
// Last line: "Browser tests: N passed, M failed" (or "... skipped").
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, startServer } from './lib/start-app.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.mjs';

const require = createRequire(path.join(root, 'package.json'));
const ADMIN = { email: 'admin@browser.test', password: 'senha-do-admin-browser' };

if (!fs.existsSync(CHROMIUM)) {
  const message = `Browser tests skipped: Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`;
  if (process.env.CI === 'true') {
    console.error(message.replace('skipped', 'FAILED'));
    console.log('Browser tests: 0 passed, 1 failed');
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}

const { chromium } = require('playwright-core');
const server = await startServer({ admin: ADMIN });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
});

/** A fresh page that records console errors and page errors. */
async function newPage(width = 1366) {
  const mobile = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: mobile ? 844 : 900 },
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors, context };
}

const hydrated = (page) =>
  page.waitForFunction(() => {
    const el = document.getElementById('root');
    return el && Object.keys(el).some((k) => k.startsWith('__reactContainer'));
  });

const isHydrated = (page, selector) =>
  page.evaluate(
    (sel) => Object.keys(document.querySelector(sel) ?? {}).some((k) => k.startsWith('__reactFiber')),
    selector,
  );

/** Before any page script: no idle time ever (a busy phone), and a record of layout shifts. */
const busyBrowser = () => {
  window.requestIdleCallback = () => 0;
};
const recordLayoutShifts = () => {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

async function apiToken(pathname, body) {
  const res = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()).token;
}

const tests = [
  [
    'home loads, shows demo recipes and hydrates with zero console errors',
    async () => {
      const { page, errors, context } = await newPage();
      const res = await page.goto(server.url, { waitUntil: 'networkidle' });
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
      await page.goto(`${server.url}/recipes/1`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByRole('heading', { name: 'Modo de preparo' }).waitFor();
      // An unknown recipe: a real 404 whose page hydrates as the same 404 (no mismatch, no console error).
      const missing = await page.goto(`${server.url}/recipes/999999`, { waitUntil: 'networkidle' });
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
    'an admin logs in and reaches /dashboard',
    async () => {
      const { page, errors, context } = await newPage();
      await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByLabel('E-mail').fill(ADMIN.email);
      await page.getByLabel('Senha').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
  [
    'a USER is sent away from /dashboard, a visitor to /login',
    async () => {
      const token = await apiToken('/api/user/register', {
        name: 'Leitora',
        email: `leitora-${Date.now()}@browser.test`,
        password: 'senha-da-leitora',
      });
      const { page, context } = await newPage();
      await page.goto(`${server.url}/login`);
      await page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
      await page.goto(`${server.url}/dashboard`);
      await page.waitForURL(`${server.url}/`);
      await page.evaluate(() => localStorage.removeItem('jwtToken'));
      await page.goto(`${server.url}/dashboard`);
      await page.waitForURL(`${server.url}/login`);
      await context.close();
    },
  ],
  [
    'the Receitas dropdown opens on hover, closes outside, and its links navigate; the footer hydrates',
    async () => {
      const { page, errors, context } = await newPage();
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await hydrated(page);
      const button = page.getByRole('button', { name: 'Receitas', exact: true });
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      // The panel's links are in the server HTML (crawlable) but hidden until the menu opens.
      if ((await panel.locator('a[href^="/category/"]').count()) < 5) throw new Error('panel links missing');
      await button.hover();
      await panel.waitFor({ state: 'visible' });
      await page.mouse.click(683, 850);
      await panel.waitFor({ state: 'hidden' });
      await button.click();
      await panel.getByRole('link', { name: 'All Recipes' }).click();
      await page.waitForURL(`${server.url}/recipes`);
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
      await page.goto(server.url, { waitUntil: 'networkidle' });
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
      }
      await header.getByRole('link', { name: 'Sobre', exact: true }).click();
      await page.waitForURL(`${server.url}/about`);
      await header.getByRole('link', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(`${server.url}/login`);
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
  [
    'the 390 px mobile menu opens',
    async () => {
      const { page, errors, context } = await newPage(390);
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ state: 'visible' });
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
  [
    "content first: the page's code is fetched once its lead image is painted, or at once when the reader touches it",
    async () => {
      for (const touchEarly of [false, true]) {
        const { page, errors, context } = await newPage(390);
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
        await page.goto(`${server.url}/recipes/1`, { waitUntil: 'domcontentloaded' });
        // Parsed and painted twice over, while its lead image is held back: no code asked for yet.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        if (events.includes('code')) throw new Error('code was fetched before the lead image arrived');
        if (touchEarly) {
          await page.keyboard.press('Shift');
          await hydrated(page); // the pictures are still held back
          if (events.includes('picture')) throw new Error('a picture arrived before the code, unexpectedly');
          openGate();
        } else {
          openGate();
          await hydrated(page);
          if (events[0] !== 'picture') throw new Error(`first event: ${events[0]}, expected the picture`);
        }
        await page.getByRole('heading', { name: 'Modo de preparo' }).waitFor();
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
      await page.goto(`${server.url}/recipes/1`, { waitUntil: 'networkidle' });
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
      await page.waitForURL(`${server.url}/about`);
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
      await page.goto(server.url, { waitUntil: 'networkidle' });
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
      await page.waitForURL(`${server.url}/`);
      await page.locator('main a[href^="/recipes/"]').first().waitFor();
      if (!(await page.evaluate(() => window.__samePage))) throw new Error('the page was reloaded');
      await context.close();
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
        await page.goto(`${server.url}/recipes/1`, { waitUntil: 'networkidle' });
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
          await page.goto(`${server.url}${pathname}`, { waitUntil: 'networkidle' });
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
];

let passed = 0;
let failed = 0;
for (const [name, run] of tests) {
  const started = Date.now();
  try {
    await run();
    passed += 1;
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (err) {
    failed += 1;
    console.log(
      `  ✕ ${name}\n    ${String(err?.message ?? err)
        .split('\n')
        .join('\n    ')}`,
    );
  }
}
await browser.close();
await server.stop();
console.log(`Browser tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
