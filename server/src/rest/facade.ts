import type { Request, Response, Router } from 'express';
import express from 'express';
import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { DatabaseHealth } from '../db/db-health';
import type { RequestContext } from '../graphql/context';
import { toClientError, type ClientError } from '../graphql/errors';
import { checkAuthorized } from '../graphql/schema';
import { AppError, ErrorCode, notFound } from '../shared/errors';
import { httpStatusOf, refuseUnreadBody, sendError } from './http-errors';

type Data = Record<string, unknown>;

/** One documented /api route: which GraphQL document it runs, and how request and result map to it. */
export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  /** GraphQL source; parsed and validated against the schema once, at startup */
  document: string;
  /** which operation of the document to run, when it holds several */
  operationName?: (req: Request, ctx: RequestContext) => string;
  variables?: (req: Request, ctx: RequestContext) => Data | Promise<Data>;
  /** maps `data` to the response body; default: the value of the operation's single root field */
  result?: (data: Data, req: Request) => unknown;
  /** 200 unless stated; 204 sends no body */
  status?: number;
  /** writes the response itself (files, HTML) instead of JSON */
  send?: (res: Response, data: Data) => void;
  /** the body of a client error (4xx) when this route documents its own shape */
  errorBody?: (error: ClientError, status: number) => unknown;
  /** checked before the request body is read (uploads), so strangers cannot make the server buffer files */
  preAuthorize?: 'ADMIN';
  /**
   * An unpaged list answered as one JSON array built page by page: the document runs once per page, with the page's
   * variables added, and each page is written out before the next is read, so memory stays flat at any size.
   */
  stream?: (req: Request, ctx: RequestContext) => StreamedList | undefined;
}

export interface StreamedList {
  /** the variables that ask for page `page` of `size` items */
  pageVariables: (page: number, size: number) => Data;
  /** the page in the operation's result */
  page: (data: Data) => { content: unknown[]; totalPages: number };
}

/** Items per page of a streamed list: a page of rows in memory at a time. */
const STREAM_PAGE_SIZE = 100;

const firstField = (data: Data) => data[Object.keys(data)[0]];

export function buildRestRouter(
  schema: GraphQLSchema,
  routes: RestRoute[],
  contextOf: (req: Request) => Promise<RequestContext>,
  logger: Logger,
  dbHealth: Pick<DatabaseHealth, 'observe'>,
): Router {
  const router = express.Router();
  for (const route of routes) {
    const document: DocumentNode = parse(route.document);
    const problems = validate(schema, document);
    if (problems.length) {
      throw new Error(`REST ${route.method.toUpperCase()} ${route.path}: ${problems.map((p) => p.message).join('; ')}`);
    }
    router[route.method](route.path, async (req: Request, res: Response) => {
      let ctx: RequestContext | undefined;
      try {
        ctx = await contextOf(req);
        if (route.preAuthorize) {
          try {
            checkAuthorized(ctx, [route.preAuthorize]);
          } catch (err) {
            refuseUnreadBody(res);
            throw err;
          }
        }
        const variableValues = route.variables ? await route.variables(req, ctx) : {};
        const operationName = route.operationName?.(req, ctx);
        const streamed = route.stream?.(req, ctx);
        if (streamed) {
          const run = (page: number) =>
            execute({
              schema,
              document,
              variableValues: { ...variableValues, ...streamed.pageVariables(page, STREAM_PAGE_SIZE) },
              contextValue: ctx,
              operationName,
            });
          await streamList(res, streamed, run, (err) =>
            logger.error({ err, requestId: ctx?.requestId }, 'REST list cut short'),
          );
          return;
        }
        const result = await execute({ schema, document, variableValues, contextValue: ctx, operationName });
        if (result.errors?.length) throw result.errors[0];
        if (route.send) {
          route.send(res, result.data as Data);
          return;
        }
        const body = (route.result ?? firstField)(result.data as Data, req);
        const status = route.status ?? 200;
        if (status === 204) res.status(204).end();
        else res.status(status).json(body);
      } catch (err) {
        dbHealth.observe(err);
        const error = toClientError(err);
        const status = httpStatusOf(error.code);
        if (error.internal) {
          logger.error(
            { err: (err as { originalError?: unknown }).originalError ?? err, requestId: ctx?.requestId },
            'REST route failed',
          );
          sendError(res, status, error.message, { requestId: ctx?.requestId });
        } else if (route.errorBody && status < 500) {
          res.status(status).json(route.errorBody(error, status));
        } else {
          sendError(res, status, error.message, {
            details: error.details,
            ...(error.field ? { field: error.field } : {}),
          });
        }
      }
    });
  }
  return router;
}

type Execution = ReturnType<typeof execute>;

/**
 * Writes a streamed list. The first page is read before anything is sent, so its errors answer as usual; a later
 * page's failure can only cut the connection (the client sees a truncated body, never a valid-looking short list).
 */
async function streamList(
  res: Response,
  list: StreamedList,
  run: (page: number) => Execution,
  failed: (err: unknown) => void,
): Promise<void> {
  const read = async (page: number) => {
    const result = await run(page);
    if (result.errors?.length) throw result.errors[0];
    return list.page(result.data as Data);
  };
  let current = await read(0);
  res.status(200).type('application/json');
  const write = (chunk: string) =>
    res.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => res.once('drain', () => resolve()));
  try {
    await write('[');
    for (let page = 0, first = true; ;) {
      for (const item of current.content) {
        await write((first ? '' : ',') + JSON.stringify(item));
        first = false;
      }
      page += 1;
      if (page >= current.totalPages || res.destroyed) break;
      current = await read(page);
    }
    res.end(']');
  } catch (err) {
    failed(err);
    res.destroy();
  }
}

/** A path id: a positive integer, else the resource cannot exist (404). */
export function idParam(req: Request, name = 'id'): number {
  const raw = String(req.params[name] ?? '');
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound('Recurso não encontrado.');
  return Number(raw);
}

/** An optional integer query parameter; a value that is not one gives 400 naming it. */
export function intQuery(req: Request, name: string, opts: { min?: number } = {}): number | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return undefined;
  const text = Array.isArray(raw) ? String(raw[0]) : String(raw);
  if (!/^-?\d{1,9}$/.test(text.trim())) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, `O parâmetro ${name} deve ser um número inteiro.`, name);
  }
  const value = Number(text);
  if (opts.min !== undefined && value < opts.min) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, `O parâmetro ${name} deve ser no mínimo ${opts.min}.`, name);
  }
  return value;
}

export function stringQuery(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  return (Array.isArray(raw) ? String(raw[0]) : String(raw)).slice(0, 500);
}

/** A JSON body that must be an object (not an array or a bare value). */
export function objectBody(req: Request): Data {
  const body = req.body as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, 'O corpo da requisição deve ser um objeto JSON.');
  }
  return body as Data;
}
