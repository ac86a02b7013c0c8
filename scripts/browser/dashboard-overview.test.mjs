import { ADMIN, apiToken, assertNoConsoleErrors, env, hydrated, newPage } from './harness.mjs';

// The dashboard's contacts (unread badge, details) and its overview (figures, views chart).

async function gql(token, query) {
  const res = await fetch(`${env.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const OVERVIEW = `{ dashboardOverview {
  recipes { published scheduled drafts } newsletterSubscribers unreadContacts viewsByDay { day views } } }`;

/** A page signed in as the admin at a dashboard path. */
async function openDashboard(token, path) {
  const opened = await newPage(1366);
  await opened.page.goto(`${env.server.url}/login`);
  await opened.page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
  await opened.page.goto(`${env.server.url}${path}`);
  return opened;
}

/** Waits, polling the API, until `check` holds (a view is counted after the page has loaded). */
async function until(check, what) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`never happened: ${what}`);
}

export default [
  [
    'a message sent from /about shows as unread with a badge; opening its details shows every field and lowers the badge',
    async () => {
      const stamp = Date.now();
      const subject = `Parceria ${stamp}`;
      const reader = await newPage();
      await reader.page.goto(`${env.server.url}/about`);
      await hydrated(reader.page);
      const form = reader.page.getByRole('form', { name: 'Formulário de contato' });
      await form.getByLabel('Nome', { exact: false }).first().fill('Joana');
      await form.getByLabel('Sobrenome').fill('Prado');
      await form.getByLabel('Empresa').fill('Empório Prado');
      await form.getByLabel('E-mail').fill('joana.prado@exemplo.com');
      await form.getByLabel('Telefone').fill('31 98888-1234');
      await form.getByLabel('Assunto').fill(subject);
      await form.getByLabel('Mensagem').fill('Primeira linha.\nSegunda linha.');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await reader.page.getByText('Mensagem enviada com sucesso! Entraremos em contato em breve.').waitFor();
      await reader.context.close();
      assertNoConsoleErrors(reader.errors);

      const token = await apiToken('/api/user/login', ADMIN);
      const unread = (await gql(token, '{ unreadContactCount }')).unreadContactCount;
      if (unread < 1) throw new Error('the new message is not unread');
      const { page, errors, context } = await openDashboard(token, '/dashboard/contacts');
      const badge = page.getByTestId('unread-contacts-badge');
      await badge.filter({ hasText: new RegExp(`^${unread}$`) }).waitFor();

      const row = page.getByRole('row').filter({ hasText: subject });
      await row.getByText('Não lida').waitFor();
      await row.getByRole('button', { name: 'Ver Detalhes: Joana Prado' }).click();
      const dialog = page.getByRole('dialog', { name: 'Detalhes do contato' });
      await dialog.getByRole('link', { name: 'joana.prado@exemplo.com' }).waitFor();
      for (const text of ['Joana Prado', 'Empório Prado', subject])
        await dialog.getByText(text, { exact: true }).waitFor();
      await dialog.getByRole('link', { name: /98888-1234/ }).waitFor();
      const message = await dialog.getByTestId('contact-message').innerText();
      if (message !== 'Primeira linha.\nSegunda linha.')
        throw new Error(`the message shows as ${JSON.stringify(message)}`);

      // Opened: read on the server, the badge lowers, the row says so once the modal closes.
      if (unread === 1) await badge.waitFor({ state: 'detached' });
      else await badge.filter({ hasText: new RegExp(`^${unread - 1}$`) }).waitFor();
      if ((await gql(token, '{ unreadContactCount }')).unreadContactCount !== unread - 1)
        throw new Error('the server still counts the message unread');
      await dialog.getByRole('button', { name: 'Fechar' }).first().click();
      await dialog.waitFor({ state: 'detached' });
      await row.getByText('Lida', { exact: true }).waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    "the overview shows the API's figures and the views chart; a recipe's view shows in today's count after a reload",
    async () => {
      const token = await apiToken('/api/user/login', ADMIN);
      // A recipe nobody has seen yet, so this browser's view of it counts.
      const res = await fetch(`${env.server.url}/api/recipes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: `Cuscuz do Painel ${Date.now()}`,
          description: 'Receita de teste do painel.',
          ingredients: [{ section: '', ingredientName: 'flocão', quantity: '1', unit: 'xícara' }],
          instructions: [{ section: '', stepNumber: 1, instructionText: 'Hidrate e cozinhe no vapor.' }],
          datePublished: new Date(Date.now() - 60_000).toISOString(),
        }),
      });
      if (!res.ok) throw new Error(`creating a recipe: HTTP ${res.status}`);
      const recipe = await res.json();

      const before = (await gql(token, OVERVIEW)).dashboardOverview;
      const { page, errors, context } = await openDashboard(token, '/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByText('Bem-vindo ao seu painel').waitFor();
      const expected = {
        published: before.recipes.published,
        scheduled: before.recipes.scheduled,
        drafts: before.recipes.drafts,
        subscribers: before.newsletterSubscribers,
        'unread-contacts': before.unreadContacts,
      };
      for (const [key, value] of Object.entries(expected)) {
        const figure = page.getByTestId(`stat-${key}`).getByTestId('stat-value');
        await figure.filter({ hasText: new RegExp(`^${value.toLocaleString('pt-BR')}$`) }).waitFor();
      }
      const todayViews = before.viewsByDay[29].views;
      await page
        .getByTestId('views-today')
        .filter({ hasText: `${todayViews} hoje` })
        .waitFor();
      await page.locator('.recharts-surface').waitFor();
      const ticks = await page.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count();
      if (ticks < 2) throw new Error(`the chart has ${ticks} day labels`);

      const visitor = await newPage();
      await visitor.page.goto(`${env.server.url}/recipes/${recipe.recipeId}`);
      await hydrated(visitor.page);
      await until(
        async () => (await gql(token, OVERVIEW)).dashboardOverview.viewsByDay[29].views > todayViews,
        'the view counted',
      );
      await visitor.context.close();

      await page.reload();
      await page
        .getByTestId('views-today')
        .filter({ hasText: `${todayViews + 1} hoje` })
        .waitFor();
      await page.locator('.recharts-surface').waitFor();
      await page.getByTestId('top-recipes').or(page.getByText('Nenhuma visualização nos últimos 30 dias.')).waitFor();
      await context.close();
      assertNoConsoleErrors(errors);
      assertNoConsoleErrors(visitor.errors);
    },
  ],
];
