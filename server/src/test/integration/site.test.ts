import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { recipeBody, startTestApp, type TestApp } from '../harness';
import { confirmationPath } from '../outbox';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ env: { SITE_OWNER_EMAIL: 'marina@receitas.com.br' } });
  admin = await app.adminToken();
});
afterAll(() => app.close());

const outbox = () => {
  const dir = path.join(app.dataDir, 'outbox');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    : [];
};

describe('site configuration', () => {
  it('saves the whole configuration and answers the saved one; the public read shows it', async () => {
    const a = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'A' }) })).body.recipeId;
    const b = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'B' }) })).body.recipeId;
    const config = {
      featuredRecipeIds: [String(b), a],
      socialMedia: { instagram: 'https://instagram.com/marina', youtube: '', tiktok: null },
      featuredEBookId: null,
      partnerships: [
        { name: 'Empório', image_url: '/uploads/2026/11/logo-small.webp', website_url: 'https://emporio.com.br' },
      ],
      googleAdsenseScript: '<script async src="https://pagead2.googlesyndication.com/x.js"></script>',
      weeklyRecipes: { monday: a, tuesday: String(b), wednesday: null },
    };
    const saved = await app.api('PUT', '/api/admin/configurations', { token: admin, body: config });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      featuredRecipeIds: [String(b), String(a)],
      socialMedia: {
        instagram: 'https://instagram.com/marina',
        youtube: null,
        tiktok: null,
        pinterest: null,
        facebook: null,
      },
      featuredEBookId: null,
      partnerships: config.partnerships,
      googleAdsenseScript: config.googleAdsenseScript,
      weeklyRecipes: { monday: String(a), tuesday: String(b), wednesday: null, thursday: null, friday: null },
      creator: { name: null, photoUrl: null, bio: null },
    });
    expect((await app.api('GET', '/api/configurations')).body).toEqual(saved.body);
    expect((await app.api('GET', '/api/admin/configurations', { token: admin })).body).toEqual(saved.body);
  });

  it('refuses unknown recipe ids, non-http URLs and more than 50 partnerships (400), keeping what was saved', async () => {
    const before = (await app.api('GET', '/api/configurations')).body;
    const put = (body: Record<string, unknown>) =>
      app.api('PUT', '/api/admin/configurations', { token: admin, body: { ...before, ...body } });
    expect((await put({ featuredRecipeIds: ['999999'] })).body.message).toMatch(/999999/);
    expect((await put({ weeklyRecipes: { friday: '888888' } })).status).toBe(400);
    expect((await put({ socialMedia: { facebook: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await put({ partnerships: [{ name: 'X', image_url: '', website_url: 'ftp://x' }] })).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `P${i}`, image_url: '', website_url: '' }));
    expect((await put({ partnerships: many })).status).toBe(400);
    expect((await app.api('GET', '/api/configurations')).body).toEqual(before);
  });

  it('refuses a partner name over 120 characters, naming the partnership, and keeps the saved ones', async () => {
    const before = (await app.api('GET', '/api/configurations')).body;
    const partner = (name: string) => ({ name, image_url: '', website_url: 'https://emporio.com.br' });
    const long = await app.api('PUT', '/api/admin/configurations', {
      token: admin,
      body: { ...before, partnerships: [partner('Empório'), partner(`  ${'E'.repeat(121)}  `)] },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      field: 'partnerships[1].name',
      message: 'O campo partnerships[1].name deve ter no máximo 120 caracteres.',
    });
    expect((await app.api('GET', '/api/configurations')).body).toEqual(before);

    const fits = await app.api('PUT', '/api/admin/configurations', {
      token: admin,
      body: { ...before, partnerships: [partner(`  ${'E'.repeat(120)}  `)] },
    });
    expect(fits.status).toBe(200);
    expect(fits.body.partnerships).toEqual([partner('E'.repeat(120))]);
  });

  it('refuses a social link that is not an http(s) URL, naming the network in pt-BR, and keeps the saved links', async () => {
    const saved = await app.api('PUT', '/api/admin/configurations', {
      token: admin,
      body: { socialMedia: { instagram: 'https://instagram.com/marina', youtube: 'https://youtube.com/@marina' } },
    });
    expect(saved.status).toBe(200);
    const before = (await app.api('GET', '/api/configurations')).body;
    for (const network of ['instagram', 'youtube', 'tiktok', 'pinterest', 'facebook']) {
      for (const link of ['instagram.com/marina', 'não é um link', 'ftp://arquivos.com/marina', 'https://']) {
        const res = await app.api('PUT', '/api/admin/configurations', {
          token: admin,
          body: { ...before, socialMedia: { ...before.socialMedia, [network]: link } },
        });
        expect({ status: res.status, field: res.body.field }).toEqual({ status: 400, field: `socialMedia.${network}` });
        expect(res.body.message).toMatch(/URL http\(s\) válida/);
      }
    }
    const tooLong = `https://instagram.com/${'a'.repeat(500)}`;
    const long = await app.api('PUT', '/api/admin/configurations', {
      token: admin,
      body: { ...before, socialMedia: { ...before.socialMedia, instagram: tooLong } },
    });
    expect(long.status).toBe(400);
    expect((await app.api('GET', '/api/configurations')).body).toEqual(before);
  });
});

describe('contact form', () => {
  const contact = {
    nome: 'Ana',
    sobrenome: 'Conceição',
    empresa: '',
    email: 'ana@exemplo.com',
    telefone: '+55 11 91234-5678',
    assunto: 'Parceria',
    mensagem: 'Olá!\nAdoramos o blog.',
  };

  it('stores the message (201), lists it for admins newest first, and e-mails the owner', async () => {
    const res = await app.api('POST', '/api/contact', { body: contact });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...contact, empresa: null, createdAt: expect.any(String) });
    const list = await app.api('GET', '/api/admin/contacts', { token: admin });
    expect(list.body[0]).toMatchObject({ nome: 'Ana', assunto: 'Parceria', createdAt: expect.any(String) });
    const mail = outbox().find((m) => m.includes('marina@receitas.com.br'));
    expect(mail).toBeDefined();
    expect(mail).toMatch(/^Reply-To: .*ana@exemplo\.com/m);
  });

  it('requires every field but empresa (400 naming it) and rate-limits to 5 a minute', async () => {
    for (const field of ['nome', 'sobrenome', 'email', 'telefone', 'assunto', 'mensagem']) {
      const res = await app.api('POST', '/api/contact', { body: { ...contact, [field]: ' ' } });
      expect({ status: res.status, field: res.body.field }).toEqual({ status: 400, field });
    }
    expect((await app.api('POST', '/api/contact', { body: { ...contact, email: 'sem-arroba' } })).status).toBe(400);
    const limited = await startTestApp();
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await limited.api('POST', '/api/contact', { body: contact })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

/** Follows the confirmation link mailed to an address (double opt-in), as its owner would. */
const confirm = async (email: string) => {
  const link = confirmationPath(app.dataDir, email);
  expect((await fetch(`${app.url}${link}`, { method: 'POST' })).status).toBe(200);
};

describe('newsletter', () => {
  it('answers 200 {success, message} alike before and after confirmation, and welcomes once, on confirmation', async () => {
    const first = await app.api('POST', '/api/newsletter/subscribe', {
      body: { email: ' Leitora@Exemplo.com ', source: 'modal' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: expect.any(String) });
    await confirm('leitora@exemplo.com');
    const again = await app.api('POST', '/api/newsletter/subscribe', { body: { email: 'leitora@exemplo.com' } });
    expect(again.body).toEqual(first.body);
    const welcomes = outbox().filter((m) => m.includes('leitora@exemplo.com') && /^List-Unsubscribe:/m.test(m));
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const [row] = await app.server.ds.query(
      "SELECT source, consentAt FROM newsletter_subscribers WHERE email = 'leitora@exemplo.com'",
    );
    expect(row.source).toBe('modal');
    expect(row.consentAt).toBeTruthy();
  });

  it('answers an invalid address with 400 {success: false, message}', async () => {
    for (const email of ['', 'sem arroba@x.com', 'nada', 42]) {
      const res = await app.api('POST', '/api/newsletter/subscribe', { body: { email } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Por favor, insira um e-mail válido' });
    }
  });

  it('exports active subscribers as a real .xlsx and honours one-click unsubscribe', async () => {
    await app.api('POST', '/api/newsletter/subscribe', { body: { email: 'sai@exemplo.com', source: 'footer' } });
    await confirm('sai@exemplo.com');
    const [{ unsubscribeToken }] = await app.server.ds.query(
      "SELECT unsubscribeToken FROM newsletter_subscribers WHERE email = 'sai@exemplo.com'",
    );
    const page = await fetch(`${app.url}/api/newsletter/unsubscribe?token=${unsubscribeToken}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"'); // a GET only shows the button
    const oneClick = await fetch(`${app.url}/api/newsletter/unsubscribe?token=${unsubscribeToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('Inscrição cancelada');
    expect((await fetch(`${app.url}/api/newsletter/unsubscribe?token=${'0'.repeat(48)}`)).status).toBe(404);

    const res = await fetch(`${app.url}/api/admin/newsletter/export`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="newsletter_emails.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0];
    const emails = sheet.getColumn(1).values.filter((v) => typeof v === 'string');
    expect(emails[0]).toBe('E-mail');
    expect(emails).toContain('leitora@exemplo.com');
    expect(emails).not.toContain('sai@exemplo.com');
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect((await fetch(`${app.url}/api/admin/newsletter/export`)).status).toBe(401);
  });
});
