import busboy from 'busboy';
import type { Request, RequestHandler, Response } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import type { Logger } from 'pino';
import type { DatabaseHealth } from '../../db/db-health';
import type { RequestContext } from '../../graphql/context';
import { toClientError } from '../../graphql/errors';
import { checkAuthorized } from '../../graphql/schema';
import { MAX_ARCHIVE_BYTES } from '../../modules/import/archive/archive-format';
import { spool, spooledUpload } from '../../modules/import/archive/archive-upload';
import type { RecipeArchiveService } from '../../modules/import/archive/recipe-archive.service';
import { AppError, ErrorCode } from '../../shared/errors';
import type { RestRoute } from '../facade';
import { httpStatusOf, refuseUnreadBody, sendError } from '../http-errors';

/** The multipart field of POST /api/recipes/import/archive. */
export const ARCHIVE_FIELD = 'archive';

const IMPORTED = /* GraphQL */ `
  mutation ($archive: Upload!) {
    importRecipeArchive(archive: $archive) {
      created
      duplicates
      failed
      categoriesCreated
      warnings
      recipes {
        file
        status
        recipeId
        error
      }
    }
  }
`;

/** The summary without the nulls of GraphQL: `recipeId` on created files, `error` on failed ones. */
function importBody(data: Record<string, unknown>): unknown {
  const summary = data.importRecipeArchive as { recipes: Record<string, unknown>[] };
  return {
    ...summary,
    recipes: summary.recipes.map((item) =>
      Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null)),
    ),
  };
}

export const recipeArchiveRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/recipes/import/archive',
    preAuthorize: 'ADMIN',
    document: IMPORTED,
    variables: async (req) => ({ archive: await archiveUpload(req, ARCHIVE_FIELD) }),
    result: importBody,
  },
];

/**
 * GET /api/recipes/export: the whole catalogue as a zip download, written as it is read (a binary answer, so a plain
 * route rather than a GraphQL document). Admins only, authenticated as every /api route is.
 */
export function recipeExportRoute(
  archive: RecipeArchiveService,
  contextOf: (req: Request) => Promise<RequestContext>,
  logger: Logger,
  dbHealth: Pick<DatabaseHealth, 'observe'>,
): RequestHandler {
  return async (req: Request, res: Response) => {
    let ctx: RequestContext | undefined;
    try {
      ctx = await contextOf(req);
      checkAuthorized(ctx, ['ADMIN']);
      if (req.method === 'HEAD') {
        res.status(200).type('application/zip').end();
        return;
      }
      const running = await archive.startExport(ctx);
      res.status(200);
      res.set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${running.fileName}"`,
        'Cache-Control': 'no-store',
      });
      // the reader went away: stop reading the catalogue
      res.once('close', () => {
        if (!res.writableFinished) running.abort();
      });
      running.stream.once('error', () => res.destroy());
      running.stream.pipe(res);
    } catch (err) {
      dbHealth.observe(err);
      const error = toClientError(err);
      const status = httpStatusOf(error.code);
      if (error.internal) {
        logger.error({ err, requestId: ctx?.requestId }, 'REST route failed');
        sendError(res, status, error.message, { requestId: ctx?.requestId });
      } else {
        sendError(res, status, error.message);
      }
    }
  };
}

/**
 * Reads the archive of a multipart/form-data request's `field` into a temporary file as it arrives (at most
 * MAX_ARCHIVE_BYTES; removed when the response closes) and wraps it as the GraphQL `Upload` value, so the route runs
 * the very mutation a GraphQL client would.
 */
export function archiveUpload(req: Request, field: string): Promise<Upload> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(
      new AppError(
        ErrorCode.BAD_USER_INPUT,
        `Envie o arquivo .zip como multipart/form-data no campo "${field}".`,
        field,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // one byte over the limit reaches the spool, which refuses it (busboy alone would cut the file silently)
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_ARCHIVE_BYTES + 1, files: 1, fields: 10, parts: 12 },
      });
    } catch {
      reject(new AppError(ErrorCode.BAD_USER_INPUT, 'Requisição multipart inválida.'));
      return;
    }
    let found = false;
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      if (req.res) refuseUnreadBody(req.res);
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== field || found) {
        stream.resume();
        return;
      }
      found = true;
      spool(stream).then(
        ({ file, remove }) => {
          if (settled) {
            void remove();
            return;
          }
          settled = true;
          if (req.res) req.res.once('close', () => void remove());
          else void remove();
          const upload = new Upload();
          upload.resolve(
            spooledUpload(file, {
              filename: info.filename ?? 'receitas.zip',
              mimetype: info.mimeType,
              encoding: info.encoding,
            }),
          );
          resolve(upload);
        },
        (err: AppError) => fail(err),
      );
    });
    parser.on('error', () => fail(new AppError(ErrorCode.BAD_USER_INPUT, 'Requisição multipart inválida.')));
    parser.on('close', () => {
      if (!found) fail(new AppError(ErrorCode.BAD_USER_INPUT, `Nenhum arquivo no campo "${field}".`, field));
    });
    req.pipe(parser);
  });
}
