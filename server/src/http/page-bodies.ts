import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import accepts from 'accepts';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page's bodies: identity and Brotli from its render on, gzip once a reader without Brotli asks for it. */
export interface PageBodies {
  identity: Buffer;
  br: Buffer;
  gzip?: Buffer;
}

export type PageEncoding = keyof PageBodies;

/** The body a reader takes: Brotli when it may, else gzip, else as is (the order every kept body is served in). */
export function preferredEncoding(req: IncomingMessage): PageEncoding {
  const negotiator = accepts(req);
  return negotiator.encodings('br') ? 'br' : negotiator.encodings('gzip') ? 'gzip' : 'identity';
}

/**
 * The Brotli quality of a page's first body. On the site's pages (scripts/compression-levels.mjs, docs/performance.md)
 * quality 6 is within about 1 % of quality 9's bytes for a seventh of its CPU (3 ms against 23 ms for a 167 KB recipe
 * page), and a page that stays hot gets quality 11 later (PageRefits).
 */
export const MISS_BROTLI_QUALITY = 6;

/** zlib's default level: within 1 % of level 9's bytes, a fifth less CPU. */
export const GZIP_LEVEL = 6;

const brotliAt = (identity: Buffer, quality: number) =>
  brotli(identity, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });

/** The smallest Brotli body (about 10 % under quality 6), at ~80× its CPU: for pages served many times only. */
export const brotliBest = (identity: Buffer) => brotliAt(identity, zlib.constants.BROTLI_MAX_QUALITY);

/** A Brotli body at the quality a page's first body gets (crawl files, made once per content version). */
export const brotliBody = (identity: Buffer) => brotliAt(identity, MISS_BROTLI_QUALITY);

/** A page's bodies as a miss stores them, compressed off the main thread while its first reader waits. */
export async function missBodies(html: string): Promise<PageBodies> {
  const identity = Buffer.from(html, 'utf8');
  return { identity, br: await brotliAt(identity, MISS_BROTLI_QUALITY) };
}

/**
 * The gzip body, made when a reader first needs it: every current browser takes Brotli, so most pages never need one,
 * and a page kept without it leaves room for more pages.
 */
export const gzipBody = (identity: Buffer) => gzip(identity, { level: GZIP_LEVEL });
