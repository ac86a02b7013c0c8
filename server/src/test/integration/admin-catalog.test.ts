import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
});
afterAll(() => app.close());

describe('categories', () => {
  it('creates (201), reads, updates (200) and deletes (204) with the documented JSON', async () => {
    const created = await app.api('POST', '/api/categories', {
      token: admin,
      body: { name: '  Bolos  ', description: 'Fofinhos', imageUrl: '/uploads/2026/01/abc-small.webp' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      categoryId: expect.any(Number),
      name: 'Bolos',
      description: 'Fofinhos',
      imageUrl: { small: '/uploads/2026/01/abc-small.webp', medium: '/uploads/2026/01/abc-small.webp' },
      createdAt: expect.stringMatching(/Z$/),
    });
    const id = created.body.categoryId;
    expect((await app.api('GET', `/api/categories/${id}`)).body).toEqual(created.body);
    const updated = await app.api('PUT', `/api/categories/${id}`, {
      token: admin,
      body: {
        name: 'Bolos e Tortas',
        description: '',
        imageUrl: { small: 'https://cdn.exemplo.com/s.webp', medium: 'https://cdn.exemplo.com/m.webp' },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Bolos e Tortas',
      description: null,
      imageUrl: { small: 'https://cdn.exemplo.com/s.webp', medium: 'https://cdn.exemplo.com/m.webp' },
    });
    expect((await app.api('GET', '/api/categories')).body.map((c: { name: string }) => c.name)).toContain(
      'Bolos e Tortas',
    );
    expect((await app.api('DELETE', `/api/categories/${id}`, { token: admin })).status).toBe(204);
    expect((await app.api('GET', `/api/categories/${id}`)).status).toBe(404);
  });

  it('requires a name (spec message) and refuses duplicates ignoring case and accents', async () => {
    const blank = await app.api('POST', '/api/categories', { token: admin, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Nome da categoria é obrigatório');
    expect((await app.api('POST', '/api/categories', { token: admin, body: { name: 'Pães' } })).status).toBe(201);
    expect((await app.api('POST', '/api/categories', { token: admin, body: { name: 'PAES' } })).status).toBe(409);
  });

  it('unlinks a deleted category from its recipes', async () => {
    const cat = await app.api('POST', '/api/categories', { token: admin, body: { name: 'Temporária' } });
    const recipe = await app.api('POST', '/api/recipes', {
      token: admin,
      body: { title: 'Curau', category: [{ categoryId: cat.body.categoryId }] },
    });
    expect(recipe.body.category).toHaveLength(1);
    await app.api('DELETE', `/api/categories/${cat.body.categoryId}`, { token: admin });
    expect((await app.api('GET', `/api/recipes/${recipe.body.recipeId}`)).body.category).toEqual([]);
  });
});

describe('cravings', () => {
  it('lists cravings and finds one by id or by name', async () => {
    await app.api('POST', '/api/recipes', {
      token: admin,
      body: { title: 'Brigadeiro', cravings: [{ name: 'Chocolate', description: 'Para os chocólatras' }] },
    });
    const list = await app.api('GET', '/api/cravings');
    const chocolate = list.body.find((c: { name: string }) => c.name === 'Chocolate');
    expect(chocolate).toEqual({
      id: expect.any(Number),
      name: 'Chocolate',
      description: 'Para os chocólatras',
      imageUrl: null,
    });
    expect((await app.api('GET', `/api/cravings/${chocolate.id}`)).body).toEqual(chocolate);
    expect((await app.api('GET', '/api/cravings/chocolate')).body).toEqual(chocolate);
    expect((await app.api('GET', '/api/cravings/99999')).status).toBe(404);
  });
});

describe('admin users', () => {
  it('creates with a password (201), never without one (400)', async () => {
    const none = await app.api('POST', '/api/admin/users', {
      token: admin,
      body: { name: 'Caio', email: 'caio@exemplo.com', role: 'USER' },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Senha é obrigatória para novos usuários');
    const blank = await app.api('POST', '/api/admin/users', {
      token: admin,
      body: { name: ' ', email: 'caio@exemplo.com', password: 'x' },
    });
    expect(blank.body.message).toBe('Nome e e-mail são obrigatórios');
    const res = await app.api('POST', '/api/admin/users', {
      token: admin,
      body: { name: 'Caio', email: 'Caio@Exemplo.com', password: 'senha-do-caio', role: 'USER' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Caio', email: 'caio@exemplo.com', role: 'USER' });
    expect((await app.api('GET', `/api/admin/users/${res.body.id}`, { token: admin })).body).toEqual(res.body);
    const badRole = await app.api('POST', '/api/admin/users', {
      token: admin,
      body: { name: 'D', email: 'd@exemplo.com', password: 'senha-do-dario', role: 'ROOT' },
    });
    expect(badRole.status).toBe(400);
  });

  it('keeps the old password when PUT has none, changes it when given', async () => {
    const created = await app.api('POST', '/api/admin/users', {
      token: admin,
      body: { name: 'Duda', email: 'duda@exemplo.com', password: 'primeira-senha', role: 'USER' },
    });
    const id = created.body.id;
    const login = (password: string) =>
      app.api('POST', '/api/user/login', { body: { email: 'duda@exemplo.com', password } });
    await app.api('PUT', `/api/admin/users/${id}`, {
      token: admin,
      body: { name: 'Duda Lima', email: 'duda@exemplo.com', role: 'USER' },
    });
    expect((await login('primeira-senha')).status).toBe(200);
    await app.api('PUT', `/api/admin/users/${id}`, {
      token: admin,
      body: { name: 'Duda Lima', email: 'duda@exemplo.com', role: 'USER', password: 'segunda-senha' },
    });
    expect((await login('primeira-senha')).status).toBe(401);
    expect((await login('segunda-senha')).status).toBe(200);
    const taken = await app.api('PUT', `/api/admin/users/${id}`, {
      token: admin,
      body: { name: 'Duda', email: 'caio@exemplo.com', role: 'USER' },
    });
    expect(taken.status).toBe(409);
    // The form marks the e-mail field; the last-admin conflicts below name no field.
    expect(taken.body).toMatchObject({ field: 'email', message: 'Este e-mail já está cadastrado.' });
  });

  it('refuses to remove or demote the last admin (409)', async () => {
    const users = await app.api('GET', '/api/admin/users', { token: admin });
    const self = users.body.find((u: { role: string }) => u.role === 'ADMIN');
    const demote = await app.api('PUT', `/api/admin/users/${self.id}`, {
      token: admin,
      body: { name: self.name, email: self.email, role: 'USER' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('Não é possível rebaixar o último administrador.');
    expect(demote.body.field).toBeUndefined();
    const remove = await app.api('DELETE', `/api/admin/users/${self.id}`, { token: admin });
    expect(remove.status).toBe(409);
    expect((await app.api('GET', '/api/admin/users', { token: admin })).status).toBe(200);
  });

  it('answers 404 for unknown users', async () => {
    expect((await app.api('GET', '/api/admin/users/424242', { token: admin })).status).toBe(404);
    expect((await app.api('DELETE', '/api/admin/users/424242', { token: admin })).status).toBe(404);
  });
});
