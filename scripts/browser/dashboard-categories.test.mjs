import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, apiToken, assertNoConsoleErrors, env, newPage } from './harness.mjs';

// The categories screen (/dashboard/categories) with its cravings and occasions tabs: what the creator does there
// reaches the public pages at once.

/** One of the demo content's uploaded photos, as a file to pick. */
function demoPhoto() {
  const found = fs
    .readdirSync(path.join(env.server.dataDir, 'uploads'), { recursive: true })
    .find((name) => String(name).endsWith('-medium.webp'));
  if (!found) throw new Error('no demo photo to upload');
  return path.join(env.server.dataDir, 'uploads', String(found));
}

/** A page signed in as the admin, on the categories screen (at a tab, e.g. '?aba=vontades'). */
async function openScreen(width, tab = '') {
  const token = await apiToken('/api/user/login', ADMIN);
  const opened = await newPage(width);
  await opened.context.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
  await opened.page.goto(`${env.server.url}/dashboard/categories${tab}`);
  await opened.page.getByRole('heading', { name: 'Gerenciamento de Categorias' }).waitFor();
  return opened;
}

const json = async (pathname) => (await fetch(`${env.server.url}${pathname}`)).json();
const publicHtml = async (pathname) =>
  (await fetch(`${env.server.url}${pathname}`, { headers: { accept: 'text/html' } })).text();

/** Waits until the screen lists (or no longer lists) a row with this exact name. */
const row = (page, name) => page.getByText(name, { exact: true });

/** Fails when the page itself scrolls sideways. */
async function assertNoPageOverflow(page, where) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) throw new Error(`${where}: the page scrolls ${overflow} px sideways`);
}

export default [
  [
    'a category is created with an image, renamed and deleted; its public page shows the new name and image at once',
    async () => {
      const { page, errors, context } = await openScreen(1366);
      const stamp = Date.now();
      const name = `Quitandas ${stamp}`;
      const renamed = `Quitandas Mineiras ${stamp}`;

      await page.getByRole('button', { name: 'Nova Categoria' }).click();
      const dialog = page.getByRole('dialog', { name: 'Criar Nova Categoria' });
      // The empty name is refused by the form itself (no browser bubble), and the description typed stays.
      await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Biscoitos, broas e roscas da tarde.');
      await dialog.getByRole('button', { name: 'Criar Categoria' }).click();
      await dialog.getByText('Nome da categoria é obrigatório', { exact: true }).waitFor();
      if (
        (await dialog.getByRole('textbox', { name: 'Descrição' }).inputValue()) !==
        'Biscoitos, broas e roscas da tarde.'
      )
        throw new Error('the description was lost after the name error');

      await dialog.getByRole('textbox', { name: /^Nome/ }).fill(name);
      await dialog.locator('input[type="file"]').setInputFiles(demoPhoto());
      await dialog.getByRole('img', { name: 'Pré-visualização: Imagem da categoria' }).waitFor();
      await dialog.getByRole('button', { name: 'Criar Categoria' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row(page, name).waitFor();

      const created = (await json('/api/categories')).find((c) => c.name === name);
      if (!created?.imageUrl?.small?.startsWith('/uploads/'))
        throw new Error('the category was saved without its image');
      const table = page.getByRole('table', { name: 'Categorias' });
      await table.getByRole('img', { name }).waitFor();

      // Edit: a new name, the image kept.
      await page.getByRole('button', { name: `Editar ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Categoria' });
      await edit.getByRole('textbox', { name: /^Nome/ }).fill(renamed);
      await edit.getByRole('button', { name: 'Atualizar Categoria' }).click();
      await edit.waitFor({ state: 'detached' });
      await row(page, renamed).waitFor();

      const html = await publicHtml(`/category/${created.categoryId}`);
      if (!html.includes(renamed)) throw new Error('the public category page does not show the new name');
      if (!html.includes(created.imageUrl.medium)) throw new Error('the public category page does not show the image');
      const reader = await newPage(1366);
      await reader.page.goto(`${env.server.url}/category/${created.categoryId}`);
      await reader.page.getByRole('heading', { level: 1, name: renamed }).waitFor();
      await reader.context.close();

      // Delete, after an in-page question.
      await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Excluir categoria' });
      await confirm.getByText(`Tem certeza que deseja excluir a categoria "${renamed}"?`).waitFor();
      await confirm.getByRole('button', { name: 'Excluir' }).click();
      await row(page, renamed).waitFor({ state: 'detached' });
      const gone = await fetch(`${env.server.url}/api/categories/${created.categoryId}`);
      if (gone.status !== 404) throw new Error(`the deleted category still answers ${gone.status}`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'a craving is created with an image on its tab (kept in the URL), renamed and deleted, and its public page follows',
    async () => {
      const { page, errors, context } = await openScreen(1366);
      const stamp = Date.now();
      const name = `Docinho ${stamp}`;
      const renamed = `Guloseima ${stamp}`;

      await page.getByRole('tab', { name: 'Vontades' }).click();
      await page.waitForURL((url) => url.searchParams.get('aba') === 'vontades');
      await page.reload();
      await page.getByRole('tab', { name: 'Vontades', selected: true }).waitFor();

      await page.getByRole('button', { name: 'Nova Vontade' }).click();
      const dialog = page.getByRole('dialog', { name: 'Criar Nova Vontade' });
      await dialog.getByRole('button', { name: 'Criar Vontade' }).click();
      await dialog.getByText('Nome da vontade é obrigatório', { exact: true }).waitFor();
      await dialog.getByRole('textbox', { name: /^Nome/ }).fill(name);
      await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Para adoçar a tarde.');
      await dialog.locator('input[type="file"]').setInputFiles(demoPhoto());
      await dialog.getByRole('img', { name: 'Pré-visualização: Imagem da vontade' }).waitFor();
      await dialog.getByRole('button', { name: 'Criar Vontade' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row(page, name).waitFor();

      const created = (await json('/api/cravings')).find((c) => c.name === name);
      if (!created?.imageUrl?.original?.startsWith('/uploads/'))
        throw new Error('the craving was saved without its image');

      await page.getByRole('button', { name: `Editar ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Vontade' });
      await edit.getByRole('textbox', { name: /^Nome/ }).fill(renamed);
      await edit.getByRole('button', { name: 'Atualizar Vontade' }).click();
      await edit.waitFor({ state: 'detached' });
      await row(page, renamed).waitFor();
      const html = await publicHtml(`/craving/${created.id}`);
      if (!html.includes(renamed) || html.includes(name)) throw new Error('the public craving page shows the old name');

      await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Excluir vontade' });
      await confirm.getByRole('button', { name: 'Excluir' }).click();
      await row(page, renamed).waitFor({ state: 'detached' });
      if ((await json('/api/cravings')).some((c) => c.id === created.id))
        throw new Error('the craving is still listed');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'on a 390 px phone every tab is a readable list with its actions, and the page never scrolls sideways',
    async () => {
      const { page, errors, context } = await openScreen(390);
      for (const [tab, label] of [
        ['Categorias', 'Categorias'],
        ['Vontades', 'Vontades'],
        ['Ocasiões', 'Ocasiões'],
      ]) {
        await page.getByRole('tab', { name: tab }).click();
        const list = page.getByRole('list', { name: label });
        const first = list.getByRole('listitem').first();
        await first.getByRole('button', { name: /^Editar / }).waitFor();
        const box = await first.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > 390) throw new Error(`${tab}: a card does not fit the screen`);
        await assertNoPageOverflow(page, tab);
      }
      await page.getByRole('button', { name: 'Nova Ocasião' }).click();
      const dialog = page.getByRole('dialog', { name: 'Criar Nova Ocasião' });
      await dialog.getByRole('button', { name: 'Criar Ocasião' }).click();
      await dialog.getByText('Nome da ocasião é obrigatório', { exact: true }).waitFor();
      await assertNoPageOverflow(page, 'the modal');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
];
