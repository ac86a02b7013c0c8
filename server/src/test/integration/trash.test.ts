import { loadConfig } from '../../config/config';
import { toDbDateTime } from '../../shared/text';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// Deleting a recipe, an e-book or a category in the dashboard moves it to the trash: listed there newest first,
// restored with everything it had, deleted for good on demand or TRASH_RETENTION_DAYS later.
let app: TestApp;
let admin: string;
const DAY = 86_400_000;
const describeOnMysql = process.env.TEST_DATABASE_URL ? describe : describe.skip;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

async function data<T = any>(query: string, variables?: Record<string, unknown>, token = admin): Promise<T> {
  const res = await app.gql<T>(query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}

/** The error code of a request as the admin, or with the given token (null: none). */
async function codeOf(
  query: string,
  variables?: Record<string, unknown>,
  token: string | null = admin,
): Promise<string> {
  return (await app.gql(query, variables, token ?? undefined)).errors?.[0]?.extensions?.code;
}

async function created(path: string, body: Record<string, unknown>): Promise<any> {
  const res = await app.api('POST', path, { token: admin, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const recipe = async (title: string) => (await created('/api/recipes', recipeBody({ title }))).recipeId as number;
const cover = { small: '/uploads/c-s.webp', medium: '/uploads/c-m.webp', original: '/uploads/c-o.webp' };
const ebookBody = (title: string, recipeIds: number[]) => ({
  title,
  author: 'Marina Albuquerque',
  price: 29.9,
  verticalCoverImageUrl: cover,
  horizontalCoverImageUrl: cover,
  externalUrl: 'https://loja.exemplo.com.br/ebook',
  publicationDate: '2025-03-01',
  recipeIds,
});
const ebook = async (title: string, recipeIds: number[] = []) =>
  (await created('/api/admin/ebooks', ebookBody(title, recipeIds))).id as number;
const category = async (name: string) => (await created('/api/categories', { name })).categoryId as number;

const TRASH = `query ($kind: TrashKind, $page: PageInput) {
  trash(kind: $kind, page: $page) {
    totalElements totalPages page size content { kind id title deletedAt deletedByName purgeAt }
  }
}`;
const trash = async (variables: Record<string, unknown> = {}) => (await data(TRASH, variables)).trash;
const restore = (kind: string, id: number) =>
  app.gql('mutation ($kind: TrashKind!, $id: Int!) { restoreFromTrash(kind: $kind, id: $id) }', { kind, id }, admin);
const deleteForever = (kind: string, id: number) =>
  app.gql('mutation ($kind: TrashKind!, $id: Int!) { deleteForever(kind: $kind, id: $id) }', { kind, id }, admin);
const rows = async (table: string, id: number) =>
  Number((await app.server.ds.query(`SELECT COUNT(*) AS n FROM ${table} WHERE id = ?`, [id]))[0].n);
const contentVersion = async () =>
  Number((await app.server.ds.query('SELECT contentVersion FROM content_state'))[0].contentVersion);
/** Sets when an item went to the trash (whole seconds, as the database writes it). */
const trashedAt = (table: string, id: number, at: Date) =>
  app.server.ds.query(`UPDATE ${table} SET deletedAt = ? WHERE id = ?`, [toDbDateTime(at), id]);

async function emptied() {
  await data('mutation { emptyTrash }');
}

describe('the trash', () => {
  beforeEach(emptied);

  it('holds deleted recipes, e-books and categories, newest first, with who deleted them and when they go for good', async () => {
    const [pudim, livro, doces] = [await recipe('Pudim'), await ebook('Doces de Natal'), await category('Natal')];
    expect((await app.api('DELETE', `/api/recipes/${pudim}`, { token: admin })).status).toBe(204);
    expect((await app.api('DELETE', `/api/admin/ebooks/${livro}`, { token: admin })).status).toBe(204);
    expect(await data(`mutation { deleteCategory(id: ${doces}) }`)).toEqual({ deleteCategory: true });
    // for the rest of the site they are gone: no reading, no editing
    expect((await app.api('GET', `/api/admin/ebooks/${livro}`, { token: admin })).status).toBe(404);
    expect((await app.api('PUT', `/api/categories/${doces}`, { token: admin, body: { name: 'Natal' } })).status).toBe(
      404,
    );
    const now = Math.floor(Date.now() / 1000) * 1000;
    await trashedAt('recipes', pudim, new Date(now - 3 * 3_600_000));
    await trashedAt('ebooks', livro, new Date(now - 2 * 3_600_000));
    await trashedAt('categories', doces, new Date(now - 3_600_000));

    const all = await trash();
    expect(all).toMatchObject({ totalElements: 3, totalPages: 1, page: 0, size: 20 });
    expect(all.content).toEqual([
      {
        kind: 'CATEGORY',
        id: doces,
        title: 'Natal',
        deletedByName: expect.any(String),
        deletedAt: expect.any(String),
        purgeAt: expect.any(String),
      },
      {
        kind: 'EBOOK',
        id: livro,
        title: 'Doces de Natal',
        deletedByName: expect.any(String),
        deletedAt: expect.any(String),
        purgeAt: expect.any(String),
      },
      {
        kind: 'RECIPE',
        id: pudim,
        title: 'Pudim',
        deletedByName: expect.any(String),
        deletedAt: expect.any(String),
        purgeAt: expect.any(String),
      },
    ]);
    const [newest] = all.content;
    expect(Date.parse(newest.deletedAt)).toBe(now - 3_600_000);
    expect(Date.parse(newest.purgeAt) - Date.parse(newest.deletedAt)).toBe(30 * DAY);
    const me = (await app.gql('{ me { name } }', {}, admin)).data.me.name;
    expect(new Set(all.content.map((item: { deletedByName: string }) => item.deletedByName))).toEqual(new Set([me]));

    expect((await trash({ kind: 'EBOOK' })).content.map((item: { id: number }) => item.id)).toEqual([livro]);
    const first = await trash({ page: { page: 0, size: 2 } });
    const second = await trash({ page: { page: 1, size: 2 } });
    expect([first.totalElements, first.totalPages, first.content.length, second.content.length]).toEqual([3, 2, 2, 1]);
    expect(second.content[0].id).toBe(pudim);
    expect((await trash({ page: { size: 500 } })).size).toBe(50);
    expect(await codeOf(TRASH, { page: { page: -1 } })).toBe('BAD_USER_INPUT');
  });

  it('is for admins only', async () => {
    const reader = await app.userToken();
    for (const [token, code] of [
      [reader, 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      for (const operation of [
        '{ trash { totalElements } }',
        '{ deletionImpact(kind: RECIPE, ids: [1]) { label } }',
        'mutation { restoreFromTrash(kind: RECIPE, id: 1) }',
        'mutation { deleteForever(kind: RECIPE, id: 1) }',
        'mutation { emptyTrash }',
      ]) {
        expect(await codeOf(operation, {}, token)).toBe(code);
      }
    }
  });

  it('restores an item with its id; deletes for good only what is in it', async () => {
    const bolo = await recipe('Bolo de Fubá');
    expect(await codeOf(`mutation { deleteForever(kind: RECIPE, id: ${bolo}) }`)).toBe('NOT_FOUND');
    expect((await restore('RECIPE', bolo)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await app.api('GET', `/api/recipes/${bolo}`)).status).toBe(200);

    await app.api('DELETE', `/api/recipes/${bolo}`, { token: admin });
    // a recipe in the trash cannot be edited, copied or deleted again: for the site it is gone
    expect((await app.api('DELETE', `/api/recipes/${bolo}`, { token: admin })).status).toBe(404);
    expect((await app.api('PUT', `/api/recipes/${bolo}`, { token: admin, body: recipeBody() })).status).toBe(404);
    expect((await app.api('POST', `/api/recipes/${bolo}/duplicate`, { token: admin })).status).toBe(404);
    expect((await restore('RECIPE', bolo)).data).toEqual({ restoreFromTrash: true });
    expect((await app.api('GET', `/api/recipes/${bolo}`)).body).toMatchObject({
      recipeId: bolo,
      title: 'Bolo de Fubá',
    });
    expect((await trash()).totalElements).toBe(0);

    await app.api('DELETE', `/api/recipes/${bolo}`, { token: admin });
    const before = await contentVersion();
    expect((await deleteForever('RECIPE', bolo)).data).toEqual({ deleteForever: true });
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await rows('recipes', bolo)).toBe(0);
    expect((await restore('RECIPE', bolo)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await deleteForever('RECIPE', bolo)).errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('moves a bulk deletion to the trash, and empties at once', async () => {
    const ids = [await recipe('Cocada'), await recipe('Paçoca'), await recipe('Pé de moleque')];
    const livro = await ebook('Doces de Festa Junina', ids);
    const bulk = await data('mutation ($ids: [Int!]!) { bulkRecipes(ids: $ids, action: DELETE) }', { ids });
    expect(bulk).toEqual({ bulkRecipes: 3 });
    await app.api('DELETE', `/api/admin/ebooks/${livro}`, { token: admin });
    expect((await trash()).totalElements).toBe(4);
    for (const id of ids) expect(await rows('recipes', id)).toBe(1);

    expect(await data('mutation { emptyTrash }')).toEqual({ emptyTrash: 4 });
    for (const id of ids) expect(await rows('recipes', id)).toBe(0);
    expect(await rows('ebooks', livro)).toBe(0);
    const before = await contentVersion();
    expect(await data('mutation { emptyTrash }')).toEqual({ emptyTrash: 0 });
    expect(await contentVersion()).toBe(before);
  });

  it('is purged of what has been there longer than the retention, and of nothing else', async () => {
    const [velho, novo] = [await recipe('Doce de Leite Velho'), await recipe('Doce de Leite Novo')];
    const livro = await ebook('Conservas');
    for (const id of [velho, novo]) await app.api('DELETE', `/api/recipes/${id}`, { token: admin });
    await app.api('DELETE', `/api/admin/ebooks/${livro}`, { token: admin });
    const { trash: service } = app.server.services;

    let before = await contentVersion();
    expect(await service.purge()).toBe(0);
    expect(await contentVersion()).toBe(before);

    await trashedAt('recipes', velho, new Date(Date.now() - 31 * DAY));
    await trashedAt('ebooks', livro, new Date(Date.now() - 29 * DAY));
    before = await contentVersion();
    expect(await service.purge()).toBe(1);
    expect(await contentVersion()).toBeGreaterThan(before);
    expect([await rows('recipes', velho), await rows('recipes', novo), await rows('ebooks', livro)]).toEqual([0, 1, 1]);
    // the scheduler's clock a day later: the e-book's 30 days are up
    expect(await service.purge(new Date(Date.now() + 2 * DAY))).toBe(1);
    expect(await rows('ebooks', livro)).toBe(0);
    expect((await trash()).content.map((item: { id: number }) => item.id)).toEqual([novo]);
  });

  it('keeps TRASH_RETENTION_DAYS between 1 and 3650 days, 30 by default', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: app.dataDir };
    expect(loadConfig(env).trashRetentionDays).toBe(30);
    expect(loadConfig({ ...env, TRASH_RETENTION_DAYS: '7' }).trashRetentionDays).toBe(7);
    expect(() => loadConfig({ ...env, TRASH_RETENTION_DAYS: '0' })).toThrow(/TRASH_RETENTION_DAYS/);
  });
});

// MariaDB writes deletedAt itself (CURRENT_TIMESTAMP, in the session's time zone) and the trash computes purgeAt and
// the purge cutoff in UTC from it: every session must be in UTC, whatever the server's own time zone.
describeOnMysql('the database clock on MySQL/MariaDB', () => {
  it('is UTC on every connection of the pool', async () => {
    const runners = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const runner = app.server.ds.createQueryRunner();
        await runner.connect();
        return runner;
      }),
    );
    try {
      for (const runner of runners) {
        const [row] = await runner.query(
          'SELECT @@session.time_zone AS zone, TIMESTAMPDIFF(SECOND, UTC_TIMESTAMP(), CURRENT_TIMESTAMP()) AS secondsOff',
        );
        expect({ zone: row.zone, secondsOff: Number(row.secondsOff) }).toEqual({ zone: '+00:00', secondsOff: 0 });
      }
    } finally {
      await Promise.all(runners.map((runner) => runner.release()));
    }
  });

  it('stamps an item moved to the trash with the UTC instant the trash lists and purges by', async () => {
    await emptied();
    const utcNow = async () => (await app.server.ds.query('SELECT UTC_TIMESTAMP() AS now'))[0].now as Date;
    const id = await recipe('Bolo de Macaxeira');
    const before = await utcNow();
    await app.api('DELETE', `/api/recipes/${id}`, { token: admin });
    const after = await utcNow();
    const [item] = (await trash()).content;
    const deletedAt = Date.parse(item.deletedAt);
    expect(deletedAt).toBeGreaterThanOrEqual(before.getTime());
    expect(deletedAt).toBeLessThanOrEqual(after.getTime());
    const { trash: service } = app.server.services;
    expect(await service.purge(new Date(deletedAt + 30 * DAY))).toBe(0);
    expect(await service.purge(new Date(deletedAt + 30 * DAY + 1000))).toBe(1);
  });
});

describe('category names in the trash', () => {
  beforeEach(emptied);

  it('are free for a new category; a restored one whose name was taken meanwhile gets the next free name', async () => {
    const first = await category('Doces');
    const bolo = (
      await created('/api/recipes', recipeBody({ title: 'Bolo Formigueiro', category: [{ categoryId: first }] }))
    ).recipeId;
    await app.api('DELETE', `/api/categories/${first}`, { token: admin });
    expect((await trash()).content).toEqual([expect.objectContaining({ kind: 'CATEGORY', id: first, title: 'Doces' })]);

    const second = await category('doces');
    expect(second).not.toBe(first);
    expect((await restore('CATEGORY', first)).data).toEqual({ restoreFromTrash: true });
    expect((await app.api('GET', `/api/categories/${first}`)).body.name).toBe('Doces (2)');
    expect((await app.api('GET', `/api/recipes/${bolo}`)).body.category).toEqual([
      expect.objectContaining({ categoryId: first, name: 'Doces (2)' }),
    ]);
    // names stay unique among live categories, whatever went through the trash
    expect((await app.api('POST', '/api/categories', { token: admin, body: { name: 'DOCES (2)' } })).status).toBe(409);

    await app.api('DELETE', `/api/categories/${second}`, { token: admin });
    await restore('CATEGORY', second);
    expect((await app.api('GET', `/api/categories/${second}`)).body.name).toBe('doces');
  });
});

describe('references to deleted items', () => {
  beforeEach(emptied);

  it('are named before deleting, and the configuration forgets them in the same write', async () => {
    const [r1, r2, r3] = [await recipe('Rabanada'), await recipe('Panetone'), await recipe('Salpicão')];
    const natal = await ebook('Doces de Natal', [r1, r2]);
    const gone = await ebook('Ceia Antiga', [r1]);
    await app.api('DELETE', `/api/admin/ebooks/${gone}`, { token: admin });
    const CONFIG = `featuredRecipeIds featuredEBookId weeklyRecipes { monday tuesday wednesday thursday friday }`;
    const save = (input: Record<string, unknown>) =>
      app.gql(
        `mutation ($input: SiteConfigurationInput!) { saveSiteConfiguration(input: $input) { ${CONFIG} } }`,
        { input },
        admin,
      );
    const saved = await save({
      featuredRecipeIds: [String(r2), String(r1)],
      featuredEBookId: natal,
      weeklyRecipes: { monday: String(r1), wednesday: String(r3) },
    });
    expect(saved.errors).toBeUndefined();

    const impact = await data(
      `query ($kind: TrashKind!, $ids: [Int!]!) { deletionImpact(kind: $kind, ids: $ids) { kind id place label } }`,
      { kind: 'RECIPE', ids: [r1, r3] },
    );
    expect(impact.deletionImpact).toEqual([
      {
        kind: 'RECIPE',
        id: r1,
        place: 'FEATURED_RECIPES',
        label: 'Receitas em destaque na página inicial (posição 2)',
      },
      { kind: 'RECIPE', id: r1, place: 'WEEKLY_MENU', label: 'Cardápio da semana: segunda-feira' },
      { kind: 'RECIPE', id: r1, place: 'EBOOK', label: 'No e-book "Doces de Natal"' },
      { kind: 'RECIPE', id: r3, place: 'WEEKLY_MENU', label: 'Cardápio da semana: quarta-feira' },
    ]);
    expect((await data(`{ deletionImpact(kind: EBOOK, ids: [${natal}]) { label } }`)).deletionImpact).toEqual([
      { label: 'E-book em destaque' },
    ]);
    expect((await data(`{ deletionImpact(kind: CATEGORY, ids: [1]) { label } }`)).deletionImpact).toEqual([]);
    expect(await codeOf(`{ deletionImpact(kind: RECIPE, ids: [0]) { label } }`)).toBe('BAD_USER_INPUT');

    expect(
      await data('mutation ($ids: [Int!]!) { bulkRecipes(ids: $ids, action: DELETE) }', { ids: [r1, r3] }),
    ).toEqual({
      bulkRecipes: 2,
    });
    await app.api('DELETE', `/api/admin/ebooks/${natal}`, { token: admin });
    const expected = {
      featuredRecipeIds: [String(r2)],
      featuredEBookId: null,
      weeklyRecipes: { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null },
    };
    expect((await data(`{ siteConfiguration { ${CONFIG} } }`)).siteConfiguration).toEqual(expected);
    expect((await app.api('GET', '/api/admin/configurations', { token: admin })).body).toMatchObject(expected);
    // every id the configuration names has a title for the dashboard
    for (const id of expected.featuredRecipeIds) {
      expect((await data(`{ recipe(id: ${id}) { title } }`)).recipe.title).toBe('Panetone');
    }
    // an item in the trash cannot be configured again
    expect((await save({ featuredRecipeIds: [String(r1)] })).errors?.[0]).toMatchObject({
      message: `Receita inexistente: id ${r1}.`,
      extensions: { code: 'BAD_USER_INPUT', field: 'featuredRecipeIds' },
    });
    expect((await save({ featuredEBookId: natal })).errors?.[0].extensions.field).toBe('featuredEBookId');
  });

  it('keeps an e-book place for a recipe in the trash (hidden from its pages and its editor) until it is restored', async () => {
    const [r1, r2] = [await recipe('Cuscuz Doce'), await recipe('Canjica')];
    const livro = await ebook('Doces de Milho', [r1, r2]);
    const contents = async () => {
      const admin_ = (await app.api('GET', `/api/admin/ebooks/${livro}`, { token: admin })).body.recipeIds;
      const shown = (await app.api('GET', '/api/ebooks')).body.find((e: { id: number }) => e.id === livro).recipes;
      return { admin: admin_, shown: shown.map((r: { recipeId: number }) => r.recipeId) };
    };
    await app.api('DELETE', `/api/recipes/${r1}`, { token: admin });
    expect(await contents()).toEqual({ admin: [r2], shown: [r2] });
    // the editor saves the list it sees: the recipe in the trash keeps its place
    const updated = await app.api('PUT', `/api/admin/ebooks/${livro}`, {
      token: admin,
      body: ebookBody('Doces de Milho', [r2]),
    });
    expect(updated.status).toBe(200);
    await restore('RECIPE', r1);
    expect(await contents()).toEqual({ admin: [r1, r2], shown: [r1, r2] });
  });
});
