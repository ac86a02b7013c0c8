import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { RequestContext } from '../graphql/context';
import { sendOutagePage } from './outage-page';
import { precompressed } from './precompressed';
import { createRecipeLoaders } from '../modules/recipe/recipe.loaders';
import type { Services } from '../services';

interface RenderOutput {
  status: number;
  head: string;
  styles: string;
  html: string;
  state: unknown;
  /** lazily loaded modules the page rendered (paths from the client root) */
  modules: string[];
}
type RenderFn = (input: {
  url: string;
  schema: GraphQLSchema;
  context: () => unknown;
  publicUrl: string;
}) => Promise<RenderOutput>;

interface Manifest {
  [key: string]: { file: string; css?: string[]; isEntry?: boolean; imports?: string[] };
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
}

/** JSON safe inside a <script>: no closing tag, no line separators that break JS parsing. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function page(out: RenderOutput, assets: { head: string; scripts: string }, nonce: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#b5532f">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${out.head}
${assets.head}
${out.styles}
</head>
<body>
<div id="root">${out.html}</div>
<script nonce="${nonce}">window.__APOLLO_STATE__=${serializeState(out.state)};window.__RENDER_STATUS__=${out.status}</script>
${assets.scripts}
</body>
</html>`;
}

/**
 * Renders every public route on the server with its data, then lets the browser hydrate it. Production: the built
 * SSR bundle and the browser manifest from client/dist. Development: Vite in middleware mode with hot reload.
 */
export async function installSsr(opts: SsrOptions): Promise<void> {
  const { app, schema, services, logger } = opts;
  let loadRender: () => Promise<RenderFn>;
  let assets: (modules: string[]) => Promise<{ head: string; scripts: string }>;

  if (opts.development) {
    const { createServer } = (await import('vite')) as typeof import('vite');
    const vite = await createServer({ root: opts.clientRoot, server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
    loadRender = async () => ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFn }).render;
    assets = async () => {
      const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
      const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
      return { head, scripts: '<script type="module" src="/src/entry-client.tsx"></script>' };
    };
  } else {
    const dist = path.join(opts.clientRoot, 'dist');
    const serverEntry = path.join(dist, 'server', 'entry-server.js');
    const manifestFile = path.join(dist, 'client', '.vite', 'manifest.json');
    if (!fs.existsSync(serverEntry) || !fs.existsSync(manifestFile)) {
      logger.warn({ dist }, 'client build not found: run `npm run build`; public pages are not served');
      return;
    }
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!entryKey) throw new Error('client manifest has no entry chunk');
    const entry = manifest[entryKey];
    /** the chunk files a manifest key needs, itself first, then what it imports statically */
    const chunkFiles = (key: string, into = new Set<string>()) => {
      const chunk = manifest[key];
      if (chunk && !into.has(chunk.file)) {
        into.add(chunk.file);
        for (const imported of chunk.imports ?? []) chunkFiles(imported, into);
      }
      return into;
    };
    const shellFiles = chunkFiles(entryKey);
    const preloadLink = (file: string) => `<link rel="modulepreload" href="/${file}">`;
    const shellHead = [
      ...(entry.css ?? []).map((f) => `<link rel="stylesheet" href="/${f}">`),
      ...[...shellFiles].filter((f) => f !== entry.file).map(preloadLink),
    ].join('\n');
    const scripts = `<script type="module" src="/${entry.file}"></script>`;
    // The landing page's own chunks (and the deferred parts of its frame) are asked for with the shell, in parallel,
    // instead of after the entry has run: one round trip less before the page is interactive.
    assets = async (modules) => {
      const pageFiles = new Set<string>();
      for (const module of modules) chunkFiles(module, pageFiles);
      const extra = [...pageFiles].filter((f) => !shellFiles.has(f)).map(preloadLink);
      return { head: extra.length ? `${shellHead}\n${extra.join('\n')}` : shellHead, scripts };
    };
    const module = (await import(pathToFileURL(serverEntry).href)) as { render: RenderFn; lazyModules: string[] };
    const unknown = module.lazyModules.filter((m) => !manifest[m]);
    if (unknown.length) throw new Error(`lazy modules missing from the client build manifest: ${unknown.join(', ')}`);
    loadRender = async () => module.render;
    const assetsDir = path.join(dist, 'client', 'assets');
    app.use(
      '/assets',
      precompressed(assetsDir),
      express.static(assetsDir, { immutable: true, maxAge: '365d', index: false }),
    );
    app.use(
      precompressed(path.join(dist, 'client')),
      express.static(path.join(dist, 'client'), { index: false, maxAge: '1h' }),
    );
  }

  // The server render is always the anonymous view; the reader's personal parts appear after hydration.
  const context = (req: Request) => (): RequestContext => ({
    requestId: String(req.id ?? crypto.randomUUID()),
    ip: req.ip ?? 'unknown',
    user: null,
    authError: null,
    loaders: { recipe: createRecipeLoaders(services.ds) },
    req,
  });

  app.get('/{*splat}', async (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    // Database outage: an honest 503 page instead of an empty render (a render that throws one: app.ts's handler).
    if (services.dbHealth.isDown()) return sendOutagePage(req, res);
    try {
      const render = await loadRender();
      const out = await render({ url: req.originalUrl, schema, context: context(req), publicUrl: opts.publicUrl });
      const html = page(out, await assets(out.modules), String(res.locals.cspNonce ?? ''));
      res
        .status(out.status)
        .set('Content-Type', 'text/html; charset=utf-8')
        .set('Cache-Control', out.status === 200 ? 'public, max-age=60, stale-while-revalidate=600' : 'no-store')
        .send(html);
    } catch (err) {
      next(err);
    }
  });
}
