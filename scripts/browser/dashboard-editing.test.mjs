// The creator's whole journey in the recipe dialog: write, publish, see it on the site, edit it.
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, apiToken, assertNoConsoleErrors, env, newPage } from './harness.mjs';

async function adminToken() {
  return apiToken('/api/user/login', ADMIN);
}

/** A page signed in as the admin, on the recipes screen. */
async function openScreen(token, width) {
  const opened = await newPage(width);
  const { page } = opened;
  await page.goto(`${env.server.url}/login`);
  await page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
  await page.goto(`${env.server.url}/dashboard/recipes`);
  await page.getByRole('heading', { name: 'Gerenciamento de Recipes' }).waitFor();
  return opened;
}

/** One of the demo content's photos, to upload as a new one. */
function demoPhoto() {
  const found = fs
    .readdirSync(path.join(env.server.dataDir, 'uploads'), { recursive: true })
    .find((name) => String(name).endsWith('-medium.webp'));
  if (!found) throw new Error('no demo photo to upload');
  return path.join(env.server.dataDir, 'uploads', String(found));
}

const publicHtml = async (recipeId) =>
  (await fetch(`${env.server.url}/recipes/${recipeId}`, { headers: { accept: 'text/html' } })).text();

const card = (page, title) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

export default [
  [
    'the creator writes a recipe in the dialog (photo, two ingredient sections, steps reordered by keyboard, a bold body with a pasted photo), publishes it, sees it on the site, and an edit of the title shows there at once',
    async () => {
      const token = await adminToken();
      const { page, errors, context } = await openScreen(token);
      const title = `Cuscuz Paulista ${Date.now()}`;
      await page.getByRole('button', { name: 'Nova receita' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova receita' });
      await dialog.getByRole('textbox', { name: /^Título/ }).fill(title);
      await dialog.getByRole('textbox', { name: /^Descrição/ }).fill('O clássico de domingo, em camadas.');
      await dialog.getByRole('textbox', { name: 'Tempo de preparo' }).fill('00:30:00');
      await dialog.getByRole('textbox', { name: 'Tempo de cozimento' }).fill('00:45:00');
      await dialog.locator('input[type="file"]').first().setInputFiles(demoPhoto());
      await dialog.getByRole('img', { name: 'Pré-visualização da imagem da receita' }).waitFor();

      // Ingredients: a first section and a second one.
      const first = dialog.getByRole('group', { name: 'Ingrediente 1' });
      await first.getByRole('textbox', { name: 'Quantidade' }).fill('2');
      await first.getByRole('textbox', { name: 'Unidade' }).fill('xícaras');
      await first.getByRole('textbox', { name: 'Ingrediente' }).fill('farinha de milho');
      await dialog.getByRole('button', { name: 'Adicionar seção' }).first().click();
      const second = dialog.getByRole('group', { name: 'Ingrediente 2' });
      await second.getByRole('textbox', { name: 'Ingrediente' }).fill('sardinha');
      const sectionNames = dialog.getByRole('textbox', { name: 'Nome da seção' });
      await sectionNames.nth(0).fill('Massa');
      await sectionNames.nth(1).fill('Montagem');

      // Steps: two, then the second moved up with the keyboard.
      await dialog.getByRole('textbox', { name: 'Passo 1' }).fill('Refogue os temperos.');
      await dialog.getByRole('button', { name: 'Adicionar passo' }).first().click();
      await dialog.getByRole('textbox', { name: 'Passo 2' }).fill('Unte a forma com sardinha.');
      await dialog.getByRole('button', { name: 'Mover passo 2 para cima' }).focus();
      await page.keyboard.press('Enter');
      await dialog.getByText('Passo 2 movido para a posição 1').waitFor();

      // The body: a bold word typed in the draft-js editor.
      const body = dialog.getByRole('textbox', { name: 'Texto da receita' });
      await body.click();
      await page.keyboard.type('Receita de ');
      await page.keyboard.press('Control+B');
      await page.keyboard.type('família');

      // A photo pasted into the body (as from the clipboard): it shows at once and is uploaded. The upload is held
      // back here, so a save meanwhile must wait for it instead of dropping the image.
      let releaseUpload;
      const uploadHeld = new Promise((resolve) => (releaseUpload = resolve));
      await page.route('**/graphql', async (route) => {
        if (/multipart/.test(route.request().headers()['content-type'] ?? '')) await uploadHeld;
        await route.continue();
      });
      await body.evaluate(
        (editor, bytes) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(bytes)], 'colada.webp', { type: 'image/webp' }));
          editor.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
          );
        },
        Array.from(fs.readFileSync(demoPhoto())),
      );
      await body.locator('img[src^="data:image/webp"]').waitFor();
      await dialog.getByRole('button', { name: 'Salvar e publicar' }).click();
      await dialog.getByText('Aguarde o envio da imagem terminar.').waitFor();
      releaseUpload();
      await body.locator('img[src^="/uploads/"]').waitFor();
      await page.unroute('**/graphql');

      await dialog.getByRole('button', { name: 'Salvar e publicar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Receita salva! Compartilhe:').waitFor();
      const saved = card(page, title);
      await saved.waitFor();

      const href = await saved.getByRole('link', { name: /Ver no site/ }).getAttribute('href');
      const recipeId = Number(/\/recipes\/(\d+)/.exec(href)[1]);
      const html = await publicHtml(recipeId);
      if (!html.includes(title)) throw new Error('the public page lacks the title');
      if (!/<strong>família<\/strong>/.test(html)) throw new Error('the body lost its bold word');
      if (html.indexOf('Unte a forma com sardinha.') > html.indexOf('Refogue os temperos.'))
        throw new Error('the steps are not in the order chosen');
      if (!html.includes('Montagem') || !html.includes('Massa')) throw new Error('the ingredient sections are missing');
      if (!/\/uploads\/[^"]+-medium\.webp/.test(html)) throw new Error('the photo is missing');
      const recipe = await (
        await fetch(`${env.server.url}/api/recipes/${recipeId}`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      if (!/<img[^>]+src="\/uploads\/[^"]+"/.test(recipe.commentBody ?? ''))
        throw new Error(`the pasted photo is not in the saved body: ${recipe.commentBody}`);
      if (!html.includes(recipe.commentBody.match(/src="([^"]+)"/)[1]))
        throw new Error('the pasted photo is not on the public page');

      // Edit the title: the public page (cached a moment ago) shows the new one at once.
      await saved.getByRole('button', { name: /^Editar:/ }).click();
      const edit = page.getByRole('dialog', { name: 'Editar receita' });
      const field = edit.getByRole('textbox', { name: /^Título/ });
      await field.fill(`${title} da Vó`);
      await edit.getByRole('button', { name: /^Salvar/ }).click();
      await edit.waitFor({ state: 'detached' });
      if (!(await publicHtml(recipeId)).includes(`${title} da Vó`))
        throw new Error('the public page kept the old title');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
];
