import type { NextFunction, Request, Response } from 'express';
import type { RequestContext } from '../graphql/context';
import { toClientError } from '../graphql/errors';
import { checkAuthorized } from '../graphql/schema';
import { httpStatusOf, refuseUnreadBody } from '../rest/http-errors';

/**
 * GraphQL multipart requests (file uploads; every Upload argument is admin-only, see media.resolver.ts) are
 * checked from their headers, before graphql-upload reads the body: strangers get 401, other roles 403, at once.
 */
export function multipartFromAdminsOnly(contextOf: (req: Request) => Promise<RequestContext>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    try {
      checkAuthorized(await contextOf(req), ['ADMIN']);
      next();
    } catch (err) {
      const client = toClientError(err);
      if (client.internal) return next(err);
      refuseUnreadBody(res);
      res
        .status(httpStatusOf(client.code))
        .json({ errors: [{ message: client.message, extensions: { code: client.code } }] });
    }
  };
}
