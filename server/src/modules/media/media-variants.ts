import type { Logger } from 'pino';
import sharp from 'sharp';
import { In, type DataSource } from 'typeorm';
import { toDbDateTime } from '../../shared/text';
import { bumpContentVersion } from '../content/content-write.subscriber';
import { MediaAsset } from './media-asset.entity';
import { BackgroundWork } from '../../shared/background-work';
import type { MediaStorage } from './storage';
import { CROPS, cropRegion, type CropRegion } from '@receitas/shared';

// What search engines and sharing ask of a picture, made after an upload in the background (AVIF and crops cost
// about a second of CPU per picture, which an upload, a demo seed or a bulk import should not wait for):
// - AVIF next to the WebP renditions (about a third fewer bytes), for <picture> on the public pages;
// - the 1:1, 4:3 and 16:9 crops at 1200 px wide that Google asks for in a Recipe's `image`;
// - the sharing image, 1200 × 630 JPEG (what WhatsApp and older crawlers read best), for og:image.
// The crops keep the asset's focal point in view (the centre until the creator picks one); their file names carry a
// generation number, so a new focal point makes new URLs (the files are cached for a year).

/** AVIF widths: the WebP small and medium, and a large one for wide screens and high-density phones. */
export const AVIF_RENDITIONS = [
  { name: 'small', width: 400 },
  { name: 'medium', width: 800 },
  { name: 'large', width: 1200 },
] as const;

// The crops and their rule are shared with the dashboard's focal-point preview.
export { CROPS, cropRegion };

/** The Open Graph image: 1.91:1, as Facebook, WhatsApp and LinkedIn draw a link's card. */
export const SHARE_IMAGE = { name: 'share', width: 1200, height: 630 } as const;

/** AVIF at effort 2: within 5 % of effort 4's bytes for a fifth of its time (sharp's default is 4). */
const AVIF_OPTIONS = { quality: 55, effort: 2 } as const;

/** A claim older than this is taken to have died with its process. */
const CLAIM_TTL_MS = 10 * 60_000;
/** Pictures taken per round (a round ends with one content-version bump, so pages re-render once). */
const BATCH = 8;

/** The widest stored WebP rendition (WEBP_RENDITIONS' original): the variants are made from it. */
export const ORIGINAL_MAX_WIDTH = 2000;

/** The WebP renditions an upload is stored as (media.service.ts), which the image fields name by URL. */
export const WEBP_RENDITIONS = [
  { name: 'small', width: 400 },
  { name: 'medium', width: 800 },
  { name: 'original', width: ORIGINAL_MAX_WIDTH },
] as const;
export type WebpRendition = (typeof WEBP_RENDITIONS)[number]['name'];

/** The stored original's size for an upload of `width` × `height` (never enlarged). */
export function storedOriginalSize(width: number, height: number): { width: number; height: number } {
  if (width <= ORIGINAL_MAX_WIDTH) return { width, height };
  return { width: ORIGINAL_MAX_WIDTH, height: Math.round((height * ORIGINAL_MAX_WIDTH) / width) };
}

/** A crop of a picture: the region cut out and the size it is stored at (the target's, or smaller, never enlarged). */
export function cropPlan(
  width: number,
  height: number,
  target: { width: number; height: number },
  focalX = 500,
  focalY = 500,
): { region: CropRegion; width: number; height: number } {
  const region = cropRegion(width, height, target.width / target.height, focalX, focalY);
  const outWidth = Math.min(target.width, region.width);
  return { region, width: outWidth, height: Math.max(1, Math.round((outWidth * target.height) / target.width)) };
}

/** An asset's storage key from any of its renditions' URLs (`…/2026/11/<id>-medium.webp`; ids of 20 hex digits, 32 before), or null. */
export function storageKeyOf(url: string | null | undefined): string | null {
  return /(\d{4}\/\d{2}\/[0-9a-f]{20,32})-(?:small|medium|original)\.webp$/.exec(url ?? '')?.[1] ?? null;
}

export const webpKey = (storageKey: string, name: WebpRendition) => `${storageKey}-${name}.webp`;
export const avifKey = (storageKey: string, name: string) => `${storageKey}-${name}.avif`;
export const cropKey = (storageKey: string, version: number, name: string) =>
  `${storageKey}-c${version}-${name}.${name === SHARE_IMAGE.name ? 'jpg' : 'webp'}`;

/**
 * Every file an asset may have stored: its WebP and AVIF renditions and the crops of the generations kept (the last
 * two: make() deletes older ones).
 */
export function storedKeysOf(asset: Pick<MediaAsset, 'storageKey' | 'cropVersion'>): string[] {
  const generations = [asset.cropVersion - 1, asset.cropVersion].filter((version) => version > 0);
  return [
    ...WEBP_RENDITIONS.map((r) => webpKey(asset.storageKey, r.name)),
    ...AVIF_RENDITIONS.map((r) => avifKey(asset.storageKey, r.name)),
    ...generations.flatMap((version) =>
      [...CROPS, SHARE_IMAGE].map((crop) => cropKey(asset.storageKey, version, crop.name)),
    ),
  ];
}

/**
 * Makes the pending variants: every process runs it after its own uploads and the scheduler's process sweeps what is
 * left (a crash, another instance's upload, the pictures stored before this existed). A picture is claimed first, so
 * two processes never make the same one.
 */
export class MediaVariants {
  /**
   * Whether uploads and the scheduler start the work (kick). Off while the database is prepared (the demo seed's
   * pictures are swept once the site serves, instead of holding its start) and in tests that call runPending().
   */
  automatic = true;

  constructor(
    private readonly ds: DataSource,
    private readonly storage: MediaStorage,
    private readonly logger?: Logger,
  ) {}

  private readonly work = new BackgroundWork(
    () => this.runPending(),
    (err) => this.logger?.error({ err }, 'image variants failed'),
  );

  /** Starts a round now unless one runs (then another follows it); never throws. */
  kick(): void {
    if (this.automatic) this.work.kick();
  }

  /** Resolves once this process has nothing left running (tests, the one-off command, shutdown). */
  settled(): Promise<void> {
    return this.work.settled();
  }

  /** Makes the variants of every pending picture, in rounds; resolves with how many it made. */
  async runPending(): Promise<number> {
    let made = 0;
    for (;;) {
      const claimed = await this.claim();
      if (!claimed.length) return made;
      let round = 0;
      for (const asset of claimed) {
        try {
          await this.make(asset);
          round += 1;
        } catch (err) {
          // left pending without a claim: the next sweep tries again (a missing original stays pending, logged)
          this.logger?.warn({ err, storageKey: asset.storageKey }, 'image variants not made');
          await this.ds.getRepository(MediaAsset).update(asset.id, { variantsClaimedAt: null });
        }
      }
      // the public pages that show these pictures get their <picture> sources and crops at their next render
      if (round) await bumpContentVersion(this.ds.manager);
      made += round;
      if (claimed.length < BATCH || !round) return made;
    }
  }

  /** Takes up to BATCH pending pictures no live process holds. */
  private async claim(): Promise<MediaAsset[]> {
    const repo = this.ds.getRepository(MediaAsset);
    const now = new Date();
    const stale = new Date(now.getTime() - CLAIM_TTL_MS);
    /** nobody holds it, or its holder has died */
    const free = (alias = '') => `(${alias}variantsClaimedAt IS NULL OR ${alias}variantsClaimedAt < :stale)`;
    const candidates: { id: number }[] = await repo
      .createQueryBuilder('m')
      .select('m.id', 'id')
      .where('m.variantsPending = :pending', { pending: true })
      .andWhere(free('m.'), { stale: toDbDateTime(stale) })
      .orderBy('m.id', 'ASC')
      .limit(BATCH)
      .getRawMany();
    const claimed: number[] = [];
    for (const { id } of candidates) {
      // the claim is the update itself: of two processes, one changes the row
      const result = await repo
        .createQueryBuilder()
        .update(MediaAsset)
        .set({ variantsClaimedAt: now })
        .where('id = :id AND variantsPending = :pending', { id, pending: true })
        .andWhere(free(), { stale: toDbDateTime(stale) })
        .callListeners(false)
        .execute();
      if (result.affected) claimed.push(Number(id));
    }
    return claimed.length ? repo.findBy({ id: In(claimed) }) : [];
  }

  private async make(asset: MediaAsset): Promise<void> {
    const source = await this.storage.get(webpKey(asset.storageKey, 'original'));
    const decoded = await sharp(source).raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    const image = () => sharp(decoded.data, { raw: { width, height, channels } });
    let stored = 0;
    const put = async (key: string, body: Buffer, type: string) => {
      stored += body.length;
      await this.storage.put(key, body, type);
    };
    if (!asset.avif) {
      for (const rendition of AVIF_RENDITIONS) {
        const body = await image()
          .resize({ width: rendition.width, withoutEnlargement: true })
          .avif(AVIF_OPTIONS)
          .toBuffer();
        await put(avifKey(asset.storageKey, rendition.name), body, 'image/avif');
      }
    }
    const version = asset.cropVersion + 1;
    for (const crop of [...CROPS, SHARE_IMAGE]) {
      const plan = cropPlan(width, height, crop, asset.focalX, asset.focalY);
      // the exact size cropsOf() announces (og:image:width and height)
      const cropped = image().extract(plan.region).resize({ width: plan.width, height: plan.height, fit: 'fill' });
      const body =
        crop.name === SHARE_IMAGE.name
          ? // exactly 1200 × 630 when the picture is that large: og:image:width and height say so
            await cropped.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
          : await cropped.webp({ quality: 82 }).toBuffer();
      await put(
        cropKey(asset.storageKey, version, crop.name),
        body,
        crop.name === SHARE_IMAGE.name ? 'image/jpeg' : 'image/webp',
      );
    }
    await this.ds
      .getRepository(MediaAsset)
      .createQueryBuilder()
      .update(MediaAsset)
      .set({
        avif: true,
        cropVersion: version,
        // a focal point chosen while this ran leaves the picture pending, for the next generation
        variantsPending: () => '(focalX <> :x OR focalY <> :y)',
        variantsClaimedAt: null,
        storedBytes: () => `storedBytes + ${stored}`,
      })
      .where('id = :id', { id: asset.id })
      .setParameters({ x: asset.focalX, y: asset.focalY })
      .callListeners(false)
      .execute();
    // the generation before the last: a cached page or a share card may still link the last one for a while
    if (version > 2) {
      for (const crop of [...CROPS, SHARE_IMAGE]) {
        await this.storage.delete(cropKey(asset.storageKey, version - 2, crop.name)).catch(() => undefined);
      }
    }
  }
}
