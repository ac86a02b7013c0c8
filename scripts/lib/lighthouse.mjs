// Lighthouse's mobile performance audit (its default profile: simulated slow 4G, CPU 4× slower) of a page of the
// running app, through its CLI in a child process so that Chromium and Lighthouse stay out of the load generator.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { root } from './start-app.mjs';

const require = createRequire(path.join(root, 'package.json'));
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

// Lighthouse passes the flags on a command line: the resolver rule's spaces need quotes.
const CHROME_FLAGS = CHROMIUM_FLAGS.map((f) => (f.includes(' ') ? f.replace('=', '="') + '"' : f)).join(' ');

/** @param {string[]} args @returns {Promise<string>} the CLI's stdout */
function runCli(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LIGHTHOUSE_CLI, ...args], {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    // A run takes ~15 s; past 3 minutes something hangs, and the benchmark must end by itself.
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`lighthouse exited with ${code ?? signal}:\n${stderr.slice(-2000)}`));
    });
  });
}

/**
 * @param {string} url
 * @returns {Promise<{ score: number, lcp: number, tbt: number, cls: number }>} score 0–100, LCP and TBT in ms
 */
export async function lighthouse(url) {
  // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): it reports that in the JSON or, with the CLI,
  // by exiting with an error. Such a run is repeated, three times at most; any other failure ends the benchmark.
  const traceFailure = /NO_NAVSTART|NO_FCP|recording the trace/;
  for (let attempt = 1; ; attempt++) {
    let report;
    try {
      report = JSON.parse(
        await runCli([
          url,
          '--only-categories=performance',
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          '--no-enable-error-reporting',
          `--chrome-flags=${CHROME_FLAGS}`,
        ]),
      );
    } catch (error) {
      if (attempt <= 3 && traceFailure.test(String(error))) continue;
      throw error;
    }
    if (report.runtimeError) {
      if (attempt <= 3) continue;
      throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
    }
    const metric = (id) => report.audits[id].numericValue;
    return {
      score: Math.round(report.categories.performance.score * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  }
}
