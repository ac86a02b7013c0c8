// What the UI downloads from the API for one step (opening the search drawer, one search, the dashboard's first
// view): the bytes of every /graphql and /api answer between the step's start and the moment the network settles,
// in headless Chromium. It counts whatever the UI requests, so it measures the UI as it is, before or after a change.
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { root } from './start-app.mjs';

const require = createRequire(path.join(root, 'package.json'));

/** The API the browser talks to (not pages, scripts, styles or images). */
const isApi = (url) => /^\/(graphql|api\/)/.test(new URL(url).pathname);

/** How long the network must stay quiet for a step to count as settled: longer than any typing debounce (300 ms). */
const QUIET_MS = 1200;
const STEP_TIMEOUT_MS = 600_000;

/**
 * @typedef {{ requests: number, bytes: number, gzip: number, wire: number, ms: number,
 *   operations: string[] }} ApiBytes
 * `bytes`: bodies uncompressed; `gzip`: each body gzipped alone (level 6); `wire`: body bytes as transferred (after
 * the server's own compression); `ms`: from the step's start until the last answer arrived (the quiet wait excluded).
 */

/** Starts Chromium through playwright-core. */
export async function launchBrowser() {
  const { chromium } = require('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/**
 * Records the page's API traffic; `measure(step)` runs the step and resolves with the answers' sizes once no API
 * request has been in flight for QUIET_MS.
 * @param {import('playwright-core').Page} page
 */
export function recordApi(page) {
  /** @type {Promise<{ bytes: number, gzip: number, wire: number, operation: string }>[]} */
  let answers = [];
  let pending = 0;
  let lastEvent = performance.now();
  let lastAnswer = 0;
  const operationOf = (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return `${request.method()} ${url.pathname}`;
    const body = request.postDataJSON?.() ?? {};
    return (Array.isArray(body) ? body : [body]).map((op) => op?.operationName ?? 'anonymous').join('+');
  };
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    pending += 1;
    lastEvent = performance.now();
  });
  const done = (request, failed) => {
    if (!isApi(request.url())) return;
    pending -= 1;
    lastEvent = lastAnswer = performance.now();
    if (failed) return;
    answers.push(
      (async () => {
        const response = await request.response();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length }));
        return {
          bytes: body.length,
          gzip: body.length ? zlib.gzipSync(body).length : 0,
          wire: sizes.responseBodySize,
          operation: operationOf(request),
        };
      })(),
    );
  };
  page.on('requestfinished', (request) => done(request, false));
  page.on('requestfailed', (request) => done(request, true));

  /** @param {string} what @param {() => Promise<void>} step @returns {Promise<ApiBytes>} */
  return async function measure(what, step) {
    answers = [];
    const started = performance.now();
    lastAnswer = started;
    await step();
    lastEvent = Math.max(lastEvent, performance.now());
    while (pending > 0 || performance.now() - lastEvent < QUIET_MS) {
      if (performance.now() - started > STEP_TIMEOUT_MS) {
        throw new Error(`${what}: the API was still busy after ${STEP_TIMEOUT_MS / 1000} s (${pending} in flight)`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const measured = await Promise.all(answers);
    const sum = (key) => measured.reduce((total, answer) => total + answer[key], 0);
    return {
      requests: measured.length,
      bytes: sum('bytes'),
      gzip: sum('gzip'),
      wire: sum('wire'),
      ms: Math.max(0, lastAnswer - started),
      operations: measured.map((answer) => `${answer.operation} ${(answer.bytes / 1024).toFixed(1)} KB`),
    };
  };
}

/**
 * Waits for a control the step needs, failing with a message that names it: the UI is being rewritten, and a
 * renamed control must stop the step rather than measure nothing. `timeoutMs`: longer for what a big catalogue delays.
 * @param {import('playwright-core').Locator} locator @param {string} what @param {number} [timeoutMs]
 */
export async function required(locator, what, timeoutMs = 60_000) {
  try {
    await locator.waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    throw new Error(
      `${what}: not on the page after ${timeoutMs / 1000} s (has the UI changed? update scripts/lib/scale-ui.mjs)`,
    );
  }
  return locator;
}
