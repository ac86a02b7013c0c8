import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A rendered public page as it is stored: every encoding ready, so a hit does no compression. */
export interface CachedPage {
  /** the public-content version the page was rendered at */
  version: number;
  /** the instant (epoch ms) after which the page is no longer served as fresh (Infinity: until the version moves) */
  freshUntil: number;
  /** weak validator shared by the encodings of the same HTML */
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  bytes: number;
  /** the CSP nonce of the page's advertising script, when it carries one */
  nonce?: string;
}

/**
 * What rendering a URL gave: a page worth keeping, or an answer for this moment only (404, failed data). `gone`: the
 * URL shows nothing now (a recipe deleted or made a draft again), so its last good page must not be served either.
 */
export type RenderResult<T> =
  | { cacheable: true; html: string; freshUntil?: number; nonce?: string }
  | { cacheable: false; answer: T; gone?: boolean };

export type Lookup<T> = { page: CachedPage } | { answer: T };

/** A URL's page grows too big to keep when it would take more than this share of the whole budget. */
const MAX_ENTRY_SHARE = 0.25;

/**
 * In-memory LRU of rendered public pages, bounded by bytes, keyed by URL and content version. A page is served only
 * at the version it was rendered at; an older one is kept (until evicted) as the last good copy for outages.
 * Concurrent misses of one URL at one version share one render.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<Lookup<T>>>();
  private readonly refining = new Set<Promise<void>>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  /** The page of this URL rendered at this version, if kept and not past its freshUntil. */
  fresh(url: string, version: number, now = Date.now()): CachedPage | undefined {
    const page = this.entries.get(url);
    if (!page || page.version !== version || page.freshUntil <= now) return undefined;
    this.entries.delete(url); // most recently used last
    this.entries.set(url, page);
    return page;
  }

  /** The last good page of this URL whatever its version (served when the database is unreachable). */
  lastGood(url: string): CachedPage | undefined {
    return this.entries.get(url);
  }

  /**
   * The page of this URL at this version: kept, or rendered once for every concurrent caller and kept when it is
   * cacheable and the version it was rendered at is still the newest this cache has seen for the URL.
   */
  async get(url: string, version: number, render: () => Promise<RenderResult<T>>): Promise<Lookup<T>> {
    const kept = this.fresh(url, version);
    if (kept) return { page: kept };
    const key = `${version}\u0000${url}`;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.renderAndStore(url, version, render).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private async renderAndStore(
    url: string,
    version: number,
    render: () => Promise<RenderResult<T>>,
  ): Promise<Lookup<T>> {
    const result = await render();
    if (!result.cacheable) {
      const kept = this.entries.get(url);
      if (result.gone && kept && kept.version <= version) this.remove(url);
      return { answer: result.answer };
    }
    const page = await compressPage(result.html, version, { freshUntil: result.freshUntil, nonce: result.nonce });
    const current = this.entries.get(url);
    if (!current || current.version <= version) {
      this.store(url, page);
      this.refine(url, page);
    }
    return { page };
  }

  /** Resolves when every kept page's Brotli body has been recompressed at the highest level (for tests). */
  async refined(): Promise<void> {
    while (this.refining.size) await Promise.all([...this.refining]);
  }

  /**
   * Recompresses a kept page's Brotli body at the highest level, off the main thread and after the page has been
   * answered: about 9 % fewer bytes for every later reader of a body served many times, without the ~10× longer
   * compression delaying the first one.
   */
  private refine(url: string, page: CachedPage): void {
    const job = brotliBest(page.bodies.identity)
      .then((br) => {
        const saved = page.bodies.br.length - br.length;
        if (this.entries.get(url) !== page || saved <= 0) return;
        page.bodies.br = br;
        page.bytes -= saved;
        this.bytes -= saved;
      })
      .catch(() => undefined) // the level-9 body stays
      .finally(() => this.refining.delete(job));
    this.refining.add(job);
  }

  private store(url: string, page: CachedPage): void {
    if (!this.enabled || page.bytes > this.maxBytes * MAX_ENTRY_SHARE) return;
    this.remove(url);
    this.entries.set(url, page);
    this.bytes += page.bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(url: string): void {
    const page = this.entries.get(url);
    if (!page) return;
    this.entries.delete(url);
    this.bytes -= page.bytes;
  }
}

const brotliAt = (identity: Buffer, quality: number) =>
  brotli(identity, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });

const brotliBest = (identity: Buffer) => brotliAt(identity, zlib.constants.BROTLI_MAX_QUALITY);

/**
 * Compresses a page once, at levels worth their time for a body served many times, yet quick enough for the reader
 * who waits for it (off the main thread); PageCache then refines the Brotli body in the background.
 */
export async function compressPage(
  html: string,
  version: number,
  { freshUntil = Infinity, nonce }: { freshUntil?: number; nonce?: string } = {},
): Promise<CachedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([brotliAt(identity, 9), gzip(identity, { level: 9 })]);
  const hash = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    version,
    freshUntil,
    etag: `W/"${hash}"`,
    bodies: { identity, br, gzip: gz },
    bytes: identity.length + br.length + gz.length + 200,
    nonce,
  };
}
