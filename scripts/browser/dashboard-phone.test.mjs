// The recipe editor on a phone (390 px): its toolbar is one row with nothing hidden sideways; the tools that do not
// fit are in 'Mais', whose menu (by touch or keyboard) formats the text as the bar's buttons do.
import { ADMIN, apiToken, assertNoConsoleErrors, env, newPage } from './harness.mjs';

async function createRecipe(token, fields) {
  const res = await fetch(`${env.server.url}/api/recipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      description: 'Receita de teste do editor no celular.',
      ingredients: [{ section: '', ingredientName: 'goma de tapioca', quantity: '2', unit: 'xícaras' }],
      instructions: [{ section: '', stepNumber: 1, instructionText: 'Espalhe a goma na frigideira quente.' }],
      datePublished: new Date(Date.now() - 60_000).toISOString(),
      ...fields,
    }),
  });
  if (!res.ok) throw new Error(`creating a recipe: HTTP ${res.status}`);
  return res.json();
}

/** The toolbar's layout: whether it scrolls sideways, a control sticks out of it, or the controls take two rows. */
const toolbarLayout = (toolbar) =>
  toolbar.evaluate((bar) => {
    const edge = bar.getBoundingClientRect().right;
    const controls = [...bar.querySelectorAll('button, select')];
    return {
      scrolls: bar.scrollWidth > bar.clientWidth,
      outside: controls.filter((c) => c.getBoundingClientRect().right > edge + 0.5).map((c) => c.ariaLabel),
      rows: new Set(controls.map((c) => Math.round(c.getBoundingClientRect().top))).size,
      names: controls.map((c) => c.ariaLabel),
    };
  });

export default [
  [
    "at 390 px the editor's toolbar is one row without sideways scroll; 'Mais' opens a menu whose link and heading apply to the text, by touch and by keyboard, and are saved",
    async () => {
      const token = await apiToken('/api/user/login', ADMIN);
      const recipe = await createRecipe(token, {
        title: `Tapioca do Celular ${Date.now()}`,
        commentBody: '<p>Goma hidratada na hora</p>',
      });
      const { page, errors, context } = await newPage(390);
      await page.goto(`${env.server.url}/login`);
      await page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
      await page.goto(`${env.server.url}/dashboard/recipes?editar=${recipe.recipeId}`);
      const dialog = page.getByRole('dialog', { name: 'Editar receita' });
      const toolbar = dialog.getByRole('toolbar', { name: 'Formatação do texto' });
      const more = toolbar.getByRole('button', { name: 'Mais' });
      await more.waitFor();
      await toolbar.scrollIntoViewIfNeeded();

      const layout = await toolbarLayout(toolbar);
      if (layout.scrolls || layout.outside.length || layout.rows !== 1)
        throw new Error(`the toolbar does not fit one row: ${JSON.stringify(layout)}`);
      if (layout.names.includes('Link')) throw new Error(`'Link' should be in the menu at 390 px: ${layout.names}`);

      // Touch: the last word selected, then 'Mais' → 'Link'.
      const body = dialog.getByRole('textbox', { name: 'Texto da receita' });
      await body.getByText('Goma hidratada na hora').click();
      await page.keyboard.press('End');
      await page.keyboard.press('Control+Shift+ArrowLeft');
      await more.click();
      const menu = page.getByRole('menu', { name: 'Mais opções de formatação' });
      await menu.getByRole('menuitemcheckbox', { name: 'Link' }).click();
      const linkDialog = page.getByRole('dialog', { name: 'Inserir link' });
      await linkDialog.getByRole('textbox', { name: 'Endereço' }).fill('https://receitas.example/tapioca');
      await linkDialog.getByRole('button', { name: 'Salvar' }).click();
      await linkDialog.waitFor({ state: 'detached' });
      await body.locator('a[href="https://receitas.example/tapioca"]', { hasText: 'hora' }).waitFor();
      await menu.waitFor({ state: 'detached' });

      // Keyboard: back from the text to 'Mais', the menu opened on its first item, down to 'Título 2'.
      await page.keyboard.press('Shift+Tab');
      if (!(await more.evaluate((button) => button === document.activeElement)))
        throw new Error("Shift+Tab from the text does not reach 'Mais'");
      await page.keyboard.press('Enter');
      await menu.getByRole('menuitemradio', { name: 'Parágrafo' }).and(page.locator(':focus')).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await menu.getByRole('menuitemradio', { name: 'Título 2' }).and(page.locator(':focus')).waitFor();
      await page.keyboard.press('Enter');
      await body.locator('h2', { hasText: 'Goma hidratada' }).waitFor();
      await menu.waitFor({ state: 'detached' });

      await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      const saved = await (await fetch(`${env.server.url}/api/recipes/${recipe.recipeId}`)).json();
      if (
        !/^<h2>Goma hidratada na <a href="https:\/\/receitas\.example\/tapioca"[^>]*>hora<\/a><\/h2>$/.test(
          saved.commentBody,
        )
      )
        throw new Error(`saved text: ${saved.commentBody}`);
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
];
