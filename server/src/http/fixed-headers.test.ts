import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { fixedHeaders, securityHeaders } from './fixed-headers';

// fixedHeaders replays what a middleware set once; for the site's security headers that must be exactly what helmet
// itself sets on every kind of request, or a reader's browser would get a weaker policy than the one configured.

const SITES = [
  { development: false, publicUrl: 'http://localhost:3000' },
  { development: false, publicUrl: 'https://receitas.example', mediaUrl: 'https://media.example/bucket' },
  { development: true, publicUrl: 'http://localhost:3000' },
];

const REQUESTS: { method: string; path: string; headers: Record<string, string> }[] = [
  { method: 'GET', path: '/recipes/1', headers: { accept: 'text/html' } },
  { method: 'HEAD', path: '/', headers: {} },
  {
    method: 'POST',
    path: '/api/newsletter?x=1',
    headers: { 'x-forwarded-proto': 'https', origin: 'https://x.example' },
  },
  { method: 'GET', path: '/assets/app.js', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 10)' } },
];

/** The headers an app with this middleware in front answers a request with (the date aside). */
async function headersThrough(middleware: RequestHandler, request: (typeof REQUESTS)[number]) {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.use((_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .request(
          { host: '127.0.0.1', port, method: request.method, path: request.path, headers: request.headers },
          (res) => {
            res.resume();
            const { date: _date, ...headers } = res.headers;
            res.on('end', () => resolve(headers));
          },
        )
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

describe('fixedHeaders(securityHeaders(…))', () => {
  it.each(SITES)('sets exactly the headers helmet sets, on every kind of request (%o)', async (site) => {
    const replayed = fixedHeaders(securityHeaders(site));
    for (const request of REQUESTS) {
      const expected = await headersThrough(securityHeaders(site), request);
      expect({ request, headers: await headersThrough(replayed, request) }).toEqual({ request, headers: expected });
    }
  });

  it('carries the policy the site is configured with', async () => {
    const headers = await headersThrough(fixedHeaders(securityHeaders(SITES[1])), REQUESTS[0]);
    expect(headers['content-security-policy']).toContain("img-src 'self' data: https://media.example");
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a middleware that does not pass the request on at once (its headers could depend on the request)', () => {
    const waits: RequestHandler = (_req, _res, next) => void setTimeout(next, 1);
    expect(() => fixedHeaders(waits)).toThrow(/did not pass the request on/);
  });
});
