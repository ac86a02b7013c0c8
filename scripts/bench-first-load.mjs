/* global document, window */
// First-load benchmark: opens public pages of the built app (demo content) in Debian's Chromium on an emulated slow
// mobile connection (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; CPU slowed 4×, like Lighthouse's mobile
// profile) with an empty cache, and reports what crossed the wire and when the page became interactive.
// `npm run bench:first-load` (builds first). Numbers go into issue notes; nothing here asserts a threshold.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, startServer } from './lib/start-app.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { chromium } = require('playwright-core');
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = ['/', '/recipes/1', '/recipes', '/login'];
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
});

async function measure(pathname) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const types = new Map();
  const bytes = { script: 0, document: 0, other: 0 };
  const scriptsBeforeHydration = { count: 0, bytes: 0 };
  let hydratedAt = null;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    const key = type === 'Script' ? 'script' : type === 'Document' ? 'document' : 'other';
    bytes[key] += e.encodedDataLength;
    if (key === 'script' && hydratedAt === null) {
      scriptsBeforeHydration.count += 1;
      scriptsBeforeHydration.bytes += e.encodedDataLength;
    }
  });
  // Every layout shift not caused by input, from the first byte on (the personal parts must not move the page).
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const started = Date.now();
  await page.goto(`${server.url}${pathname}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const el = document.getElementById('root');
      return el && Object.keys(el).some((k) => k.startsWith('__reactContainer'));
    },
    undefined,
    { polling: 20, timeout: 60_000 },
  );
  hydratedAt = Date.now() - started;
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await page.waitForLoadState('networkidle');
  // The last candidate before any input is the page's largest contentful paint.
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
  const cls = await page.evaluate(() => window.__layoutShift);
  await context.close();
  return { hydratedAt, fcp: paint, lcp, bytes, scriptsBeforeHydration, cls };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`First load on a slow mobile connection (150 ms RTT, 1.6 Mbit/s, CPU 4× slower), median of ${RUNS} runs:`);
for (const pathname of PAGES) {
  await measure(pathname); // warm the server's own caches (search index, facet table), not the browser's
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(pathname));
  console.log(
    `  ${pathname.padEnd(12)} first paint ${String(Math.round(median(runs.map((r) => r.fcp)))).padStart(5)} ms` +
      `  largest paint ${String(Math.round(median(runs.map((r) => r.lcp)))).padStart(5)} ms` +
      `  interactive (hydrated) ${String(median(runs.map((r) => r.hydratedAt))).padStart(5)} ms` +
      `  HTML ${kb(median(runs.map((r) => r.bytes.document)))}` +
      `  JS ${kb(median(runs.map((r) => r.bytes.script)))} over the wire` +
      ` (${median(runs.map((r) => r.scriptsBeforeHydration.count))} files before hydration)` +
      `  CLS ${Math.max(...runs.map((r) => r.cls)).toFixed(3)} (worst run)`,
  );
}
await browser.close();
await server.stop();
