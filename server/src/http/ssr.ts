import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import accepts from 'accepts';
import type { Express, NextFunction, Request, Response } from 'express';
import fresh from 'fresh';
import vary from 'vary';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { Render, RenderOutput } from '../../../client/src/render-contract';
import { createRequestContext, type RequestContext } from '../graphql/context';
import { toClientError } from '../graphql/errors';
import { ErrorCode } from '../shared/errors';
import { adPagePolicy } from './ad-policy';
import { adScriptTag, carriesAdScript, newNonce } from './ad-script';
import { preferredEncoding } from './page-bodies';
import { PageCache, type CachedPage, type PageVersion, type RenderResult } from './page-cache';
import { buildFiles } from './precompressed';
import { sendOutagePage } from './outage-page';
import { codeStartFor, pageCodeLoader } from './page-code-loader';
import { PageRequestLimit, RenderLimit, sendTooManyRenders } from './render-limit';
import { pageKeyOf } from './page-key';
import { clientAddress } from './client-address';
import { isPersonalPath } from './private-answers';
import { readSiteStylesheet } from './site-stylesheet';
import type { Services } from '../services';
import { nextDayStartIn } from '../shared/site-time';
import { baseUrl, escapeHtml as escapeAttribute, SITE_NAME } from '../modules/mail/layout';

interface Manifest {
  [key: string]: { file: string; css?: string[]; assets?: string[]; isEntry?: boolean; imports?: string[] };
}

export interface SsrOptions {
  app: Express;
  schema: GraphQLSchema;
  services: Services;
  logger: Logger;
  publicUrl: string;
  /** the client workspace (its dist/ for production, its sources for development) */
  clientRoot: string;
  development: boolean;
  /** the page cache's budget in bytes (0: every request renders) */
  pageCacheBytes: number;
  /** the site's time zone: what is public changes with its date (e-books, the home page's picks of the day) */
  siteTimeZone: string;
  /** server renders (page-cache misses) allowed per client address per minute; 0: no limit */
  rendersPerMinute: number;
  /** pages (cache hits included) one client address may ask for per minute; 0: no limit */
  requestsPerMinute: number;
  /** the page cache's clock (tests move it instead of waiting) */
  now?: () => number;
  /** proxies in front of the site whose X-Forwarded-For is believed (TRUST_PROXY): who a request comes from */
  trustProxy: number;
  /** origins of other ad networks the policy of a page with the advertising script allows (AD_EXTRA_ORIGINS) */
  adExtraOrigins: readonly string[];
}

/** The page cache of a running site. */
export interface ServerPages {
  /** Resolves when no page render is in flight, the background ones included (tests; a closing server). */
  settled(): Promise<void>;
  /** Drops every kept page (a recipe stopped being public; tests). */
  forgetAll(): void;
  /**
   * Takes a page request the page cache may answer, straight from the HTTP server, before the Express app: false
   * (nothing done) for any other request. A request it takes is answered here when the kept copy is current:
   * `begin` first (what every answer carries: the access log, the fixed headers); otherwise (the copy is out of
   * date, the reader is over the page ceiling, the version cannot be read) `fallback` hands it to the app, whose page
   * handler answers it as it would have, counting it once.
   */
  answerHit(req: IncomingMessage, res: ServerResponse, begin: () => void, fallback: () => void): boolean;
}

/** Where the typefaces are preloaded with the page (MUI's md breakpoint: the desktop layout). */
const WIDE_SCREEN = '(min-width: 900px)';

/** On a request answerHit counted against the page-request ceiling: whether it was within (the handler counts once). */
const COUNTED = Symbol('page request counted');
type CountedRequest = Request & { [COUNTED]?: boolean };

/**
 * For browsers: always revalidate (a 304 is cheap). For a CDN in front: keep a minute (the page cache purges on
 * every write, a CDN does not), serve stale while refreshing, and the last copy for a day while the site is down.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

/** A page's previous copy served while its new one renders: a CDN asks again within seconds, when it is ready. */
export const REVALIDATING_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

const CACHE_CONTROL = {
  HIT: PUBLIC_PAGE_CACHE_CONTROL,
  MISS: PUBLIC_PAGE_CACHE_CONTROL,
  REVALIDATING: REVALIDATING_PAGE_CACHE_CONTROL,
  // the last good copy during an outage: never stored downstream
  STALE: 'no-store',
};

/** A server answer that is not a cacheable page: sent as rendered, never stored. */
interface Uncached {
  status: number;
  html: string;
  /** the page's data failed because the database is unreachable */
  outage: boolean;
  /** the CSP nonce of the page's advertising script, when it carries one */
  nonce?: string;
}

/** The recipe a path is the page of (/recipes/12), or 0: that page is cached at its recipe's own version too. */
export function recipePageId(path: string): number {
  const match = /^\/recipes\/(\d{1,9})\/?$/.exec(path);
  return match ? Number(match[1]) : 0;
}

/** JSON safe inside a <script>: no closing tag, no line separators that break JS parsing. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page HTML, with the page's structured data last. The first paint waits until the whole page body is parsed (`rel=expect`): a paint of half-parsed
 * content would shift as the rest arrives.
 */
function page(
  out: RenderOutput,
  assets: { head: string; scripts: string },
  publicUrl: string,
  adScript: string,
  structuredData = '',
): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#b5532f">
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="expect" href="#root-end" blocking="render">
${out.head}${adScript ? `\n${adScript}` : ''}
${assets.head}
${out.styles}
</head>
<body>
<div id="root">${out.html}</div><template id="root-end"></template>
<script type="application/json" id="__SERVER_STATE__">${serializeState({ apollo: out.state, status: out.status, publicUrl })}</script>
${assets.scripts}${structuredData ? `\n${structuredData}` : ''}
</body>
</html>`;
}

/**
 * Renders every public route on the server with its data, then lets the browser hydrate it. Production: the built
 * SSR bundle and the browser manifest from client/dist. Development: Vite in middleware mode with hot reload.
 */
export async function installSsr(opts: SsrOptions): Promise<ServerPages> {
  const { app, schema, services, logger } = opts;
  let loadRender: () => Promise<Render>;
  /** the head's styles and the page's scripts, for the modules a render used at this path (`view`: the recipe it counts) */
  let assets: (modules: string[], pathname: string, view: number) => Promise<{ head: string; scripts: string }>;

  if (opts.development) {
    const { createServer } = (await import('vite')) as typeof import('vite');
    const vite = await createServer({ root: opts.clientRoot, server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
    loadRender = async () => ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render }).render;
    assets = async () => {
      const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
      const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
      return { head, scripts: '<script type="module" src="/src/entry-client.tsx"></script>' };
    };
  } else {
    const dist = path.join(opts.clientRoot, 'dist');
    const serverEntry = path.join(dist, 'server', 'entry-server.js');
    const manifestFile = path.join(dist, 'client', '.vite', 'manifest.json');
    const sheet = readSiteStylesheet(dist);
    if (!fs.existsSync(serverEntry) || !fs.existsSync(manifestFile) || !sheet) {
      logger.warn({ dist }, 'client build not found: run `npm run build`; public pages are not served');
      return { settled: async () => undefined, forgetAll: () => undefined, answerHit: () => false };
    }
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!entryKey) throw new Error('client manifest has no entry chunk');
    const entry = manifest[entryKey];
    /** the manifest keys a key needs, itself first, then what it imports statically */
    const closure = (key: string, into = new Set<string>()) => {
      if (manifest[key] && !into.has(key)) {
        into.add(key);
        for (const imported of manifest[key].imports ?? []) closure(imported, into);
      }
      return into;
    };
    const shellKeys = closure(entryKey);
    // The site's stylesheet (site-stylesheet.ts: the typefaces, the baseline and the rules pages share, one file for
    // good in the browser's cache) holds the first paint, so nothing paints unstyled; pages inline only their own
    // rules. Its Latin faces are asked for beside it on a wide screen (font-display optional uses a face only if it is
    // there at first paint); a phone's first view is drawn in its own faces and its lead picture gets the link (on a
    // 4G phone the 98 KB of faces rarely made the first paint, and delayed the picture: LCP 2.0 → 1.2 s in Lighthouse,
    // docs/performance.md); the faces come with the stylesheet's first use of them, for the next pages.
    const linkedStyles: ReadonlySet<string> = new Set(sheet.ids);
    const shellStyles = [
      ...[...shellKeys]
        .flatMap((key) => manifest[key].assets ?? [])
        .filter((file) => /-latin-\d+-normal-[\w-]+\.woff2$/.test(file))
        .map(
          (file) =>
            `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin media="${WIDE_SCREEN}">`,
        ),
      `<link rel="stylesheet" href="/${sheet.file}">`,
      // the feed of the newest recipes, for feed readers and crawlers (crawl-routes.ts)
      `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(SITE_NAME)}" href="${escapeAttribute(baseUrl(opts.publicUrl))}/rss.xml">`,
    ].join('\n');
    // Every module the landing page needs, the shell's and its own chunks' (and the deferred parts of its frame),
    // is asked for at once, in parallel, instead of after the entry has run.
    assets = async (modules, pathname, view) => {
      const keys = new Set(shellKeys);
      for (const module of modules) closure(module, keys);
      const files = [...keys].map((key) => `/${manifest[key].file}`).filter((file) => file !== `/${entry.file}`);
      return { head: shellStyles, scripts: pageCodeLoader(`/${entry.file}`, files, codeStartFor(pathname), view) };
    };
    const module = (await import(pathToFileURL(serverEntry).href)) as { render: Render; lazyModules: string[] };
    const unknown = module.lazyModules.filter((m) => !manifest[m]);
    if (unknown.length) throw new Error(`lazy modules missing from the client build manifest: ${unknown.join(', ')}`);
    loadRender = async () => (input) => module.render({ ...input, linkedStyles });
    app.use('/assets', buildFiles(path.join(dist, 'client', 'assets'), { immutable: true, maxAge: '365d' }));
    app.use(buildFiles(path.join(dist, 'client'), { maxAge: '1h' }));
  }

  /**
   * The configured advertising script for this page's head with a fresh nonce, or none (never on the ad-free pages
   * nor for an admin's request; spec §8: a failed configuration load is silent). The nonce is kept with the page:
   * readers of one cached copy share it, and a new content version (any edit, the script's own included) renders a
   * new one.
   */
  const adScriptFor = async (
    req: Request,
    ctx: RequestContext,
    withAds: boolean,
  ): Promise<{ tag: string; nonce?: string }> => {
    if (!withAds || !carriesAdScript(req.path)) return { tag: '' };
    try {
      const configuration = await services.configuration.get(ctx);
      const nonce = newNonce();
      const tag = adScriptTag(configuration.googleAdsenseScript, nonce);
      return tag ? { tag, nonce } : { tag: '' };
    } catch (err) {
      logger.warn({ err }, 'advertising script left out: configuration not loaded');
      return { tag: '' };
    }
  };

  /**
   * Renders a page key (pageKeyOf); a page is cacheable when it is a 200 whose every query succeeded. `withAds`
   * false: an admin's request, rendered without the advertising script.
   */
  const renderPage = async (
    req: Request,
    res: Response,
    url: string,
    withAds = true,
  ): Promise<RenderResult<Uncached>> => {
    const render = await loadRender();
    // One context for all of the render's queries (their loaders batch and cache together), always anonymous: the
    // reader's personal parts appear after hydration.
    const ctx = createRequestContext(services.ds, { req });
    const started = performance.now();
    const out = await render({ url, schema, context: ctx, publicUrl: opts.publicUrl });
    const took = (performance.now() - started).toFixed(1);
    // For whoever investigates a slow page: render time and passes (1 unless a query was not loaded up front). A
    // background render's request was answered already, from the previous copy.
    if (!res.headersSent)
      res.setHeader('Server-Timing', `render;dur=${took};desc="${out.passes} pass${out.passes === 1 ? '' : 'es'}"`);
    const ad = await adScriptFor(req, ctx, withAds);
    const { pathname } = new URL(url, 'http://localhost');
    // a recipe's page counts its view from the browser (page-code-loader.ts), once it has painted
    const view = out.status === 200 ? recipePageId(pathname) : 0;
    // what the page declared it shows, as schema.org markup after its body: the head stays as short as the first
    // paint needs, and crawlers read the markup anywhere (read through the render's loaders: no second read)
    const structured = await services.structuredData.forPage(ctx, out.subjects ?? []);
    const html = page(out, await assets(out.modules, pathname, view), opts.publicUrl, ad.tag, structured);
    const failures = out.errors.map((e) => toClientError(e)).filter((e) => e.code !== ErrorCode.NOT_FOUND);
    // Kept until the content version moves or the site's day ends (the day's picks and e-books change then).
    if (out.status === 200 && failures.length === 0)
      return { cacheable: true, html, freshUntil: nextDayStartIn(opts.siteTimeZone), nonce: ad.nonce };
    const outage = failures.some((e) => e.code === ErrorCode.SERVICE_UNAVAILABLE);
    if (failures.some((e) => e.internal)) logger.error({ url, err: out.errors[0] }, 'page data failed');
    return {
      cacheable: false,
      answer: { status: out.status, html, outage, nonce: ad.nonce },
      gone: out.status === 404 && !failures.length,
    };
  };

  const cache = new PageCache<Uncached>(opts.pageCacheBytes, {
    now: opts.now,
    onBackgroundError: (url, err) => {
      if (!services.dbHealth.observe(err)) logger.error({ err, url }, 'background page render failed');
    },
  });
  // A recipe that stopped being public leaves every page here at once (its broadcast reaches every process), so no
  // copy, not even an outage's last good one, shows it again; the lists that showed it included.
  services.version.onRecipeChanged((_recipeId, _version, withdrawn) => {
    if (withdrawn) cache.forgetAll();
  });
  const renders = new RenderLimit(services.counters, opts.rendersPerMinute);
  const requests = new PageRequestLimit(services.counters, opts.requestsPerMinute);

  /** Widens the policy helmet set to what the advertising script needs, for a page that carries it. */
  const allowAdPolicy = (res: ServerResponse, nonce: string | undefined) => {
    const policy = res.getHeader('Content-Security-Policy');
    if (nonce && typeof policy === 'string')
      res.setHeader('Content-Security-Policy', adPagePolicy(policy, nonce, opts.adExtraOrigins));
  };

  const sendPage = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    cached: CachedPage,
    how: keyof typeof CACHE_CONTROL,
  ) => {
    // a shared cache must not answer an admin's request (Authorization) with the copy that carries the ad script
    vary(res, 'Accept-Encoding');
    vary(res, 'Authorization');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', CACHE_CONTROL[how]);
    res.setHeader('ETag', cached.etag);
    res.setHeader('X-Page-Cache', how);
    allowAdPolicy(res, cached.nonce);
    if (fresh(req.headers, { etag: cached.etag })) {
      res.statusCode = 304;
      return void res.end();
    }
    const encoding = preferredEncoding(req);
    const body = await cache.body(url, cached, encoding);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** While the database is unreachable: the page's last good copy when this worker has one, else the outage page. */
  const sendOutage = async (req: Request, res: Response) => {
    const url = pageKeyOf(req);
    const lastGood = cache.lastGood(url);
    return lastGood ? sendPage(req, res, url, lastGood, 'STALE') : sendOutagePage(req, res);
  };

  const sendUncached = (res: Response, answer: Uncached, how: string) => {
    allowAdPolicy(res, answer.nonce);
    res
      .status(answer.status)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Page-Cache': how })
      .send(answer.html);
  };

  /**
   * A page request that carries an admin's token (a browser's navigation never does: the token lives in
   * localStorage) is rendered for it alone, without the advertising script, and stored nowhere.
   */
  const isAdminRequest = async (req: Request): Promise<boolean> => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return false;
    const who = await services.auth.authenticate(token);
    return !('code' in who) && who.role === 'ADMIN';
  };

  const sendAdminPage = async (req: Request, res: Response, url: string) => {
    if (!(await renders.allow(req))) return sendTooManyRenders(req, res);
    const result = await renderPage(req, res, url, false);
    const answer = result.cacheable ? { status: 200, html: result.html, outage: false } : result.answer;
    // not the last good copy: it carries the ad script
    if (answer.outage) return sendOutagePage(req, res);
    res
      .status(answer.status)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'X-Page-Cache': 'ADMIN',
      })
      .send(answer.html);
  };

  /** The versions a page is kept at: a recipe's page also moves with its comments, every other page only with the site's content. */
  const pageVersionOf = async (pathname: string): Promise<PageVersion> => {
    const recipeId = recipePageId(pathname);
    return recipeId
      ? services.version.recipePage(recipeId)
      : { content: await services.version.content(), discussion: 0 };
  };

  const answerHit = (req: IncomingMessage, res: ServerResponse, begin: () => void, fallback: () => void): boolean => {
    const target = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization || !cache.enabled) return false;
    if (!target.startsWith('/')) return false;
    const query = target.indexOf('?');
    const pathname = query < 0 ? target : target.slice(0, query);
    if (isPersonalPath(pathname)) return false;
    // the key the page handler keeps the page at (Express's req.path is the same part of the target)
    const url = pageKeyOf({ path: pathname, originalUrl: target });
    if (!cache.holds(url) || services.dbHealth.isDown() || !accepts(req).type('html')) return false;
    void (async () => {
      try {
        begin();
        const allowed = await requests.allow(clientAddress(req, opts.trustProxy));
        (req as CountedRequest)[COUNTED] = allowed;
        if (!allowed) return fallback();
        let version: PageVersion;
        try {
          version = await pageVersionOf(pathname);
        } catch {
          // not readable (an outage?): the page handler reads it again and decides, with the database monitor
          return fallback();
        }
        const page = cache.hit(url, version);
        if (!page) return fallback();
        await sendPage(req, res, url, page, 'HIT');
      } catch (err) {
        if (!res.headersSent) return fallback();
        logger.error({ err, url }, 'page cache hit failed');
        res.destroy();
      }
    })();
    return true;
  };

  app.get('/{*splat}', async (req: CountedRequest, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    try {
      if (!(req[COUNTED] ?? (await requests.allow(req.ip)))) return sendTooManyRenders(req, res);
      if (services.dbHealth.isDown()) return await sendOutage(req, res);
      // the page as the cache keys and renders it: known parameters only
      const url = pageKeyOf(req);
      if (await isAdminRequest(req)) return await sendAdminPage(req, res, url);
      if (!cache.enabled) {
        if (!(await renders.allow(req))) return sendTooManyRenders(req, res);
        const result = await renderPage(req, res, url);
        if (result.cacheable) {
          allowAdPolicy(res, result.nonce);
          return void res
            .vary('Authorization')
            .status(200)
            .set({
              'Content-Type': 'text/html; charset=utf-8',
              'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
              'X-Page-Cache': 'OFF',
            })
            .send(result.html);
        }
        if (result.answer.outage) return await sendOutage(req, res);
        return sendUncached(res, result.answer, 'OFF');
      }
      let version: PageVersion;
      try {
        version = await pageVersionOf(req.path);
      } catch (err) {
        // The version could not be read: an outage if the monitor agrees (app.ts's handler answers the rest).
        if (services.dbHealth.observe(err)) return await sendOutage(req, res);
        throw err;
      }
      const found = await cache.get(url, version, {
        render: () => renderPage(req, res, url),
        mayRender: () => renders.allow(req),
      });
      if ('refused' in found) return sendTooManyRenders(req, res);
      if ('page' in found) return await sendPage(req, res, url, found.page, found.how);
      if (found.answer.outage) return await sendOutage(req, res);
      sendUncached(res, found.answer, 'MISS');
    } catch (err) {
      next(err);
    }
  });
  return { settled: () => cache.settled(), forgetAll: () => cache.forgetAll(), answerHit };
}
