import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { MediaAsset } from './media-asset.entity';
import { storageKeyOf } from './media-variants';

/** A request's uploaded pictures by storage key: one query for every picture a page shows. */
export type MediaLoader = DataLoader<string, MediaAsset | null>;

export function createMediaLoader(ds: DataSource): MediaLoader {
  return new DataLoader(async (keys: readonly string[]) => {
    const rows = await ds.getRepository(MediaAsset).findBy({ storageKey: In([...keys]) });
    const byKey = new Map(rows.map((row) => [row.storageKey, row]));
    return keys.map((key) => byKey.get(key) ?? null);
  });
}

/** The asset behind a rendition URL (null: not an upload of this site). */
export function assetOf(loader: MediaLoader, url: string | null | undefined): Promise<MediaAsset | null> {
  const key = storageKeyOf(url);
  return key ? loader.load(key) : Promise.resolve(null);
}
