// The UI steps whose API traffic bench:scale counts: opening the search drawer and one search in it, the dashboard's
// recipes screen and one search there. Controls are found by what the spec fixes (placeholders, roles, names).
import { hydrated } from '../browser/harness.mjs';
import { recordApi, required } from './api-bytes.mjs';

export const DRAWER_PLACEHOLDER = 'Buscar receitas, ingredientes, culinária...';
export const DASHBOARD_PLACEHOLDER = 'Buscar por título, descrição ou autor...';
const HEADER_SEARCH = { name: 'Buscar receitas', exact: true };

/**
 * A fresh page: pt-BR desktop, and the newsletter modal kept away (it opens 2 s after load and would cover the
 * header), with the admin's token when given.
 * @param {import('playwright-core').Browser} browser @param {{ url: string, token?: string }} site
 */
async function newPage(browser, { url, token }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  await context.addInitScript(
    ({ jwt }) => {
      localStorage.setItem('newsletterSubscription', JSON.stringify({ flag: true, email: 'x@x.test', date: '' }));
      if (jwt) localStorage.setItem('jwtToken', jwt);
    },
    { jwt: token ?? null },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  return { page, context, base: url };
}

/**
 * The search drawer on the home page: its opening, then one search typed into it.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {string} query
 */
export async function drawerSteps(browser, url, query) {
  const { page, context } = await newPage(browser, { url });
  try {
    const measure = recordApi(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await hydrated(page);
    const button = await required(page.getByRole('button', HEADER_SEARCH).first(), "the header's search button");
    const open = await measure('opening the search drawer', async () => {
      await button.click();
      await required(page.getByPlaceholder(DRAWER_PLACEHOLDER), `the drawer's field ("${DRAWER_PLACEHOLDER}")`);
    });
    const field = page.getByPlaceholder(DRAWER_PLACEHOLDER);
    const search = await measure(`searching "${query}" in the drawer`, async () => {
      // The whole query in one input event: exactly one settled search (typing on a busy machine can pause past the
      // debounce and send a prefix too, which would measure two searches).
      await field.fill(query);
    });
    return { open, search };
  } finally {
    await context.close();
  }
}

/**
 * The dashboard's recipes screen signed in as the admin: its first view, then one search typed into it.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {string} token @param {string} query
 */
export async function dashboardSteps(browser, url, token, query) {
  const { page, context } = await newPage(browser, { url, token });
  try {
    const measure = recordApi(page);
    const firstView = await measure('the dashboard recipes screen', async () => {
      await page.goto(`${url}/dashboard/recipes`);
      await required(
        page.getByPlaceholder(DASHBOARD_PLACEHOLDER),
        `the dashboard's search ("${DASHBOARD_PLACEHOLDER}")`,
      );
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading') });
      // Every card of the catalogue renders at once today: minutes at 10,000 on a busy machine.
      await required(card.first(), 'a recipe card (a list item with a heading) on the dashboard', 600_000);
    });
    const search = await measure(`searching "${query}" on the dashboard`, async () => {
      await page.getByPlaceholder(DASHBOARD_PLACEHOLDER).fill(query);
    });
    return { firstView, search };
  } finally {
    await context.close();
  }
}
