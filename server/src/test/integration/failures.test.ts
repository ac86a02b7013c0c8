import pino from 'pino';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
const log: { level: number; msg: string }[] = [];
beforeAll(async () => {
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => log.push(JSON.parse(line)) });
  app = await startTestApp({ logger });
});
afterAll(() => app.close());
afterEach(() => jest.restoreAllMocks());

describe('unexpected failures', () => {
  it('answer 500 with a generic message and a request id, never internals', async () => {
    // Simulate a bug (a database outage is a 503 instead: outage.test.ts).
    jest
      .spyOn(app.server.services.categories, 'list')
      .mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'id')"));
    const res = await app.api('GET', '/api/categories');
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

  it('answer 503 with Retry-After when the database connection fails, logging no stack', async () => {
    // What mysql2 throws when the server refuses connections (the whole outage on MariaDB: outage.test.ts).
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    jest.spyOn(app.server.services.categories, 'list').mockRejectedValue(refused);
    const from = log.length;
    const message = 'O site está temporariamente indisponível. Tente novamente em instantes.';

    const res = await app.api('GET', '/api/categories');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.body).toEqual({ status: 503, error: 'Service Unavailable', message });

    const gql = await app.api('POST', '/graphql', { body: { query: '{ categories { name } }' } });
    expect(gql.status).toBe(503);
    expect(gql.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(gql.body.errors).toEqual([
      { message, locations: expect.any(Array), path: ['categories'], extensions: { code: 'SERVICE_UNAVAILABLE' } },
    ]);

    expect(log.slice(from).filter((line) => line.level >= 50 || JSON.stringify(line).includes('"stack"'))).toEqual([]);
    // the monitor checked: SQLite still answers, so this was no outage
    expect((await app.api('GET', '/readyz')).status).toBe(200);
  });
});
