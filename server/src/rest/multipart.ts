import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import { AppError, ErrorCode } from '../shared/errors';
import { MAX_UPLOAD_BYTES, fileTooLarge } from '../modules/media/media.service';

/**
 * Reads the single file of a multipart/form-data request from `field` (at most 10 MB) and wraps it as the
 * GraphQL `Upload` value, so the REST route runs the very mutation a GraphQL client would.
 */
export function singleFileUpload(req: Request, field: string): Promise<Upload> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(
      new AppError(ErrorCode.BAD_USER_INPUT, `Envie a imagem como multipart/form-data no campo "${field}".`, field),
    );
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
      });
    } catch {
      reject(new AppError(ErrorCode.BAD_USER_INPUT, 'Requisição multipart inválida.'));
      return;
    }
    let found = false;
    const fail = (error: AppError) => {
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
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(fileTooLarge()));
      stream.on('end', () => {
        if ((stream as { truncated?: boolean }).truncated) return;
        const bytes = Buffer.concat(chunks);
        const upload = new Upload();
        upload.resolve({
          filename: info.filename ?? 'upload',
          mimetype: info.mimeType,
          encoding: info.encoding,
          createReadStream: () => Readable.from([bytes]) as never,
        });
        resolve(upload);
      });
    });
    parser.on('error', () => fail(new AppError(ErrorCode.BAD_USER_INPUT, 'Requisição multipart inválida.')));
    parser.on('close', () => {
      if (!found) reject(new AppError(ErrorCode.BAD_USER_INPUT, `Nenhum arquivo no campo "${field}".`, field));
    });
    req.pipe(parser);
  });
}
