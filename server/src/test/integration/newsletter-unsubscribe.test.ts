import { recipeBody, startTestApp, type TestApp } from '../harness';
import { confirmationPath, header, mailsTo, type OutboxMail } from '../outbox';

// Every e-mail the server sends to a newsletter subscriber carries an unsubscribe link; this follows the link found
// in each one, as the reader's mail client would, through the running app. A GET of the link only shows a button
// (mail scanners follow links); its POST, or the RFC 8058 one-click POST, unsubscribes without a session.
const PUBLIC_URL = 'https://receitas.exemplo.com.br';

let app: TestApp;
let recipeId: number;
beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL, TRUST_PROXY: '1' } });
  recipeId = (await app.api('POST', '/api/recipes', { token: await app.adminToken(), body: recipeBody() })).body
    .recipeId;
});
afterAll(() => app.close());

/** The unsubscribe links of a message: its List-Unsubscribe header and every link in its text and HTML bodies. */
const unsubscribeLinks = (mail: OutboxMail) => {
  const value = header(mail, 'List-Unsubscribe');
  const headerLink = value ? /^<([^>]+)>$/.exec(value)?.[1] : undefined;
  const inBody = [...mail.body.matchAll(/https?:\/\/[^\s"'<>]+\/api\/newsletter\/unsubscribe\?token=[0-9a-f]+/g)].map(
    (m) => m[0],
  );
  return { header: headerLink, links: new Set([headerLink, ...inBody]) };
};

/** The link as the reader's click reaches this app (the public URL's host is the test server). */
const local = (link: string) => link.replace(PUBLIC_URL, app.url);

const isSubscribed = async (email: string) => {
  const [row] = await app.server.ds.query('SELECT unsubscribedAt FROM newsletter_subscribers WHERE email = ?', [email]);
  return row.unsubscribedAt === null;
};

let reader = 0;
/** Signs an address up and follows the confirmation link mailed to it, as its owner would. */
const subscribeAndConfirm = async (email: string, source = 'footer') => {
  const headers = { 'x-forwarded-for': `192.0.2.${(reader += 1)}` };
  expect((await app.api('POST', '/api/newsletter/subscribe', { body: { email, source }, headers })).body.success).toBe(
    true,
  );
  const confirm = confirmationPath(app.dataDir, email);
  expect((await fetch(`${app.url}${confirm}`, { method: 'POST' })).status).toBe(200);
};

const oneClick = (link: string) =>
  fetch(local(link), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('unsubscribe links in the e-mails sent', () => {
  it('the welcome e-mail’s link shows a button on GET; its POST and the one-click POST cancel', async () => {
    const email = 'leitora.sai@exemplo.com';
    await subscribeAndConfirm(email);
    const welcome = mailsTo(app.dataDir, email).at(-1)!;
    const { header: link, links } = unsubscribeLinks(welcome);
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=[0-9a-f]{48}$`));
    expect(header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(links.size).toBe(1); // the body's link is the header's
    expect(welcome.body).toContain('Cancelar inscrição');

    // A GET (a person's click, or a scanner's) shows the page with the button and changes nothing.
    const page = await fetch(local(link!));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).not.toContain('Inscrição cancelada');
    expect(await isSubscribed(email)).toBe(true);
    expect((await fetch(local(link!))).status).toBe(200);
    expect(await isSubscribed(email)).toBe(true);

    // The button posts to the same link.
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    const pressed = await fetch(`${app.url}${action}`, { method: 'POST' });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('Inscrição cancelada');
    expect(await isSubscribed(email)).toBe(false);
    expect((await fetch(`${app.url}${action}`, { method: 'POST' })).status).toBe(200); // again: harmless

    // Subscribing again (confirmed) works, and the new welcome's link cancels by RFC 8058 one-click, no session.
    await subscribeAndConfirm(email, 'modal');
    expect(await isSubscribed(email)).toBe(true);
    const again = unsubscribeLinks(mailsTo(app.dataDir, email).at(-1)!).header!;
    const res = await oneClick(again);
    expect(res.ok).toBe(true);
    expect(await isSubscribed(email)).toBe(false);
  });

  it('a recipe sent to a subscriber carries a working link too; a tampered token is refused', async () => {
    const email = 'guarda.receita@exemplo.com';
    await subscribeAndConfirm(email);
    const saved = await app.api('POST', `/api/recipes/${recipeId}/save-by-email`, { body: { email } });
    expect(saved.status).toBe(200);
    const recipeMail = mailsTo(app.dataDir, email).at(-1)!;
    const { header: link, links } = unsubscribeLinks(recipeMail);
    expect(link).toBeDefined();
    expect(header(recipeMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(links.size).toBe(1);
    expect((await fetch(local(link!))).status).toBe(200);
    expect(await isSubscribed(email)).toBe(true);
    expect((await oneClick(link!)).status).toBe(200);
    expect(await isSubscribed(email)).toBe(false);

    const tampered = local(link!).replace(/token=[0-9a-f]{4}/, 'token=ffff');
    expect((await fetch(tampered)).status).toBe(404);
    expect((await oneClick(tampered)).status).toBe(404);
  });
});
