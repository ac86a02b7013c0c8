import http from 'node:http';
import path from 'node:path';
import { startTestApp, type TestApp } from '../harness';

// What the page cache keys on: the path and the parameters that page reads, nothing else; and who may ask.
const clientRoot = path.resolve(__dirname, '../../../../client');

let app: TestApp;
let limited: TestApp;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp({ clientRoot });
  // TRUST_PROXY lets the test speak from several addresses through X-Forwarded-For
  limited = await startTestApp({ clientRoot, env: { PAGE_REQUESTS_PER_MINUTE: '4', TRUST_PROXY: '1' } });
  const admin = await app.adminToken();
  categoryId = (await app.api('POST', '/api/categories', { token: admin, body: { name: 'Doces' } })).body.categoryId;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await limited?.close();
});

const page = async (p: string, on = app, from?: string) => {
  const headers: Record<string, string> = { accept: 'text/html', ...(from ? { 'x-forwarded-for': from } : {}) };
  const res = await fetch(`${on.url}${p}`, { headers });
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-page-cache') };
};

describe('page cache keys', () => {
  it('leave out tracking and unknown parameters: one render, then hits', async () => {
    expect((await page('/about')).cache).toBe('MISS');
    for (const p of ['/about?utm_source=news&utm_medium=mail', '/about?fbclid=abc', '/about?page=2', '/about?']) {
      const res = await page(p);
      expect({ p, status: res.status, cache: res.cache }).toEqual({ p, status: 200, cache: 'HIT' });
      expect(res.text).not.toContain('utm_source');
    }
  });

  it('keep the parameters a page reads, in one order, with page numbers normalised', async () => {
    expect((await page(`/category/${categoryId}`)).cache).toBe('MISS');
    for (const p of [`/category/${categoryId}?page=1`, `/category/${categoryId}?page=x&gclid=1`]) {
      expect((await page(p)).cache).toBe('HIT');
    }
    expect((await page('/recipe-filter?skill=EASY&time=15')).cache).toBe('MISS');
    expect((await page('/recipe-filter?time=15&utm_campaign=x&skill=EASY')).cache).toBe('HIT');
    expect((await page('/recipe-filter?skill=EASY&time=15&skill=HARD')).cache).toBe('HIT');
    // a parameter the page reads is a different page
    expect((await page('/recipe-filter?skill=HARD&time=15')).cache).toBe('MISS');
    expect((await page('/recipes?p.3=2&ref=x')).cache).toBe('MISS');
    expect((await page('/recipes?p.3=2')).cache).toBe('HIT');
  });
});

describe('request targets', () => {
  it('in absolute form are refused with 400 before any render', async () => {
    const { port } = new URL(app.url);
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: 'http://evil.example/about', headers: { accept: 'text/html' } },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        )
        .on('error', reject);
    });
    expect(status).toBe(400);
  });
});

describe('a ceiling on the pages one address asks for (PAGE_REQUESTS_PER_MINUTE)', () => {
  it('counts cache hits too, per address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await page('/about', limited, '203.0.113.20')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await page('/about', limited, '198.51.100.20')).cache).toBe('HIT');
  });

  it('counts a request once when the kept copy is out of date and the page is rendered again', async () => {
    const from = '203.0.113.21';
    expect((await page('/about', limited, from)).cache).toBe('HIT');
    // the site's content moves: the kept /about is out of date, and the next request renders it again
    const admin = await limited.adminToken();
    const created = await limited.api('POST', '/api/categories', { token: admin, body: { name: 'Salgados' } });
    expect(created.status).toBe(201);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await page('/about', limited, from)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts the crawl files as pages: a crawler walking the sitemaps is held to the same ceiling', async () => {
    const from = '203.0.113.22';
    const statuses = [];
    for (const p of ['/robots.txt', '/sitemap.xml', '/sitemap-recipes-1.xml', '/rss.xml', '/sitemap-pages.xml']) {
      const res = await fetch(`${limited.url}${p}`, { headers: { 'x-forwarded-for': from } });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await page('/about', limited, from)).status).toBe(429);
  });
});
