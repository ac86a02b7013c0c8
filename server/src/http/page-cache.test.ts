import zlib from 'node:zlib';
import { PageCache } from './page-cache';

// A page like the real ones: markup and styles that repeat with variations, large enough for the levels to differ.
const html =
  '<!doctype html><html lang="pt-BR"><head><style>' +
  Array.from(
    { length: 400 },
    (_, i) => `.css-${i.toString(36)}{margin:${i % 7}px;color:#${(i * 2654435761) % 16777216}}`,
  ).join('') +
  '</style></head><body>' +
  Array.from(
    { length: 300 },
    (_, i) => `<li class="css-${i.toString(36)}"><a href="/recipes/${i}">Receita ${i}</a></li>`,
  ).join('') +
  '</body></html>';

describe('PageCache', () => {
  it('stops serving a page as fresh at its freshUntil (the next day), keeping it as the last good copy', async () => {
    const cache = new PageCache<never>(10 * 1024 * 1024);
    const midnight = Date.now() - 1; // the day it was rendered for has ended
    await cache.get('/', 5, async () => ({ cacheable: true, html, freshUntil: midnight }));
    expect(cache.fresh('/', 5, midnight - 1)).toBeDefined();
    expect(cache.fresh('/', 5)).toBeUndefined();
    expect(cache.lastGood('/')).toBeDefined();
    // Asked again at the same version, it renders anew and the new page replaces the expired one.
    const tomorrow = midnight + 86_400_000;
    const again = await cache.get('/', 5, async () => ({
      cacheable: true,
      html: `${html}<!-- 2 -->`,
      freshUntil: tomorrow,
    }));
    expect('page' in again && again.page.freshUntil).toBe(tomorrow);
    expect(cache.fresh('/', 5)?.freshUntil).toBe(tomorrow);
  });

  it('answers with the quick Brotli body, then keeps a smaller one of the same page for later readers', async () => {
    const cache = new PageCache<never>(10 * 1024 * 1024);
    const first = await cache.get('/recipes/1', 1, async () => ({ cacheable: true, html }));
    if (!('page' in first)) throw new Error('not kept');
    const quick = first.page.bodies.br;
    const bytesBefore = cache.size.bytes;

    await cache.refined();
    const later = cache.fresh('/recipes/1', 1)!;
    expect(later.bodies.br.length).toBeLessThan(quick.length);
    expect(zlib.brotliDecompressSync(later.bodies.br).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(quick).toString()).toBe(html);
    // The byte budget follows the smaller body.
    expect(cache.size.bytes).toBe(bytesBefore - (quick.length - later.bodies.br.length));
    expect(later.etag).toBe(first.page.etag);
  });

  it('leaves alone a page replaced or cleared while its body was being recompressed', async () => {
    const cache = new PageCache<never>(10 * 1024 * 1024);
    const first = await cache.get('/', 1, async () => ({ cacheable: true, html }));
    if (!('page' in first)) throw new Error('not kept');
    const quick = first.page.bodies.br;
    cache.clear();
    await cache.refined();
    expect(first.page.bodies.br).toBe(quick);
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });
});

describe('PageCache and URLs that stop showing anything', () => {
  it('forgets the last good page of a URL that now renders as gone, so an outage cannot serve it', async () => {
    const cache = new PageCache<string>(10 * 1024 * 1024);
    await cache.get('/recipes/7', 1, async () => ({ cacheable: true, html }));
    expect(cache.lastGood('/recipes/7')).toBeDefined();
    const after = await cache.get('/recipes/7', 2, async () => ({ cacheable: false, answer: '404', gone: true }));
    expect(after).toEqual({ answer: '404' });
    expect(cache.lastGood('/recipes/7')).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('keeps the last good page after a failure that says nothing about the URL, and after an older render', async () => {
    const cache = new PageCache<string>(10 * 1024 * 1024);
    await cache.get('/', 3, async () => ({ cacheable: true, html }));
    await cache.get('/', 4, async () => ({ cacheable: false, answer: '503' }));
    expect(cache.lastGood('/')).toBeDefined();
    await cache.get('/', 2, async () => ({ cacheable: false, answer: '404', gone: true }));
    expect(cache.lastGood('/')?.version).toBe(3);
  });
});
