import { brotliBest } from './page-bodies';
import type { CachedPage } from './page-cache';

/**
 * A kept page earns its Brotli 11 body (~10 % fewer bytes than its first one, for ~250 ms of CPU: about one render)
 * once readers have had it this many times at its version: a page read once or twice, as a crawler walking the long
 * tail reads it, never pays for it.
 */
export const REFIT_AFTER_HITS = 10;

/**
 * …and once its version has stayed put this long since its render began: twice the window in which a comment's page
 * is rendered anew (REVALIDATE_WITHIN_MS), so that a recipe under discussion or being edited, whose page is replaced
 * every few seconds, is not recompressed for a copy that is about to go.
 */
export const REFIT_AFTER_MS = 60_000;

interface Heat {
  /** answers at the page's version */
  hits: number;
  /** moved: the page stopped being served as fresh (its version moved, its day ended): never refit */
  state: 'counting' | 'queued' | 'done' | 'moved';
}

interface Refit {
  url: string;
  page: CachedPage;
}

/**
 * Refits the Brotli body of the kept pages that stay hot and unchanged, one at a time, in the background: a refit never
 * delays an answer (readers get the body the page has until it is swapped), and one at a time it keeps at most one of
 * zlib's threads, so the compression of a miss never queues behind refits.
 */
export class PageRefits {
  private readonly heat = new WeakMap<CachedPage, Heat>();
  private readonly queue: Refit[] = [];
  private running: Promise<void> | undefined;

  /**
   * @param kept whether the page is still the one kept for its URL
   * @param keep swaps the page's Brotli body for the refit one (when it is smaller)
   */
  constructor(
    private readonly kept: (url: string, page: CachedPage) => boolean,
    private readonly keep: (url: string, page: CachedPage, br: Buffer) => void,
  ) {}

  /** A reader had the page as fresh, at its version: queues its refit once it is hot and has stayed unchanged. */
  served(url: string, page: CachedPage, now: number): void {
    let heat = this.heat.get(page);
    if (!heat) this.heat.set(page, (heat = { hits: 0, state: 'counting' }));
    if (heat.state !== 'counting') return;
    heat.hits += 1;
    if (heat.hits < REFIT_AFTER_HITS || now - page.renderedAt < REFIT_AFTER_MS) return;
    heat.state = 'queued';
    this.queue.push({ url, page });
    this.next();
  }

  /** The page is no longer served as fresh: its refit, queued or running, is forgotten, and none is started. */
  moved(page: CachedPage): void {
    const heat = this.heat.get(page);
    if (heat) heat.state = 'moved';
    else this.heat.set(page, { hits: 0, state: 'moved' });
  }

  /** Resolves when no refit is queued or running (tests; a closing server). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private next(): void {
    while (!this.running) {
      const refit = this.queue.shift();
      if (!refit) return;
      if (!this.due(refit)) continue;
      this.running = brotliBest(refit.page.bodies.identity)
        .then((br) => {
          if (this.due(refit)) this.keep(refit.url, refit.page, br);
        })
        .catch(() => undefined) // the first body stays
        .finally(() => {
          const heat = this.heat.get(refit.page);
          if (heat?.state === 'queued') heat.state = 'done';
          this.running = undefined;
          this.next();
        });
    }
  }

  private due({ url, page }: Refit): boolean {
    return this.heat.get(page)?.state === 'queued' && this.kept(url, page);
  }
}
