import { startTestApp, type TestApp } from '../harness';
import { confirmationPath } from '../outbox';

// The dashboard's users screen shows how many addresses 'Exportar Newsletter' would download.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

const count = async () => {
  const res = await app.api('GET', '/api/admin/newsletter/count', { token: admin });
  expect(res.status).toBe(200);
  return res.body.count as number;
};

describe('newsletter subscriber count', () => {
  it('counts confirmed subscribers once each, without pending ones or those who left, as the export lists them', async () => {
    const before = await count();
    for (const email of [
      'conta-1@exemplo.com',
      'Conta-2@Exemplo.com',
      'conta-2@exemplo.com',
      'sai-da-conta@exemplo.com',
    ]) {
      expect((await app.api('POST', '/api/newsletter/subscribe', { body: { email } })).status).toBe(200);
    }
    expect(await count()).toBe(before); // pending until each address follows its link
    for (const email of ['conta-1@exemplo.com', 'conta-2@exemplo.com', 'sai-da-conta@exemplo.com']) {
      const link = confirmationPath(app.dataDir, email);
      expect((await fetch(`${app.url}${link}`, { method: 'POST' })).status).toBe(200);
    }
    expect(await count()).toBe(before + 3);

    const [{ unsubscribeToken }] = await app.server.ds.query(
      "SELECT unsubscribeToken FROM newsletter_subscribers WHERE email = 'sai-da-conta@exemplo.com'",
    );
    const unsubscribe = `${app.url}/api/newsletter/unsubscribe?token=${unsubscribeToken}`;
    expect((await fetch(unsubscribe)).status).toBe(200);
    expect(await count()).toBe(before + 3); // the link's page alone changes nothing
    expect((await fetch(unsubscribe, { method: 'POST' })).status).toBe(200);
    expect(await count()).toBe(before + 2);
  });

  it('answers the same number over GraphQL, and only to admins', async () => {
    const gql = await app.gql('{ newsletterSubscriberCount }', {}, admin);
    expect(gql.data?.newsletterSubscriberCount).toBe(await count());
    const reader = await app.gql('{ newsletterSubscriberCount }', {}, await app.userToken());
    expect(reader.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
