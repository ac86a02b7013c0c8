/* global document */
// Browser tests: the real app (built server + client, demo content) in Debian's Chromium through playwright-core.
// Without Chromium they are skipped with a plain message, except in CI (CI=true), where that is a failure.
// Last line: "Browser tests: N passed, M failed" (or "... skipped").
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, startServer } from './lib/start-app.mjs';

const require = createRequire(path.join(root, 'package.json'));
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
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
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
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
