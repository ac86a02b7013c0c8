import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { CrawlSurface } from '../modules/seo/crawl-surface';

/** A crawl file's name: the sitemap index, its sitemaps (`sitemap-recipes-2.xml`) and the feed. */
const CRAWL_FILE = /^(sitemap(-[a-z]+(-\d+)?)?|rss)\.xml$/;

/** Crawlers ask again within the hour at most; a CDN keeps them as long (the files move only with the content). */
const CRAWL_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';

/** `/robots.txt`, `/sitemap.xml` with its sitemaps, and `/rss.xml` (see CrawlSurface). */
export function crawlRoutes(surface: CrawlSurface): Router {
  const router = express.Router();
  router.get('/robots.txt', (_req: Request, res: Response) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', CRAWL_CACHE_CONTROL).send(surface.robots());
  });
  router.get('/:file', async (req: Request, res: Response, next: NextFunction) => {
    const name = String(req.params.file);
    if (!CRAWL_FILE.test(name)) return next();
    try {
      const body = await surface.file(name);
      if (body === null) return next();
      res
        .type(name === 'rss.xml' ? 'application/rss+xml; charset=utf-8' : 'application/xml; charset=utf-8')
        .set('Cache-Control', CRAWL_CACHE_CONTROL)
        .send(body);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
