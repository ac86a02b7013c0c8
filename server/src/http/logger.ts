import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password'], censor: '[redacted]' },
  });
}

type LoggedRequest = IncomingMessage & { id?: unknown; ip?: string; originalUrl?: string };

/**
 * A request as its access log line shows it: who asked for what, from where. No other header: a line per request
 * stays short (it was 1.5 KB with every request and response header), and credentials never reach the log.
 */
export function requestLogFields(req: LoggedRequest) {
  return {
    id: req.id,
    method: req.method,
    url: req.originalUrl ?? req.url,
    // Express's address: the client's, through the configured proxies (TRUST_PROXY)
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    userAgent: req.headers['user-agent'],
    referer: req.headers.referer,
  };
}

/** An answer as its access log line shows it: the status, its size and, for a page, the page cache's verdict. */
export function responseLogFields(res: ServerResponse) {
  return {
    statusCode: res.statusCode,
    contentLength: res.getHeader('content-length'),
    pageCache: res.getHeader('x-page-cache'),
  };
}

/**
 * One line per answered request (health checks aside), with its request id (the client's X-Request-Id when it is a
 * plausible one, else a new one, sent back either way).
 */
export function accessLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = String(req.headers['x-request-id'] ?? '');
      const id = /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    // The raw request and answer go to the lean fields above, not through the standard serializers that copy every
    // header.
    wrapSerializers: false,
    serializers: { req: requestLogFields, res: responseLogFields, err: pino.stdSerializers.err },
    // pino-http logs every 5xx with a made-up error and its stack; a 503 is the expected answer during an outage
    // (the database monitor logs it once), so its line keeps only the request and the status.
    customErrorObject: (_req, res, _err, value: Record<string, unknown>) => {
      if (res.statusCode !== 503) return value;
      const { err: _synthetic, ...rest } = value;
      return rest;
    },
  });
}
