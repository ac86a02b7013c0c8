import path from 'node:path';
import pino from 'pino';
import { startTestApp, type TestApp } from '../harness';

// A page the page cache holds is answered before the Express app (app.ts): the same answer, headers and access log
// line as the app gives, and whatever it cannot answer goes to the app, logged once.
const clientRoot = path.resolve(__dirname, '../../../../client');

type LogLine = {
  msg: string;
  req?: { id?: string; remoteAddress?: string; url?: string };
  res?: Record<string, unknown>;
};
const log: LogLine[] = [];
let app: TestApp;
beforeAll(async () => {
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => log.push(JSON.parse(line)) });
  app = await startTestApp({ clientRoot, logger, env: { TRUST_PROXY: '1' } });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${app.url}${p}`, { method, headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers } });

const linesOf = async (id: string) => {
  // the line is written when the answer has gone: a moment after the client has it
  for (let i = 0; i < 50 && !log.some((line) => line.req?.id === id); i++) await new Promise((r) => setTimeout(r, 10));
  return log.filter((line) => line.req?.id === id && line.msg.startsWith('request '));
};

/** What must be the same whichever handler answered. */
const HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'vary',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('page-cache hits answered before the app', () => {
  it("carry the app's headers and body, and one access line with the reader's address", async () => {
    const first = await get('/about');
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    const body = await first.text();
    const hit = await get('/about', { 'x-request-id': 'leitura-hit-0001', 'x-forwarded-for': '203.0.113.7' });
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-page-cache')).toBe('HIT');
    expect(hit.headers.get('x-request-id')).toBe('leitura-hit-0001');
    for (const name of HEADERS)
      expect({ name, value: hit.headers.get(name) }).toEqual({ name, value: first.headers.get(name) });
    expect(hit.headers.get('vary')).toMatch(/Accept-Encoding.*Authorization/);
    expect(await hit.text()).toBe(body);
    const lines = await linesOf('leitura-hit-0001');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { url: '/about', remoteAddress: '203.0.113.7' },
      res: { statusCode: 200, pageCache: 'HIT', contentLength: String(Buffer.byteLength(body)) },
    });
  });

  it('answer a revalidation with 304, HEAD without a body, and the compressed copy a browser accepts', async () => {
    const etag = (await get('/about')).headers.get('etag')!;
    // a browser's revalidation (fetch would add `cache-control: no-cache`, a reload, without its own)
    const revalidated = await get('/about', { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-page-cache')).toBe('HIT');
    const head = await get('/about', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await head.text()).toBe('');
    const br = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('</html>');
  });

  it('hand an out-of-date copy to the app, which renders it again and logs it once', async () => {
    expect((await get('/about')).headers.get('x-page-cache')).toBe('HIT');
    const admin = await app.adminToken();
    expect((await app.api('POST', '/api/categories', { token: admin, body: { name: 'Biscoitos' } })).status).toBe(201);
    const next = await get('/about', { 'x-request-id': 'leitura-velha-0001' });
    expect(next.status).toBe(200);
    expect(next.headers.get('x-page-cache')).not.toBe('HIT');
    expect(next.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await linesOf('leitura-velha-0001')).toHaveLength(1);
  });

  it('leave every other request to the app (API, assets, a token-bearing request)', async () => {
    const api = await fetch(`${app.url}/api/recipes?limit=1`, { headers: { 'x-request-id': 'leitura-api-0001' } });
    expect(api.status).toBe(200);
    expect(api.headers.get('x-page-cache')).toBeNull();
    expect(await linesOf('leitura-api-0001')).toHaveLength(1);
    const withToken = await get('/about', { authorization: `Bearer ${await app.adminToken()}` });
    expect(withToken.headers.get('x-page-cache')).not.toBe('HIT');
    expect(withToken.headers.get('cache-control')).toContain('private');
  });
});
