// The creator's workbench never loses work: two tabs on one recipe, the revision history, the trash, and deletes that
// warn about the places of the site that show what goes.
import { ADMIN, apiToken, assertNoConsoleErrors, env } from './harness.mjs';

const adminToken = () => apiToken('/api/user/login', ADMIN);

async function gql(token, query, variables = {}) {
  const res = await fetch(`${env.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`graphql: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A published recipe made through the REST API as the admin. */
async function createRecipe(token, title) {
  const res = await fetch(`${env.server.url}/api/recipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title,
      description: 'Receita de teste da bancada da criadora.',
      author: 'Marina',
      prepTime: 'PT10M',
      cookTime: 'PT20M',
      servings: '4 porções',
      difficulty: 'EASY',
      ingredients: [{ section: '', ingredientName: 'farinha', quantity: '1', unit: 'xícara' }],
      instructions: [{ section: '', stepNumber: 1, instructionText: 'Misture tudo.' }],
    }),
  });
  if (!res.ok) throw new Error(`creating a recipe: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

const recipeOf = async (token, id) =>
  (await gql(token, 'query($id: Int!) { recipe(id: $id) { title description version } }', { id })).recipe;

/** A tab of `context` signed in as the admin, on `path`. */
async function openTab(context, token, path, errors) {
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${env.server.url}/login`);
  await page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
  await page.goto(`${env.server.url}${path}`);
  return page;
}

async function newContext(width = 1366) {
  return env.browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR' });
}

const editor = (page) => page.getByRole('dialog', { name: 'Editar receita' });
const titleField = (dialog) => dialog.getByRole('textbox', { name: /^Título/ });
const card = (page, title) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** An HTTP status of a public recipe page. */
const publicStatus = async (id) =>
  (await fetch(`${env.server.url}/recipes/${id}`, { headers: { accept: 'text/html' } })).status;

export default [
  [
    'two tabs edit one recipe: the second save gets the conflict dialog and keeps her title and the other tab’s description (Ctrl+S saves)',
    async () => {
      const token = await adminToken();
      const recipe = await createRecipe(token, `Bolo das duas abas ${Date.now()}`);
      const context = await newContext();
      const errors = [];
      try {
        const a = await openTab(context, token, `/dashboard/recipes?editar=${recipe.recipeId}`, errors);
        const b = await openTab(context, token, `/dashboard/recipes?editar=${recipe.recipeId}`, errors);
        await titleField(editor(a)).waitFor();
        await titleField(editor(b)).waitFor();

        // tab B changes the description and saves first
        const description = editor(b).getByRole('textbox', { name: /^Descrição/ });
        await description.fill('A descrição escrita na aba B.');
        await editor(b).getByRole('button', { name: 'Salvar' }).click();
        await editor(b).waitFor({ state: 'detached' });

        // tab A, still on the version it opened, changes the title and saves with Ctrl+S
        await titleField(editor(a)).fill('Bolo da aba A');
        await titleField(editor(a)).press('Control+s');
        const conflict = a.getByRole('alertdialog', { name: 'A receita mudou enquanto você editava' });
        const changed = conflict.getByRole('listitem', { name: 'Descrição' });
        await changed.getByText('A descrição escrita na aba B.').waitFor();
        // her title is not in question (the other tab left it alone): only what the site changed is listed
        if (await conflict.getByRole('listitem', { name: 'Título' }).count()) throw new Error('the title was listed');
        if (!(await changed.getByRole('radio', { name: 'Usar as do servidor' }).isChecked())) {
          throw new Error('the field only the site changed should default to the site’s version');
        }
        await conflict.getByRole('button', { name: 'Salvar com estas escolhas' }).click();
        // saved: the card shows the new title (the editor behind the question is hidden from the accessibility tree
        // while the question closes, so its absence alone proves nothing)
        await card(a, 'Bolo da aba A').waitFor();
        await editor(a).waitFor({ state: 'detached' });

        const saved = await recipeOf(token, recipe.recipeId);
        if (saved.title !== 'Bolo da aba A' || saved.description !== 'A descrição escrita na aba B.') {
          throw new Error(`both changes should be kept: ${JSON.stringify(saved)}`);
        }

        // each tab kept its own safety copy: nothing of either is left behind once both saved
        const copies = await a.evaluate(() =>
          Object.keys(localStorage).filter((k) => k.startsWith('receitas:recipe-form:')),
        );
        if (copies.length) {
          const ids = await Promise.all([a, b].map((p) => p.evaluate(() => sessionStorage.getItem('receitas:tab-id'))));
          const held = await a.evaluate((k) => localStorage.getItem(k), copies[0]);
          throw new Error(
            `safety copies left: ${copies.join(', ')} (tabs a=${ids[0]} b=${ids[1]}) ${held.slice(0, 300)}`,
          );
        }
        assertNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  ],
  [
    'the creator restores an earlier version of a recipe from its history, and the site shows it',
    async () => {
      const token = await adminToken();
      const original = `Torta da vovó ${Date.now()}`;
      const recipe = await createRecipe(token, original);
      const update = 'mutation($id: Int!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { version } }';
      await gql(token, update, { id: recipe.recipeId, input: { title: `${original} (v2)` } });
      await gql(token, update, { id: recipe.recipeId, input: { title: `${original} (v3)` } });

      const context = await newContext();
      const errors = [];
      try {
        const page = await openTab(context, token, `/dashboard/recipes?editar=${recipe.recipeId}`, errors);
        const dialog = editor(page);
        await titleField(dialog).waitFor();
        await dialog.getByRole('button', { name: 'Histórico de versões da receita' }).click();
        const history = page.getByRole('dialog', { name: 'Histórico de versões' });
        const versions = history.getByRole('list', { name: 'Histórico de versões' }).getByRole('listitem');
        await versions.nth(2).waitFor();
        if ((await versions.count()) !== 3) throw new Error(`expected 3 versions, saw ${await versions.count()}`);
        await versions.nth(0).getByText('Versão atual').waitFor();
        await versions.nth(1).getByText('Mudou: título').waitFor();
        await versions.nth(2).getByText('Primeira versão').waitFor();

        await versions
          .nth(2)
          .getByRole('button', { name: /^Restaurar a versão de / })
          .click();
        const confirm = page.getByRole('alertdialog', { name: 'Restaurar esta versão?' });
        await confirm.getByRole('button', { name: 'Restaurar' }).click();
        await history.waitFor({ state: 'detached' });
        await dialog.getByText(/^Versão de .* restaurada\.$/).waitFor();
        if ((await titleField(dialog).inputValue()) !== original)
          throw new Error('the form should show the restored title');

        const stored = await recipeOf(token, recipe.recipeId);
        if (stored.title !== original) throw new Error(`the site should hold the restored title: ${stored.title}`);
        const html = await (await fetch(`${env.server.url}/recipes/${recipe.recipeId}`)).text();
        if (!html.includes(original) || html.includes('(v3)'))
          throw new Error('the public page should show the restored version');

        // the restore is in the history too
        await dialog.getByRole('button', { name: 'Histórico de versões da receita' }).click();
        await page
          .getByRole('dialog', { name: 'Histórico de versões' })
          .getByText('Restaurada de uma versão anterior')
          .waitFor();
        assertNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  ],
  [
    'a deleted recipe goes to the trash: undone from the notice, deleted again, restored from the Lixeira with the site showing it again',
    async () => {
      const token = await adminToken();
      const title = `Quindim da lixeira ${Date.now()}`;
      const recipe = await createRecipe(token, title);
      const context = await newContext();
      const errors = [];
      try {
        const page = await openTab(context, token, `/dashboard/recipes?q=${encodeURIComponent(title)}`, errors);
        const remove = async () => {
          await card(page, title)
            .getByRole('button', { name: `Excluir: ${title}` })
            .click();
          const confirm = page.getByRole('alertdialog', { name: 'Excluir receita?' });
          await confirm.getByText('Fica na lixeira por 30 dias e pode ser restaurado de lá.').waitFor();
          await confirm.getByRole('button', { name: 'Excluir' }).click();
          await page.getByText(`Receita "${title}" movida para a lixeira.`).waitFor();
          await card(page, title).waitFor({ state: 'detached' });
        };
        await card(page, title).waitFor();
        await remove();
        if ((await publicStatus(recipe.recipeId)) !== 404) throw new Error('a trashed recipe must not be public');

        await page.getByRole('button', { name: 'Desfazer' }).click();
        await page.getByText(`"${title}" voltou da lixeira.`).waitFor();
        await card(page, title).waitFor();
        if ((await publicStatus(recipe.recipeId)) !== 200) throw new Error('an undone delete shows the recipe again');

        await remove();
        await page.getByRole('navigation').getByRole('link', { name: 'Lixeira' }).click();
        await page.getByRole('heading', { name: 'Lixeira' }).waitFor();
        const item = page.getByRole('listitem', { name: `Receita: ${title}` });
        await item.getByText(/Apagado para sempre em/).waitFor();
        await item.getByRole('button', { name: `Restaurar ${title}` }).click();
        await page.getByText(`"${title}" foi restaurado.`).waitFor();
        await item.waitFor({ state: 'detached' });
        if ((await publicStatus(recipe.recipeId)) !== 200) throw new Error('a restored recipe is public again');
        assertNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  ],
  [
    'deleting a featured recipe lists where the site shows it, and takes it out of the configuration',
    async () => {
      const token = await adminToken();
      const title = `Pavê em destaque ${Date.now()}`;
      const recipe = await createRecipe(token, title);
      // the configuration is saved whole: everything else goes back as it was
      const before = (
        await gql(
          token,
          `{ siteConfiguration { featuredRecipeIds featuredEBookId googleAdsenseScript
              partnerships { name image_url website_url }
              socialMedia { facebook instagram pinterest tiktok youtube }
              weeklyRecipes { monday tuesday wednesday thursday friday } } }`,
        )
      ).siteConfiguration;
      const strip = (value) => JSON.parse(JSON.stringify(value, (key, v) => (key === '__typename' ? undefined : v)));
      await gql(
        token,
        'mutation($input: SiteConfigurationInput!) { saveSiteConfiguration(input: $input) { featuredRecipeIds } }',
        {
          input: strip({
            ...before,
            featuredRecipeIds: [String(recipe.recipeId), ...before.featuredRecipeIds.slice(0, 3)],
          }),
        },
      );
      const context = await newContext();
      const errors = [];
      try {
        const page = await openTab(context, token, `/dashboard/recipes?q=${encodeURIComponent(title)}`, errors);
        await card(page, title)
          .getByRole('button', { name: `Excluir: ${title}` })
          .click();
        const confirm = page.getByRole('alertdialog', { name: 'Excluir receita?' });
        const places = confirm.getByRole('group', { name: 'Em uso no site:' });
        await places
          .getByText(/destaque/i)
          .first()
          .waitFor();
        await confirm.getByRole('button', { name: 'Excluir' }).click();
        await page.getByText(`Receita "${title}" movida para a lixeira.`).waitFor();

        const after = (await gql(token, '{ siteConfiguration { featuredRecipeIds } }')).siteConfiguration;
        if (after.featuredRecipeIds.includes(String(recipe.recipeId))) {
          throw new Error('the trashed recipe should leave the featured list');
        }
        // the configuration screen names every chosen recipe by its title
        await page.goto(`${env.server.url}/dashboard/configurations`);
        await page.getByRole('heading', { level: 1, name: 'Configurações do Site' }).waitFor();
        const chosen = page.getByRole('list', { name: 'Ordem no destaque' });
        await chosen.getByRole('listitem').first().waitFor();
        const texts = await chosen.getByRole('listitem').allInnerTexts();
        if (texts.some((text) => /#\d+/.test(text) || text.includes('Receita excluída'))) {
          throw new Error(`the configuration shows an id without a title: ${texts.join(' | ')}`);
        }
        assertNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  ],
];
