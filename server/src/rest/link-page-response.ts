import type { Request, Response } from 'express';
import { stringQuery } from './facade';

/** A link's token: from its query string (the mailed URL, the page's form, RFC 8058 one-click). */
export const linkToken = (req: Request) => ({ token: stringQuery(req, 'token') ?? '' });

/** Sends the page a mailed link opens: one reader's page, never cached or indexed, never a referrer to anywhere. */
export function sendLinkPage(res: Response, status: number, body: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store').setHeader('Referrer-Policy', 'no-referrer');
  res.send(body);
}
