import { newPage, hydrated, apiToken, ADMIN, env } from './harness.mjs';

export default [
  [
    'an admin logs in and reaches /dashboard',
    async () => {
      const { page, errors, context } = await newPage();
      await page.goto(`${env.server.url}/login`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.getByLabel('E-mail').fill(ADMIN.email);
      await page.getByLabel('Senha').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(`${env.server.url}/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await context.close();
      if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
    },
  ],
  [
    'a USER is sent away from /dashboard, a visitor to /login',
    async () => {
      const token = await apiToken('/api/user/register', {
        name: 'Leitora',
        email: `leitora-${Date.now()}@browser.test`,
        password: 'senha-da-leitora',
      });
      const { page, context } = await newPage();
      await page.goto(`${env.server.url}/login`);
      await page.evaluate((t) => localStorage.setItem('jwtToken', t), token);
      await page.goto(`${env.server.url}/dashboard`);
      await page.waitForURL(`${env.server.url}/`);
      await page.evaluate(() => localStorage.removeItem('jwtToken'));
      await page.goto(`${env.server.url}/dashboard`);
      await page.waitForURL(`${env.server.url}/login`);
      await context.close();
    },
  ],
];
