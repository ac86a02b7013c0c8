import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// The page cache in front of server rendering, through the running app with the real client build.
const clientRoot = path.resolve(__dirname, '../../../../client');

let app: TestApp;
let admin: string;
let recipeId: number;
beforeAll(async () => {
  app = await startTestApp({ clientRoot });
  admin = await app.adminToken();
  recipeId = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Cuscuz Paulista' }) }))
    .body.recipeId;
});
afterAll(() => app.close());

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as a browser sends it, with the bytes as they come over the wire (fetch would decode them). */
const get = (p: string, headers: Record<string, string> = {}) =>
  new Promise<RawResponse>((resolve, reject) => {
    http
      .get(`${app.url}${p}`, { headers: { accept: 'text/html', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

const html = async (p: string) => {
  const res = await get(p);
  return { ...res, text: res.body.toString('utf8'), cache: res.headers['x-page-cache'] };
};

describe('page cache', () => {
  it('serves the second request of a page from memory, the same bytes in every encoding, with a validator', async () => {
    const first = await html(`/recipes/${recipeId}`);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    const second = await html(`/recipes/${recipeId}`);
    expect(second.cache).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect(second.headers.vary).toMatch(/Accept-Encoding/i);

    const br = await get(`/recipes/${recipeId}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(first.text);
    const gz = await get(`/recipes/${recipeId}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(first.text);

    const etag = second.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await get(`/recipes/${recipeId}`, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('shows a recipe edit on the next request of every page that shows it', async () => {
    await html(`/recipes/${recipeId}`);
    await html('/');
    expect((await html('/')).text).toContain('Cuscuz Paulista');
    const put = await app.api('PUT', `/api/recipes/${recipeId}`, {
      token: admin,
      body: { title: 'Cuscuz Paulista da Vó' },
    });
    expect(put.status).toBe(200);
    const page = await html(`/recipes/${recipeId}`);
    expect(page.cache).toBe('MISS');
    expect(page.text).toContain('Cuscuz Paulista da Vó');
    expect((await html('/')).text).toContain('Cuscuz Paulista da Vó');
  });

  it('re-renders only the rated recipe’s page for a comment, and shows its rating there at once', async () => {
    const other = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Bolo de Rolo' }) }))
      .body.recipeId as number;
    for (const p of [`/recipes/${recipeId}`, `/recipes/${other}`, '/', '/recipes']) await html(p);
    for (const p of [`/recipes/${recipeId}`, `/recipes/${other}`, '/', '/recipes'])
      expect((await html(p)).cache).toBe('HIT');

    const reader = await app.userToken();
    const posted = await app.api('POST', `/api/user/comment/${recipeId}`, {
      token: reader,
      body: { content: 'Fiz no domingo e sumiu em minutos!', score: 4 },
    });
    expect(posted.status).toBe(201);
    const page = await html(`/recipes/${recipeId}`);
    expect(page.cache).toBe('MISS');
    // The threads load in the browser; the server's page carries the rating (hero, summary, structured data).
    expect(page.text).toContain('1 avaliação');
    expect(page.text).toMatch(/"ratingValue":"?4/);
    // The rest of the site is untouched by a reader's comment: still served from memory.
    for (const p of [`/recipes/${other}`, '/', '/recipes']) expect((await html(p)).cache).toBe('HIT');
    expect((await html(`/recipes/${recipeId}`)).cache).toBe('HIT');

    // Deleting it (the admin moderating) takes it off that page at once, and again only that page.
    const removed = await app.api('DELETE', `/api/user/comment/${posted.body.commentId}`, { token: admin });
    expect(removed.status).toBeLessThan(300);
    const after = await html(`/recipes/${recipeId}`);
    expect(after.cache).toBe('MISS');
    expect(after.text).not.toContain('1 avaliação');
    expect(after.text).toContain('Seja a primeira pessoa a avaliar');
    for (const p of [`/recipes/${other}`, '/']) expect((await html(p)).cache).toBe('HIT');
  });

  it('shows writes other than recipes too: a renamed category in every page’s menu', async () => {
    const category = (
      await app.api('POST', '/api/categories', { token: admin, body: { name: 'Lanches', description: 'Para o café' } })
    ).body;
    expect((await html('/about')).text).toContain('Lanches');
    expect((await html('/about')).cache).toBe('HIT');
    const renamed = await app.api('PUT', `/api/categories/${category.categoryId}`, {
      token: admin,
      body: { name: 'Lanches da Tarde', description: 'Para o café' },
    });
    expect(renamed.status).toBe(200);
    const after = await html('/about');
    expect(after.cache).toBe('MISS');
    expect(after.text).toContain('Lanches da Tarde');
  });

  it('shows a configuration save at once: a new partner on /about, a new hero recipe on the home page', async () => {
    const hero = (
      await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Bolo de Fubá Cremoso' }) })
    ).body.recipeId;
    await html('/about');
    await html('/');
    expect((await html('/about')).cache).toBe('HIT');
    expect((await html('/')).cache).toBe('HIT');
    const config = (await app.api('GET', '/api/admin/configurations', { token: admin })).body;
    const saved = await app.api('PUT', '/api/admin/configurations', {
      token: admin,
      body: {
        ...config,
        featuredRecipeIds: [String(hero)],
        partnerships: [{ name: 'Moinho Serrano', image_url: '', website_url: 'https://moinho.example' }],
      },
    });
    expect(saved.status).toBe(200);
    const about = await html('/about');
    expect(about.cache).toBe('MISS');
    expect(about.text).toContain('Moinho Serrano');
    const home = await html('/');
    expect(home.cache).toBe('MISS');
    expect(home.text).toContain('Bolo de Fubá Cremoso');
  });

  it('never keeps a page whose data failed, and answers it uncacheable', async () => {
    const url = `/recipes/${recipeId}?failing=1`;
    const spy = jest.spyOn(app.server.services.recipes, 'get').mockRejectedValue(new Error('disco cheio'));
    const failed = await html(url);
    spy.mockRestore();
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.text).not.toMatch(/<h1[^>]*>Cuscuz Paulista/);
    const next = await html(url);
    expect(next.cache).toBe('MISS');
    expect(next.text).toMatch(/<h1[^>]*>Cuscuz Paulista/);
    expect((await html(url)).cache).toBe('HIT');
  });

  it('renders a page once for many readers asking at the same moment', async () => {
    const url = `/recipes/${recipeId}?together=1`;
    const spy = jest.spyOn(app.server.services.recipes, 'get');
    // One render of this page asks for the recipe a known number of times (the page and its similar recipes).
    expect((await html(`/recipes/${recipeId}?alone=1`)).cache).toBe('MISS');
    const perRender = spy.mock.calls.length;
    expect(perRender).toBeGreaterThan(0);
    spy.mockClear();
    const pages = await Promise.all(Array.from({ length: 8 }, () => html(url)));
    expect(spy).toHaveBeenCalledTimes(perRender);
    spy.mockRestore();
    expect(new Set(pages.map((p) => p.text)).size).toBe(1);
    expect(pages.every((p) => p.status === 200)).toBe(true);
  });

  it('does not keep 404 pages', async () => {
    expect((await html('/recipes/987654')).status).toBe(404);
    const again = await html('/recipes/987654');
    expect(again.status).toBe(404);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.cache).toBe('MISS');
  });
});

describe('page cache turned off (PAGE_CACHE_MB=0)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ clientRoot, env: { PAGE_CACHE_MB: '0' } });
  });
  afterAll(() => off.close());

  it('renders every request', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${off.url}/about`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-page-cache')).toBe('OFF');
      expect(res.headers.get('server-timing')).toMatch(/render;dur=/);
    }
  });
});

describe('a ceiling on server renders per address (PAGE_RENDERS_PER_MINUTE)', () => {
  let limited: TestApp;
  let uncached: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY lets the test speak from several addresses through X-Forwarded-For
    limited = await startTestApp({ clientRoot, env: { PAGE_RENDERS_PER_MINUTE: '3', TRUST_PROXY: '1' } });
    uncached = await startTestApp({
      clientRoot,
      env: { PAGE_RENDERS_PER_MINUTE: '2', PAGE_CACHE_MB: '0', TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await limited.close();
    await uncached.close();
  });

  const page = (app: TestApp, p: string, from: string) =>
    fetch(`${app.url}${p}`, { headers: { accept: 'text/html', 'x-forwarded-for': from } });

  it('answers 429 with a pt-BR page and Retry-After once an address passes it with cache-busting URLs', async () => {
    for (const n of [1, 2, 3]) {
      const res = await page(limited, `/about?v=${n}`, '203.0.113.7');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-page-cache')).toBe('MISS');
    }
    const refused = await page(limited, '/about?v=4', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await refused.text();
    expect(text).toContain('<html lang="pt-BR">');
    expect(text).toContain('Aguarde um minuto');
    expect(text).toContain('href="/about?v=4"');
  });

  it('keeps serving pages the cache holds to that address, and other addresses render as usual', async () => {
    const hit = await page(limited, '/about?v=1', '203.0.113.7');
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-page-cache')).toBe('HIT');
    const other = await page(limited, '/about?v=5', '198.51.100.9');
    expect(other.status).toBe(200);
    expect(other.headers.get('x-page-cache')).toBe('MISS');
  });

  it('counts every render when the page cache is off', async () => {
    expect((await page(uncached, '/about', '203.0.113.8')).status).toBe(200);
    expect((await page(uncached, '/about', '203.0.113.8')).status).toBe(200);
    expect((await page(uncached, '/about', '203.0.113.8')).status).toBe(429);
    // the API is not a page render: it keeps its own, separate limit
    expect(
      (await fetch(`${uncached.url}/api/categories`, { headers: { 'x-forwarded-for': '203.0.113.8' } })).status,
    ).toBe(200);
  });
});
