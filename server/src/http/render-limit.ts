import type { Request, Response } from 'express';
import { escapeHtml, SITE_NAME } from '../modules/mail/layout';
import { sameSite } from './outage-page';
import { SlidingWindowLimiter, type RateCounters } from '../shared/rate-counters';

const WINDOW_MS = 60_000;

/**
 * A ceiling on the server renders one address causes per minute. A render costs 0.1–0.5 s of CPU and any new query
 * string misses the page cache, so without it one client could keep every core busy; page-cache hits cost nothing
 * and are never counted. `perMinute` 0 turns it off.
 */
export class RenderLimit {
  private readonly limiter: SlidingWindowLimiter | null;

  constructor(counters: RateCounters, perMinute: number) {
    this.limiter = perMinute > 0 ? new SlidingWindowLimiter(counters, 'page-render', perMinute, WINDOW_MS) : null;
  }

  /** Counts a render for the request's address; false (nothing counted) when the address is at its ceiling. */
  allow(req: Request): Promise<boolean> {
    return this.limiter ? this.limiter.hit(req.ip ?? 'unknown') : Promise.resolve(true);
  }
}

/**
 * A generous ceiling on the pages one address asks for per minute, cache hits included (each still reads the content
 * version), counted in the shared store (Redis, or the primary's counters) like the API's limit. `perMinute` 0: off.
 */
export class PageRequestLimit {
  constructor(
    private readonly counters: RateCounters,
    private readonly perMinute: number,
  ) {}

  /** Counts a page request from `address` (the client's: req.ip); false once it is over the ceiling. */
  async allow(address: string | undefined): Promise<boolean> {
    if (this.perMinute <= 0) return true;
    const { totalHits } = await this.counters.increment(`page-request:${address ?? 'unknown'}`, WINDOW_MS);
    return totalHits <= this.perMinute;
  }
}

/** 429 with a small self-contained page: the reader learns to wait a moment, a crawler when to come back. */
export function sendTooManyRenders(req: Request, res: Response): void {
  res
    .status(429)
    .set('Retry-After', String(WINDOW_MS / 1000))
    .set('Cache-Control', 'no-store')
    .type('html').send(`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Muitas páginas seguidas | ${SITE_NAME}</title>
<style>body{margin:0;padding:3rem 1.5rem;background:#fbf7f2;color:#2d2420;font:1.05rem/1.6 system-ui,sans-serif;text-align:center}
h1{color:#b5532f;font:700 2rem/1.2 Georgia,serif}a{color:#b5532f;font-weight:600}</style>
</head>
<body>
<h1>Muitas páginas seguidas</h1>
<p>Recebemos muitos pedidos de páginas vindos do seu endereço em pouco tempo.</p>
<p>Aguarde um minuto e <a href="${escapeHtml(sameSite(req.originalUrl))}">tente de novo</a>.</p>
</body>
</html>`);
}
