import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

const cover = (name: string) => ({
  small: `/uploads/2026/11/${name}-small.webp`,
  medium: `/uploads/2026/11/${name}-medium.webp`,
  original: `/uploads/2026/11/${name}-original.webp`,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Doces de Festa',
  author: 'Marina Albuquerque',
  price: 19.99,
  verticalCoverImageUrl: cover('v'),
  horizontalCoverImageUrl: cover('h'),
  externalUrl: 'https://loja.exemplo.com.br/doces',
  publicationDate: '2025-03-01',
  ...overrides,
});
const create = (b: Record<string, unknown>) => app.api('POST', '/api/admin/ebooks', { token: admin, body: b });

describe('e-books', () => {
  it('creates (201) with an exact price and every cover, reads, updates (200), deletes (204)', async () => {
    const res = await create(body());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: 'Doces de Festa',
      author: 'Marina Albuquerque',
      price: 19.99,
      verticalCoverImageUrl: cover('v'),
      horizontalCoverImageUrl: cover('h'),
      coverImageUrl: cover('v'),
      externalUrl: 'https://loja.exemplo.com.br/doces',
      publicationDate: '2025-03-01',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      recipeIds: [],
    });
    const [row] = await app.server.ds.query('SELECT price FROM ebooks WHERE id = ?', [res.body.id]);
    expect(String(row.price)).toMatch(/^19\.99/);
    const id = res.body.id;
    expect((await app.api('GET', `/api/admin/ebooks/${id}`, { token: admin })).body).toEqual(res.body);
    const updated = await app.api('PUT', `/api/admin/ebooks/${id}`, {
      token: admin,
      body: body({ price: '24.90', title: '  Doces de Festa 2  ' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ price: 24.9, title: 'Doces de Festa 2' });
    expect((await app.api('DELETE', `/api/admin/ebooks/${id}`, { token: admin })).status).toBe(204);
    expect((await app.api('GET', `/api/admin/ebooks/${id}`, { token: admin })).status).toBe(404);
  });

  it('validates in the dashboard’s order with its messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ', price: 0, externalUrl: '' }, 'Título e autor são obrigatórios'],
      [{ author: '' }, 'Título e autor são obrigatórios'],
      [{ price: 0, externalUrl: '' }, 'Preço deve ser maior que zero'],
      [{ price: -5 }, 'Preço deve ser maior que zero'],
      [{ externalUrl: '  ', verticalCoverImageUrl: null }, 'URL externa é obrigatória'],
      [{ verticalCoverImageUrl: null }, 'Imagens vertical e horizontal são obrigatórias'],
      [{ horizontalCoverImageUrl: {} }, 'Imagens vertical e horizontal são obrigatórias'],
    ];
    for (const [overrides, message] of cases) {
      const res = await create(body(overrides));
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await create(body({ price: 10.999 }))).status).toBe(400);
    expect((await create(body({ externalUrl: 'javascript:alert(1)' }))).status).toBe(400);
    expect((await create(body({ publicationDate: '2025-02-30' }))).status).toBe(400);
  });

  it('defaults a missing publication date to today', async () => {
    const res = await create(body({ publicationDate: undefined }));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(res.body.publicationDate).toBe(today);
  });

  it('lists only published e-books publicly, newest first; the admin list includes scheduled ones', async () => {
    await create(body({ title: 'Antigo', publicationDate: '2024-01-10' }));
    await create(body({ title: 'Futuro', publicationDate: '2099-01-01' }));
    const publicTitles = (await app.api('GET', '/api/ebooks')).body.map((e: { title: string }) => e.title);
    expect(publicTitles).not.toContain('Futuro');
    expect(publicTitles.indexOf('Antigo')).toBe(publicTitles.length - 1);
    const adminTitles = (await app.api('GET', '/api/admin/ebooks', { token: admin })).body.map(
      (e: { title: string }) => e.title,
    );
    expect(adminTitles[0]).toBe('Futuro');
  });
});
