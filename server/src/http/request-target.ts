import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../rest/http-errors';

/**
 * Refuses request targets in absolute form (`GET http://other.example/recipes/3`): this site is no proxy, and such
 * a target would otherwise be rendered, cached and linked under a host it never had. Origin form only (and `*`).
 */
export function originFormOnly(req: Request, res: Response, next: NextFunction): void {
  if (req.url.startsWith('/') || req.url === '*') return next();
  sendError(res, 400, 'Requisição inválida.');
}
