import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import fresh from 'fresh';
import vary from 'vary';
import type { CrawlFile, CrawlSurface } from '../modules/seo/crawl-surface';
import { brotliBody, gzipBody, preferredEncoding } from './page-bodies';
import { sendTooManyRenders, type PageRequestLimit } from './render-limit';

/** A crawl file's name: the sitemap index, its sitemaps (`sitemap-recipes-2.xml`) and the feed. */
const CRAWL_FILE = /^(sitemap(-[a-z]+(-\d+)?)?|rss)\.xml$/;

/** Crawlers ask again within the hour at most; a CDN keeps them as long (the files move only with the content). */
const CRAWL_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';

type Encoding = 'br' | 'gzip';

/**
 * `/robots.txt`, `/sitemap.xml` with its sitemaps, and `/rss.xml` (see CrawlSurface). Each request counts against the
 * page ceiling like a page (a crawler walking the sitemaps is a reader of pages), and a file is compressed once per
 * snapshot, on its first request in each encoding: at 10,000 recipes the recipe sitemap is 2 MB, 20 ms of Brotli.
 */
export function crawlRoutes(surface: CrawlSurface, requests: PageRequestLimit): Router {
  const router = express.Router();
  // kept as long as the snapshot keeps the file object, no longer
  const encoded = new WeakMap<CrawlFile, Partial<Record<Encoding, Promise<Buffer>>>>();
  const bodyOf = (file: CrawlFile, encoding: Encoding): Promise<Buffer> => {
    let bodies = encoded.get(file);
    if (!bodies) encoded.set(file, (bodies = {}));
    const made = (bodies[encoding] ??= (encoding === 'br' ? brotliBody : gzipBody)(file.body));
    // a failed compression is tried again by the next reader instead of being kept
    made.catch(() => {
      if (bodies[encoding] === made) delete bodies[encoding];
    });
    return made;
  };

  router.get('/robots.txt', async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (!(await requests.allow(req.ip))) return sendTooManyRenders(req, res);
      res.type('text/plain; charset=utf-8').set('Cache-Control', CRAWL_CACHE_CONTROL).send(surface.robots());
    } catch (err) {
      next(err);
    }
  });
  router.get('/:file', async (req: Request, res: Response, next: NextFunction) => {
    const name = String(req.params.file);
    if (!CRAWL_FILE.test(name)) return next();
    try {
      if (!(await requests.allow(req.ip))) return sendTooManyRenders(req, res);
      const file = await surface.file(name);
      if (file === null) return next();
      vary(res, 'Accept-Encoding');
      res.setHeader(
        'Content-Type',
        name === 'rss.xml' ? 'application/rss+xml; charset=utf-8' : 'application/xml; charset=utf-8',
      );
      res.setHeader('Cache-Control', CRAWL_CACHE_CONTROL);
      res.setHeader('ETag', file.etag);
      if (fresh(req.headers, { etag: file.etag })) return void res.status(304).end();
      const encoding = preferredEncoding(req);
      const body = encoding === 'identity' ? file.body : await bodyOf(file, encoding);
      // set before the app's on-the-fly compression looks: it leaves an encoded answer alone
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', String(body.length));
      res.status(200).end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
