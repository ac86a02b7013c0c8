import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The version a page is rendered at. Both parts only grow, so of two reads of one page the later is never older. */
export interface PageVersion {
  /** the site's public-content version: any edit by the site's people */
  content: number;
  /** the page's own reader activity (a recipe's comments and ratings); 0 for a page without any */
  discussion: number;
}

/** How old a copy may be and still be served while a reader's comment or rating is being rendered into it. */
export const REVALIDATE_WITHIN_MS = 30_000;

/** Whether `a` is a later version than `b`. */
const isNewer = (a: PageVersion, b: PageVersion) =>
  a.content > b.content || (a.content === b.content && a.discussion > b.discussion);

/** A rendered public page as it is stored: every encoding ready, so a hit does no compression. */
export interface CachedPage {
  /** the version the page was rendered at */
  version: PageVersion;
  /** when (epoch ms) its render began: the page's data is no older than this */
  renderedAt: number;
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

/**
 * How a request was answered: HIT (the page at its version), MISS (rendered while it waited), REVALIDATING (the
 * previous copy while a render replaces it), or an uncacheable answer, or `refused` (it may not wait for a render).
 */
export type Lookup<T> = { page: CachedPage; how: 'HIT' | 'MISS' | 'REVALIDATING' } | { answer: T } | { refused: true };

type Rendered<T> = { page: CachedPage; how: 'MISS' } | { answer: T };

export interface PageRequest<T> {
  render: () => Promise<RenderResult<T>>;
  /** asked only when the request would wait for a render (a per-address ceiling); false answers `refused` */
  mayRender?: () => Promise<boolean>;
}

export interface PageCacheOptions {
  /** the clock (tests move it instead of waiting) */
  now?: () => number;
  /** a render nobody waits for failed */
  onBackgroundError?: (url: string, err: unknown) => void;
}

/** One render of a URL in flight; `seq` places its start among the renders started and the pages found gone. */
interface Flight<T> {
  version: PageVersion;
  startedAt: number;
  seq: number;
  result: Promise<Rendered<T>>;
}

/** A URL's renders in flight, and when one of them found the URL gone (0: none did). */
interface UrlFlights<T> {
  flights: Set<Flight<T>>;
  goneSeq: number;
}

/** A URL's page grows too big to keep when it would take more than this share of the whole budget. */
const MAX_ENTRY_SHARE = 0.25;

/**
 * In-memory LRU of rendered public pages, bounded by bytes, one page per URL with the version it was rendered at
 * (an older one stays, until evicted, as the last good copy for outages). When a page's version moved:
 * - by reader activity only (its discussion version), readers keep the copy while one render replaces it in the
 *   background, if the copy's data is at most REVALIDATE_WITHIN_MS old; an older copy is rendered while they wait;
 * - by an edit (the content version), the next request waits for the render, and readers arriving while it runs get
 *   the previous copy instead of queueing behind it.
 * Otherwise (no copy, the copy's day ended) readers wait. A waiting request joins a render in flight at its version
 * or a later one.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, UrlFlights<T>>();
  private readonly refining = new Set<Promise<void>>();
  private readonly now: () => number;
  private readonly onBackgroundError: (url: string, err: unknown) => void;
  private bytes = 0;
  private seq = 0;
  /** the `seq` of the last forgetAll(): renders started before it keep no page */
  private forgottenSeq = 0;

  constructor(
    readonly maxBytes: number,
    { now = Date.now, onBackgroundError = () => undefined }: PageCacheOptions = {},
  ) {
    this.now = now;
    this.onBackgroundError = onBackgroundError;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  /** The page of this URL rendered at this version or a later one, if kept and not past its freshUntil. */
  fresh(url: string, version: PageVersion, now = this.now()): CachedPage | undefined {
    const page = this.entries.get(url);
    if (!page || isNewer(version, page.version) || page.freshUntil <= now) return undefined;
    this.touch(url, page);
    return page;
  }

  /** The last good page of this URL whatever its version (served when the database is unreachable). */
  lastGood(url: string): CachedPage | undefined {
    return this.entries.get(url);
  }

  /**
   * The page of this URL at this version: kept, the previous copy while it is rendered (see the class), or rendered
   * once for every concurrent caller and kept when it is cacheable and no newer page of the URL is kept.
   */
  async get(url: string, version: PageVersion, { render, mayRender }: PageRequest<T>): Promise<Lookup<T>> {
    const served = this.withoutWaiting(url, version, render);
    if (served) return served;
    if (mayRender && !(await mayRender())) return { refused: true };
    // Another request may have started this page's render meanwhile.
    return this.withoutWaiting(url, version, render) ?? this.renderWaiting(url, version, render);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Drops every kept page, the last good copies served during an outage included, and keeps none from a render that
   * began before: something a page may have shown (a recipe on its page, the home page, a list) is no longer public.
   */
  forgetAll(): void {
    this.clear();
    this.forgottenSeq = ++this.seq;
  }

  /** Resolves when no render is in flight, background ones included (tests; a closing server). */
  async settled(): Promise<void> {
    while (this.rendering.size) {
      await Promise.allSettled([...this.rendering.values()].flatMap((url) => [...url.flights].map((f) => f.result)));
    }
  }

  /** Resolves when every kept page's Brotli body has been recompressed at the highest level (for tests). */
  async refined(): Promise<void> {
    while (this.refining.size) await Promise.all([...this.refining]);
  }

  /** A kept page that may answer now, starting the background render that replaces it when one is due. */
  private withoutWaiting(
    url: string,
    version: PageVersion,
    render: () => Promise<RenderResult<T>>,
  ): Lookup<T> | undefined {
    const now = this.now();
    const kept = this.fresh(url, version, now);
    if (kept) return { page: kept, how: 'HIT' };
    const previous = this.entries.get(url);
    if (!previous) return undefined;
    const onlyReadersMoved =
      previous.version.content === version.content &&
      previous.freshUntil > now &&
      now - previous.renderedAt <= REVALIDATE_WITHIN_MS;
    if (onlyReadersMoved) {
      // At most one render of a page at a time: one in flight brings the page closer, the next reader starts another.
      if (!this.rendering.has(url)) {
        this.start(url, version, render).catch((err: unknown) => this.onBackgroundError(url, err));
      }
    } else if (previous.version.content >= version.content || !this.joinable(url, version)) {
      return undefined;
    }
    this.touch(url, previous);
    return { page: previous, how: 'REVALIDATING' };
  }

  /** A render in flight whose page shows this version or a later one. */
  private joinable(url: string, version: PageVersion): Flight<T> | undefined {
    for (const flight of this.rendering.get(url)?.flights ?? []) if (!isNewer(version, flight.version)) return flight;
    return undefined;
  }

  private renderWaiting(url: string, version: PageVersion, render: () => Promise<RenderResult<T>>) {
    return this.joinable(url, version)?.result ?? this.start(url, version, render);
  }

  private start(url: string, version: PageVersion, render: () => Promise<RenderResult<T>>): Promise<Rendered<T>> {
    let ofUrl = this.rendering.get(url);
    if (!ofUrl) this.rendering.set(url, (ofUrl = { flights: new Set(), goneSeq: 0 }));
    const flights = ofUrl;
    const flight = { version, startedAt: this.now(), seq: ++this.seq } as Flight<T>;
    flight.result = this.renderAndStore(url, flight, flights, render).finally(() => {
      flights.flights.delete(flight);
      if (!flights.flights.size && this.rendering.get(url) === flights) this.rendering.delete(url);
    });
    flights.flights.add(flight);
    return flight.result;
  }

  private async renderAndStore(
    url: string,
    flight: Flight<T>,
    ofUrl: UrlFlights<T>,
    render: () => Promise<RenderResult<T>>,
  ): Promise<Rendered<T>> {
    const result = await render();
    if (!result.cacheable) {
      if (result.gone) {
        // A render reads the data of its own moment, whatever version it was asked at: the URL shows nothing now. The
        // renders begun before this answer may have read it still there, so none of their pages is kept either: a
        // deleted or unpublished recipe is served, as the previous copy, only while the render that finds it gone runs.
        this.remove(url);
        ofUrl.goneSeq = ++this.seq;
      }
      return { answer: result.answer };
    }
    const page = await compressPage(result.html, flight.version, {
      renderedAt: flight.startedAt,
      freshUntil: result.freshUntil,
      nonce: result.nonce,
    });
    const current = this.entries.get(url);
    const mayKeep = ofUrl.goneSeq < flight.seq && this.forgottenSeq < flight.seq;
    if (mayKeep && (!current || !isNewer(current.version, flight.version))) {
      this.store(url, page);
      this.refine(url, page);
    }
    return { page, how: 'MISS' };
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

  /** Marks a page as the most recently used. */
  private touch(url: string, page: CachedPage): void {
    this.entries.delete(url);
    this.entries.set(url, page);
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
  version: PageVersion,
  {
    renderedAt = Date.now(),
    freshUntil = Infinity,
    nonce,
  }: { renderedAt?: number; freshUntil?: number; nonce?: string } = {},
): Promise<CachedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([brotliAt(identity, 9), gzip(identity, { level: 9 })]);
  const hash = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    version,
    renderedAt,
    freshUntil,
    etag: `W/"${hash}"`,
    bodies: { identity, br, gzip: gz },
    bytes: identity.length + br.length + gz.length + 200,
    nonce,
  };
}
