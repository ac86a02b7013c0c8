import { ADMIN, apiToken, assertNoConsoleErrors, env, newPage } from './harness.mjs';

// The configuration screen (/dashboard/configurations, spec §2 "Dashboard configurations", §4 "Configuration"):
// a save shows on the public pages at once, and bad input is refused without losing anything.

const api = async (method, pathname, token, body) => {
  const res = await fetch(`${env.server.url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: HTTP ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
};

/** A public page's server-rendered HTML, as a reader's request gets it (through the page cache). */
const html = async (pathname) => {
  const res = await fetch(`${env.server.url}${pathname}`, { headers: { accept: 'text/html' } });
  return { text: await res.text(), cache: res.headers.get('x-page-cache') };
};

export default [
  [
    'the admin features a recipe, sets Monday’s dessert and adds a partner with a logo: home and /about show it at once; a bad Instagram address is refused and nothing typed is lost',
    async () => {
      const token = await apiToken('/api/user/login', ADMIN);
      const original = await api('GET', '/api/admin/configurations', token);
      const stamp = Date.now();
      const partnerName = `Moinho Serrano ${stamp}`;
      try {
        // Two published recipes with a picture (the partner's logo is made from it) that are neither the hero nor
        // Monday's dessert today (other files may have added recipes without one).
        const { content } = await api('GET', '/api/recipes?page=0&size=20');
        const unused = content.filter(
          (r) =>
            r.imageUrl?.original &&
            !original.featuredRecipeIds.includes(String(r.recipeId)) &&
            String(r.recipeId) !== original.weeklyRecipes.monday,
        );
        const [hero, monday] = unused;
        if (!hero || !monday) throw new Error('the demo content has too few recipes for this test');
        const logo = Buffer.from(await (await fetch(`${env.server.url}${hero.imageUrl.original}`)).arrayBuffer());

        // The public pages are in the page cache before the save (the app may run several workers: ask each).
        for (let i = 0; i < 4; i++) {
          await html('/');
          await html('/about');
        }
        if ((await html('/about')).cache !== 'HIT') throw new Error('/about was not cached');

        const { page, errors, context } = await newPage(1366);
        await page.goto(`${env.server.url}/login`);
        await page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
        await page.goto(`${env.server.url}/dashboard/configurations`);
        await page.getByRole('heading', { level: 1, name: 'Configurações do Site' }).waitFor();
        const save = page.getByRole('button', { name: 'Salvar' });
        await save.waitFor();

        // Featured: only the chosen recipe, so it is the large hero card.
        const featured = page.getByRole('region', { name: 'Receitas em destaque' });
        const order = featured.getByRole('list', { name: 'Ordem no destaque' });
        while (await order.getByRole('button', { name: /^Tirar do destaque/ }).count()) {
          await order
            .getByRole('button', { name: /^Tirar do destaque/ })
            .first()
            .click();
        }
        await featured.getByRole('searchbox').fill(hero.title);
        await featured
          .getByRole('list', { name: 'Receitas em destaque' })
          .getByRole('button', { name: new RegExp(hero.title) })
          .first()
          .click();
        await order.getByText(hero.title, { exact: true }).waitFor();

        // Weekly menu: Monday's dessert.
        const weekly = page.getByRole('region', { name: 'Cardápio da Semana' });
        await weekly.getByRole('combobox', { name: 'Segunda-feira' }).fill(monday.title);
        await page
          .getByRole('option', { name: new RegExp(monday.title) })
          .first()
          .click();

        // A new partner with a logo (previewed here, uploaded on save).
        const partners = page.getByRole('region', { name: 'Parcerias' });
        const before = await partners.getByRole('group').count();
        await partners.getByRole('button', { name: 'Adicionar Parceria' }).click();
        const added = partners.getByRole('group', { name: `Parceria ${before + 1}` });
        await added.getByRole('textbox', { name: 'Nome' }).fill(partnerName);
        await added.getByRole('textbox', { name: 'Site' }).fill('https://moinho-serrano.example');
        await added
          .locator('input[type=file]')
          .setInputFiles({ name: 'moinho.webp', mimeType: 'image/webp', buffer: logo });
        await added.getByText('Será enviada ao salvar.').waitFor();

        // A bad Instagram address: refused with its message, nothing else lost, nothing saved.
        const instagram = page.getByRole('textbox', { name: 'Instagram' });
        await instagram.fill('instagram.com/receitasdamarina');
        await save.click();
        await page.getByText(/^Informe um endereço completo, começando com https:\/\//).waitFor();
        await page.getByText('Corrija os campos destacados antes de salvar.').waitFor();
        if ((await instagram.inputValue()) !== 'instagram.com/receitasdamarina')
          throw new Error('the refused Instagram address was changed');
        if ((await added.getByRole('textbox', { name: 'Nome' }).inputValue()) !== partnerName)
          throw new Error('the new partner’s name was lost');
        if ((await weekly.getByRole('combobox', { name: 'Segunda-feira' }).inputValue()) !== monday.title)
          throw new Error('Monday’s dessert was lost');
        const unsaved = await api('GET', '/api/admin/configurations', token);
        if (JSON.stringify(unsaved) !== JSON.stringify(original)) throw new Error('a refused form reached the server');

        await instagram.fill(original.socialMedia.instagram ?? '');
        await save.click();
        await page.getByText('Configuration saved successfully!').waitFor();
        const logoImage = added.getByRole('img', { name: `Logo — Parceria ${before + 1}` });
        const logoSrc = await logoImage.getAttribute('src');
        if (!/^\/uploads\/.+/.test(logoSrc ?? '')) throw new Error(`the logo was not uploaded: ${logoSrc}`);

        // The saved configuration, as readers' pages read it.
        const saved = await api('GET', '/api/configurations');
        if (saved.featuredRecipeIds.join() !== String(hero.recipeId))
          throw new Error(`featured: ${saved.featuredRecipeIds}`);
        if (saved.weeklyRecipes.monday !== String(monday.recipeId)) throw new Error(`monday: ${saved.weeklyRecipes}`);
        const partner = saved.partnerships.find((p) => p.name === partnerName);
        if (partner?.image_url !== logoSrc) throw new Error(`partner saved as ${JSON.stringify(partner)}`);

        // The page cache was purged: the next request renders the new content.
        const about = await html('/about');
        if (!about.text.includes(partnerName))
          throw new Error(`/about after the save lacks the partner (${about.cache})`);

        // And a reader sees it: the hero's large card, Monday's dessert, the partner's logo.
        await page.goto(`${env.server.url}/`);
        const heroRegion = page.getByRole('main').getByRole('region', { name: 'Receitas em destaque', exact: true });
        const firstLink = heroRegion.locator('a[href^="/recipes/"]').first();
        await firstLink.waitFor();
        if ((await firstLink.getAttribute('href')) !== `/recipes/${hero.recipeId}`)
          throw new Error(`the hero's large card is ${await firstLink.getAttribute('href')}`);
        const menu = page.getByRole('main').getByRole('region', { name: 'Cardápio da Semana' });
        await menu.getByRole('tab', { name: 'SEG' }).click();
        await menu.getByRole('tabpanel').getByText(monday.title, { exact: true }).waitFor();
        await page.goto(`${env.server.url}/about`);
        const partnerTile = page.getByRole('link', { name: new RegExp(partnerName) });
        await partnerTile.waitFor();
        const shown = await partnerTile.locator('img').getAttribute('src');
        if (shown !== logoSrc) throw new Error(`/about shows the logo ${shown}`);
        await context.close();
        assertNoConsoleErrors(errors);
      } finally {
        // Other browser tests expect the demo configuration.
        await api('PUT', '/api/admin/configurations', token, original);
      }
    },
  ],
];
