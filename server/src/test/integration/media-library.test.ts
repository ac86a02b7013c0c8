import { recipeBody, startTestApp, uploadTestImage, type TestApp } from '../harness';

// The creator's media library: every upload listed newest first with where it shows, its alt text and focal point
// edited in one place, and a picture deleted only when nothing shows it (trashed items included). On SQLite, or on
// MySQL/MariaDB with TEST_DATABASE_URL.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
}, 120_000);
afterAll(() => app?.close());

type Image = { small: string; medium: string; original: string };

const ITEM = `id url thumbnailUrl image { small medium original } width height alt originalName focalPoint { x y }
  createdAt uploadedBy usageCount`;
const LIST = `query ($search: String, $page: PageInput) {
  mediaItems(search: $search, page: $page) { content { ${ITEM} } page size totalElements totalPages } }`;
const DETAIL = `query ($id: Int!) { mediaItem(id: $id) { item { ${ITEM} } usages { kind id title field trashed } } }`;
const UPDATE = `mutation ($id: Int!, $alt: String, $focalX: Int, $focalY: Int) {
  updateMediaItem(id: $id, alt: $alt, focalX: $focalX, focalY: $focalY) { item { alt focalPoint { x y } usageCount } } }`;
const DELETE = 'mutation ($id: Int!) { deleteMediaItem(id: $id) }';

const upload = async (name: string, background = '#c0392b') => {
  const { status, image } = await uploadTestImage(app, admin, { width: 1200, height: 800, background, name });
  expect(status).toBe(200);
  return image;
};
const list = async (variables: Record<string, unknown> = {}) => {
  const res = await app.gql(LIST, variables, admin);
  expect(res.errors).toBeUndefined();
  return res.data.mediaItems;
};
const itemOf = async (image: Image) =>
  (await list({ page: { size: 60 } })).content.find((item: { url: string }) => item.url === image.medium);
const detail = async (id: number) => {
  const res = await app.gql(DETAIL, { id }, admin);
  expect(res.errors).toBeUndefined();
  return res.data.mediaItem;
};
const createRecipe = async (title: string, overrides: Record<string, unknown> = {}) => {
  const res = await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title, ...overrides }) });
  expect(res.status).toBe(201);
  return res.body.recipeId as number;
};

describe('the media library', () => {
  it('lists the uploads newest first, paged on the server, with their renditions, uploader and file name', async () => {
    const first = await upload('primeira.png');
    const second = await upload('segunda.png');
    const third = await upload('terceira.png');
    const page = await list({ page: { page: 0, size: 2 } });
    expect(page).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.content.map((item: { url: string }) => item.url)).toEqual([third.medium, second.medium]);
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      url: third.medium,
      thumbnailUrl: third.small,
      image: third,
      width: 1200,
      height: 800,
      alt: null,
      originalName: 'terceira.png',
      focalPoint: { x: 500, y: 500 },
      createdAt: expect.any(String),
      uploadedBy: expect.any(String),
      usageCount: 0,
    });
    const next = await list({ page: { page: 1, size: 2 } });
    expect(next.content.map((item: { url: string }) => item.url)).toEqual([first.medium]);
    // a page holds at most 60, whatever is asked
    expect((await list({ page: { size: 500 } })).size).toBe(60);
  });

  it('searches the alt text and the file name, case- and accent-insensitively', async () => {
    const cheese = await upload('pao-de-queijo.png');
    const cake = await upload('bolo.png');
    const { id } = await itemOf(cake);
    const described = await app.gql(UPDATE, { id, alt: '  Bolo de  Fubá\u0007 com goiabada ' }, admin);
    expect(described.data.updateMediaItem.item.alt).toBe('Bolo de Fubá com goiabada');
    const urls = async (search: string) =>
      (await list({ search })).content.map((item: { url: string }) => item.url) as string[];
    expect(await urls('FUBA')).toEqual([cake.medium]);
    expect(await urls('queijo')).toEqual([cheese.medium]);
    expect(await urls('50%')).toEqual([]);
  });

  it('counts where each picture of a page shows in a bounded number of statements', async () => {
    const images = [await upload('a.png'), await upload('b.png'), await upload('c.png')];
    for (const [i, image] of images.entries()) {
      await createRecipe(`Receita ${i} A`, { imageUrl: image });
      await createRecipe(`Receita ${i} B`, { imageUrl: image });
    }
    const category = await app.api('POST', '/api/categories', {
      token: admin,
      body: { name: 'Bolos da Casa', imageUrl: { small: images[0].small, medium: images[0].medium } },
    });
    expect(category.status).toBe(201);
    const size = async (n: number) => {
      app.queries.reset();
      const page = await list({ page: { size: n } });
      return { statements: app.queries.count, page };
    };
    const one = await size(1);
    const many = await size(20);
    // the same statements for twenty pictures as for one (a short page skips the count)
    expect(many.statements).toBeLessThanOrEqual(one.statements);
    const counts = new Map(
      many.page.content.map((item: { url: string; usageCount: number }) => [item.url, item.usageCount]),
    );
    expect(images.map((image) => counts.get(image.medium))).toEqual([3, 2, 2]);
  });

  it('names every place a picture shows, its rich-text embeds included, in pt-BR', async () => {
    const image = await upload('capa.png');
    const cake = await createRecipe('Bolo de Cenoura', { imageUrl: image });
    const story = await createRecipe('Torta de Limão', {
      commentBody: `<p>Veja:</p><p><img src="${image.original}" alt="Torta"></p>`,
    });
    const ebook = await app.api('POST', '/api/admin/ebooks', {
      token: admin,
      body: {
        title: 'Doces de Festa',
        author: 'Marina',
        price: 19.9,
        verticalCoverImageUrl: image,
        horizontalCoverImageUrl: await upload('horizontal.png'),
        externalUrl: 'https://loja.exemplo.com.br/doces',
        publicationDate: '2025-03-01',
      },
    });
    expect(ebook.status).toBe(201);
    const saved = await app.gql(
      'mutation ($input: SiteConfigurationInput!) { saveSiteConfiguration(input: $input) { creator { photoUrl } } }',
      {
        input: {
          creator: { name: 'Marina', photoUrl: image.medium, bio: '' },
          partnerships: [{ name: 'Empório', image_url: image.small, website_url: 'https://emporio.com.br' }],
        },
      },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    const { id } = await itemOf(image);
    const item = await detail(id);
    expect(item.usages).toEqual(
      expect.arrayContaining([
        { kind: 'RECIPE', id: cake, title: 'Bolo de Cenoura', field: 'Foto da receita', trashed: false },
        { kind: 'RECIPE', id: story, title: 'Torta de Limão', field: 'No texto da receita', trashed: false },
        { kind: 'EBOOK', id: ebook.body.id, title: 'Doces de Festa', field: 'Capa do e-book', trashed: false },
        {
          kind: 'CONFIGURATION',
          id: 1,
          title: 'Perfil da criadora',
          field: 'Configuração: foto da criadora',
          trashed: false,
        },
        {
          kind: 'CONFIGURATION',
          id: 1,
          title: 'Empório',
          field: 'Configuração: logo da parceria',
          trashed: false,
        },
      ]),
    );
    expect(item.usages).toHaveLength(5);
    expect(item.item.usageCount).toBe(5);
    // the list counts the image fields only (no scan of every rich text per picture)
    expect((await itemOf(image)).usageCount).toBe(4);
  });

  it('moves the focal point like setImageFocalPoint: the crops of every recipe showing the picture follow', async () => {
    const image = await upload('dois.png');
    const recipes = [await createRecipe('Pudim', { imageUrl: image }), await createRecipe('Flan', { imageUrl: image })];
    await app.server.services.mediaVariants.runPending();
    const shares = async () =>
      Promise.all(
        recipes.map(
          async (id) =>
            (await app.gql(`{ recipe(id: ${id}) { imageUrl { crops { share { url } } } } }`, undefined, admin)).data
              .recipe.imageUrl.crops.share.url as string,
        ),
      );
    const before = await shares();
    const { id } = await itemOf(image);
    const moved = await app.gql(UPDATE, { id, focalX: 0, focalY: 250 }, admin);
    expect(moved.data.updateMediaItem.item).toEqual({ alt: null, focalPoint: { x: 0, y: 250 }, usageCount: 2 });
    await app.server.services.mediaVariants.runPending();
    const after = await shares();
    expect(after[0]).toBe(after[1]);
    expect(after[0]).not.toBe(before[0]);
    // one coordinate alone keeps the other; the alt text is kept when not sent
    await app.gql(UPDATE, { id, alt: 'Pudim' }, admin);
    const keep = await app.gql(UPDATE, { id, focalY: 900 }, admin);
    expect(keep.data.updateMediaItem.item).toMatchObject({ alt: 'Pudim', focalPoint: { x: 0, y: 900 } });
  });

  it('refuses a point outside the picture and a long alt text, writing nothing', async () => {
    const image = await upload('limites.png');
    const { id } = await itemOf(image);
    const outside = await app.gql(UPDATE, { id, alt: 'Novo', focalX: 1001 }, admin);
    expect(outside.errors?.[0]).toMatchObject({
      message: 'O ponto de foco deve estar dentro da imagem (de 0 a 1000).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await app.gql(UPDATE, { id, alt: 'x'.repeat(301), focalX: 100 }, admin);
    expect(long.errors?.[0]).toMatchObject({
      message: 'O texto alternativo deve ter no máximo 300 caracteres.',
      extensions: { code: 'BAD_USER_INPUT', field: 'alt' },
    });
    expect((await detail(id)).item).toMatchObject({ alt: null, focalPoint: { x: 500, y: 500 } });
    expect((await app.gql(UPDATE, { id, alt: 'Algo' }, admin)).data.updateMediaItem.item.alt).toBe('Algo');
    expect((await app.gql(UPDATE, { id, alt: null }, admin)).data.updateMediaItem.item.alt).toBeNull();
  });

  it('refuses to delete a picture in use naming where (409), then deletes it and its files once unused', async () => {
    const image = await upload('apagar.png');
    const pie = await createRecipe('Torta de Maçã', { imageUrl: image });
    const tart = await createRecipe('Tortinha', { commentBody: `<p><img src="${image.medium}" alt=""></p>` });
    await app.server.services.mediaVariants.runPending();
    const { id } = await itemOf(image);
    const refused = await app.gql(DELETE, { id }, admin);
    expect(refused.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(refused.errors?.[0].message).toBe(
      'Esta imagem está em uso e não pode ser excluída. Remova-a antes de: Foto da receita: "Torta de Maçã"; ' +
        'No texto da receita: "Tortinha".',
    );
    const crops = (await app.gql(`{ recipe(id: ${pie}) { imageUrl { crops { square { url } } } } }`, undefined, admin))
      .data.recipe.imageUrl.crops.square.url as string;
    // deleted recipes wait in the trash, where they may be restored: the picture stays in use, and says so
    for (const recipe of [pie, tart]) {
      expect((await app.api('DELETE', `/api/recipes/${recipe}`, { token: admin })).status).toBe(204);
    }
    const trashed = await app.gql(DELETE, { id }, admin);
    expect(trashed.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(trashed.errors?.[0].message).toBe(
      'Esta imagem está em uso e não pode ser excluída. Remova-a antes de: Foto da receita (na lixeira): ' +
        '"Torta de Maçã"; No texto da receita (na lixeira): "Tortinha".',
    );
    expect((await detail(id)).usages.map((usage: { trashed: boolean }) => usage.trashed)).toEqual([true, true]);
    for (const recipe of [pie, tart]) {
      const purged = await app.gql(
        'mutation ($id: Int!) { deleteForever(kind: RECIPE, id: $id) }',
        { id: recipe },
        admin,
      );
      expect(purged.errors).toBeUndefined();
    }
    expect((await app.gql(DELETE, { id }, admin)).data).toEqual({ deleteMediaItem: true });
    for (const url of [image.small, image.medium, image.original, crops]) {
      expect((await fetch(`${app.url}${url}`)).status).toBe(404);
    }
    const gone = await app.gql(DELETE, { id }, admin);
    expect(gone.errors?.[0]).toMatchObject({ message: 'Imagem não encontrada.', extensions: { code: 'NOT_FOUND' } });
  });

  it('is for admins only', async () => {
    const reader = await app.userToken();
    expect((await app.gql(LIST, {}, reader)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await app.gql(LIST, {})).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await app.gql(DELETE, { id: 1 }, reader)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
