import { In, type DataSource } from 'typeorm';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import { badInput, conflict, notFound } from '../../shared/errors';
import { pageOf, type Page, type PageWindow } from '../../shared/paging';
import { LIKE_ESCAPE, escapeLike, normalizeKey } from '../../shared/text';
import { User } from '../user/user.entity';
import { MediaAsset } from './media-asset.entity';
import { mediaSearchKey } from './media-search';
import { MediaUsages } from './media-usage';
import { storedKeysOf } from './media-variants';
import type { MediaService } from './media.service';
import type { MediaItem, MediaItemDetail, MediaUsage } from './media.types';
import type { MediaStorage } from './storage';

const MAX_ALT = 300;
/** The places a refusal to delete names (a picture on every recipe would make a page-long message). */
const NAMED_USAGES = 10;

const imageNotFound = () => notFound('Imagem não encontrada.');

/** Alt text as stored: one line, no control or direction-override characters, at most 300 characters. */
function altText(value: string | null): string | null {
  const text = (value ?? '')
    .replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length > MAX_ALT) throw badInput('alt', `O texto alternativo deve ter no máximo ${MAX_ALT} caracteres.`);
  return text || null;
}

function inUse(usages: MediaUsage[]): string {
  const named = usages.slice(0, NAMED_USAGES).map((usage) => `${usage.field}: "${usage.title}"`);
  const more = usages.length - named.length;
  return (
    `Esta imagem está em uso e não pode ser excluída. Remova-a antes de: ${named.join('; ')}` +
    (more > 0 ? ` e mais ${more} ${more === 1 ? 'lugar' : 'lugares'}.` : '.')
  );
}

/** The creator's uploaded pictures: listed, described, re-aimed and deleted when nothing shows them. */
export class MediaLibraryService {
  private readonly usages: MediaUsages;

  constructor(
    private readonly ds: DataSource,
    private readonly storage: MediaStorage,
    private readonly media: MediaService,
  ) {
    this.usages = new MediaUsages(media);
  }

  /** A page of the library, newest first; `search` matches the alt text and the file name. */
  async list(_ctx: RequestContext, search: string | null | undefined, window: PageWindow): Promise<Page<MediaItem>> {
    const qb = this.ds.getRepository(MediaAsset).createQueryBuilder('m');
    const term = normalizeKey(search ?? '');
    if (term) qb.where(`m.searchKey LIKE :term ESCAPE '${LIKE_ESCAPE}'`, { term: `%${escapeLike(term)}%` });
    const [assets, total] = await qb
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .offset(window.offset)
      .limit(window.size)
      .getManyAndCount();
    const usages = await this.usages.inImageFields(this.ds.manager, assets);
    const uploaders = await this.uploaders(assets);
    const content = assets.map((asset) =>
      this.view(asset, uploaders.get(asset.uploadedById ?? 0) ?? null, usages.get(asset.id)?.length ?? 0),
    );
    return pageOf(content, total, window);
  }

  /** One picture with every place that shows it, rich texts included. */
  async item(_ctx: RequestContext, id: number): Promise<MediaItemDetail> {
    const asset = await this.ds.getRepository(MediaAsset).findOneBy({ id });
    if (!asset) throw imageNotFound();
    const usages = await this.usages.of(this.ds.manager, asset);
    const uploader = (await this.uploaders([asset])).get(asset.uploadedById ?? 0) ?? null;
    return { item: this.view(asset, uploader, usages.length), usages };
  }

  /**
   * Changes a picture's alt text (undefined: kept; null or blank: none) and its focal point (a missing coordinate
   * is kept); a new point cuts the crops again in the background, as setImageFocalPoint does.
   */
  async update(
    ctx: RequestContext,
    id: number,
    change: { alt?: string | null; focalX?: number | null; focalY?: number | null },
  ): Promise<MediaItemDetail> {
    const repo = this.ds.getRepository(MediaAsset);
    const asset = await repo.findOneBy({ id });
    if (!asset) throw imageNotFound();
    // both checked before anything is written
    const alt = change.alt === undefined ? undefined : altText(change.alt);
    if (change.focalX != null || change.focalY != null) {
      await this.media.moveFocalPoint(asset, change.focalX ?? asset.focalX, change.focalY ?? asset.focalY);
    }
    if (alt !== undefined && alt !== asset.alt) {
      await repo.update(id, { alt, searchKey: mediaSearchKey(alt, asset.originalName) });
    }
    return this.item(ctx, id);
  }

  /**
   * Deletes a picture nothing shows (409 naming the places that do: trashed items count, they may come back) and
   * its stored files.
   */
  async delete(_ctx: RequestContext, id: number): Promise<boolean> {
    const asset = await transaction(this.ds, async (em) => {
      const found = await em.getRepository(MediaAsset).findOneBy({ id });
      if (!found) throw imageNotFound();
      const usages = await this.usages.of(em, found);
      if (usages.length) throw conflict(inUse(usages));
      await em.getRepository(MediaAsset).delete(id);
      return found;
    });
    // the row is gone, so nothing links to these any more; a file that fails to go is only disk space
    await Promise.allSettled(storedKeysOf(asset).map((key) => this.storage.delete(key)));
    return true;
  }

  private view(asset: MediaAsset, uploadedBy: string | null, usageCount: number): MediaItem {
    const image = this.media.renditionsOf(asset);
    return {
      id: asset.id,
      url: image.medium,
      thumbnailUrl: image.small,
      image,
      width: asset.width,
      height: asset.height,
      alt: asset.alt,
      originalName: asset.originalName,
      focalPoint: { x: asset.focalX, y: asset.focalY },
      createdAt: asset.createdAt,
      uploadedBy,
      usageCount,
    };
  }

  /** The names of the assets' uploaders, by user id: one query. */
  private async uploaders(assets: MediaAsset[]): Promise<Map<number, string>> {
    const ids = [...new Set(assets.map((asset) => asset.uploadedById).filter((id): id is number => id !== null))];
    if (!ids.length) return new Map();
    const users = await this.ds.getRepository(User).find({ select: { id: true, name: true }, where: { id: In(ids) } });
    return new Map(users.map((user) => [user.id, user.name]));
  }
}
