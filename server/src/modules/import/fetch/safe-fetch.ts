import dns, { type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { domainToUnicode } from 'node:url';
import zlib from 'node:zlib';
import { AppError, badInput, ErrorCode, unprocessable } from '../../../shared/errors';
import { isPublicAddress, unbracket } from './address-policy';

/**
 * Fetches what an admin asked the importer to read (a recipe page, a sitemap, an image) without letting the URL
 * reach the server's own network (SSRF): every host name is resolved here, every address it resolves to is judged
 * by address-policy.ts, and the connection goes to the address judged (no second lookup, so no DNS rebinding).
 * Redirects are followed by hand, each new URL judged the same way before anything is sent to it.
 */

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_USER_AGENT = 'ReceitasImporter/1.0 (+https://github.com/receitas)';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** No real server stacks more content codings than this; each one multiplies what a small body may become. */
const MAX_CONTENT_CODINGS = 2;
/** Connection failures that leave the other addresses of a host worth a try. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'EAFNOSUPPORT']);
/** Failures of the connection while the body arrives (as opposed to a body that cannot be decoded). */
const CONNECTION_LOST = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ERR_STREAM_PREMATURE_CLOSE']);

export interface SafeFetchOptions {
  /** body limit, counted on the decoded bytes (gzip, deflate and br are decompressed) */
  maxBytes: number;
  /** one deadline for the whole fetch: DNS, connections, redirects and body (default 10 s) */
  timeoutMs?: number;
  /** default 5 */
  maxRedirects?: number;
  /** the Accept header (default any type) */
  accept?: string;
  /** skips the address policy: tests, intranet deployments (default false) */
  allowPrivateNetworks?: boolean;
  /** the caller's cancellation: the fetch fails with the signal's reason */
  signal?: AbortSignal;
  userAgent?: string;
  /**
   * Replaces the address policy (isPublicAddress, or anything with allowPrivateNetworks); every address a host
   * resolves to, the literal ones included, must pass it. Tests allow 127.0.0.1 alone with it.
   */
  isAllowedAddress?: (ip: string) => boolean;
  /** Resolves a host name to all its addresses (default: the system resolver). Tests map made-up names with it. */
  lookup?: (hostname: string) => Promise<LookupAddress[]>;
}

export interface SafeFetchResult {
  /** the final URL, after redirects */
  url: string;
  status: number;
  contentType: string | null;
  /** decoded (decompressed) */
  body: Buffer;
}

// What the admin sees (field 'url'). The messages name the site as the admin knows it (accents, no punycode).

/** Not an http(s) URL, or one that carries a user name or password. */
export const invalidUrl = () => badInput('url', 'Informe um endereço http:// ou https:// válido.');
/** The URL, a redirect or a DNS answer names an address outside the public Internet. */
export const internalAddress = () =>
  badInput('url', 'Este endereço aponta para uma rede interna e não pode ser importado.');
export const invalidRedirect = () => unprocessable('A página redirecionou para um endereço inválido.', 'url');
export const tooManyRedirects = (max: number) =>
  unprocessable(
    max === 0
      ? 'A página redirecionou para outro endereço.'
      : `A página redirecionou mais de ${max} ${max === 1 ? 'vez' : 'vezes'}.`,
    'url',
  );
export const timedOut = (timeoutMs: number) =>
  unprocessable(`A página demorou mais de ${formatSeconds(timeoutMs)} para responder.`, 'url');
export const badStatus = (status: number) => unprocessable(`A página respondeu com o status ${status}.`, 'url');
export const hostNotFound = (host: string) => unprocessable(`Não foi possível encontrar o site ${host}.`, 'url');
export const cannotConnect = (host: string) => unprocessable(`Não foi possível conectar ao site ${host}.`, 'url');
export const badCertificate = (host: string) =>
  unprocessable(`O certificado de segurança do site ${host} não é válido.`, 'url');
export const connectionLost = (host: string) =>
  unprocessable(`A conexão com o site ${host} caiu antes do fim da página.`, 'url');
export const unreadableBody = (host: string) =>
  unprocessable(`Não foi possível ler a resposta do site ${host}.`, 'url');
export const tooLarge = (maxBytes: number) =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `A página tem mais de ${formatSize(maxBytes)}.`, 'url');

/** 10 000 → '10 segundos', 300 → '0,3 segundo' (Portuguese keeps the singular below 2). */
function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${seconds < 2 ? 'segundo' : 'segundos'}`;
}

/** 5 MiB → '5 MB', 1.5 MiB → '1,5 MB'; below a megabyte in KB (tests use small limits). */
function formatSize(bytes: number): string {
  const [amount, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  return `${amount.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${unit}`;
}

/** The host as the admin typed it: 'açaí.com.br' rather than 'xn--aa-4iaz.com.br'. */
const siteOf = (url: URL) => domainToUnicode(url.hostname) || url.hostname;

const systemLookup = (hostname: string) =>
  dns.promises.lookup(hostname, { all: true, order: 'verbatim', hints: dns.ADDRCONFIG });

/**
 * GETs the URL, following up to maxRedirects redirects, and returns the decoded body of a 2xx answer. Fails with an
 * AppError (field 'url') for anything else, or with the caller's signal's reason once it aborts.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  let current = parseUrl(url, invalidUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  // The deadline and the caller's cancellation abort the same signal; each step below listens to it.
  const controller = new AbortController();
  const { signal } = controller;
  const timer = setTimeout(() => controller.abort(timedOut(timeoutMs)), timeoutMs);
  const cancel = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (let redirects = 0; ; redirects++) {
      const addresses = await resolveAllowed(current, options, signal);
      const exchange = await connect(current, addresses, options, signal);
      try {
        const { res } = exchange;
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          if (redirects >= maxRedirects) throw tooManyRedirects(maxRedirects);
          current = parseUrl(location, invalidRedirect, current);
          continue;
        }
        if (status < 200 || status > 299) throw badStatus(status);
        const body = await readBody(res, options.maxBytes, current, signal);
        return { url: current.href, status, contentType: res.headers['content-type'] ?? null, body };
      } finally {
        exchange.close();
      }
    }
  } catch (err) {
    // Once the deadline passed or the caller gave up, whatever failed (a reset socket, a lookup) failed for that.
    throw signal.aborted ? signal.reason : err;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/**
 * An absolute http(s) URL without credentials (relative ones are resolved against base: a redirect's Location).
 * The WHATWG parser also turns every spelling of an IPv4 address ('2130706433', '0x7f.1', '0177.0.0.1') into the
 * dotted quad the policy reads.
 */
function parseUrl(text: string, invalid: () => AppError, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    throw invalid();
  }
  const httpLike = url.protocol === 'http:' || url.protocol === 'https:';
  if (!httpLike || url.username || url.password || !url.hostname) throw invalid();
  return url;
}

/** The addresses to connect to, every one allowed: one address that is not refuses the host. */
async function resolveAllowed(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<LookupAddress[]> {
  const hostname = unbracket(url.hostname);
  const family = isIP(hostname);
  let addresses: LookupAddress[];
  if (family) {
    // Node skips the lookup for a literal address: it is judged here like any answer.
    addresses = [{ address: hostname, family }];
  } else {
    try {
      addresses = await abortable((options.lookup ?? systemLookup)(hostname), signal);
    } catch (err) {
      if (signal.aborted) throw err;
      throw hostNotFound(siteOf(url));
    }
    if (!addresses.length) throw hostNotFound(siteOf(url));
  }
  const allowed = options.isAllowedAddress ?? (options.allowPrivateNetworks ? () => true : isPublicAddress);
  if (!addresses.every(({ address }) => allowed(address))) throw internalAddress();
  return addresses;
}

/** Settles with the promise, or rejects with the signal's reason as soon as it aborts (a lookup cannot be stopped). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A response whose headers arrived; close() destroys the request and its socket, whatever state they are in. */
interface Exchange {
  res: IncomingMessage;
  close(): void;
}

/** Sends the request to the resolved addresses in turn, until one answers. */
async function connect(
  url: URL,
  addresses: LookupAddress[],
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<Exchange> {
  for (const [i, { address, family }] of addresses.entries()) {
    try {
      return await send(url, address, family, options, signal);
    } catch (err) {
      if (signal.aborted) throw err;
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (i < addresses.length - 1 && UNREACHABLE.has(code)) continue;
      if (/CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/.test(code)) throw badCertificate(siteOf(url));
      if (code.startsWith('HPE_')) throw unreadableBody(siteOf(url)); // not HTTP
      throw cannotConnect(siteOf(url));
    }
  }
  throw cannotConnect(siteOf(url)); // never reached: there is always one address
}

/**
 * GETs the URL from one checked address. The Host header and the TLS server name (SNI and the certificate check)
 * stay the URL's host name; the socket is never pooled (agent: false, Connection: close).
 */
function send(
  url: URL,
  address: string,
  family: number,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<Exchange> {
  const secure = url.protocol === 'https:';
  const hostname = unbracket(url.hostname);
  const requestOptions: https.RequestOptions = {
    host: address,
    family,
    port: url.port || (secure ? 443 : 80),
    path: url.pathname + url.search,
    method: 'GET',
    agent: false,
    // An IP literal is no server name (SNI refuses it): the certificate is then checked against the address.
    servername: isIP(hostname) ? '' : hostname,
    headers: {
      Host: url.host,
      'User-Agent': options.userAgent ?? DEFAULT_USER_AGENT,
      Accept: options.accept ?? '*/*',
      'Accept-Encoding': 'gzip, deflate, br',
      'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.5',
      Connection: 'close',
    },
  };
  const req = (secure ? https : http).request(requestOptions);
  const onAbort = () => req.destroy(signal.reason);
  const close = () => {
    signal.removeEventListener('abort', onAbort);
    req.destroy();
  };
  return new Promise<Exchange>((resolve, reject) => {
    // Stays attached: a request destroyed after its response must not throw an unhandled 'error'.
    req.on('error', (err) => {
      close();
      reject(err);
    });
    if (signal.aborted) {
      req.destroy(signal.reason);
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('response', (res) => resolve({ res, close }));
    req.end();
  });
}

/**
 * Reads and decodes the body, failing as soon as it passes maxBytes: the declared length first, then the bytes
 * as they arrive and as they are decoded (a few KB of gzip may hold gigabytes: decoding stops at the limit).
 */
async function readBody(res: IncomingMessage, maxBytes: number, url: URL, signal: AbortSignal): Promise<Buffer> {
  if (Number(res.headers['content-length']) > maxBytes) throw tooLarge(maxBytes);
  const decoders = decodersFor(res.headers['content-encoding'], url);
  const chunks: Buffer[] = [];
  let total = 0;
  const collect = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) return callback(tooLarge(maxBytes));
      chunks.push(chunk);
      callback();
    },
  });
  try {
    await pipeline([res, limitBytes(maxBytes), ...decoders, collect], { signal });
  } catch (err) {
    if (err instanceof AppError || signal.aborted) throw err;
    const code = (err as NodeJS.ErrnoException).code ?? '';
    throw CONNECTION_LOST.has(code) ? connectionLost(siteOf(url)) : unreadableBody(siteOf(url));
  }
  return Buffer.concat(chunks, total);
}

/** Counts the bytes as they arrive (before decoding) and fails past the limit. */
function limitBytes(maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) callback(tooLarge(maxBytes));
      else callback(null, chunk);
    },
  });
}

/**
 * The decoders that undo the Content-Encoding, last coding first. A truncated stream yields what it holds, as in
 * browsers (Z_SYNC_FLUSH); an unknown coding cannot be read.
 */
function decodersFor(header: string | undefined, url: URL): Transform[] {
  const codings = (header ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding && coding !== 'identity');
  if (codings.length > MAX_CONTENT_CODINGS) throw unreadableBody(siteOf(url));
  const lenient = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  return codings.reverse().map((coding) => {
    switch (coding) {
      case 'gzip':
      case 'x-gzip':
        return zlib.createGunzip(lenient);
      case 'deflate':
        // zlib-wrapped, as RFC 9110 defines it; Unzip also reads a gzip body labelled deflate
        return zlib.createUnzip(lenient);
      case 'br':
        return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
      default:
        throw unreadableBody(siteOf(url));
    }
  });
}

/** How far into a page a <meta> charset declaration is looked for (the HTML standard's prescan reads 1024 bytes). */
const META_PRESCAN_BYTES = 2048;

/**
 * The body as text, in the page's charset: a byte-order mark, else the Content-Type's charset, else a <meta charset>
 * or <meta http-equiv="Content-Type"> in the first 2 KB. Undeclared, UTF-8 when the bytes are valid UTF-8, else
 * windows-1252 (what browsers in Brazil assume, and what old blogs wrote in). latin1 / iso-8859-1 labels decode as
 * windows-1252, as in browsers.
 */
export function readTextBody(result: Pick<SafeFetchResult, 'contentType' | 'body'>): string {
  const { body } = result;
  const declared =
    charsetOfBom(body) ?? decoderFor(charsetOfContentType(result.contentType)) ?? decoderFor(charsetOfMeta(body));
  if (declared) return declared.encoding === 'windows-1252' ? decodeWindows1252(body) : declared.decode(body);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return decodeWindows1252(body);
  }
}

/** What windows-1252 puts at 0x80–0x9F (the WHATWG index); its five unassigned bytes stay C1 controls. */
const WINDOWS_1252_C1 =
  '\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f' +
  '\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178';

/**
 * windows-1252 (and the latin1 / iso-8859-1 labels, which mean it on the web). Not TextDecoder: since 20.18.3 Node
 * decodes it as ISO-8859-1, so the curly quotes and dashes of old blogs turned into control characters
 * (nodejs/node#56542, #60888).
 */
function decodeWindows1252(body: Buffer): string {
  return body.toString('latin1').replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]);
}

/** A decoder for a charset label; null for an unknown label (read as if nothing were declared). */
function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/** The byte-order mark wins over any declaration (the decoder then drops it). */
function charsetOfBom(body: Buffer): TextDecoder | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return new TextDecoder('utf-8');
  if (body[0] === 0xfe && body[1] === 0xff) return decoderFor('utf-16be');
  if (body[0] === 0xff && body[1] === 0xfe) return new TextDecoder('utf-16le');
  return null;
}

function charsetOfContentType(contentType: string | null): string | null {
  return /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType ?? '')?.[1] ?? null;
}

/** <meta charset="x"> or <meta http-equiv="Content-Type" content="text/html; charset=x">. */
function charsetOfMeta(body: Buffer): string | null {
  const head = body.subarray(0, META_PRESCAN_BYTES).toString('latin1');
  const charset = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([^\s"';/>]+)/i.exec(head)?.[1] ?? null;
  // A page whose <meta> could be read as ASCII is not UTF-16, whatever it says (the HTML standard's rule).
  return charset && /^utf-16/i.test(charset) ? 'utf-8' : charset;
}
