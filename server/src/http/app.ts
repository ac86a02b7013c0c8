import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type http from 'node:http';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { createRequestContext, type RequestContext } from '../graphql/context';
import { toClientError } from '../graphql/errors';
import { PARSE_OPTIONS, operationLimits } from '../graphql/operation-limits';
import { MAX_UPLOAD_BYTES } from '../modules/media/media.service';
import { REST_ROUTES } from '../rest/routes';
import { buildRestRouter } from '../rest/facade';
import { recipeExportRoute } from '../rest/routes/recipe-archive';
import { CountersStore } from './rate-limit-store';
import { httpStatusOf, sendError } from '../rest/http-errors';
import { BODY_TOO_LARGE_MESSAGE, ErrorCode, MALFORMED_JSON_MESSAGE, serviceUnavailable } from '../shared/errors';
import {
  REQUEST_ERROR_CODES,
  contextFailure,
  graphqlBodyErrors,
  refuseBatches,
  serviceUnavailableStatus,
} from './graphql-status';
import { sendOutagePage } from './outage-page';
import { originFormOnly } from './request-target';
import { privateWhenPersonal } from './private-answers';
import { installSsr, type ServerPages } from './ssr';
import { accessLogger } from './logger';
import { fixedHeaders, securityHeaders } from './fixed-headers';
import { crawlRoutes } from './crawl-routes';
import { PageRequestLimit } from './render-limit';
import { logoPath, siteIconRoutes } from './site-icons';
import { multipartFromAdminsOnly } from './upload-guard';
import type { Services } from '../services';

export interface AppDeps {
  config: AppConfig;
  services: Services;
  schema: GraphQLSchema;
  logger: Logger;
  httpServer: http.Server;
  uploadsDir: string;
  clientRoot: string;
  isShuttingDown: () => boolean;
  /** the page cache's clock (tests move it instead of waiting) */
  now?: () => number;
}

const JSON_LIMIT = '1mb';

/** Express app: health, media, GraphQL, REST facade, client files; every failure answers in the documented shape. */
export async function createApp(deps: AppDeps): Promise<{
  app: express.Express;
  /** the HTTP server's request handler: a page the page cache holds is answered before the app, the rest by it */
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  apollo: ApolloServer<RequestContext>;
  pages: ServerPages;
}> {
  const { config, services, schema, logger } = deps;
  const { dbHealth } = services;
  const development = config.nodeEnv === 'development';
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  // Shutting down: every answer closes its connection, so keep-alive clients reconnect elsewhere instead of sending
  // into a socket that is about to close.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    if (deps.isShuttingDown()) res.setHeader('Connection', 'close');
    next();
  });
  app.use(originFormOnly);
  app.use(privateWhenPersonal);
  const logRequest = accessLogger(logger, config.trustProxy);
  app.use(logRequest);
  // helmet's headers are the same for every request: recorded once, set in one step (fixed-headers.ts)
  const setFixedHeaders = fixedHeaders(
    securityHeaders({ development, publicUrl: config.publicUrl, mediaUrl: config.s3?.publicUrl }),
  );
  app.use(setFixedHeaders);

  // HTML, JSON and other text answers are compressed on the fly (static build files come precompressed: ssr.ts).
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    if (deps.isShuttingDown()) res.status(503).json({ status: 'shutting down' });
    else if (dbHealth.isDown()) res.status(503).json({ status: 'database unavailable' });
    else res.json({ status: 'ready' });
  });

  app.use(
    '/uploads',
    express.static(deps.uploadsDir, { immutable: true, maxAge: '365d', index: false, redirect: false }),
    (_req: Request, res: Response) => sendError(res, 404, 'Arquivo não encontrado.'),
  );

  const contextOf = async (req: Request): Promise<RequestContext> => {
    // While the database is unreachable, API requests answer 503 at once instead of waiting on it.
    if (dbHealth.isDown()) throw serviceUnavailable();
    const ctx = createRequestContext(services.ds, { req });
    const header = req.headers.authorization;
    if (header) {
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
      const who = await services.auth.authenticate(token);
      if ('code' in who) ctx.authError = who;
      else ctx.user = who;
    }
    return ctx;
  };

  const limiter = rateLimit({
    windowMs: 60_000,
    limit: config.rateLimitPerMinute,
    store: new CountersStore(services.counters, 'api:'),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => sendError(res, 429, 'Muitas requisições. Tente novamente em instantes.'),
  });

  // Limits on what one operation may ask for, checked before any resolver runs; field suggestions name schema
  // fields, so they go whenever introspection (the whole schema) is off.
  const limits = operationLimits({ blockFieldSuggestions: !config.introspection });
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: config.introspection,
    validationRules: limits.validationRules,
    parseOptions: PARSE_OPTIONS,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: development,
    csrfPrevention: true,
    // The app owns SIGTERM/SIGINT (main.ts): Apollo's own handler would stop and re-signal before the drain ran.
    stopOnTerminationSignals: false,
    plugins: [
      // In-flight requests get until 22 s after SIGTERM in all (the drain before it included); main.ts forces the exit
      // at 25 s. Apollo's default of 10 s reset requests an overloaded instance was still answering.
      ApolloServerPluginDrainHttpServer({
        httpServer: deps.httpServer,
        stopGracePeriodMillis: Math.max(1_000, 22_000 - config.shutdownDrainMs),
      }),
      development ? ApolloServerPluginLandingPageLocalDefault() : ApolloServerPluginLandingPageDisabled(),
      serviceUnavailableStatus,
      ...limits.plugins,
    ],
    formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      dbHealth.observe(error);
      // the automatic persisted queries handshake: a signal the client's link acts on, not a failure
      if (String(formatted.extensions?.code).startsWith('PERSISTED_QUERY_')) return formatted;
      const client = toClientError(error);
      if (client.internal) {
        logger.error({ err: error }, 'GraphQL operation failed');
        if (development) return formatted;
        return { message: client.message, extensions: { code: client.code } };
      }
      if (REQUEST_ERROR_CODES.has(client.code)) {
        // the client's mistake, not ours; an operation over the limits may be a probe, worth a warning
        const level = client.code === ErrorCode.QUERY_TOO_COMPLEX ? 'warn' : 'info';
        logger[level]({ code: client.code, message: client.message }, 'GraphQL request refused');
      }
      return {
        message: client.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { ...client.details, code: client.code, ...(client.field ? { field: client.field } : {}) },
      };
    },
  });
  await apollo.start();

  app.use(
    '/graphql',
    limiter,
    multipartFromAdminsOnly(contextOf),
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1 }),
    express.json({ limit: JSON_LIMIT }),
    refuseBatches,
    expressMiddleware(apollo, {
      context: ({ req }) =>
        contextOf(req).catch((err: unknown) => {
          throw contextFailure(err);
        }),
    }),
    graphqlBodyErrors,
  );

  app.use('/api', limiter, express.json({ limit: JSON_LIMIT }));
  // a zip download written as it is read: a plain route, ahead of the facade's /recipes/:id
  app.get('/api/recipes/export', recipeExportRoute(services.recipeArchive, contextOf, logger, dbHealth));
  app.use('/api', buildRestRouter(schema, REST_ROUTES, contextOf, logger, dbHealth));
  app.use('/api', (_req: Request, res: Response) => sendError(res, 404, 'Rota não encontrada.'));
  app.use(crawlRoutes(services.crawl, new PageRequestLimit(services.counters, config.pageRequestsPerMinute)));
  app.use(siteIconRoutes(logoPath(deps.clientRoot)));

  const pages = await installSsr({
    app,
    schema,
    services,
    logger,
    publicUrl: config.publicUrl,
    clientRoot: deps.clientRoot,
    development,
    pageCacheBytes: config.pageCacheMb * 1024 * 1024,
    siteTimeZone: config.siteTimeZone,
    rendersPerMinute: config.pageRendersPerMinute,
    requestsPerMinute: config.pageRequestsPerMinute,
    now: deps.now,
    adExtraOrigins: config.adExtraOrigins,
    trustProxy: config.trustProxy,
  });

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const type = (err as { type?: string }).type;
    if (type === 'entity.parse.failed') return sendError(res, 400, MALFORMED_JSON_MESSAGE);
    if (type === 'entity.too.large') return sendError(res, 413, BODY_TOO_LARGE_MESSAGE);
    const status = (err as { status?: number }).status;
    if (status === 413) return sendError(res, 413, 'A imagem deve ter no máximo 10 MB.');
    if (status && status >= 400 && status < 500) {
      return sendError(res, status, toClientError(err).internal ? 'Requisição inválida.' : (err as Error).message);
    }
    if (dbHealth.observe(err)) {
      // a page whose render met the database gone: the outage page, like the pages requested after it
      if ((req.method === 'GET' || req.method === 'HEAD') && req.accepts('html')) return sendOutagePage(req, res);
      const client = toClientError(err);
      return sendError(res, httpStatusOf(client.code), client.message);
    }
    logger.error({ err, requestId: req.id }, 'Unhandled request error');
    sendError(res, 500, 'Erro interno do servidor. Tente novamente mais tarde.', { requestId: String(req.id) });
  });

  // A page the page cache holds (its bodies are compressed already) is answered before Express: a cache hit is most
  // of what a busy site answers, and Express's own work per request was a tenth of one. It carries what the app's
  // first handlers give every answer: the access log line and the fixed headers (the other three concern a closing
  // server, which hands everything to the app, request targets not in origin form and the personal paths, neither
  // of which the page cache holds). Whatever it cannot answer goes to the app, logged once (accessLogger).
  const proceed = () => undefined;
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const begin = () => {
      logRequest(req, res, proceed);
      setFixedHeaders(req, res, proceed);
    };
    if (deps.isShuttingDown() || !pages.answerHit(req, res, begin, () => app(req, res))) app(req, res);
  };

  return { app, handle, apollo, pages };
}

export const defaultClientRoot = () => path.resolve(__dirname, '../../../client');
