import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, apiToken, assertNoConsoleErrors, env, mailedLink, newPage } from './harness.mjs';

// The admin's users screen (/dashboard/users): create, promote and demote, the last-admin rule, delete, and the
// newsletter export as a real spreadsheet.

const require = createRequire(new URL('../../server/package.json', import.meta.url));
const ExcelJS = require('exceljs');

async function api(method, pathname, token, body) {
  const res = await fetch(`${env.server.url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The browser admin becomes the only admin: other tests' admins are demoted (through the API). */
async function onlyAdmin(token) {
  const { body: users } = await api('GET', '/api/admin/users', token);
  for (const user of users.filter((u) => u.role === 'ADMIN' && u.email !== ADMIN.email)) {
    const res = await api('PUT', `/api/admin/users/${user.id}`, token, { ...user, role: 'USER' });
    if (res.status !== 200) throw new Error(`demoting ${user.email}: HTTP ${res.status}`);
  }
  return users.find((u) => u.email === ADMIN.email);
}

/** A page signed in as the admin, on the users screen. */
async function openScreen(token, width) {
  const opened = await newPage(width);
  await opened.context.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
  await opened.page.goto(`${env.server.url}/dashboard/users`);
  await opened.page.getByRole('heading', { name: 'Gerenciamento de Usuários' }).waitFor();
  return opened;
}

/** Opens a user's form, picks a role and saves. */
async function changeRole(page, name, role) {
  await page.getByRole('button', { name: `Editar: ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Usuário' });
  await dialog.getByRole('combobox', { name: /Papel/ }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByRole('button', { name: 'Atualizar Usuário' }).click();
  return dialog;
}

export default [
  [
    'an admin creates a user, promotes and demotes them, cannot demote the last admin, and deletes the user',
    async () => {
      const token = await apiToken('/api/user/login', ADMIN);
      const self = await onlyAdmin(token);
      const stamp = Date.now();
      const name = `Rita Teste ${stamp}`;
      const email = `rita-${stamp}@exemplo.com`;
      const { page, errors, context } = await openScreen(token);

      // Create: the form asks for what is missing, then saves trimmed values.
      await page.getByRole('button', { name: 'Novo Usuário' }).click();
      const create = page.getByRole('dialog', { name: 'Criar Novo Usuário' });
      await create.getByRole('button', { name: 'Criar Usuário' }).click();
      await create.getByText('Senha é obrigatória para novos usuários', { exact: true }).waitFor();
      await create.getByRole('textbox', { name: 'Nome' }).fill(`  ${name} `);
      await create.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await create.getByLabel(/^Senha/).fill('senha-da-rita-1');
      await create.getByRole('button', { name: 'Criar Usuário' }).click();
      await create.waitFor({ state: 'detached' });
      await page.getByText(`Usuário "${name}" criado.`).waitFor();
      const row = page.getByRole('row').filter({ hasText: email });
      await row.getByText('Usuário', { exact: true }).waitFor();
      const created = (await api('GET', '/api/admin/users', token)).body.find((u) => u.email === email);
      if (created?.name !== name) throw new Error(`the server holds ${JSON.stringify(created)}`);
      const login = await api('POST', '/api/user/login', undefined, { email, password: 'senha-da-rita-1' });
      if (login.status !== 200) throw new Error(`the new user cannot sign in: HTTP ${login.status}`);

      // Promote to ADMIN and back.
      await changeRole(page, name, 'Administrador');
      await row.getByText('Administrador', { exact: true }).waitFor();
      if ((await api('GET', `/api/admin/users/${created.id}`, token)).body.role !== 'ADMIN')
        throw new Error('the promotion did not reach the server');
      await changeRole(page, name, 'Usuário');
      await row.getByText('Usuário', { exact: true }).waitFor();
      if ((await api('GET', `/api/admin/users/${created.id}`, token)).body.role !== 'USER')
        throw new Error('the demotion did not reach the server');

      // The only admin cannot demote herself: the form says why and keeps the choice.
      const own = await changeRole(page, self.name, 'Usuário');
      await own.getByText('Esta é a sua conta: como Usuário, você perderá o acesso ao painel.').waitFor();
      await own
        .getByRole('alert')
        .getByText(
          'Erro ao atualizar usuário: Não é possível rebaixar o último administrador. ' +
            'Promova outro usuário a administrador antes.',
        )
        .waitFor();
      await own.getByRole('combobox', { name: /Papel/ }).getByText('Usuário').waitFor();
      await own.getByRole('button', { name: 'Cancelar' }).click();
      await page
        .getByRole('alertdialog', { name: 'Descartar alterações?' })
        .getByRole('button', { name: 'Descartar' })
        .click();
      await own.waitFor({ state: 'detached' });
      if ((await api('GET', `/api/admin/users/${self.id}`, token)).body.role !== 'ADMIN')
        throw new Error('the last admin lost the role');
      // Her own row offers no delete.
      const ownRow = page.getByRole('row').filter({ hasText: ADMIN.email });
      if (!(await ownRow.getByRole('button', { name: 'Você não pode excluir a própria conta' }).isDisabled()))
        throw new Error('the admin can delete her own account');

      // Delete asks first; Cancelar keeps the user, Excluir removes them.
      await page.getByRole('button', { name: `Excluir: ${name}`, exact: true }).click();
      const question = page.getByRole('alertdialog', { name: 'Excluir usuário' });
      await question.getByText(`"${name}" (${email})`, { exact: false }).waitFor();
      await question.getByRole('button', { name: 'Cancelar' }).click();
      await question.waitFor({ state: 'detached' });
      await row.waitFor();
      await page.getByRole('button', { name: `Excluir: ${name}`, exact: true }).click();
      await question.getByRole('button', { name: 'Excluir' }).click();
      await row.waitFor({ state: 'detached' });
      await page.getByText(`Usuário "${name}" excluído.`).waitFor();
      if ((await api('GET', `/api/admin/users/${created.id}`, token)).status !== 404)
        throw new Error('the deleted user is still on the server');

      assertNoConsoleErrors(errors);
      await context.close();
    },
  ],
  [
    "'Exportar Newsletter' downloads newsletter_emails.xlsx holding the subscribed addresses",
    async () => {
      const stamp = Date.now();
      const emails = [`leitora-${stamp}@exemplo.com`, `leitor-${stamp}@exemplo.com`];
      for (const email of emails) {
        const res = await api('POST', '/api/newsletter/subscribe', undefined, { email });
        if (res.status !== 200 || !res.body.success) throw new Error(`subscribing ${email}: HTTP ${res.status}`);
        // Double opt-in: the address counts once the link mailed to it is followed (its page's button posts).
        await fetch(await mailedLink(email, /\/api\/newsletter\/confirm\?token=[\w-]+/), { method: 'POST' }).then(
          (r) => {
            if (r.status !== 200) throw new Error(`confirming ${email}: HTTP ${r.status}`);
          },
        );
      }
      const token = await apiToken('/api/user/login', ADMIN);
      const { body: counted } = await api('GET', '/api/admin/newsletter/count', token);
      const { page, errors, context } = await openScreen(token, 390);
      await page.getByText(`${counted.count.toLocaleString('pt-BR')} inscritos na newsletter`).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar Newsletter' }).click(),
      ]);
      if (download.suggestedFilename() !== 'newsletter_emails.xlsx')
        throw new Error(`the file is named ${download.suggestedFilename()}`);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-')), 'newsletter_emails.xlsx');
      await download.saveAs(file);
      await page.getByText('Planilha newsletter_emails.xlsx baixada.').waitFor();

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const listed = workbook.worksheets[0].getColumn(1).values.filter((value) => typeof value === 'string');
      for (const email of emails) if (!listed.includes(email)) throw new Error(`${email} is not in the spreadsheet`);
      if (listed.length - 1 !== counted.count)
        throw new Error(`the spreadsheet lists ${listed.length - 1} addresses, the screen says ${counted.count}`);
      fs.rmSync(path.dirname(file), { recursive: true, force: true });

      assertNoConsoleErrors(errors);
      await context.close();
    },
  ],
];
