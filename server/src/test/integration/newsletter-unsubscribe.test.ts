import fs from 'node:fs';
import path from 'node:path';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// Every e-mail the server sends to a newsletter subscriber carries an unsubscribe link; this follows the link found
// in each one, as the reader's mail client would, through the running app.
const PUBLIC_URL = 'https://receitas.exemplo.com.br';

let app: TestApp;
let recipeId: number;
beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL } });
  recipeId = (await app.api('POST', '/api/recipes', { token: await app.adminToken(), body: recipeBody() })).body
    .recipeId;
});
afterAll(() => app.close());

/** The raw messages in the outbox (no SMTP configured) sent to an address, quoted-printable decoded. */
const mailsTo = (email: string) => {
  const dir = path.join(app.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${email}`, 'mi').test(raw))
    .map((raw) => {
      const split = raw.search(/\r?\n\r?\n/);
      const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' '); // unfolded
      const body = raw
        .slice(split)
        .replace(/=\r?\n/g, '')
        .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
      return `${headers}${body}`;
    });
};

/** The unsubscribe links of a message: its List-Unsubscribe header and every link in its text and HTML bodies. */
const unsubscribeLinks = (raw: string) => {
  const header = /^List-Unsubscribe: <([^>]+)>/m.exec(raw)?.[1];
  const inBody = [...raw.matchAll(/https?:\/\/[^\s"'<>]+\/api\/newsletter\/unsubscribe\?token=[0-9a-f]+/g)].map(
    (m) => m[0],
  );
  return { header, links: new Set([header, ...inBody]) };
};

/** The link as the reader's click reaches this app (the public URL's host is the test server). */
const local = (link: string) => link.replace(PUBLIC_URL, app.url);

const isSubscribed = async (email: string) => {
  const [row] = await app.server.ds.query('SELECT unsubscribedAt FROM newsletter_subscribers WHERE email = ?', [email]);
  return row.unsubscribedAt === null;
};

describe('unsubscribe links in the e-mails sent', () => {
  it('the welcome e-mail’s link (body and header) cancels the subscription with a click or a one-click POST', async () => {
    const email = 'leitora.sai@exemplo.com';
    expect((await app.api('POST', '/api/newsletter/subscribe', { body: { email } })).body.success).toBe(true);
    const [welcome] = mailsTo(email);
    const { header, links } = unsubscribeLinks(welcome);
    expect(header).toMatch(new RegExp(`^${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=[0-9a-f]{48}$`));
    expect(links.size).toBe(1); // the body's link is the header's
    expect(welcome).toContain('Cancelar inscrição');

    const click = await fetch(local(header!));
    expect(click.status).toBe(200);
    expect(await click.text()).toContain('Inscrição cancelada');
    expect(await isSubscribed(email)).toBe(false);
    // Clicking again is harmless.
    expect((await fetch(local(header!))).status).toBe(200);

    // Subscribing again works, and the new welcome's link cancels again, this time by RFC 8058 one-click.
    await app.api('POST', '/api/newsletter/subscribe', { body: { email, source: 'modal' } });
    expect(await isSubscribed(email)).toBe(true);
    const again = unsubscribeLinks(mailsTo(email)[1]).header!;
    const oneClick = await fetch(local(again), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.ok).toBe(true);
    expect(await isSubscribed(email)).toBe(false);
  });

  it('a recipe sent to a subscriber carries a working link too; a tampered token is refused', async () => {
    const email = 'guarda.receita@exemplo.com';
    const saved = await app.api('POST', `/api/recipes/${recipeId}/save-by-email`, { body: { email, subscribe: true } });
    expect(saved.status).toBe(200);
    const mails = mailsTo(email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    for (const mail of mails) {
      const { header, links } = unsubscribeLinks(mail);
      expect(header).toBeDefined();
      expect(links.size).toBe(1);
    }
    const link = unsubscribeLinks(mails[mails.length - 1]).header!;
    expect(await isSubscribed(email)).toBe(true);
    expect((await fetch(local(link))).status).toBe(200);
    expect(await isSubscribed(email)).toBe(false);

    const tampered = local(link).replace(/token=[0-9a-f]{4}/, 'token=ffff');
    expect((await fetch(tampered)).status).toBe(404);
  });
});
