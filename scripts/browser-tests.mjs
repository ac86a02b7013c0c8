// Browser tests: the real app (built server + client, demo content) in Debian's Chromium through playwright-core.
// Every scripts/browser/*.test.mjs file runs, or only those whose name contains one of the arguments
// (`node scripts/browser-tests.mjs comments search`). Without Chromium they are skipped with a plain message,
// except in CI (CI=true), where that is a failure. Last line: "Browser tests: N passed, M failed" (or "... skipped").
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, startServer } from './lib/start-app.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.mjs';
import { ADMIN, env } from './browser/harness.mjs';

const require = createRequire(path.join(root, 'package.json'));

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

const dir = path.join(root, 'scripts', 'browser');
const only = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.test.mjs') && (!only.length || only.some((o) => f.includes(o))))
  .sort();
if (!files.length) {
  console.error(`No browser test file matches ${only.join(', ')}`);
  process.exit(1);
}

const { chromium } = require('playwright-core');
// One trusted proxy hop: a test may post from addresses of its own (X-Forwarded-For), past one address's limits.
// The importer fetches the test's own local pages (loopback), with a short pause between two requests to one site.
env.server = await startServer({
  admin: ADMIN,
  env: { TRUST_PROXY: '1', IMPORT_ALLOW_PRIVATE_NETWORKS: 'true', IMPORT_HOST_PAUSE_MS: '100' },
});
env.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

let passed = 0;
let failed = 0;
for (const file of files) {
  console.log(file);
  const { default: tests } = await import(pathToFileURL(path.join(dir, file)).href);
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
}
await env.browser.close();
await env.server.stop();
if (env.large) await (await env.large).stop();
console.log(`Browser tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
