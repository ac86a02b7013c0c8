import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { Readable } from 'node:stream';
import { createSecureContext as tlsContext } from 'node:tls';
import zlib from 'node:zlib';
import { ErrorCode } from '../../../shared/errors';
import { isPublicAddress } from './address-policy';
import {
  badCertificate,
  badStatus,
  cannotConnect,
  connectionLost,
  hostNotFound,
  internalAddress,
  invalidRedirect,
  invalidUrl,
  readTextBody,
  safeFetch,
  timedOut,
  tooLarge,
  tooManyRedirects,
  unreadableBody,
  type SafeFetchOptions,
} from './safe-fetch';

// Every server listens on 127.0.0.1 (port 0); made-up host names resolve through a stubbed lookup. Nothing here
// reaches the network: refused addresses (10.0.0.1, 93.184.216.34) are refused before any connection.

const MB = 1024 * 1024;

/** A self-signed certificate for receitas.test (valid until 2125), trusted by nobody: for the TLS tests only. */
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQguV4YSmUTp2NrQMcI
AzFFo1vbzh8joGdW835YRz1e1YOhRANCAAQdT7RpvlzOXUSSQMhw3MqYGOlRtrxL
eOdIsEdGq6Ckn7gwlD+GaQEDcyqgAqhPOlv2XfDEaP4MmqaH/mfHwmL8
-----END PRIVATE KEY-----`;
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBojCCAUegAwIBAgIUQ34wU1xD/4qWLg+qrJyvtbPPh8gwCgYIKoZIzj0EAwIw
GDEWMBQGA1UEAwwNcmVjZWl0YXMudGVzdDAgFw0yNjExMjkxNzAwNDhaGA8yMTI2
MTEwNTE3MDA0OFowGDEWMBQGA1UEAwwNcmVjZWl0YXMudGVzdDBZMBMGByqGSM49
AgEGCCqGSM49AwEHA0IABB1PtGm+XM5dRJJAyHDcypgY6VG2vEt450iwR0aroKSf
uDCUP4ZpAQNzKqACqE86W/Zd8MRo/gyapof+Z8fCYvyjbTBrMB0GA1UdDgQWBBTX
NMrR4fPkRD9H5x1HGkh7AOaz7jAfBgNVHSMEGDAWgBTXNMrR4fPkRD9H5x1HGkh7
AOaz7jAPBgNVHRMBAf8EBTADAQH/MBgGA1UdEQQRMA+CDXJlY2VpdGFzLnRlc3Qw
CgYIKoZIzj0EAwIDSQAwRgIhAPVZrzifgvbIJ3a6XltedFg18okmlTwvMlRg7IuW
dyjwAiEAwqTiNmsQnxKbQQu5aL29Jnt0mlWmTadHB9kLSauK/BA=
-----END CERTIFICATE-----`;

interface TestServer {
  port: number;
  origin: string;
  /** every request received, in order */
  requests: http.IncomingMessage[];
  /** TCP connections accepted */
  connections: number;
  /** sockets still open on the server's side */
  open: Set<Socket>;
}

const servers: (http.Server | https.Server)[] = [];

/** A server on 127.0.0.1, plain HTTP unless given TLS options. */
async function serve(
  handler: (req: http.IncomingMessage, res: http.ServerResponse, server: TestServer) => void,
  tls?: https.ServerOptions,
) {
  const server = tls ? https.createServer(tls) : http.createServer();
  const state: TestServer = { port: 0, origin: '', requests: [], connections: 0, open: new Set() };
  server.on('connection', (socket: Socket) => {
    state.connections++;
    state.open.add(socket);
    socket.on('close', () => state.open.delete(socket));
  });
  server.on('request', (req, res) => {
    state.requests.push(req);
    handler(req, res, state);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  state.port = (server.address() as AddressInfo).port;
  state.origin = `${tls ? 'https' : 'http'}://127.0.0.1:${state.port}`;
  return state;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** Resolves once the server has no open socket left (the fetcher closed its side); a socket still open after 20 s (a busy machine takes far less) is a leak. */
async function allClosed(server: TestServer): Promise<void> {
  const started = Date.now();
  while (server.open.size) {
    if (Date.now() - started > 20_000) throw new Error(`${server.open.size} socket(s) still open`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The options of a fetch from the local servers: loopback allowed, short deadline. */
const local = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  maxBytes: MB,
  timeoutMs: 5000,
  allowPrivateNetworks: true,
  ...extra,
});

/** A resolver for made-up names; anything else does not exist. */
function stubLookup(names: Record<string, string[]>) {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, calls };
}

/** The fetch fails with this AppError (same code, message and field). */
async function expectFailure(promise: Promise<unknown>, expected: { code: ErrorCode; message: string }) {
  await expect(promise).rejects.toMatchObject({ code: expected.code, message: expected.message, field: 'url' });
}

const ok =
  (body: string | Buffer, headers: http.OutgoingHttpHeaders = {}) =>
  (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };

describe('messages', () => {
  it('speak to the admin in Portuguese, with the actual numbers', () => {
    expect(invalidUrl().message).toBe('Informe um endereço http:// ou https:// válido.');
    expect(internalAddress().message).toBe('Este endereço aponta para uma rede interna e não pode ser importado.');
    expect(tooManyRedirects(5).message).toBe('A página redirecionou mais de 5 vezes.');
    expect(tooManyRedirects(1).message).toBe('A página redirecionou mais de 1 vez.');
    expect(timedOut(10_000).message).toBe('A página demorou mais de 10 segundos para responder.');
    expect(timedOut(300).message).toBe('A página demorou mais de 0,3 segundo para responder.');
    expect(badStatus(404).message).toBe('A página respondeu com o status 404.');
    expect(hostNotFound('exemplo.com').message).toBe('Não foi possível encontrar o site exemplo.com.');
    expect(cannotConnect('exemplo.com').message).toBe('Não foi possível conectar ao site exemplo.com.');
    expect(tooLarge(5 * MB).message).toBe('A página tem mais de 5 MB.');
    expect(tooLarge(15 * MB).message).toBe('A página tem mais de 15 MB.');
    expect(tooLarge(1.5 * MB).message).toBe('A página tem mais de 1,5 MB.');
    expect(tooLarge(5 * MB).code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    expect(internalAddress()).toMatchObject({ code: ErrorCode.BAD_USER_INPUT, field: 'url' });
    expect(badStatus(500)).toMatchObject({ code: ErrorCode.UNPROCESSABLE, field: 'url' });
  });
});

describe('safeFetch', () => {
  it('fetches a page, sending the Host, User-Agent, Accept and Accept-Encoding headers', async () => {
    const server = await serve(ok('<h1>Bolo de fubá</h1>'));
    const result = await safeFetch(`${server.origin}/receita?id=1#modo`, local({ accept: 'text/html' }));
    expect(result).toEqual({
      url: `${server.origin}/receita?id=1#modo`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from('<h1>Bolo de fubá</h1>'),
    });
    const [req] = server.requests;
    expect(req.url).toBe('/receita?id=1');
    expect(req.headers.host).toBe(`127.0.0.1:${server.port}`);
    expect(req.headers['user-agent']).toMatch(/^ReceitasImporter\/1\.0/);
    expect(req.headers.accept).toBe('text/html');
    expect(req.headers['accept-encoding']).toBe('gzip, deflate, br');
    await allClosed(server);
  });

  it.each([
    ['gzip', zlib.gzipSync],
    ['x-gzip', zlib.gzipSync],
    ['deflate', zlib.deflateSync],
    ['br', zlib.brotliCompressSync],
  ])('decodes a %s body', async (coding, compress) => {
    const html = '<p>Misture a farinha com os ovos.</p>'.repeat(100);
    const server = await serve(ok(compress(Buffer.from(html)), { 'Content-Encoding': coding }));
    const result = await safeFetch(server.origin, local());
    expect(result.body.toString()).toBe(html);
  });

  it('follows a chain of 5 redirects', async () => {
    const server = await serve((req, res) => {
      const left = Number(req.url!.split('/')[2]);
      if (left > 0) res.writeHead(302, { Location: `/r/${left - 1}` }).end();
      else ok('fim')(req, res);
    });
    const result = await safeFetch(`${server.origin}/r/5`, local());
    expect(result.url).toBe(`${server.origin}/r/0`);
    expect(result.body.toString()).toBe('fim');
    expect(server.requests).toHaveLength(6);
    await allClosed(server);
  });

  it('refuses a 6th redirect without following it', async () => {
    const server = await serve((req, res) => {
      const left = Number(req.url!.split('/')[2]);
      if (left > 0) res.writeHead(301, { Location: `/r/${left - 1}` }).end();
      else ok('fim')(req, res);
    });
    await expectFailure(safeFetch(`${server.origin}/r/6`, local()), tooManyRedirects(5));
    expect(server.requests).toHaveLength(6);
    await expectFailure(safeFetch(`${server.origin}/r/2`, local({ maxRedirects: 1 })), tooManyRedirects(1));
  });

  it.each([301, 302, 303, 307, 308])('follows a %i redirect with a GET', async (status) => {
    const server = await serve((req, res) => {
      if (req.url === '/antes') res.writeHead(status, { Location: '/depois' }).end();
      else ok(`${req.method} ${req.url}`)(req, res);
    });
    const result = await safeFetch(`${server.origin}/antes`, local());
    expect(result.body.toString()).toBe('GET /depois');
  });

  it('resolves relative redirects against the current URL', async () => {
    const server = await serve((req, res) => {
      const next: Record<string, string> = {
        '/blog/receitas/bolo': 'pudim?v=2', // same folder
        '/blog/receitas/pudim?v=2': '../doces/', // one folder up
        '/blog/doces/': `//127.0.0.1:${server.port}/fim`, // scheme-relative
      };
      if (next[req.url!]) res.writeHead(302, { Location: next[req.url!] }).end();
      else ok(req.url!)(req, res);
    });
    const result = await safeFetch(`${server.origin}/blog/receitas/bolo`, local());
    expect(result.url).toBe(`${server.origin}/fim`);
    expect(server.requests.map((req) => req.url)).toEqual([
      '/blog/receitas/bolo',
      '/blog/receitas/pudim?v=2',
      '/blog/doces/',
      '/fim',
    ]);
  });

  it('times out on a server that never answers, and closes the socket', async () => {
    const server = await serve(() => {});
    await expectFailure(safeFetch(server.origin, local({ timeoutMs: 300 })), timedOut(300));
    expect(server.requests).toHaveLength(1);
    await allClosed(server);
  });

  it('times out on a body that stops halfway (one deadline for the whole fetch)', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Length': 1000 });
      res.write('x'.repeat(100));
    });
    await expectFailure(safeFetch(server.origin, local({ timeoutMs: 300 })), timedOut(300));
    await allClosed(server);
  });

  it('refuses a declared Content-Length above the limit before reading the body', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Length': 2 * MB });
      res.write('x'); // and nothing more: the fetch must not wait for the rest
    });
    await expectFailure(safeFetch(server.origin, local()), tooLarge(MB));
    await allClosed(server);
  });

  it('stops a streamed body at the limit', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200); // chunked: no length declared
      const chunk = Buffer.alloc(64 * 1024, 'a');
      for (let i = 0; i < 32; i++) res.write(chunk); // 2 MB
      res.end();
    });
    await expectFailure(safeFetch(server.origin, local()), tooLarge(MB));
    // just under the limit passes
    const exact = await serve(ok(Buffer.alloc(MB, 'a')));
    expect((await safeFetch(exact.origin, local())).body).toHaveLength(MB);
  });

  it('stops a gzip bomb at the decoded limit', async () => {
    // 20 MB of zeros in about 20 KB: small on the wire, large once decoded
    const bomb = zlib.gzipSync(Buffer.alloc(20 * MB));
    expect(bomb.length).toBeLessThan(MB);
    const server = await serve(ok(bomb, { 'Content-Encoding': 'gzip', 'Content-Length': bomb.length }));
    await expectFailure(safeFetch(server.origin, local()), tooLarge(MB));
    await allClosed(server);
  });

  it('stops an endless gzip stream at the limit, long before the deadline', async () => {
    let sourceClosed = false;
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Encoding': 'gzip' });
      const zeros = new Readable({
        read() {
          this.push(Buffer.alloc(64 * 1024));
        },
      });
      zeros.on('close', () => (sourceClosed = true));
      zeros.pipe(zlib.createGzip()).pipe(res);
      res.on('close', () => zeros.destroy());
    });
    // the size limit stops it (the answer would be the deadline's otherwise)
    await expectFailure(safeFetch(server.origin, local({ timeoutMs: 10_000 })), tooLarge(MB));
    await allClosed(server);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sourceClosed).toBe(true);
  });

  it('fails on a 404 and on other non-2xx answers', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/sem-location') res.writeHead(302).end();
      else res.writeHead(req.url === '/erro' ? 500 : 404, { 'Content-Type': 'text/html' }).end('Não encontrada');
    });
    await expectFailure(safeFetch(`${server.origin}/receita`, local()), badStatus(404));
    await expectFailure(safeFetch(`${server.origin}/erro`, local()), badStatus(500));
    await expectFailure(safeFetch(`${server.origin}/sem-location`, local()), badStatus(302));
    await allClosed(server);
  });

  it('decodes a windows-1252 page', async () => {
    // "Pão de açúcar — “doce”" in windows-1252: the dash and the curly quotes are outside latin1
    const bytes = Buffer.concat([
      Buffer.from('<p>Pão de açúcar ', 'latin1'),
      Buffer.from([0x97, 0x20, 0x93]),
      Buffer.from('doce', 'latin1'),
      Buffer.from([0x94]),
      Buffer.from('</p>', 'latin1'),
    ]);
    const server = await serve(ok(bytes, { 'Content-Type': 'text/html; charset=windows-1252' }));
    const result = await safeFetch(server.origin, local());
    expect(readTextBody(result)).toBe('<p>Pão de açúcar — “doce”</p>');
  });

  it('reaches a host name at the address its lookup gave, keeping the name in the Host header', async () => {
    const server = await serve(ok('ok'));
    const { lookup, calls } = stubLookup({ 'receitas.test': ['127.0.0.1'] });
    // the name exists only in the stub: a second lookup by Node itself would fail
    const result = await safeFetch(`http://receitas.test:${server.port}/bolo`, local({ lookup }));
    expect(result.url).toBe(`http://receitas.test:${server.port}/bolo`);
    expect(server.requests[0].headers.host).toBe(`receitas.test:${server.port}`);
    expect(calls).toEqual(['receitas.test']);
  });

  it('tries the next address when one refuses the connection', async () => {
    const server = await serve(ok('ok'));
    // nothing listens on 127.0.0.2 (the server is bound to 127.0.0.1)
    const { lookup } = stubLookup({ 'receitas.test': ['127.0.0.2', '127.0.0.1'] });
    const result = await safeFetch(`http://receitas.test:${server.port}/`, local({ lookup }));
    expect(result.body.toString()).toBe('ok');
  });

  it('reports a host name that does not resolve', async () => {
    const { lookup } = stubLookup({ 'vazio.test': [] });
    await expectFailure(safeFetch('http://nao-existe.test/', local({ lookup })), hostNotFound('nao-existe.test'));
    await expectFailure(safeFetch('http://vazio.test/', local({ lookup })), hostNotFound('vazio.test'));
    // the admin reads the name as typed, accents and all
    await expectFailure(safeFetch('http://açaí.test/', local({ lookup })), hostNotFound('açaí.test'));
  });

  it('reports a refused connection', async () => {
    const server = await serve(ok('ok'));
    const { port } = server;
    await new Promise((resolve) => servers.pop()!.close(resolve));
    await expectFailure(safeFetch(`http://127.0.0.1:${port}/`, local()), cannotConnect('127.0.0.1'));
  });

  it('reports a connection cut before the end of the body', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Length': 1000 });
      res.write('x'.repeat(100), () => res.socket!.destroy());
    });
    await expectFailure(safeFetch(server.origin, local()), connectionLost('127.0.0.1'));
  });

  it('reports a body that cannot be decoded', async () => {
    const server = await serve(ok('isto não é gzip', { 'Content-Encoding': 'gzip' }));
    await expectFailure(safeFetch(server.origin, local()), unreadableBody('127.0.0.1'));
    const unknown = await serve(ok('abc', { 'Content-Encoding': 'zstd' }));
    await expectFailure(safeFetch(unknown.origin, local()), unreadableBody('127.0.0.1'));
  });

  it('sends the host name as TLS server name, and refuses a certificate it cannot verify', async () => {
    const names: string[] = [];
    const server = await serve(ok('segredo'), {
      key: TEST_KEY,
      cert: TEST_CERT,
      SNICallback: (name, callback) => {
        names.push(name);
        callback(null, tlsContext({ key: TEST_KEY, cert: TEST_CERT }));
      },
    });
    const { lookup } = stubLookup({ 'receitas.test': ['127.0.0.1'] });
    await expectFailure(
      safeFetch(`https://receitas.test:${server.port}/`, local({ lookup })),
      badCertificate('receitas.test'),
    );
    expect(names).toEqual(['receitas.test']);
    // an address is no server name: none is sent, and the certificate is checked against the address
    await expectFailure(safeFetch(server.origin, local()), badCertificate('127.0.0.1'));
    expect(names).toEqual(['receitas.test']);
    expect(server.requests).toHaveLength(0);
    await allClosed(server);
  });

  it("fails with the caller's reason when the caller cancels, and closes the socket", async () => {
    const server = await serve(() => {});
    const controller = new AbortController();
    const reason = new Error('cancelado');
    setTimeout(() => controller.abort(reason), 50);
    await expect(safeFetch(server.origin, local({ signal: controller.signal }))).rejects.toBe(reason);
    await allClosed(server);
    const aborted = AbortSignal.abort(reason);
    await expect(safeFetch(server.origin, local({ signal: aborted }))).rejects.toBe(reason);
  });
});

describe('safeFetch refusals', () => {
  it.each(['ftp://example.com/receita', 'file:///etc/passwd', 'data:text/html,<h1>oi</h1>', 'javascript:alert(1)'])(
    'refuses %s',
    async (url) => {
      await expectFailure(safeFetch(url, { maxBytes: MB }), invalidUrl());
    },
  );

  it.each(['', 'receita de bolo', 'http://', 'http:// exemplo.com/', '//exemplo.com/bolo'])(
    'refuses the malformed %j',
    async (url) => {
      await expectFailure(safeFetch(url, { maxBytes: MB }), invalidUrl());
    },
  );

  it('refuses credentials in the URL without connecting', async () => {
    const server = await serve(ok('ok'));
    for (const url of [
      `http://user:pw@127.0.0.1:${server.port}/`,
      `http://user@127.0.0.1:${server.port}/`,
      `http://:pw@127.0.0.1:${server.port}/`,
    ]) {
      await expectFailure(safeFetch(url, local()), invalidUrl());
    }
    expect(server.connections).toBe(0);
  });

  it('refuses loopback, in every spelling, without connecting', async () => {
    const server = await serve(ok('ok'));
    for (const host of [
      '127.0.0.1',
      '2130706433', // decimal
      '0x7f.1', // hex, short form
      '0177.0.0.1', // octal
      '127.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::127.0.0.1]',
      '0.0.0.0',
    ]) {
      await expectFailure(safeFetch(`http://${host}:${server.port}/`, { maxBytes: MB }), internalAddress());
    }
    expect(server.connections).toBe(0);
  });

  it('refuses a host name when any of its addresses is internal, before connecting', async () => {
    const server = await serve(ok('ok'));
    const { lookup } = stubLookup({
      'localhost.test': ['127.0.0.1'],
      'metadados.test': ['169.254.169.254'],
      'misto.test': ['93.184.216.34', '10.0.0.1'],
      'mapeado.test': ['::ffff:192.168.0.1'],
    });
    for (const host of ['localhost.test', 'metadados.test', 'misto.test', 'mapeado.test']) {
      await expectFailure(safeFetch(`http://${host}:${server.port}/`, { maxBytes: MB, lookup }), internalAddress());
    }
    expect(server.connections).toBe(0);
  });

  describe('on redirects (127.0.0.1 allowed for the first hop, the rest judged by the policy)', () => {
    const onlyLoopbackServer = (ip: string) => ip === '127.0.0.1' || isPublicAddress(ip);

    it.each([
      'http://10.0.0.1/',
      'http://192.168.0.1:8080/admin',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::1]/',
      'http://interna.test/',
      'http://167772161/', // 10.0.0.1 in decimal
      'http://0xa.1/', // 10.0.0.1 in hex
    ])('refuses a redirect to %s before connecting', async (target) => {
      const server = await serve((_req, res) => {
        res.writeHead(302, { Location: target }).end();
      });
      const { lookup } = stubLookup({ 'interna.test': ['10.1.2.3'] });
      // refused before any connection: an attempt to 10.0.0.1 would end in the deadline's or a connection's error
      await expectFailure(
        safeFetch(server.origin, { maxBytes: MB, timeoutMs: 5000, isAllowedAddress: onlyLoopbackServer, lookup }),
        internalAddress(),
      );
      expect(server.requests).toHaveLength(1);
    });

    it('refuses a redirect back to a loopback port in another spelling', async () => {
      const server = await serve((req, res) => {
        if (req.url === '/') res.writeHead(302, { Location: `http://[::ffff:127.0.0.1]:${server.port}/x` }).end();
        else ok('interno')(req, res);
      });
      await expectFailure(
        safeFetch(server.origin, { maxBytes: MB, isAllowedAddress: onlyLoopbackServer }),
        internalAddress(),
      );
      expect(server.requests).toHaveLength(1);
    });

    it('refuses a redirect to another scheme', async () => {
      const server = await serve((req, res) => {
        if (req.url === '/ftp') res.writeHead(301, { Location: 'ftp://127.0.0.1/receita' }).end();
        else if (req.url === '/file') res.writeHead(301, { Location: 'file:///etc/passwd' }).end();
        else res.writeHead(301, { Location: `http://user:pw@127.0.0.1:${server.port}/` }).end();
      });
      for (const path of ['/ftp', '/file', '/credenciais']) {
        await expectFailure(safeFetch(server.origin + path, local()), invalidRedirect());
      }
      expect(server.requests).toHaveLength(3);
    });
  });
});

describe('readTextBody', () => {
  const latin1Page = (head: string) =>
    Buffer.from(`<html><head>${head}</head><body>Feijão à moda</body></html>`, 'latin1');

  it('reads the charset of the Content-Type', () => {
    const body = latin1Page('');
    expect(readTextBody({ contentType: 'text/html; charset=ISO-8859-1', body })).toContain('Feijão à moda');
    expect(readTextBody({ contentType: 'text/html;charset="latin1"', body })).toContain('Feijão à moda');
  });

  it('reads <meta charset> and <meta http-equiv> in the first 2 KB', () => {
    expect(readTextBody({ contentType: 'text/html', body: latin1Page('<meta charset="iso-8859-1">') })).toContain(
      'Feijão à moda',
    );
    const httpEquiv = latin1Page('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252" />');
    expect(readTextBody({ contentType: null, body: httpEquiv })).toContain('Feijão à moda');
    // past the first 2 KB the declaration is not seen; undeclared invalid UTF-8 still reads as windows-1252
    const late = Buffer.concat([Buffer.from(' '.repeat(3000)), latin1Page('<meta charset="utf-8">')]);
    expect(readTextBody({ contentType: null, body: late })).toContain('Feijão à moda');
  });

  it('prefers the Content-Type over <meta>, and a byte-order mark over both', () => {
    const utf8 = Buffer.from('<meta charset="windows-1252"><p>Feijão</p>');
    expect(readTextBody({ contentType: 'text/html; charset=utf-8', body: utf8 })).toContain('Feijão');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    expect(readTextBody({ contentType: 'text/html; charset=windows-1252', body: withBom })).toBe(
      '<meta charset="windows-1252"><p>Feijão</p>',
    );
  });

  it('defaults to UTF-8, and to windows-1252 when the bytes are not UTF-8', () => {
    expect(readTextBody({ contentType: 'text/html', body: Buffer.from('<p>Feijão</p>') })).toBe('<p>Feijão</p>');
    expect(readTextBody({ contentType: 'text/html', body: Buffer.from('<p>Feijão</p>', 'latin1') })).toBe(
      '<p>Feijão</p>',
    );
    // an unknown label counts as none
    expect(readTextBody({ contentType: 'text/html; charset=klingon', body: Buffer.from('Feijão') })).toBe('Feijão');
  });

  it('maps windows-1252 0x80–0x9F as browsers do', () => {
    const body = Buffer.from([0x80, 0x81, 0x8a, 0x91, 0x92, 0x96, 0x97, 0x99, 0x9f, 0xe3]);
    const text = readTextBody({ contentType: 'text/plain; charset=iso-8859-1', body });
    expect([...text].map((c) => c.codePointAt(0))).toEqual([
      0x20ac, 0x81, 0x160, 0x2018, 0x2019, 0x2013, 0x2014, 0x2122, 0x178, 0xe3,
    ]);
  });

  it('reads a <meta> that claims UTF-16 as UTF-8', () => {
    const body = Buffer.from('<meta charset="utf-16"><p>Feijão</p>');
    expect(readTextBody({ contentType: null, body })).toBe('<meta charset="utf-16"><p>Feijão</p>');
  });
});
