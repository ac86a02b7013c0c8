import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * Who a request comes from, as Express's `req.ip` reads it with `trust proxy` set to a number of hops (TRUST_PROXY):
 * the address that many proxies back along X-Forwarded-For, or the connection's own address. For the requests
 * answered before the Express app (page-cache hits), so they are counted against the same address.
 */
export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  return proxyaddr(req, (_address, hop) => hop < trustedHops);
}
