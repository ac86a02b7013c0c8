// The public pages as the validators read them (issue 25, docs/seo.md): the Nu HTML checker on the HTML the server
// sends, axe on the hydrated page at 1366 and 390 px, and the structured-data linter with its Google and social
// presets. Each keeps its count at zero.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { root } from '../lib/start-app.mjs';
import { env, hydrated, newPage } from './harness.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { structuredDataTest } = require('structured-data-testing-tool');
const { Google, SocialMedia } = require('structured-data-testing-tool/presets');
// vnu.jar run by the machine's Java (Debian's default-jre-headless): never vnu-jar's own launcher, which downloads a
// Java runtime when it finds none
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The public pages of issue 25's list: home, recipe, print, index, filter, category, craving, e-book, about, login, saved. */
const PAGES = [
  '/',
  '/recipes/1',
  '/print/1',
  '/recipes',
  '/recipe-filter',
  '/category/1',
  '/craving/1',
  '/e-book',
  '/about',
  '/login',
  '/minhas-receitas',
];

/**
 * The checker's one message this site disagrees with: `<link rel="expect" blocking="render">` (the first paint waits
 * for the whole body, server/src/http/ssr.ts). The HTML standard allows `blocking` on a link whose rel is `expect`
 * as well as `stylesheet` (https://html.spec.whatwg.org/multipage/links.html#link-type-expect); the checker knows
 * only the second.
 */
const KNOWN_CHECKER_GAP =
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/;

const html = async (p) => {
  const res = await fetch(`${env.server.url}${p}`, { headers: { accept: 'text/html' } });
  if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
  return res.text();
};

export default [
  [
    'the Nu HTML checker finds no error in the HTML of any public page',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-vnu-'));
      try {
        const files = [];
        for (const p of PAGES) {
          const file = path.join(dir, `${p.replace(/\W+/g, '_') || 'home'}.html`);
          fs.writeFileSync(file, await html(p));
          files.push(file);
        }
        const { stdout } = await promisify(execFile)(
          'java',
          ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
          { maxBuffer: 64 * 1024 * 1024 },
        );
        const errors = JSON.parse(stdout).messages.filter(
          (m) => (m.type === 'error' || m.subType === 'fatal') && !KNOWN_CHECKER_GAP.test(m.message),
        );
        if (errors.length)
          throw new Error(
            `${errors.length} HTML errors:\n` +
              errors
                .map((m) => `${path.basename(m.url ?? '')}:${m.lastLine} ${m.message} ${m.extract ?? ''}`)
                .join('\n'),
          );
        // the one gap is still there: were the checker to learn `rel=expect`, the allowance above goes
        const gap = JSON.parse(stdout).messages.filter((m) => KNOWN_CHECKER_GAP.test(m.message));
        if (gap.length !== files.length) throw new Error(`the checker's rel=expect message changed: ${gap.length}`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  ],
  [
    'axe finds nothing serious or critical on any public page, hydrated, at 1366 and 390 px',
    async () => {
      const findings = [];
      const check = async (width, p) => {
        const { page, context } = await newPage(width);
        try {
          await page.goto(`${env.server.url}${p}`, { waitUntil: 'load' });
          await hydrated(page);
          // axe runs in the page: evaluated, not injected as a script tag (the site's policy allows no inline script)
          await page.evaluate(AXE);
          const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
          for (const v of result.violations)
            if (v.impact === 'serious' || v.impact === 'critical')
              findings.push(
                `${width} ${p} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
              );
        } finally {
          await context.close();
        }
      };
      // a page at both widths at once: two pages in the browser, half the wait
      for (const p of PAGES) await Promise.all([check(1366, p), check(390, p)]);
      if (findings.length) throw new Error(`axe findings:\n${findings.join('\n')}`);
    },
  ],
  [
    'the structured-data linter passes every public page with its Google and social presets, and finds what each shows',
    async () => {
      const expected = {
        '/': ['WebSite', 'Organization'],
        '/recipes/1': ['Recipe', 'BreadcrumbList'],
        '/recipes': ['BreadcrumbList', 'ItemList'],
        '/category/1': ['BreadcrumbList', 'ItemList'],
        '/craving/1': ['BreadcrumbList', 'ItemList'],
        '/e-book': ['BreadcrumbList', 'Book'],
      };
      const failures = [];
      for (const p of PAGES) {
        const page = await html(p);
        try {
          const result = await structuredDataTest(page, {
            presets: [Google, SocialMedia],
            schemas: expected[p] ?? [],
          });
          if (!result.passed.length) failures.push(`${p}: nothing tested`);
        } catch (error) {
          const failed = error.res?.failed ?? [];
          failures.push(
            `${p}: ${failed.map((f) => `${f.group ?? ''} ${f.test} ${f.description ?? ''}`).join('; ') || error.message}`,
          );
        }
      }
      if (failures.length) throw new Error(`structured data failures:\n${failures.join('\n')}`);
    },
  ],
];
