import { startTestApp, type TestApp } from '../harness';
import { waitForEmailConfirmationPaths } from '../outbox';

// Writes no page shows leave the site-wide content version (and so every cached page) alone: a stranger's sign-up,
// sign-in link or e-mail confirmation, a ban. Without this, each reader confirming their e-mail emptied every page
// cache, and anyone could do so at will by asking for sign-in links.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const version = () => app.server.services.version.content();

describe('private writes', () => {
  it('sign-up, sign-in link, e-mail confirmation, ban and unban keep every cached page', async () => {
    const before = await version();
    const { email, token } = await app.register();
    expect((await app.api('POST', '/api/user/sign-in-link', { body: { email } })).status).toBe(202);
    const [link] = await waitForEmailConfirmationPaths(app.dataDir, email);
    expect((await app.api('POST', link)).status).toBe(200);
    expect((await app.gql('{ me { emailConfirmed } }', undefined, token)).data.me.emailConfirmed).toBe(true);
    const userId = (await app.gql('{ me { id } }', undefined, token)).data.me.id;
    const admin = await app.adminToken();
    expect((await app.api('PUT', `/api/admin/users/${userId}/ban`, { token: admin })).status).toBe(204);
    expect((await app.api('DELETE', `/api/admin/users/${userId}/ban`, { token: admin })).status).toBe(204);
    expect(await version()).toBe(before);
  });

  it('a change readers see still moves it: an account renamed (its comments’ bylines)', async () => {
    const { token, email } = await app.register();
    const userId = (await app.gql('{ me { id } }', undefined, token)).data.me.id;
    const before = await version();
    const admin = await app.adminToken();
    const renamed = await app.api('PUT', `/api/admin/users/${userId}`, {
      token: admin,
      body: { name: 'Nome Novo', email, role: 'USER' },
    });
    expect(renamed.status).toBe(200);
    expect(await version()).toBeGreaterThan(before);
  });
});
