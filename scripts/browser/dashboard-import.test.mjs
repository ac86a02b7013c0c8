import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer } from '../lib/start-app.mjs';
import { ADMIN, apiToken, assertNoConsoleErrors, env, newPage } from './harness.mjs';

// Bringing a catalogue in and taking it out (issue 26): one recipe from another blog's page, a whole blog from its
// sitemap, and the export re-imported into a fresh site. The other blog is a server of this test on 127.0.0.1.

const SHOTS = process.env.SCREENSHOT_DIR;

const page = (title, body, head = '') =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title} - Blog da Vó</title>` +
  `<meta property="og:site_name" content="Blog da Vó">${head}</head><body>${body}</body></html>`;

function recipePage(slug, title) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: title,
    description: `${title}: receita de família, testada e aprovada.`,
    image: `/img/${slug}.jpg`,
    prepTime: 'PT20M',
    cookTime: 'PT40M',
    recipeYield: '8 porções',
    recipeCategory: 'Bolos',
    recipeIngredient: ['2 xícaras (chá) de farinha de trigo', '3 ovos', '1 lata de leite condensado (395 g)'],
    recipeInstructions: [
      { '@type': 'HowToSection', name: 'Massa', itemListElement: [{ '@type': 'HowToStep', text: 'Bata os ovos.' }] },
      {
        '@type': 'HowToSection',
        name: 'Forno',
        itemListElement: [{ '@type': 'HowToStep', text: 'Asse por 40 minutos.' }],
      },
    ],
  };
  return page(title, `<h1>${title}</h1>`, `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`);
}

/** Another creator's blog: three recipes, a post without one, pictures, a gzip sitemap behind an index. */
async function startBlog() {
  const sharp = (await import('sharp')).default;
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d98b3a' } })
    .jpeg()
    .toBuffer();
  let base = '';
  const slugs = {
    'bolo-de-cenoura': 'Bolo de Cenoura do Blog',
    'bolo-de-milho': 'Bolo de Milho do Blog',
    'bolo-de-laranja': 'Bolo de Laranja do Blog',
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, base);
    const slug = /^\/receita\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (slug && slugs[slug])
      return res.writeHead(200, { 'content-type': 'text/html' }).end(recipePage(slug, slugs[slug]));
    if (url.pathname === '/receita/minhas-ferias') {
      return res.writeHead(200, { 'content-type': 'text/html' }).end(page('Minhas férias', '<p>Fomos à praia.</p>'));
    }
    if (url.pathname.startsWith('/img/')) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
    if (url.pathname === '/sitemap_index.xml') {
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(`<sitemapindex><sitemap><loc>${base}/post-sitemap.xml.gz</loc></sitemap></sitemapindex>`);
    }
    if (url.pathname === '/post-sitemap.xml.gz') {
      const locs = ['bolo-de-cenoura', 'minhas-ferias', 'bolo-de-milho', 'bolo-de-laranja']
        .map((s) => `<url><loc>${base}/receita/${s}</loc></url>`)
        .join('');
      return res.writeHead(200, { 'content-type': 'application/gzip' }).end(zlib.gzipSync(`<urlset>${locs}</urlset>`));
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404</h1>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return { url: base, close: () => new Promise((resolve) => server.close(resolve)) };
}

let blog;
const theBlog = async () => (blog ??= await startBlog());

async function signedIn(width, base = env.server.url, token) {
  const opened = await newPage(width);
  await opened.page.goto(`${base}/login`);
  await opened.page.evaluate(
    (t) => localStorage.setItem('jwtToken', t),
    token ?? (await apiToken('/api/user/login', ADMIN)),
  );
  return opened;
}

async function recipesScreen(page, base = env.server.url) {
  await page.goto(`${base}/dashboard/recipes`);
  await page.getByRole('heading', { name: 'Gerenciamento de Recipes' }).waitFor();
}

async function openMenuItem(page, name) {
  await page.getByRole('button', { name: 'Importar e exportar' }).click();
  await page.getByRole('menuitem', { name }).click();
}

export default [
  [
    'importa uma receita de outro blog pelo endereço, revisa no editor e salva como rascunho (1366 e 390 px)',
    async () => {
      const { url } = await theBlog();
      for (const width of [1366, 390]) {
        const { page, errors, context } = await signedIn(width);
        await recipesScreen(page);
        await openMenuItem(page, 'Importar receita');
        const dialog = page.getByRole('dialog', { name: 'Importar receita' });
        // a page without a recipe says so, and what was typed stays
        await dialog.getByLabel('Endereço da receita').fill(`${url}/receita/minhas-ferias`);
        await dialog.getByRole('button', { name: 'Importar' }).click();
        await dialog.getByRole('alert').filter({ hasText: 'Nenhuma receita encontrada nesta página.' }).waitFor();
        if ((await dialog.getByLabel('Endereço da receita').inputValue()) !== `${url}/receita/minhas-ferias`) {
          throw new Error('the address typed was lost after the failure');
        }
        await dialog.getByLabel('Endereço da receita').fill(`${url}/receita/bolo-de-cenoura`);
        await dialog.getByRole('button', { name: 'Importar' }).click();

        const editor = page.getByRole('dialog', { name: 'Nova receita' });
        await editor.getByText('Importada de Blog da Vó').waitFor();
        if ((await editor.getByRole('textbox', { name: /^Título/ }).inputValue()) !== 'Bolo de Cenoura do Blog') {
          throw new Error('the title did not come from the page');
        }
        // the steps keep their sections ('Massa', 'Forno')
        const sections = await editor
          .locator('input[id^="rf-section-"]')
          .evaluateAll((inputs) => inputs.map((i) => i.value));
        if (!sections.includes('Massa') || !sections.includes('Forno')) {
          throw new Error(`step sections: ${sections.join(' | ')}`);
        }
        // the picture is brought into the media and shown in the editor (the list behind has pictures of its own)
        await editor.locator('img[src^="/uploads/"]').first().waitFor({ timeout: 30000 });
        await editor.getByText('Baixando a foto da página de origem', { exact: false }).waitFor({ state: 'detached' });
        const ingredients = await editor
          .locator('input[id$="-name"]')
          .evaluateAll((inputs) => inputs.map((i) => i.value));
        for (const name of ['farinha de trigo', 'ovos', 'leite condensado (395 g)']) {
          if (!ingredients.includes(name)) throw new Error(`ingredient ${name} missing: ${ingredients.join(' | ')}`);
        }
        if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `import-editor-${width}.png`) });
        await editor.getByRole('button', { name: 'Salvar rascunho' }).click();
        await editor.waitFor({ state: 'detached' });
        await page.getByText('Bolo de Cenoura do Blog').first().waitFor();
        assertNoConsoleErrors(errors);
        await context.close();
      }
    },
  ],
  [
    'migra um blog pelo sitemap: progresso, uma página sem receita, uma repetida, e publica os rascunhos de uma vez',
    async () => {
      const { url } = await theBlog();
      const { page, errors, context } = await signedIn(1366);
      await recipesScreen(page);
      await openMenuItem(page, 'Importar de um site');
      await page.getByRole('heading', { name: 'Importar de um site' }).waitFor();
      await page.getByLabel('Endereço do sitemap').fill(`${url}/sitemap_index.xml`);
      await page.getByLabel('Só endereços que começam com (opcional)').fill('/receita/');
      await page.getByRole('button', { name: 'Começar importação' }).click();
      await page.getByRole('progressbar', { name: 'Progresso da importação' }).first().waitFor();
      // the progress moves on its own until the job is done
      await page.getByText('4 de 4 páginas').first().waitFor({ timeout: 60000 });
      await page.getByText('Concluída').first().waitFor();
      await page.getByText('1 com erro').waitFor();
      await page.getByText('1 já existia').waitFor();
      await page.getByText('Nenhuma receita encontrada nesta página.').waitFor();
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'import-site-1366.png'), fullPage: true });
      // a draft opens in the editor from its line
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Bolo de Milho do Blog' })
        .getByRole('link', { name: 'Abrir rascunho' })
        .click();
      const editor = page.getByRole('dialog', { name: 'Editar receita' });
      if ((await editor.getByRole('textbox', { name: /^Título/ }).inputValue()) !== 'Bolo de Milho do Blog') {
        throw new Error('the draft did not open in the editor');
      }
      await editor.getByRole('button', { name: 'Fechar' }).click();
      await editor.waitFor({ state: 'detached' });
      // left and reopened: the job is still there
      await recipesScreen(page);
      await openMenuItem(page, 'Importar de um site');
      await page.getByText('4 de 4 páginas').first().waitFor();

      await page.getByRole('link', { name: 'Revisar e publicar os rascunhos' }).click();
      await page.getByRole('heading', { name: 'Gerenciamento de Recipes' }).waitFor();
      for (const title of ['Bolo de Milho do Blog', 'Bolo de Laranja do Blog']) {
        await page.getByRole('checkbox', { name: `Selecionar: ${title}` }).check();
      }
      const bar = page.getByRole('region', { name: 'Ações para as receitas selecionadas' });
      await bar.getByRole('button', { name: 'Publicar selecionadas', exact: true }).click();
      await page
        .getByRole('alertdialog', { name: 'Publicar 2 receitas?' })
        .getByRole('button', { name: 'Publicar', exact: true })
        .click();
      await page.getByText('2 receitas publicadas.').waitFor();
      const token = await apiToken('/api/user/login', ADMIN);
      const listed = await (
        await fetch(`${env.server.url}/api/recipes?query=do%20Blog&status=PUBLISHED`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      const titles = listed.map((r) => r.title).sort();
      if (!titles.includes('Bolo de Milho do Blog') || !titles.includes('Bolo de Laranja do Blog')) {
        throw new Error(`published: ${titles.join(', ')}`);
      }
      assertNoConsoleErrors(errors);
      await context.close();

      const phone = await signedIn(390);
      await phone.page.goto(`${env.server.url}/dashboard/recipes/import`);
      await phone.page.getByText('4 de 4 páginas').first().waitFor();
      if (SHOTS) await phone.page.screenshot({ path: path.join(SHOTS, 'import-site-390.png'), fullPage: true });
      assertNoConsoleErrors(phone.errors);
      await phone.context.close();
    },
  ],
  [
    'exporta o catálogo em .zip e o importa num site novo',
    async () => {
      const { page, errors, context } = await signedIn(1366);
      await recipesScreen(page);
      const download = page.waitForEvent('download');
      await openMenuItem(page, 'Exportar todas (.zip)');
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-export-')), 'receitas.zip');
      await (await download).saveAs(file);
      assertNoConsoleErrors(errors);
      await context.close();
      const exported = fs.statSync(file).size;
      if (exported < 10_000) throw new Error(`the archive is too small: ${exported} bytes`);

      const fresh = await startServer({ admin: ADMIN, env: { SEED_DEMO: 'false' } });
      try {
        const res = await fetch(`${fresh.url}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        const { token } = await res.json();
        const other = await signedIn(1366, fresh.url, token);
        await recipesScreen(other.page, fresh.url);
        await openMenuItem(other.page, 'Importar arquivo .zip');
        const dialog = other.page.getByRole('dialog', { name: 'Importar arquivo .zip' });
        const chooser = other.page.waitForEvent('filechooser');
        await dialog.getByRole('button', { name: 'Escolher arquivo .zip' }).click();
        await (await chooser).setFiles(file);
        await dialog.getByText(/receitas criadas/).waitFor({ timeout: 120000 });
        const summary = await dialog.getByRole('status').last().textContent();
        if (!/ 0 com erro/.test(summary ?? '')) throw new Error(`archive import: ${summary}`);
        await dialog.getByRole('button', { name: 'Fechar' }).click();
        await other.page.getByText('Bolo de Cenoura do Blog').first().waitFor();
        const source = await (await fetch(`${env.server.url}/api/recipes?size=1`)).json();
        const copy = await (await fetch(`${fresh.url}/api/recipes?size=1`)).json();
        if (source.totalElements !== copy.totalElements) {
          throw new Error(`published recipes: ${source.totalElements} here, ${copy.totalElements} in the fresh site`);
        }
        assertNoConsoleErrors(other.errors);
        await other.context.close();
      } finally {
        await fresh.stop();
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
        await blog?.close();
        blog = undefined;
      }
    },
  ],
];
