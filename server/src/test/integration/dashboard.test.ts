import { createRequestContext } from '../../graphql/context';
import { todayIn } from '../../shared/site-time';
import { recipeBody, startTestApp, type TestApp } from '../harness';
import { confirmationPath } from '../outbox';

// The admin's contacts (unread state) and the overview's figures, through the API, on SQLite or MySQL/MariaDB.
let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  // Not about moderation (comment-moderation.test.ts): readers' comments show at once.
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false });
  admin = await app.adminToken();
});
afterAll(() => app.close());

const contact = (nome: string) => ({
  nome,
  sobrenome: 'Souza',
  email: `${nome.toLowerCase()}@exemplo.com`,
  telefone: '+55 11 98888-7777',
  assunto: 'Parceria',
  mensagem: 'Olá!\nVamos conversar?',
});
const createRecipe = async (overrides: Record<string, unknown>) => {
  const res = await app.api('POST', '/api/recipes', { token: admin, body: recipeBody(overrides) });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.recipeId as number;
};
const OVERVIEW = `{ dashboardOverview {
  recipes { published scheduled drafts } newsletterSubscribers unreadContacts
  viewsByDay { day views } topRecipes { views recipe { recipeId title } }
  latestComments { authorName content score isReply datePosted recipe { recipeId title } }
} }`;

describe('contacts', () => {
  it('are unread until an admin opens one; opening again keeps the first reading time', async () => {
    const unread = async () => (await app.gql('{ unreadContactCount }', {}, admin)).data.unreadContactCount;
    expect(await unread()).toBe(0);
    await app.api('POST', '/api/contact', { body: contact('Ana') });
    const bia = (await app.api('POST', '/api/contact', { body: contact('Bia') })).body;
    expect(bia.readAt).toBeNull();
    expect(await unread()).toBe(2);

    const read = await app.api('PUT', `/api/admin/contacts/${bia.id}/read`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: bia.id, nome: 'Bia', mensagem: 'Olá!\nVamos conversar?' });
    expect(Date.parse(read.body.readAt)).not.toBeNaN();
    expect(await unread()).toBe(1);
    const again = await app.api('PUT', `/api/admin/contacts/${bia.id}/read`, { token: admin });
    expect(again.body.readAt).toBe(read.body.readAt);
    expect(await unread()).toBe(1);

    const list = (await app.api('GET', '/api/admin/contacts', { token: admin })).body;
    expect(list.map((c: { nome: string; readAt: string | null }) => [c.nome, c.readAt])).toEqual([
      ['Bia', read.body.readAt],
      ['Ana', null],
    ]);
  });

  it('answers 404 for a message that does not exist', async () => {
    expect((await app.api('PUT', '/api/admin/contacts/999999/read', { token: admin })).status).toBe(404);
    expect((await app.api('PUT', '/api/admin/contacts/abc/read', { token: admin })).status).toBe(404);
  });
});

describe('dashboardOverview', () => {
  it('is for admins only', async () => {
    expect((await app.gql(OVERVIEW)).errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(OVERVIEW, {}, await app.userToken())).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await app.gql('{ unreadContactCount }', {}, await app.userToken())).errors![0].extensions.code).toBe(
      'FORBIDDEN',
    );
  });

  it("counts recipes by status, subscribers, unread contacts, today's views and the newest comments", async () => {
    const before = (await app.gql(OVERVIEW, {}, admin)).data.dashboardOverview;
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const published = await createRecipe({ title: 'Cuscuz Paulista' });
    await createRecipe({ title: 'Pudim Agendado', datePublished: inAWeek });
    await createRecipe({ title: 'Bolo Rascunho', draft: true });
    await app.api('POST', '/api/newsletter/subscribe', { body: { email: 'leitora@exemplo.com' } });
    const pending = (await app.gql(OVERVIEW, {}, admin)).data.dashboardOverview;
    expect(pending.newsletterSubscribers).toBe(before.newsletterSubscribers); // not until the address confirms
    const link = confirmationPath(app.dataDir, 'leitora@exemplo.com');
    await fetch(`${app.url}${link}`, { method: 'POST' });
    await app.api('POST', '/api/contact', { body: contact('Carla') });
    for (const from of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      await app.api('POST', `/api/recipes/${published}/view`, { headers: { 'x-forwarded-for': from } });
    }
    const reader = await app.userToken();
    await app.api('POST', `/api/user/comment/${published}`, {
      token: reader,
      body: { content: 'Ficou ótimo!', score: 5 },
    });

    const after = (await app.gql(OVERVIEW, {}, admin)).data.dashboardOverview;
    expect(after.recipes).toEqual({
      published: before.recipes.published + 1,
      scheduled: before.recipes.scheduled + 1,
      drafts: before.recipes.drafts + 1,
    });
    expect(after.newsletterSubscribers).toBe(before.newsletterSubscribers + 1);
    expect(after.unreadContacts).toBe(before.unreadContacts + 1);
    expect(after.viewsByDay).toHaveLength(30);
    expect(after.viewsByDay[29]).toEqual({ day: todayIn('America/Sao_Paulo'), views: before.viewsByDay[29].views + 3 });
    expect(after.topRecipes[0]).toEqual({ views: 3, recipe: { recipeId: published, title: 'Cuscuz Paulista' } });
    expect(after.latestComments[0]).toMatchObject({
      authorName: expect.stringMatching(/^Leitor/),
      content: 'Ficou ótimo!',
      score: 5,
      isReply: false,
      recipe: { recipeId: published, title: 'Cuscuz Paulista' },
    });
  });

  it("files each view under its day in São Paulo and keeps 30 days, today's included", async () => {
    const recipeId = await createRecipe({ title: 'Pão na Chapa', datePublished: '2026-01-01T12:00:00Z' });
    const popularity = app.server.services.popularity;
    const view = (ip: string, at: string) =>
      popularity.recordView(createRequestContext(app.server.ds, { ip }), recipeId, new Date(at));
    expect(await view('10.0.0.1', '2026-03-26T02:59:59Z')).toBe(true); // 23:59:59 on the 25th in São Paulo
    expect(await view('10.0.0.2', '2026-03-26T03:00:00Z')).toBe(true); // 00:00 on the 26th
    expect(await view('10.0.0.3', '2026-03-26T03:30:00Z')).toBe(true);
    expect(await view('10.0.0.3', '2026-03-26T03:40:00Z')).toBe(false); // the same visitor within the hour
    expect(await view('10.0.0.4', '2026-02-25T03:00:00Z')).toBe(true); // first day of the window
    expect(await view('10.0.0.5', '2026-02-25T02:59:59Z')).toBe(true); // 24 February: too old

    // 23:00 on 26 March in São Paulo, already the 27th in UTC
    const ctx = createRequestContext(app.server.ds, {});
    const overview = await app.server.services.dashboard.overview(ctx, new Date('2026-03-27T02:00:00Z'));
    const days = overview.viewsByDay;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-02-25', views: 1 });
    expect(days.slice(-2)).toEqual([
      { day: '2026-03-25', views: 1 },
      { day: '2026-03-26', views: 2 },
    ]);
    expect(days.reduce((sum, d) => sum + d.views, 0)).toBe(4);
    expect(overview.topRecipes.find((t) => t.recipe.id === recipeId)?.views).toBe(4);
  });
});
