// HTTP measurements for the web benchmark: throughput and latency under load (autocannon, in this process) and the
// time to first byte of single requests (fetch).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { treeCpuSeconds } from './machine.mjs';
import { root } from './start-app.mjs';

const require = createRequire(path.join(root, 'package.json'));
const autocannon = require('autocannon');

/** What a browser sends when it opens a page. */
export const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
/** The same request for the uncompressed page: the body then has the same bytes whoever serves it. */
export const IDENTITY_HEADERS = { accept: 'text/html', 'accept-encoding': 'identity' };

/**
 * `sent`: requests sent during the whole run, warm-up included (each one reaches the server, answered or not).
 * `cpuMsPerRequest`: set by callers that measure the server's CPU over the run (measuredLoad in bench-web.mjs).
 * @typedef {{ reqPerSec: number, p50: number, p99: number, requests: number, non2xx: number, errors: number,
 *   timeouts: number, pageCache: { hit: number, miss: number }, sent: number, cpuMsPerRequest?: number }} LoadResult
 */

export const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Counts the page cache's verdict from one response's raw header list ([name, value, name, value, …]).
 * @param {string[]} raw @param {{ hit: number, miss: number }} counts
 */
function countPageCache(raw, counts) {
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i].toLowerCase() !== 'x-page-cache') continue;
    if (raw[i + 1].trim().toUpperCase() === 'HIT') counts.hit += 1;
    else counts.miss += 1;
  }
}

/** Nearest-rank percentile of sorted values; NaN when there are none. */
const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ q) =>
  sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] : NaN;

/**
 * Keeps `connections` requests in flight for `warmupSeconds + seconds` and reports throughput and latency (ms) of the
 * last `seconds` only. One continuous run rather than a separate warm-up run: a server that renders slowly is still
 * working through the warm-up's abandoned requests when a second run starts, and would look slower than it is.
 * `paths`: each request asks for the next of these paths in turn (instead of the URL's own path).
 * @param {{ url: string, connections: number, warmupSeconds: number, seconds: number,
 *   headers: Record<string, string>, paths?: string[] }} run
 * @returns {Promise<LoadResult>}
 */
export async function load({ url, connections, warmupSeconds, seconds, headers, paths }) {
  const measureFrom = performance.now() + warmupSeconds * 1000;
  const measuring = () => performance.now() >= measureFrom;
  /** @type {number[]} */
  const latencies = [];
  const counts = { non2xx: 0, errors: 0, timeouts: 0 };
  const pageCache = { hit: 0, miss: 0 };
  let sent = 0;
  let next = 0;
  const instance = autocannon({
    url,
    connections,
    duration: warmupSeconds + seconds,
    headers,
    // Renders without a cache can queue past autocannon's default 10 s under 50 connections: measure, don't cut off.
    timeout: 30,
    setupClient: (client) => {
      client.on('request', () => (sent += 1));
      client.on('headers', (info) => measuring() && countPageCache(info.headers, pageCache));
    },
    ...(paths && { requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] }),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (!measuring()) return;
    // Like autocannon's own figures: latency of successful responses only.
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else counts.non2xx += 1;
  });
  instance.on('reqError', (error) => {
    if (!measuring()) return;
    counts.errors += 1;
    if (error.message === 'request timed out') counts.timeouts += 1;
  });
  await instance;
  const measuredSeconds = (performance.now() - measureFrom) / 1000;
  latencies.sort((a, b) => a - b);
  const requests = latencies.length + counts.non2xx;
  return {
    reqPerSec: requests / measuredSeconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requests,
    ...counts,
    pageCache,
    sent,
  };
}

/**
 * Median time (ms) from sending a request to receiving the response headers, one request at a time, so it shows
 * the server's own work without queueing behind other requests.
 * @param {string | string[]} url several: asked for in turn @param {Record<string, string>} headers
 * @param {number} samples
 */
export async function medianTtfb(url, headers, samples) {
  const urls = [url].flat();
  const times = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await fetch(urls[i % urls.length], { headers });
    times.push(performance.now() - started);
    await response.arrayBuffer();
  }
  return median(times);
}

/**
 * Waits until the app stops working on requests that a finished run left behind: when autocannon closes its
 * connections, the server still renders what it had accepted, and that work (background work too, such as
 * recompressing kept pages) would count against the next run.
 * @param {number | number[]} pids the app's process (its workers count with it), or a server's processes
 */
export async function waitUntilIdle(pids) {
  const alive = [pids].flat().filter((pid) => fs.existsSync(`/proc/${pid}/stat`));
  if (!alive.length) return;
  const cpu = () => alive.reduce((total, pid) => total + treeCpuSeconds(pid), 0);
  const deadline = Date.now() + 60_000;
  let before = cpu();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const now = cpu();
    if (now - before < 0.025) return; // under 10 % of a core: only timers and the like
    before = now;
  }
}
