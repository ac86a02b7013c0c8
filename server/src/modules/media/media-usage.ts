import { Brackets, type EntityManager, type EntityTarget, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { LIKE_ESCAPE, escapeLike } from '../../shared/text';
import { Category } from '../category/category.entity';
import { SiteConfiguration } from '../configuration/configuration.entity';
import { Craving } from '../craving/craving.entity';
import { EBook } from '../ebook/ebook.entity';
import { Recipe } from '../recipe/recipe.entity';
import type { MediaAsset } from './media-asset.entity';
import { MediaUsageKind, type MediaUsage } from './media.types';
import type { MediaService } from './media.service';

// Where the library's pictures show. Image fields store rendition URLs as strings (no foreign key to media_assets),
// so a usage is a row whose image column holds one of the picture's exact rendition URLs; rich texts embed the URL
// in their HTML, found with LIKE on the storage key. Rows in the trash count: they may be restored.

/** One image field of an owner: its pt-BR label and the columns holding its renditions' URLs. */
interface ImageField {
  label: string;
  columns: readonly string[];
}

/** A table whose rows show pictures through image fields. */
interface ImageOwner {
  kind: MediaUsageKind;
  entity: EntityTarget<ObjectLiteral>;
  /** the column naming a row to the creator */
  title: string;
  fields: readonly ImageField[];
}

const IMAGE_OWNERS: readonly ImageOwner[] = [
  {
    kind: MediaUsageKind.RECIPE,
    entity: Recipe,
    title: 'title',
    fields: [{ label: 'Foto da receita', columns: ['imageSmall', 'imageMedium', 'imageOriginal'] }],
  },
  {
    kind: MediaUsageKind.EBOOK,
    entity: EBook,
    title: 'title',
    fields: [
      { label: 'Capa do e-book', columns: ['verticalCoverSmall', 'verticalCoverMedium', 'verticalCoverOriginal'] },
      {
        label: 'Capa horizontal do e-book',
        columns: ['horizontalCoverSmall', 'horizontalCoverMedium', 'horizontalCoverOriginal'],
      },
    ],
  },
  {
    kind: MediaUsageKind.CATEGORY,
    entity: Category,
    title: 'name',
    fields: [{ label: 'Imagem da categoria', columns: ['imageSmall', 'imageMedium'] }],
  },
  {
    kind: MediaUsageKind.CRAVING,
    entity: Craving,
    title: 'name',
    fields: [{ label: 'Imagem da vontade', columns: ['imageSmall', 'imageMedium', 'imageOriginal'] }],
  },
];

const RICH_TEXT_LABEL = 'No texto da receita';
const CONFIGURATION_ID = 1;
const TRASHED = ' (na lixeira)';

/** What a usage says of a row that is in the trash (when its table has one: a soft-delete column). */
const usage = (kind: MediaUsageKind, id: number, title: string, label: string, trashed = false): MediaUsage => ({
  kind,
  id,
  title,
  field: trashed ? `${label}${TRASHED}` : label,
  trashed,
});

/** Finds the places that show the library's pictures, in a bounded number of queries. */
export class MediaUsages {
  constructor(private readonly media: MediaService) {}

  /**
   * The image fields that show each asset, by asset id: one query per owner table (with IN on the assets' exact
   * rendition URLs) and one for the configuration, whatever the number of assets.
   */
  async inImageFields(em: EntityManager, assets: readonly MediaAsset[]): Promise<Map<number, MediaUsage[]>> {
    const found = new Map<number, MediaUsage[]>(assets.map((asset) => [asset.id, []]));
    const byUrl = new Map<string, MediaAsset>();
    for (const asset of assets) for (const url of Object.values(this.media.renditionsOf(asset))) byUrl.set(url, asset);
    if (!byUrl.size) return found;
    const urls = [...byUrl.keys()];
    for (const owner of IMAGE_OWNERS) {
      for (const row of await ownerRows(em, owner, urls)) {
        for (const field of owner.fields) {
          // a field's renditions are one picture: it counts once however many of its columns name it
          const shown = new Set(
            field.columns.map((column) => byUrl.get(String(row[column]))).filter((a) => a !== undefined),
          );
          for (const asset of shown) {
            found.get(asset.id)!.push(usage(owner.kind, Number(row.id), row.title, field.label, row.deletedAt != null));
          }
        }
      }
    }
    for (const { asset, title, label } of await configurationUses(em, byUrl)) {
      found.get(asset.id)!.push(usage(MediaUsageKind.CONFIGURATION, CONFIGURATION_ID, title, label));
    }
    return found;
  }

  /** The recipes whose rich text embeds the asset: a LIKE over every recipe's body, so one asset at a time. */
  async inRichText(em: EntityManager, asset: MediaAsset): Promise<MediaUsage[]> {
    const qb = em
      .getRepository(Recipe)
      .createQueryBuilder('r')
      .withDeleted()
      .select('r.id', 'id')
      .addSelect('r.title', 'title')
      // the storage key is random and unique: any rendition of it, at any address, is this picture
      .where(`r.commentBody LIKE :key ESCAPE '${LIKE_ESCAPE}'`, { key: `%${escapeLike(asset.storageKey)}-%` })
      .orderBy('r.id', 'ASC');
    const deletedAt = withTrash(em, Recipe, qb, 'r');
    const rows: { id: number; title: string; deletedAt?: unknown }[] = await qb.getRawMany();
    return rows.map((row) =>
      usage(MediaUsageKind.RECIPE, Number(row.id), row.title, RICH_TEXT_LABEL, deletedAt && row.deletedAt != null),
    );
  }

  /** Every place that shows the asset: its image fields and the rich texts that embed it. */
  async of(em: EntityManager, asset: MediaAsset): Promise<MediaUsage[]> {
    const fields = (await this.inImageFields(em, [asset])).get(asset.id) ?? [];
    return [...fields, ...(await this.inRichText(em, asset))];
  }
}

/** Selects the row's soft-delete time as `deletedAt` when its table has a trash; whether it has one. */
function withTrash(
  em: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  qb: SelectQueryBuilder<ObjectLiteral>,
  alias: string,
): boolean {
  const column = em.connection.getMetadata(entity).deleteDateColumn;
  if (column) qb.addSelect(`${alias}.${column.propertyName}`, 'deletedAt');
  return Boolean(column);
}

/** An owner's row: its id, title, image columns by name and, with a trash, its deletedAt. */
type OwnerRow = { id: number; title: string; deletedAt?: unknown } & Record<string, unknown>;

/** The owner's rows (trashed ones too) whose image columns hold one of the URLs. */
function ownerRows(em: EntityManager, owner: ImageOwner, urls: string[]): Promise<OwnerRow[]> {
  const columns = owner.fields.flatMap((field) => field.columns);
  const qb = em
    .getRepository(owner.entity)
    .createQueryBuilder('o')
    .withDeleted()
    .select('o.id', 'id')
    .addSelect(`o.${owner.title}`, 'title');
  for (const column of columns) qb.addSelect(`o.${column}`, column);
  withTrash(em, owner.entity, qb, 'o');
  return qb
    .where(
      new Brackets((any) => {
        for (const column of columns) any.orWhere(`o.${column} IN (:...urls)`, { urls });
      }),
    )
    .orderBy('o.id', 'ASC')
    .getRawMany();
}

/** The configuration's pictures among the URLs: the creator's photo and the partnerships' logos. */
async function configurationUses(
  em: EntityManager,
  byUrl: ReadonlyMap<string, MediaAsset>,
): Promise<{ asset: MediaAsset; title: string; label: string }[]> {
  const config = await em.getRepository(SiteConfiguration).findOneBy({ id: CONFIGURATION_ID });
  if (!config) return [];
  const uses: { asset: MediaAsset; title: string; label: string }[] = [];
  const photo = config.creatorPhotoUrl ? byUrl.get(config.creatorPhotoUrl) : undefined;
  if (photo) uses.push({ asset: photo, title: 'Perfil da criadora', label: 'Configuração: foto da criadora' });
  for (const partnership of config.partnerships ?? []) {
    const logo = byUrl.get(partnership.image_url);
    if (logo) uses.push({ asset: logo, title: partnership.name, label: 'Configuração: logo da parceria' });
  }
  return uses;
}
