import crypto from 'node:crypto';
import { gzipBody, missBodies, type PageBodies, type PageEncoding } from './page-bodies';
import { PageRefits } from './page-refits';

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

/** A rendered public page as it is stored: its bodies compressed once, so a hit does no compression. */
export interface CachedPage {
  /** the version the page was rendered at */
  version: PageVersion;
  /** when (epoch ms) its render began: the page's data is no older than this */
  renderedAt: number;
  /** the instant (epoch ms) after which the page is no longer served as fresh (Infinity: until the version moves) */
  freshUntil: number;
  /** weak validator shared by the encodings of the same HTML */
  etag: string;
  bodies: PageBodies;
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
 * or a later one. A miss compresses its page once, quickly (page-bodies.ts); a page that stays hot and unchanged gets
 * a smaller Brotli body later (PageRefits), and a gzip body is made when a reader without Brotli first needs it.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, UrlFlights<T>>();
  private readonly refits = new PageRefits(
    (url, page) => this.entries.get(url) === page,
    (url, page, br) => {
      if (br.length < page.bodies.br.length) this.keepBody(url, page, 'br', br);
    },
  );
  /** gzip bodies being made, one per page however many readers ask */
  private readonly gzipping = new WeakMap<CachedPage, Promise<Buffer>>();
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

  /** Whether a page of this URL is kept, at any version (no reader is counted: a cheap first test). */
  holds(url: string): boolean {
    return this.entries.has(url);
  }

  /**
   * The kept page a reader gets now without anything to render: fresh at this version (fresh()), counted as served
   * (the Brotli refit of pages that stay hot). Undefined otherwise: get() decides what that reader gets.
   */
  hit(url: string, version: PageVersion, now = this.now()): CachedPage | undefined {
    const kept = this.fresh(url, version, now);
    if (kept) this.refits.served(url, kept, now);
    return kept;
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

  /** Resolves when no Brotli body is being recompressed at the highest level (PageRefits; for tests). */
  refined(): Promise<void> {
    return this.refits.settled();
  }

  /** A page's body in an encoding; the gzip one is made for the first reader who needs it, then kept with the page. */
  async body(url: string, page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
    const ready = page.bodies[encoding];
    if (ready) return ready;
    let making = this.gzipping.get(page);
    if (!making) {
      making = gzipBody(page.bodies.identity)
        .then((gzip) => {
          this.keepBody(url, page, 'gzip', gzip);
          return gzip;
        })
        .finally(() => this.gzipping.delete(page));
      this.gzipping.set(page, making);
    }
    return making;
  }

  /** A kept page that may answer now, starting the background render that replaces it when one is due. */
  private withoutWaiting(
    url: string,
    version: PageVersion,
    render: () => Promise<RenderResult<T>>,
  ): Lookup<T> | undefined {
    const now = this.now();
    const kept = this.hit(url, version, now);
    if (kept) return { page: kept, how: 'HIT' };
    const previous = this.entries.get(url);
    if (!previous) return undefined;
    this.refits.moved(previous);
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
    if (mayKeep && (!current || !isNewer(current.version, flight.version))) this.store(url, page);
    return { page, how: 'MISS' };
  }

  /** Gives a page a body (a new encoding, or a smaller one of the same HTML), the byte budget following if kept. */
  private keepBody(url: string, page: CachedPage, encoding: PageEncoding, body: Buffer): void {
    const added = body.length - (page.bodies[encoding]?.length ?? 0);
    page.bodies[encoding] = body;
    page.bytes += added;
    if (this.entries.get(url) !== page) return;
    this.bytes += added;
    this.evictOverBudget();
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
    this.evictOverBudget();
  }

  /** Drops the least recently used pages until the kept ones fit the budget. */
  private evictOverBudget(): void {
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

/**
 * Compresses a page once, quickly enough for the reader who waits for it (off the main thread, page-bodies.ts);
 * PageCache refits the Brotli body of a page that stays hot and makes the gzip one when a reader needs it.
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
  const bodies = await missBodies(html);
  const hash = crypto.createHash('sha256').update(bodies.identity).digest('base64url').slice(0, 27);
  return {
    version,
    renderedAt,
    freshUntil,
    etag: `W/"${hash}"`,
    bodies,
    bytes: bodies.identity.length + bodies.br.length + 200,
    nonce,
  };
}
