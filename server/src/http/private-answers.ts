import type { NextFunction, Request, Response } from 'express';

/** Answers that depend on who asks: never kept by a browser's shared cache, a proxy or a CDN. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The signed-in areas, whose answers are personal whoever asks (the dashboard and the admins' previews). */
const PERSONAL_PATH = /^\/(dashboard|preview)(\/|$)|^\/api\/user(\/|$)/;

/** Whether answers at this path are personal whoever asks (see privateWhenPersonal). */
export const isPersonalPath = (pathname: string): boolean => PERSONAL_PATH.test(pathname);

/**
 * Marks as private every answer that depends on who asks: any request carrying a token (GraphQL and /api), the
 * reader's own routes and the dashboard. Set before the handler runs, and again just before the headers go, so a
 * handler's public default cannot replace it.
 */
export function privateWhenPersonal(req: Request, res: Response, next: NextFunction): void {
  if (req.headers.authorization || PERSONAL_PATH.test(req.path)) {
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      this.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      return writeHead.apply(this, args);
    } as typeof writeHead;
  }
  next();
}
