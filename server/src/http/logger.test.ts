import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { accessLogger, requestLog } from './logger';

/** A site behind the access logger, whose log lines land in `lines`. */
async function loggedSite(): Promise<{ url: string; lines: Record<string, any>[]; close: () => void }> {
  const lines: Record<string, any>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(accessLogger(pino({ base: undefined }, sink)));
  app.get('/recipes/1', (_req, res) => {
    res.set({ 'X-Page-Cache': 'HIT', 'Content-Security-Policy': "default-src 'self'" }).send('<p>pão de queijo</p>');
  });
  app.get('/quebrado', (_req, res) => {
    res.status(503).send('fora do ar');
  });
  app.get('/falhou', (req, res) => {
    requestLog(req)?.warn({ motivo: 'teste' }, 'handler note');
    res.status(500).send('erro');
  });
  app.get('/healthz', (_req, res) => {
    res.send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, lines, close: () => server.close() };
}

const waitFor = async (lines: unknown[], count: number) => {
  for (let i = 0; i < 100 && lines.length < count; i++) await new Promise((r) => setTimeout(r, 10));
};

describe('access log', () => {
  it('one short line per request: who asked for what and the answer, never the credentials nor other headers', async () => {
    const site = await loggedSite();
    try {
      const res = await fetch(`${site.url}/recipes/1`, {
        headers: {
          authorization: 'Bearer segredo.do.admin',
          cookie: 'sessao=segredo',
          'user-agent': 'Mozilla/5.0 (Android 13)',
          referer: 'https://www.google.com/',
          'x-request-id': 'pedido-12345678',
          'x-forwarded-for': '203.0.113.9',
        },
      });
      expect(res.headers.get('x-request-id')).toBe('pedido-12345678');
      await waitFor(site.lines, 1);
      const [line] = site.lines;
      expect(line.req).toEqual({
        id: 'pedido-12345678',
        method: 'GET',
        url: '/recipes/1',
        remoteAddress: '203.0.113.9',
        userAgent: 'Mozilla/5.0 (Android 13)',
        referer: 'https://www.google.com/',
      });
      expect(line.res).toEqual({ statusCode: 200, contentLength: '21', pageCache: 'HIT' });
      expect(typeof line.responseTime).toBe('number');
      const text = JSON.stringify(line);
      expect(text).not.toContain('segredo');
      expect(text).not.toContain('default-src');
      expect(text.length).toBeLessThan(500);
    } finally {
      site.close();
    }
  });

  it('a 503 is logged without a made-up error; health checks are not logged', async () => {
    const site = await loggedSite();
    try {
      await fetch(`${site.url}/healthz`);
      await fetch(`${site.url}/quebrado`);
      await waitFor(site.lines, 1);
      expect(site.lines).toHaveLength(1);
      expect(site.lines[0].res.statusCode).toBe(503);
      expect(site.lines[0].err).toBeUndefined();
    } finally {
      site.close();
    }
  });

  it("a 5xx is an info line (the failure logs its error once); a handler's own lines carry the request", async () => {
    const site = await loggedSite();
    try {
      const res = await fetch(`${site.url}/falhou`, { headers: { 'x-request-id': 'pedido-87654321' } });
      expect(res.status).toBe(500);
      await waitFor(site.lines, 2);
      const [note, line] = site.lines;
      expect(note).toMatchObject({ level: 40, msg: 'handler note', motivo: 'teste' });
      expect(note.req).toMatchObject({ id: 'pedido-87654321', method: 'GET', url: '/falhou' });
      expect(line).toMatchObject({ level: 30, msg: 'request errored', res: { statusCode: 500 } });
      expect(line.req.id).toBe('pedido-87654321');
    } finally {
      site.close();
    }
  });
});
