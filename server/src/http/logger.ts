import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { clientAddress } from './client-address';

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
export function requestLogFields(req: LoggedRequest, trustedHops = 0) {
  return {
    id: req.id,
    method: req.method,
    url: req.originalUrl ?? req.url,
    // Express's address when the app answered, else the same reading of TRUST_PROXY (a page-cache hit: app.ts)
    remoteAddress: req.ip ?? (req.socket ? clientAddress(req, trustedHops) : undefined),
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

declare module 'node:http' {
  interface IncomingMessage {
    /** the request's id: its X-Request-Id when plausible, else a new one (accessLogger) */
    id?: string;
  }
}

const LOGGER = Symbol('access logger');
const CHILD = Symbol('request logger');
type LoggedMessage = IncomingMessage & { [LOGGER]?: Logger; [CHILD]?: Logger };

/** A logger whose lines carry this request's fields (made on first use); none outside accessLogger. */
export function requestLog(req: IncomingMessage): Logger | undefined {
  const message = req as LoggedMessage;
  return (message[CHILD] ??= message[LOGGER]?.child({ req: requestLogFields(req) }));
}

const NOT_LOGGED = new Set(['/healthz', '/readyz']);

/**
 * One line per answered request (health checks aside), with its request id (the client's X-Request-Id when it is a
 * plausible one, else a new one, sent back either way), at info: 'request completed', 'request errored' for a 5xx
 * (whatever failed logs the error itself, once: an outage is one error line, not one per request) or 'request aborted'
 * when the client left first.
 *
 * Written here rather than with pino-http: that library builds two child loggers (and serialises the request for
 * them) for every request, which was a tenth of the CPU of a page-cache hit. Here the request's fields are read once,
 * when the line is written, and a handler that logs about the request gets its child logger from requestLog(req).
 */
export function accessLogger(logger: Logger, trustedHops = 0) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    // already logged: a page-cache hit that handed the request on to the app (app.ts)
    if ((req as LoggedMessage)[LOGGER]) return next();
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    (req as LoggedMessage)[LOGGER] = logger;
    if (NOT_LOGGED.has(req.url ?? '')) return next();
    const started = Date.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const line = {
        req: requestLogFields(req, trustedHops),
        res: responseLogFields(res),
        responseTime: Date.now() - started,
      };
      if (res.statusCode >= 500) logger.info(line, 'request errored');
      else if (!res.writableFinished) logger.info(line, 'request aborted');
      else logger.info(line, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
