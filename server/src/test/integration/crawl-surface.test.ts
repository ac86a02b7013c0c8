import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { CrawlSurface } from '../../modules/seo/crawl-surface';
import { recipeBody, startTestApp, uploadTestImage, type TestApp } from '../harness';

// robots.txt, the sitemaps and the feed on the real server: only what readers can see, absolute URLs from
// PUBLIC_URL, and a new recipe on the next request.
const clientRoot = path.resolve(__dirname, '../../../../client');
const PUBLIC_URL = 'https://receitas.example.com.br';

let app: TestApp;
let admin: string;
let categoryId: number;
const ids: Record<string, number> = {};

const get = async (p: string) => {
  const res = await fetch(`${app.url}${p}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};
const rawGet = (p: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${app.url}${p}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

const create = async (overrides: Record<string, unknown>) => {
  const res = await app.api('POST', '/api/recipes', { token: admin, body: recipeBody(overrides) });
  expect(res.status).toBe(201);
  return res.body.recipeId as number;
};

beforeAll(async () => {
  app = await startTestApp({ clientRoot, env: { PUBLIC_URL } });
  admin = await app.adminToken();
  categoryId = (await app.api('POST', '/api/categories', { token: admin, body: { name: 'Quitutes' } })).body.categoryId;
  const shared = { category: [{ categoryId }], cravings: [{ name: 'Queijo' }] };
  ids.older = await create({
    ...shared,
    title: 'Broa de Milho',
    description: 'Broa fofinha & úmida <da roça>',
    datePublished: '2026-01-10T12:00:00Z',
  });
  ids.newer = await create({ ...shared, title: 'Pão de Queijo', datePublished: '2026-02-10T12:00:00Z' });
  ids.draft = await create({ ...shared, title: 'Biscoito Rascunho', draft: true });
  ids.scheduled = await create({
    ...shared,
    title: 'Bolo Agendado',
    datePublished: new Date(Date.now() + 7 * 86400_000).toISOString(),
  });
}, 120_000);
afterAll(() => app?.close());

describe('the crawl surface', () => {
  it('robots.txt names the sitemap by its absolute URL and keeps crawlers out of the private and paper pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toContain('text/plain');
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of ['/dashboard', '/preview', '/print/', '/minhas-receitas']) {
      expect(robots.text).toContain(`Disallow: ${path}`);
    }
    expect(robots.text).not.toMatch(/Disallow: \/\s*$/m);
  });

  it('the sitemap index lists sitemaps that answer, with every public recipe, category and craving, and the pages', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = locs(index.text);
    expect(children).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/sitemap-pages.xml`,
        `${PUBLIC_URL}/sitemap-recipes-1.xml`,
        `${PUBLIC_URL}/sitemap-categories.xml`,
        `${PUBLIC_URL}/sitemap-cravings.xml`,
      ]),
    );
    expect(index.text.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g)).toHaveLength(children.length);
    const urls: string[] = [];
    for (const child of children) {
      const file = await get(child.slice(PUBLIC_URL.length));
      expect({ child, status: file.status }).toEqual({ child, status: 200 });
      urls.push(...locs(file.text));
    }
    expect(urls).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/recipes`,
        `${PUBLIC_URL}/about`,
        `${PUBLIC_URL}/recipes/${ids.older}`,
        `${PUBLIC_URL}/recipes/${ids.newer}`,
        `${PUBLIC_URL}/category/${categoryId}`,
      ]),
    );
    expect(urls.some((u) => /\/craving\/\d+$/.test(u))).toBe(true);
    for (const hidden of [ids.draft, ids.scheduled]) expect(urls).not.toContain(`${PUBLIC_URL}/recipes/${hidden}`);
  });

  it('the recipe sitemap gives each recipe its lastmod and its picture, absolute', async () => {
    const uploaded = await uploadTestImage(app, admin, {
      width: 40,
      height: 30,
      background: '#d9a441',
      name: 'broa.png',
    });
    expect(uploaded.status).toBe(200);
    const { image } = uploaded;
    const put = await app.api('PUT', `/api/recipes/${ids.older}`, { token: admin, body: { imageUrl: image } });
    expect(put.status).toBe(200);
    const file = (await get('/sitemap-recipes-1.xml')).text;
    const entry = new RegExp(`<url><loc>${PUBLIC_URL}/recipes/${ids.older}</loc>(.*?)</url>`).exec(file)?.[1] ?? '';
    expect(entry).toMatch(/^<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    expect(entry).toContain(`<image:image><image:loc>${PUBLIC_URL}${image.original}</image:loc></image:image>`);
    const feedItem = /<item>(?:(?!<\/item>).)*Broa de Milho.*?<\/item>/.exec((await get('/rss.xml')).text)?.[0] ?? '';
    expect(feedItem).toContain(`<enclosure url="${PUBLIC_URL}${image.medium}" length="0" type="image/webp"/>`);
  });

  it('the feed lists the newest public recipes first, escaped, with links, dates and pictures; every page links it', async () => {
    const feed = await get('/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toContain('application/rss+xml');
    expect(feed.text).toContain(`<atom:link href="${PUBLIC_URL}/rss.xml" rel="self" type="application/rss+xml"/>`);
    const items = [...feed.text.matchAll(/<item>(.*?)<\/item>/g)].map((m) => m[1]);
    const links = items.map((item) => /<link>([^<]+)<\/link>/.exec(item)![1]);
    expect(links.indexOf(`${PUBLIC_URL}/recipes/${ids.newer}`)).toBeLessThan(
      links.indexOf(`${PUBLIC_URL}/recipes/${ids.older}`),
    );
    for (const hidden of [ids.draft, ids.scheduled]) expect(links).not.toContain(`${PUBLIC_URL}/recipes/${hidden}`);
    const older = items[links.indexOf(`${PUBLIC_URL}/recipes/${ids.older}`)];
    expect(older).toContain('<title>Broa de Milho</title>');
    expect(older).toContain('<description>Broa fofinha &amp; úmida &lt;da roça&gt;</description>');
    expect(older).toContain('<pubDate>Sat, 10 Jan 2026 12:00:00 GMT</pubDate>');
    expect(items.length).toBeLessThanOrEqual(20);
    const home = await fetch(`${app.url}/`, { headers: { accept: 'text/html' } });
    expect(await home.text()).toContain(`<link rel="alternate" type="application/rss+xml"`);
  });

  it('shows a new recipe on the next request, and a recipe made a draft leaves at once', async () => {
    const fresh = await create({ category: [{ categoryId }], title: 'Quindim' });
    expect(locs((await get('/sitemap-recipes-1.xml')).text)).toContain(`${PUBLIC_URL}/recipes/${fresh}`);
    expect((await get('/rss.xml')).text).toContain(`${PUBLIC_URL}/recipes/${fresh}`);
    expect((await app.api('PUT', `/api/recipes/${fresh}`, { token: admin, body: { draft: true } })).status).toBe(200);
    expect(locs((await get('/sitemap-recipes-1.xml')).text)).not.toContain(`${PUBLIC_URL}/recipes/${fresh}`);
    expect((await get('/rss.xml')).text).not.toContain(`${PUBLIC_URL}/recipes/${fresh}`);
  });

  it('answers each file compressed as the crawler asks, and a repeat with the same ETag with 304', async () => {
    const plain = await fetch(`${app.url}/sitemap-recipes-1.xml`, { headers: { 'accept-encoding': 'identity' } });
    const identity = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const encoding of ['br', 'gzip'] as const) {
      // node's http module, not fetch: fetch would undo the encoding before the test sees the bytes
      const raw = await rawGet('/sitemap-recipes-1.xml', { 'accept-encoding': encoding });
      expect(raw.headers['content-encoding']).toBe(encoding);
      expect(raw.headers.vary).toContain('Accept-Encoding');
      expect(raw.headers.etag).toBe(etag);
      expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
      expect((encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync)(raw.body).equals(identity)).toBe(true);
    }
    // node's http again: fetch adds 'Cache-Control: no-cache' to a conditional request, which asks for the full body
    const again = await rawGet('/sitemap-recipes-1.xml', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const head = await fetch(`${app.url}/rss.xml`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    const feed = await fetch(`${app.url}/rss.xml`, { headers: { 'accept-encoding': 'identity' } });
    expect(Number(head.headers.get('content-length'))).toBe((await feed.arrayBuffer()).byteLength);
    expect(head.headers.get('content-length')).not.toBe('0');
    // a new recipe makes a new file, with a new ETag
    await create({ category: [{ categoryId }], title: 'Pé de Moleque' });
    const moved = await rawGet('/sitemap-recipes-1.xml', { 'if-none-match': etag });
    expect(moved.status).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
  });

  it('splits the recipes into sitemaps of at most the protocol ceiling (here 2 per file)', async () => {
    await create({ category: [{ categoryId }], title: 'Cocada' });
    const { ds, services } = app.server;
    const surface = new CrawlSurface(ds, services.version, PUBLIC_URL, Date.now, 2);
    const text = async (name: string) => (await surface.file(name))!.body.toString('utf8');
    const index = await text('sitemap.xml');
    const recipeFiles = locs(index).filter((loc) => /sitemap-recipes-\d+\.xml$/.test(loc));
    expect(recipeFiles.length).toBe(2);
    const all: string[] = [];
    for (const loc of recipeFiles) {
      const urls = locs(await text(loc.slice(PUBLIC_URL.length + 1)));
      expect(urls.length).toBeLessThanOrEqual(2);
      all.push(...urls);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/recipes/${ids.older}`, `${PUBLIC_URL}/recipes/${ids.newer}`]),
    );
  });

  it('the print page and the dashboard tell search engines not to index them', async () => {
    for (const p of [`/print/${ids.newer}`, '/dashboard']) {
      const html = await (await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } })).text();
      expect({ p, noindex: html.includes('<meta name="robots" content="noindex"/>') }).toEqual({ p, noindex: true });
    }
  });

  it('a favicon.ico, touch and app icons and a web manifest in the site colours, named in every page head', async () => {
    const ico = Buffer.from(await (await fetch(`${app.url}/favicon.ico`)).arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    for (let i = 0; i < 3; i++) {
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      const length = ico.readUInt32LE(6 + 16 * i + 8);
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', sizes[i], sizes[i]]);
    }
    const manifestRes = await fetch(`${app.url}/manifest.webmanifest`);
    expect(manifestRes.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await manifestRes.json()) as Record<string, any>;
    expect(manifest).toMatchObject({
      lang: 'pt-BR',
      start_url: '/',
      theme_color: '#b5532f',
      background_color: '#fbf7f2',
    });
    for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
      const res = await fetch(`${app.url}${icon.src}`);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
    const apple = await sharp(
      Buffer.from(await (await fetch(`${app.url}/apple-touch-icon.png`)).arrayBuffer()),
    ).metadata();
    expect([apple.width, apple.height, apple.hasAlpha && apple.channels === 4]).toEqual([180, 180, true]);
    const head = (
      await (await fetch(`${app.url}/recipes/${ids.newer}`, { headers: { accept: 'text/html' } })).text()
    ).split('</head>')[0];
    for (const link of [
      '<link rel="icon" href="/favicon.ico" sizes="48x48">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
      '<link rel="manifest" href="/manifest.webmanifest">',
    ]) {
      expect(head).toContain(link);
    }
  });
});
