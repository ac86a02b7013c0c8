import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { AppError, ErrorCode } from '../../shared/errors';
import { detectImageFormat } from './image-type';
import { MediaAsset } from './media-asset.entity';
import type { MediaStorage } from './storage';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const RENDITIONS = [
  { name: 'small', width: 400 },
  { name: 'medium', width: 800 },
  { name: 'original', width: 2000 },
] as const;
// Refuse decompression bombs: 60 megapixels is beyond any camera a creator uses for the web.
const MAX_INPUT_PIXELS = 60_000_000;

export interface StoredImage {
  small: string;
  medium: string;
  original: string;
}

export const fileTooLarge = () => new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'A imagem deve ter no máximo 10 MB.');
const notAnImage = () =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.');

/** Reads a stream fully, failing with 413 as soon as it passes the limit. */
export async function readLimited(stream: Readable, limit = MAX_UPLOAD_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > limit) {
      stream.destroy();
      throw fileTooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export class MediaService {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: MediaStorage,
  ) {}

  /**
   * Turns an uploaded image into three WebP renditions (400 px, 800 px, ≤ 2000 px wide; auto-rotated, metadata
   * stripped) under random names, and records the asset.
   */
  async storeImage(ctx: RequestContext | null, bytes: Buffer): Promise<StoredImage> {
    if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
    const format = detectImageFormat(bytes.subarray(0, 16));
    if (!format) throw notAnImage();
    let decoded: { data: Buffer; info: sharp.OutputInfo };
    try {
      // One decode (first frame for GIF/animated images), rotated upright; every rendition derives from it.
      decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Não foi possível ler a imagem: o arquivo está corrompido.');
    }
    const { width, height, channels } = decoded.info;
    const id = crypto.randomBytes(16).toString('hex');
    const now = new Date();
    const prefix = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
    const urls: Partial<StoredImage> = {};
    let storedBytes = 0;
    for (const rendition of RENDITIONS) {
      const webp = await sharp(decoded.data, { raw: { width, height, channels } })
        .resize({ width: rendition.width, withoutEnlargement: true })
        .webp({ quality: rendition.name === 'small' ? 78 : 82 })
        .toBuffer();
      storedBytes += webp.length;
      urls[rendition.name] = await this.storage.put(`${prefix}-${rendition.name}.webp`, webp, 'image/webp');
    }
    await this.ds.getRepository(MediaAsset).insert({
      storageKey: prefix,
      sourceFormat: format,
      width,
      height,
      storedBytes,
      uploadedById: ctx?.user?.id ?? null,
    });
    return urls as StoredImage;
  }

  async storeUpload(ctx: RequestContext, stream: Readable): Promise<StoredImage> {
    return this.storeImage(ctx, await readLimited(stream));
  }
}
