import crypto from 'node:crypto';
import { transaction } from '../../db/transaction';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { AppError, ErrorCode } from '../../shared/errors';
import { detectImageFormat } from './image-type';
import { MediaAsset } from './media-asset.entity';
import type { AvifSet, ImageCrops } from '../../shared/image-set';
import { assetOf } from './media.loader';
import {
  AVIF_RENDITIONS,
  avifKey,
  cropKey,
  cropPlan,
  CROPS,
  SHARE_IMAGE,
  storageKeyOf,
  storedOriginalSize,
  WEBP_RENDITIONS,
  webpKey,
  type WebpRendition,
  type MediaVariants,
} from './media-variants';
import { mediaSearchKey } from './media-search';
import type { MediaStorage } from './storage';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The longest file name kept of an upload (media_assets.originalName). */
const MAX_ORIGINAL_NAME = 200;
/**
 * Decompression bombs are refused from the header, before any decoding: a few-KB PNG may declare 20 000 × 20 000
 * pixels (1.6 GB raw). 40 megapixels and 12 000 px a side hold any camera photo a creator puts on the web.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_INPUT_SIDE = 12_000;

export interface StoredImage {
  small: string;
  medium: string;
  original: string;
}

export const fileTooLarge = (maxBytes = MAX_UPLOAD_BYTES) =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `A imagem deve ter no máximo ${Math.round(maxBytes / 1024 / 1024)} MB.`);
const tooManyPixels = (width: number, height: number) =>
  new AppError(
    ErrorCode.PAYLOAD_TOO_LARGE,
    `A imagem tem ${width.toLocaleString('pt-BR')} × ${height.toLocaleString('pt-BR')} pixels; o máximo é ` +
      `${MAX_INPUT_PIXELS / 1_000_000} megapixels e ${MAX_INPUT_SIDE.toLocaleString('pt-BR')} pixels de lado.`,
  );
const corrupted = () =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Não foi possível ler a imagem: o arquivo está corrompido.');
const badFocalPoint = () =>
  new AppError(ErrorCode.BAD_USER_INPUT, 'O ponto de foco deve estar dentro da imagem (de 0 a 1000).', 'focalPoint');
const checkFocalPoint = (x: number, y: number) => {
  if (![x, y].every((v) => Number.isInteger(v) && v >= 0 && v <= 1000)) throw badFocalPoint();
};
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

/** Reads the declared size from the image header (sharp's metadata() does not decode pixels) and enforces the budget. */
async function checkDimensions(bytes: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // No pixel limit here: sharp's default one would refuse the bomb as unreadable (415) instead of too large.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw corrupted();
  }
  if (!width || !height) throw corrupted();
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || width * height > MAX_INPUT_PIXELS) {
    throw tooManyPixels(width, height);
  }
}

/** An upload's file name as the library shows it: no folders, no control characters, at most 200 characters. */
function fileNameOf(name: string | null | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? clean.slice(0, MAX_ORIGINAL_NAME) : null;
}

export class MediaService {
  constructor(
    private readonly ds: DataSource,
    private readonly storage: MediaStorage,
    /** makes the AVIF renditions and the crops after an upload, in the background */
    private readonly variants?: MediaVariants,
  ) {}

  /**
   * Turns an uploaded image into three WebP renditions (400 px, 800 px, ≤ 2000 px wide; auto-rotated, metadata
   * stripped) under random names, and records the asset.
   */
  async storeImage(
    ctx: RequestContext | null,
    bytes: Buffer,
    { maxBytes = MAX_UPLOAD_BYTES, originalName }: { maxBytes?: number; originalName?: string | null } = {},
  ): Promise<StoredImage> {
    if (bytes.length > maxBytes) throw fileTooLarge(maxBytes);
    const format = detectImageFormat(bytes.subarray(0, 16));
    if (!format) throw notAnImage();
    await checkDimensions(bytes);
    let decoded: { data: Buffer; info: sharp.OutputInfo };
    try {
      // One decode (first frame for GIF/animated images), rotated upright; every rendition derives from it.
      decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw corrupted();
    }
    const { width, height, channels } = decoded.info;
    // 80 random bits: no two uploads meet and no name is guessed, in 20 characters (every page names a picture's URL
    // dozens of times: in its srcsets, its state and its structured data)
    const id = crypto.randomBytes(10).toString('hex');
    const now = new Date();
    const prefix = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
    const urls: Partial<StoredImage> = {};
    let storedBytes = 0;
    for (const rendition of WEBP_RENDITIONS) {
      const webp = await sharp(decoded.data, { raw: { width, height, channels } })
        .resize({ width: rendition.width, withoutEnlargement: true })
        .webp({ quality: rendition.name === 'small' ? 78 : 82 })
        .toBuffer();
      storedBytes += webp.length;
      urls[rendition.name] = await this.storage.put(webpKey(prefix, rendition.name), webp, 'image/webp');
    }
    const name = fileNameOf(originalName);
    await transaction(this.ds, (em) =>
      em.getRepository(MediaAsset).insert({
        storageKey: prefix,
        sourceFormat: format,
        width,
        height,
        storedBytes,
        uploadedById: ctx?.user?.id ?? null,
        originalName: name,
        searchKey: mediaSearchKey(null, name),
      }),
    );
    this.variants?.kick();
    return urls as StoredImage;
  }

  /**
   * Moves the point an uploaded picture's crops keep in view (thousandths of its width and height); the crops follow
   * in the background. Null when the URL names no picture of this site.
   */
  async setFocalPoint(imageUrl: string, x: number, y: number): Promise<MediaAsset | null> {
    checkFocalPoint(x, y);
    const storageKey = storageKeyOf(imageUrl);
    const repo = this.ds.getRepository(MediaAsset);
    const asset = storageKey ? await repo.findOneBy({ storageKey }) : null;
    return asset && this.moveFocalPoint(asset, x, y);
  }

  /** Moves an asset's focal point (thousandths, 0–1000); its crops are cut again in the background. */
  async moveFocalPoint(asset: MediaAsset, x: number, y: number): Promise<MediaAsset> {
    checkFocalPoint(x, y);
    const repo = this.ds.getRepository(MediaAsset);
    if (asset.focalX !== x || asset.focalY !== y) {
      await repo.update(asset.id, { focalX: x, focalY: y, variantsPending: true, variantsClaimedAt: null });
      this.variants?.kick();
    }
    return repo.findOneByOrFail({ id: asset.id });
  }

  /** The crops of the picture a rendition URL names, once made (null: not an upload, or not cut yet). */
  async cropsFor(ctx: RequestContext, imageUrl: string | null | undefined): Promise<ImageCrops | null> {
    const asset = await assetOf(ctx.loaders.media, imageUrl);
    return asset ? this.cropsOf(asset) : null;
  }

  /** The WebP renditions' URLs: what the upload answered and the image fields store. */
  renditionsOf(asset: MediaAsset): StoredImage {
    const url = (name: WebpRendition) => this.storage.urlOf(webpKey(asset.storageKey, name));
    return { small: url('small'), medium: url('medium'), original: url('original') };
  }

  /** The AVIF renditions' URLs, once made. */
  avifOf(asset: MediaAsset): AvifSet | null {
    if (!asset.avif) return null;
    const [small, medium, large] = AVIF_RENDITIONS.map((r) => this.storage.urlOf(avifKey(asset.storageKey, r.name)));
    return { small, medium, large };
  }

  /** The crops' URLs and sizes, once made (the sizes follow from the picture's, as the background work cut them). */
  cropsOf(asset: MediaAsset): ImageCrops | null {
    if (!asset.cropVersion) return null;
    const stored = storedOriginalSize(asset.width, asset.height);
    const crop = (target: { name: string; width: number; height: number }) => {
      const { width, height } = cropPlan(stored.width, stored.height, target);
      return { url: this.storage.urlOf(cropKey(asset.storageKey, asset.cropVersion, target.name)), width, height };
    };
    const [square, standard, wide] = CROPS.map(crop);
    return { square, standard, wide, share: crop(SHARE_IMAGE) };
  }

  async storeUpload(ctx: RequestContext, stream: Readable, filename?: string): Promise<StoredImage> {
    return this.storeImage(ctx, await readLimited(stream), { originalName: filename });
  }
}
