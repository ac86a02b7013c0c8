// The dashboard's code (and draft-js, which only its recipe editor uses) never reaches a reader's browser: public
// pages load none of it, even when scrolled to the end so every slice hydrates; the dashboard loads it.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib/start-app.mjs';
import { ADMIN, apiToken, env, hydrated, newPage } from './harness.mjs';

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'client', 'dist', 'client', '.vite', 'manifest.json')));

/** Every file a manifest entry loads: its own and, through static imports, its chunks'. */
function reachable(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const isDashboard = (key) => key.startsWith('src/features/dashboard/');
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry || manifest[key].isDynamicEntry);
const dashboardEntries = entries.filter(isDashboard);
const publicFiles = reachable(entries.filter((key) => !isDashboard(key)));
/** Files only the dashboard loads (shared chunks such as MUI's Button are not among them). */
const dashboardOnly = [...reachable(dashboardEntries)].filter((file) => !publicFiles.has(file));

/** The /assets/*.js files a page requests while `act` runs. */
async function scriptsLoaded(page, act) {
  const seen = new Set();
  const record = (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) seen.add(pathname.slice(1));
  };
  page.on('request', record);
  await act();
  page.off('request', record);
  return seen;
}

export default [
  [
    'public pages, read to the end, load no dashboard or editor code; the dashboard and its editor load theirs',
    async () => {
      if (dashboardEntries.length < 2)
        throw new Error(`expected the dashboard and editor entries, got ${dashboardEntries}`);
      if (!dashboardOnly.some((file) => /RichTextEditor/.test(file))) throw new Error('the editor chunk is not found');

      const { page, context } = await newPage(390);
      for (const pathname of ['/', '/recipes/1', '/recipes']) {
        const loaded = await scriptsLoaded(page, async () => {
          await page.goto(`${env.server.url}${pathname}`);
          await hydrated(page);
          // Scroll to the end in steps, so every lazily hydrated slice comes near and loads its code.
          for (let i = 0; i < 30; i += 1) {
            const atEnd = await page.evaluate(() => {
              window.scrollBy(0, window.innerHeight);
              return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
            });
            await page.waitForTimeout(100);
            if (atEnd) break;
          }
          await page.waitForLoadState('networkidle');
        });
        const leaked = [...loaded].filter((file) => dashboardOnly.includes(file));
        if (leaked.length) throw new Error(`${pathname} loaded dashboard code: ${leaked.join(', ')}`);
        if (!loaded.size) throw new Error(`${pathname} loaded no script at all`);
      }

      const token = await apiToken('/api/user/login', ADMIN);
      await page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
      const dashboard = await scriptsLoaded(page, async () => {
        // The overview loads its chart's code; the recipes screen, with the dialog open, the editor's.
        await page.goto(`${env.server.url}/dashboard`);
        await page.getByRole('heading', { name: 'Visualizações nos últimos 30 dias' }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.goto(`${env.server.url}/dashboard/recipes`);
        await page.getByRole('heading', { name: 'Gerenciamento de Recipes' }).waitFor();
        await page.getByRole('button', { name: 'Nova receita' }).click();
        await page
          .getByRole('dialog', { name: 'Nova receita' })
          .getByRole('textbox', { name: 'Texto da receita' })
          .waitFor();
      });
      // Each screen is a chunk of its own (dashboard-routes.ts): the two opened load, the others wait to be opened;
      // so does the media library's dialog, until an image field's 'Escolher da biblioteca' opens it.
      const otherScreen = (key) =>
        (/Screen\.tsx$/.test(key) && !key.endsWith('/RecipesScreen.tsx')) || key.endsWith('/MediaLibraryDialog.tsx');
      for (const key of dashboardEntries) {
        const loaded = dashboard.has(manifest[key].file);
        if (!loaded && !otherScreen(key)) throw new Error(`the dashboard did not load ${manifest[key].file}`);
        if (loaded && otherScreen(key)) throw new Error(`the dashboard loaded ${manifest[key].file} unopened`);
      }
      await context.close();
    },
  ],
];
