import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AppError, ErrorCode } from '../../../shared/errors';
import { MAX_ARCHIVE_BYTES } from './archive-format';

// An archive upload is written to a temporary file as it arrives (never held in memory), and read from there.

export const archiveTooLarge = () =>
  new AppError(
    ErrorCode.PAYLOAD_TOO_LARGE,
    `O arquivo .zip deve ter no máximo ${Math.round(MAX_ARCHIVE_BYTES / 1024 ** 3)} GB.`,
  );

/** An archive on disk, and how to remove it. */
export interface SpooledFile {
  file: string;
  remove(): Promise<void>;
}

/** Uploads whose bytes are already in a temporary file (the REST route's): the import reads that file directly. */
const spooledFiles = new WeakMap<object, string>();

export const spooledPathOf = (upload: FileUpload): string | undefined => spooledFiles.get(upload);

/** An upload read from a file already spooled (removing the file stays with whoever spooled it). */
export function spooledUpload(
  file: string,
  details: { filename: string; mimetype: string; encoding: string },
): FileUpload {
  const upload = { ...details, createReadStream: () => fs.createReadStream(file) } as unknown as FileUpload;
  spooledFiles.set(upload, file);
  return upload;
}

/** Writes a stream to a fresh temporary file, failing with 413 past `limit` bytes (the file is then removed). */
export async function spool(stream: Readable, limit = MAX_ARCHIVE_BYTES): Promise<SpooledFile> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'receitas-archive-'));
  const file = path.join(dir, 'archive.zip');
  const remove = () => fsp.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > limit ? archiveTooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, fs.createWriteStream(file, { mode: 0o600 }));
  } catch (err) {
    await remove();
    throw err instanceof AppError
      ? err
      : new AppError(ErrorCode.BAD_USER_INPUT, 'O envio do arquivo foi interrompido.');
  }
  return { file, remove };
}
