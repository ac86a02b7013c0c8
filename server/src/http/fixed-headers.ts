import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { PAGE_CODE_LOADER_CSP } from './page-code-loader';

type HeaderValue = number | string | readonly string[];

/**
 * A middleware whose only effect is headers that never depend on the request (helmet's, as app.ts configures it:
 * no directive is a function of the request), run once at startup against a recorder; every request then gets the
 * recorded headers in one loop instead of a chain of a dozen middleware. fixed-headers.test.ts compares the two on
 * real requests, so a configuration that starts to depend on the request is caught there.
 */
export function fixedHeaders(
  middleware: RequestHandler,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const recorded = new Map<string, { name: string; value: HeaderValue }>();
  const recorder = {
    setHeader(name: string, value: HeaderValue) {
      recorded.set(name.toLowerCase(), { name, value });
      return recorder;
    },
    removeHeader(name: string) {
      recorded.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return recorded.get(name.toLowerCase())?.value;
    },
  };
  let finished = false;
  const next: NextFunction = (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  };
  const request = { method: 'GET', url: '/', headers: {} } as Request;
  void middleware(request, recorder as unknown as Response, next);
  if (!finished) throw new Error('fixedHeaders: the middleware did not pass the request on at once');
  const headers = [...recorded.values()];
  return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    for (const { name, value } of headers) res.setHeader(name, value);
    next();
  };
}

/** The security headers of every answer (helmet), as this site configures them. */
export function securityHeaders(site: { development: boolean; publicUrl: string; mediaUrl?: string }): RequestHandler {
  return helmet({
    // The Apollo Sandbox (development only) loads its UI from Apollo's CDN. A site served over plain http (a first
    // local run) must not ask browsers to upgrade its own requests to https.
    contentSecurityPolicy: site.development
      ? false
      : {
          directives: {
            // Pages carry one inline script, the same everywhere (their state is a JSON data block), so one policy
            // fits every reader.
            scriptSrc: ["'self'", PAGE_CODE_LOADER_CSP],
            // Uploaded images come from the bucket's public address when media is on S3.
            imgSrc: ["'self'", 'data:', ...(site.mediaUrl ? [new URL(site.mediaUrl).origin] : [])],
            upgradeInsecureRequests: site.publicUrl.startsWith('https:') ? [] : null,
          },
        },
    crossOriginEmbedderPolicy: false,
  });
}
