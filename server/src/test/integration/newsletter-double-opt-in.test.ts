import { header, mailsTo } from '../outbox';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// Double opt-in: a sign-up (any form, or "save this recipe" with the newsletter box ticked) only mails a link; the
// address counts nowhere until someone follows that link and presses its button.
const PUBLIC_URL = 'https://receitas.exemplo.com.br';
const CHECK_YOUR_INBOX =
  'Quase lá! Se este e-mail ainda não recebe a newsletter, enviamos para ele um link de confirmação. Clique no link para concluir a inscrição.';

let app: TestApp;
let admin: string;
let recipeId: number;
beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL, TRUST_PROXY: '1' } });
  admin = await app.adminToken();
  recipeId = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody() })).body.recipeId;
});
afterAll(() => app.close());

let reader = 0;
/** Each sign-up from its own address, so the 10-a-minute limit never interferes. */
const subscribe = (email: string, source = 'footer') =>
  app.api('POST', '/api/newsletter/subscribe', {
    body: { email, source },
    headers: { 'x-forwarded-for': `198.51.100.${(reader += 1)}` },
  });
const count = async () => (await app.api('GET', '/api/admin/newsletter/count', { token: admin })).body.count;
/** One link per message (its HTML and text parts carry the same one), as this app serves it. */
const confirmLinks = (email: string) =>
  mailsTo(app.dataDir, email).flatMap((m) => [
    ...new Set(
      [...m.body.matchAll(/https:\/\/[^\s"'<>]+\/api\/newsletter\/confirm\?token=[0-9a-f]{64}/g)].map((l) =>
        l[0].replace(PUBLIC_URL, app.url),
      ),
    ),
  ]);
const lastConfirmLink = (email: string) => confirmLinks(email).at(-1)!;
const press = (link: string) => fetch(link, { method: 'POST' });
const row = async (email: string) =>
  (await app.server.ds.query('SELECT * FROM newsletter_subscribers WHERE email = ?', [email]))[0];

describe('double opt-in', () => {
  it('a sign-up is pending until the mailed link is followed, and counts nowhere meanwhile', async () => {
    const email = 'nova.leitora@exemplo.com';
    const before = await count();
    const answer = await subscribe(email, 'modal');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: CHECK_YOUR_INBOX });

    const [confirmation] = mailsTo(app.dataDir, email);
    expect(confirmation.body).toContain('Confirme sua inscrição');
    expect(header(confirmation, 'List-Unsubscribe')).toBeUndefined(); // not a newsletter
    expect(await count()).toBe(before);
    expect((await row(email)).confirmedAt).toBeNull();
    expect(await app.server.services.newsletter.tokenFor(email)).toBeNull();

    // A GET (a mail scanner following the link) shows the button and changes nothing.
    const link = lastConfirmLink(email);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('Confirmar inscrição');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await count()).toBe(before);

    const confirmed = await press(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Inscrição confirmada!');
    expect(await count()).toBe(before + 1);
    expect((await row(email)).source).toBe('modal');

    // The welcome is the first newsletter mail: RFC 8058 headers with an https link.
    const welcome = mailsTo(app.dataDir, email)[1];
    expect(header(welcome, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=[0-9a-f]{48}>$`),
    );
    expect(header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('answers the same for a new, pending, subscribed and unsubscribed address', async () => {
    const fresh = await subscribe('estado.novo@exemplo.com');
    await subscribe('estado.pendente@exemplo.com');
    const pending = await subscribe('estado.pendente@exemplo.com');
    await subscribe('estado.inscrito@exemplo.com');
    await press(lastConfirmLink('estado.inscrito@exemplo.com'));
    const subscribed = await subscribe('estado.inscrito@exemplo.com');
    await subscribe('estado.saiu@exemplo.com');
    await press(lastConfirmLink('estado.saiu@exemplo.com'));
    const { unsubscribeToken } = await row('estado.saiu@exemplo.com');
    await fetch(`${app.url}/api/newsletter/unsubscribe?token=${unsubscribeToken}`, { method: 'POST' });
    const unsubscribed = await subscribe('estado.saiu@exemplo.com');

    for (const answer of [fresh, pending, subscribed, unsubscribed]) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { success: true, message: CHECK_YOUR_INBOX },
      });
    }
    // A subscribed address is not mailed again; the others each got a link per request.
    expect(confirmLinks('estado.inscrito@exemplo.com')).toHaveLength(1);
    expect(confirmLinks('estado.pendente@exemplo.com')).toHaveLength(2);
  });

  it('re-subscribing an unsubscribed address waits for its link too', async () => {
    const email = 'volta.depois@exemplo.com';
    await subscribe(email);
    await press(lastConfirmLink(email));
    const before = await count();
    const { unsubscribeToken } = await row(email);
    await fetch(`${app.url}/api/newsletter/unsubscribe?token=${unsubscribeToken}`, { method: 'POST' });
    expect(await count()).toBe(before - 1);

    // Anyone may type the address again: it stays unsubscribed until the address itself confirms.
    await subscribe(email);
    expect(await count()).toBe(before - 1);
    expect((await row(email)).unsubscribedAt).not.toBeNull();
    expect((await press(lastConfirmLink(email))).status).toBe(200);
    expect(await count()).toBe(before);
    expect((await row(email)).unsubscribedAt).toBeNull();
  });

  it('a confirmation link works once, only the latest one works, and it expires', async () => {
    const email = 'link.unico@exemplo.com';
    await subscribe(email);
    const first = lastConfirmLink(email);
    await subscribe(email);
    const second = lastConfirmLink(email);
    expect(second).not.toBe(first);
    expect((await press(first)).status).toBe(404); // replaced by the newer link
    expect((await fetch(first)).status).toBe(404);

    expect((await press(second)).status).toBe(200);
    const again = await press(second);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('Link expirado ou já usado');
    expect((await fetch(second)).status).toBe(404);

    const late = 'link.vencido@exemplo.com';
    await subscribe(late);
    const expiring = lastConfirmLink(late);
    await app.server.ds.query('UPDATE newsletter_subscribers SET confirmationExpiresAt = ? WHERE email = ?', [
      '2000-01-01 00:00:00',
      late,
    ]);
    expect((await fetch(expiring)).status).toBe(404);
    expect((await press(expiring)).status).toBe(404);
    expect((await row(late)).confirmedAt).toBeNull();

    expect((await press(`${app.url}/api/newsletter/confirm?token=${'0'.repeat(64)}`)).status).toBe(404);
    expect((await press(`${app.url}/api/newsletter/confirm`)).status).toBe(404);
  });

  it('"save this recipe" with the newsletter box sends the recipe and only a link to join', async () => {
    const email = 'salvou.receita@exemplo.com';
    const before = await count();
    const saved = await app.api('POST', `/api/recipes/${recipeId}/save-by-email`, {
      body: { email, subscribe: true },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.success).toBe(true);
    expect(saved.body.message).toContain('link de confirmação');
    expect(await count()).toBe(before);
    const mails = mailsTo(app.dataDir, email);
    expect(mails).toHaveLength(2); // the confirmation link and the recipe
    expect(mails.every((m) => header(m, 'List-Unsubscribe') === undefined)).toBe(true); // not subscribed yet
    expect((await press(lastConfirmLink(email))).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('the export lists confirmed subscribers only', async () => {
    await subscribe('so.pendente@exemplo.com');
    const res = await fetch(`${app.url}/api/admin/newsletter/export`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const emails: string[] = [];
    workbook.worksheets[0].eachRow((r, n) => n > 1 && emails.push(String(r.getCell(1).value)));
    expect(emails).toContain('nova.leitora@exemplo.com');
    expect(emails).not.toContain('so.pendente@exemplo.com');
    expect(emails).not.toContain('link.vencido@exemplo.com');
    expect(emails).toHaveLength(await count());
  });
});
