import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

const CREATOR_QUERY = '{ siteConfiguration { creator { name photoUrl bio } } }';
const MARINA = {
  name: 'Marina Albuquerque',
  photoUrl: '/uploads/2026/11/marina-small.webp',
  bio: 'Mineira, cozinheira de mão cheia.\nTesto cada receita antes de publicar.',
};

const publicConfiguration = async () => (await app.api('GET', '/api/configurations')).body;
const put = async (body: Record<string, unknown>) =>
  app.api('PUT', '/api/admin/configurations', { token: admin, body: { ...(await publicConfiguration()), ...body } });

describe('creator profile in the site configuration', () => {
  it('is empty on a new site, in GraphQL and in the REST configuration', async () => {
    const empty = { name: null, photoUrl: null, bio: null };
    expect((await app.gql(CREATOR_QUERY)).data).toEqual({ siteConfiguration: { creator: empty } });
    expect((await publicConfiguration()).creator).toEqual(empty);
  });

  it('is saved with the configuration and read publicly (GraphQL and REST)', async () => {
    const saved = await put({ creator: { ...MARINA, name: '  Marina   Albuquerque ' } });
    expect(saved.status).toBe(200);
    expect(saved.body.creator).toEqual(MARINA);
    expect((await publicConfiguration()).creator).toEqual(MARINA);
    expect((await app.api('GET', '/api/admin/configurations', { token: admin })).body.creator).toEqual(MARINA);
    expect((await app.gql(CREATOR_QUERY)).data.siteConfiguration.creator).toEqual(MARINA);
  });

  it('is kept when a configuration is saved without it, and updated when one is sent', async () => {
    const { creator: _omitted, ...withoutCreator } = await publicConfiguration();
    const kept = await app.api('PUT', '/api/admin/configurations', {
      token: admin,
      body: { ...withoutCreator, socialMedia: { instagram: 'https://instagram.com/marina' } },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.creator).toEqual(MARINA);
    expect(kept.body.socialMedia.instagram).toBe('https://instagram.com/marina');

    const viaGraphql = await app.gql(
      `mutation ($input: SiteConfigurationInput!) { saveSiteConfiguration(input: $input) { creator { name photoUrl bio } } }`,
      { input: { creator: { name: 'Marina A.', photoUrl: 'https://cdn.exemplo.com/marina.jpg', bio: '' } } },
      admin,
    );
    expect(viaGraphql.data.saveSiteConfiguration.creator).toEqual({
      name: 'Marina A.',
      photoUrl: 'https://cdn.exemplo.com/marina.jpg',
      bio: null,
    });
    expect((await put({ creator: MARINA })).body.creator).toEqual(MARINA);
  });

  it('refuses a long name or bio and a photo that is not an upload or an https URL (400), keeping the saved one', async () => {
    const refused = [
      { name: 'M'.repeat(121) },
      { bio: 'a'.repeat(601) },
      { photoUrl: 'javascript:alert(1)' },
      { photoUrl: 'http://inseguro.com/foto.jpg' },
      { photoUrl: '/uploads/../server.sqlite' },
    ];
    for (const change of refused) {
      const res = await put({ creator: { ...MARINA, ...change } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/creator\.|foto/i);
    }
    expect((await put({ creator: { ...MARINA, bio: 'b'.repeat(600) } })).status).toBe(200);
    expect((await put({ creator: MARINA })).status).toBe(200);
    expect((await publicConfiguration()).creator).toEqual(MARINA);
  });

  it('is changed by admins only', async () => {
    const input = { creator: { name: 'Intrusa' } };
    const mutation =
      'mutation ($input: SiteConfigurationInput!) { saveSiteConfiguration(input: $input) { featuredEBookId } }';
    expect((await app.gql(mutation, { input })).errors?.length).toBeGreaterThan(0);
    expect((await app.gql(mutation, { input }, await app.userToken())).errors?.length).toBeGreaterThan(0);
    const anonymous = await app.api('PUT', '/api/admin/configurations', { body: input });
    expect([401, 403]).toContain(anonymous.status);
    expect((await publicConfiguration()).creator).toEqual(MARINA);
  });
});
