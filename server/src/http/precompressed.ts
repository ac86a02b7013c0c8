import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { ServeStaticOptions } from 'serve-static';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Every file under `root`, as URL paths ('/assets/x.js'). */
function listFiles(root: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else found.add(`${prefix}/${entry.name}`);
    }
  };
  if (fs.existsSync(root)) walk(root, '');
  return found;
}

/**
 * In front of `express.static(root)`: when the build wrote a Brotli or gzip copy of the requested file
 * (client/scripts/precompress.mjs) and the browser accepts that encoding, the request is pointed at the copy with
 * the original's Content-Type and `Content-Encoding` set, so static files are compressed once at build time at the
 * best level instead of on every request. The file list is read once at startup (the build does not change under a
 * running server); request paths are only looked up in it, never joined onto the disk path here.
 */
function precompressed(files: Set<string>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const variants = ENCODINGS.filter((e) => files.has(`${req.path}${e.suffix}`));
    if (!variants.length) return next();
    res.vary('Accept-Encoding');
    // Our order (Brotli first) among what the browser accepts at all: browsers list gzip first at equal weight.
    const variant = variants.find((v) => req.acceptsEncodings(v.name) === v.name);
    if (!variant) return next();
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', variant.name);
    const query = req.url.slice(req.path.length);
    req.url = `${req.path}${variant.suffix}${query}`;
    next();
  };
}

/**
 * Serves the files of a build folder (their Brotli/gzip copies when accepted). The folder's files are listed once at
 * startup: any other path (a page, an unknown URL) goes on to the next handler without touching the disk.
 */
export function buildFiles(root: string, options: ServeStaticOptions): RequestHandler {
  const files = listFiles(root);
  const negotiate = precompressed(files);
  const serve = express.static(root, { ...options, index: false, redirect: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(req.path)) return next();
    negotiate(req, res, () => serve(req, res, next));
  };
}
