import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// The page cache in front of server rendering, through the running app with the real client build.
const clientRoot = path.resolve(__dirname, '../../../../client');

let app: TestApp;
let admin: string;
let recipeId: number;
/** how far the page cache's clock runs ahead of the real one */
let skew = 0;
beforeAll(async () => {
  app = await startTestApp({ clientRoot, now: () => Date.now() + skew });
  // Not about moderation (comment-moderation.test.ts): readers' comments show at once.
  await app.moderation({ holdFirstComments: false, holdCommentsWithLinks: false });
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

    const reader = await app.confirmedUserToken();
    const posted = await app.api('POST', `/api/user/comment/${recipeId}`, {
      token: reader,
      body: { content: 'Fiz no domingo e sumiu em minutos!', score: 4 },
    });
    expect(posted.status).toBe(201);
    // The next reader gets the cached copy at once while one render brings in the rating.
    const during = await html(`/recipes/${recipeId}`);
    expect(during.cache).toBe('REVALIDATING');
    expect(during.text).not.toContain('1 avaliação');
    await app.server.pages.settled();
    const page = await html(`/recipes/${recipeId}`);
    expect(page.cache).toBe('HIT');
    // The threads load in the browser; the server's page carries the rating (hero, summary, structured data).
    expect(page.text).toContain('1 avaliação');
    expect(page.text).toMatch(/"ratingValue":"?4/);
    // The rest of the site is untouched by a reader's comment: still served from memory.
    for (const p of [`/recipes/${other}`, '/', '/recipes']) expect((await html(p)).cache).toBe('HIT');

    // Deleting it (the admin moderating) takes it off that page within one background render, and only that page
    // (the comment's text itself is never in the page: the threads load in the browser).
    const removed = await app.api('DELETE', `/api/user/comment/${posted.body.commentId}`, { token: admin });
    expect(removed.status).toBeLessThan(300);
    expect((await html(`/recipes/${recipeId}`)).cache).toBe('REVALIDATING');
    await app.server.pages.settled();
    const after = await html(`/recipes/${recipeId}`);
    expect(after.cache).toBe('HIT');
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
    const url = `/recipes/${recipeId}`;
    const spy = jest.spyOn(app.server.services.recipes, 'get');
    // One render of this page asks for the recipe a known number of times (the page and its similar recipes).
    app.server.pages.forgetAll();
    expect((await html(url)).cache).toBe('MISS');
    const perRender = spy.mock.calls.length;
    expect(perRender).toBeGreaterThan(0);
    spy.mockClear();
    app.server.pages.forgetAll();
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

/** Holds the next call of services.recipes.get (a render of a recipe page) until `release`; `started` once it began. */
function holdNextRecipeRead() {
  const recipes = app.server.services.recipes;
  const original = recipes.get.bind(recipes);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let began!: () => void;
  const started = new Promise<void>((resolve) => (began = resolve));
  const spy = jest.spyOn(recipes, 'get').mockImplementationOnce(async (...args) => {
    began();
    await gate;
    return original(...args);
  });
  return { started, release, restore: () => spy.mockRestore() };
}

describe('page cache while readers comment and the site’s people edit', () => {
  let id: number;
  let reader: string;
  const url = () => `/recipes/${id}`;
  const comment = async (score: number) => {
    const posted = await app.api('POST', `/api/user/comment/${id}`, {
      token: reader,
      body: { content: `Nota ${score}, fiz de novo.`, score },
    });
    expect(posted.status).toBe(201);
  };
  beforeAll(async () => {
    id = (await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Torta de Limão' }) })).body
      .recipeId;
    // confirmed: its ratings count, so each comment changes the page
    reader = await app.confirmedUserToken();
  });
  beforeEach(async () => {
    skew = 0;
    await html(url());
    expect((await html(url())).cache).toBe('HIT');
  });
  afterAll(() => {
    skew = 0;
  });

  it('answers from the copy after a comment, with a short cache lifetime and its own validator', async () => {
    const copy = await html(url());
    await comment(5);
    // The background render is held until the checks of its meanwhile are done (a fast machine would finish it first).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const recipes = app.server.services.recipes;
    const get_ = recipes.get.bind(recipes);
    const hold = jest.spyOn(recipes, 'get').mockImplementation(async (...args) => {
      await held;
      return get_(...args);
    });
    try {
      const during = await html(url());
      expect(during.cache).toBe('REVALIDATING');
      expect(during.text).toBe(copy.text);
      expect(during.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
      expect(during.headers.etag).toBe(copy.headers.etag);
      // the browser holding that copy is told it is still the one to show, until the new page exists
      const revalidated = await get(url(), { 'if-none-match': copy.headers.etag! });
      expect(revalidated.status).toBe(304);
    } finally {
      release();
      hold.mockRestore();
    }
    await app.server.pages.settled();
    const after = await html(url());
    expect(after.cache).toBe('HIT');
    expect(after.headers.etag).not.toBe(copy.headers.etag);
    expect((await get(url(), { 'if-none-match': copy.headers.etag! })).status).toBe(200);
  });

  it('renders a commented page once in the background while many readers arrive', async () => {
    const spy = jest.spyOn(app.server.services.recipes, 'get');
    app.server.pages.forgetAll();
    expect((await html(url())).cache).toBe('MISS');
    const perRender = spy.mock.calls.length;
    expect(perRender).toBeGreaterThan(0);
    await comment(4);
    spy.mockClear();
    const pages = await Promise.all(Array.from({ length: 8 }, () => html(url())));
    await app.server.pages.settled();
    expect(spy).toHaveBeenCalledTimes(perRender);
    spy.mockRestore();
    expect(pages.map((p) => p.cache)).toEqual(Array(8).fill('REVALIDATING'));
    expect((await html(url())).cache).toBe('HIT');
  });

  it('makes the reader wait for the render when the copy is more than 30 s old', async () => {
    await comment(3);
    skew = 30_001;
    const page = await html(url());
    expect(page.cache).toBe('MISS');
    expect((await html(url())).cache).toBe('HIT');
  });

  it('shows an edit on the next request; readers arriving during its render get the previous copy', async () => {
    const before = await html(url());
    const put = await app.api('PUT', `/api/recipes/${id}`, {
      token: admin,
      body: { title: 'Torta de Limão Siciliano' },
    });
    expect(put.status).toBe(200);
    const held = holdNextRecipeRead();
    const next = html(url());
    await held.started;
    const meanwhile = await Promise.all(Array.from({ length: 3 }, () => html(url())));
    held.release();
    const edited = await next;
    held.restore();
    expect(edited.cache).toBe('MISS');
    expect(edited.text).toContain('Torta de Limão Siciliano');
    for (const page of meanwhile) {
      expect(page.cache).toBe('REVALIDATING');
      expect(page.text).toBe(before.text);
    }
    expect((await html(url())).cache).toBe('HIT');
  });

  it('never serves a recipe made a draft, not even to readers arriving while the render that finds it gone runs', async () => {
    const hidden = await app.api('PUT', `/api/recipes/${id}`, { token: admin, body: { draft: true } });
    expect(hidden.status).toBe(200);
    const held = holdNextRecipeRead();
    const next = html(url());
    await held.started;
    const meanwhile = html(url()); // no previous copy: it waits for that render
    held.release();
    const gone = await next;
    held.restore();
    expect((await meanwhile).status).toBe(404);
    expect(gone.status).toBe(404);
    // From then on: the 404 every time, at once or for readers arriving together, and no last good copy.
    const after = await Promise.all(Array.from({ length: 4 }, () => html(url())));
    expect(after.map((p) => p.status)).toEqual([404, 404, 404, 404]);
    const republished = await app.api('PUT', `/api/recipes/${id}`, { token: admin, body: { draft: false } });
    expect(republished.status).toBe(200);
    expect((await html(url())).status).toBe(200);
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

  it('answers 429 with a pt-BR page and Retry-After once an address passes it with URLs that each render (a new filter)', async () => {
    for (const n of [1, 2, 3]) {
      const res = await page(limited, `/recipe-filter?ingredient=v${n}`, '203.0.113.7');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-page-cache')).toBe('MISS');
    }
    const refused = await page(limited, '/recipe-filter?ingredient=v4', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await refused.text();
    expect(text).toContain('<html lang="pt-BR">');
    expect(text).toContain('Aguarde um minuto');
    expect(text).toContain('href="/recipe-filter?ingredient=v4"');
  });

  it('keeps serving pages the cache holds to that address, and other addresses render as usual', async () => {
    const hit = await page(limited, '/recipe-filter?ingredient=v1', '203.0.113.7');
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-page-cache')).toBe('HIT');
    const other = await page(limited, '/recipe-filter?ingredient=v5', '198.51.100.9');
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
