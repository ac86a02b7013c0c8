import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('unexpected failures', () => {
  it('answer 500 with a generic message and a request id, never internals', async () => {
    // Simulate an outage: the database goes away under a running server.
    await app.server.ds.destroy();
    const res = await app.api('GET', '/api/recipes');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      status: 500,
      error: 'Internal Server Error',
      message: 'Erro interno do servidor. Tente novamente mais tarde.',
      requestId: expect.any(String),
    });
    expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
    const gql = await app.gql('{ categories { name } }');
    expect(gql.errors![0]).toEqual({
      message: 'Erro interno do servidor. Tente novamente mais tarde.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
