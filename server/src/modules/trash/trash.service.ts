import { pageOf, pageWindow, type PageInput } from '../../shared/paging';
import { In, IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import { badInput, notFound } from '../../shared/errors';
import { toDbDateTime } from '../../shared/text';
import { reclaimName } from '../category/category-trash';
import type { Category } from '../category/category.entity';
import { configurationReferences } from '../configuration/configuration-references';
import { SiteConfiguration } from '../configuration/configuration.entity';
import type { ContentVersion } from '../content/content-version';
import { bumpContentVersion } from '../content/content-write.subscriber';
import { EBookRecipe } from '../ebook/ebook-recipe.entity';
import { User } from '../user/user.entity';
import { TRASH_TABLES } from './move-to-trash';
import { ContentPlace, TrashKind, type ContentReference, type TrashItem, type TrashPage } from './trash.types';

const DAY_MS = 86_400_000;
export const DEFAULT_TRASH_RETENTION_DAYS = 30;
/** The most items one page of the trash holds. */
export const MAX_TRASH_PAGE = 50;
/** The most items deletionImpact answers for at once (a bulk action's selection). */
export const MAX_IMPACT_IDS = 100;
/** Ids per DELETE statement when many go at once. */
const DELETE_BATCH = 500;

interface TrashedRow {
  kind: TrashKind;
  id: number;
}

/**
 * The trash: recipes, e-books and categories deleted in the dashboard wait here (TypeORM's soft delete: every entity
 * read leaves them out) until they are restored, deleted for good, or purged TRASH_RETENTION_DAYS after. Moving an
 * item here is its own service's delete (moveToTrash); every change here moves the content version as deletes do.
 */
export class TrashService {
  constructor(
    private readonly ds: DataSource,
    private readonly version: ContentVersion,
    private readonly announcer: { announceDue(now?: Date): Promise<number> },
    private readonly retentionDays = DEFAULT_TRASH_RETENTION_DAYS,
  ) {}

  /** One page of the trash, of one kind or all, newest first. */
  async list(_ctx: RequestContext, kind: TrashKind | null, page: PageInput | null): Promise<TrashPage> {
    const window = pageWindow(page ?? {}, MAX_TRASH_PAGE);
    const trashed = trashedRows(kind ? [kind] : Object.values(TrashKind));
    const [rows, counted] = await Promise.all([
      this.ds.query(`${trashed.sql} ORDER BY deletedAt DESC, kind ASC, id DESC LIMIT ? OFFSET ?`, [
        ...trashed.params,
        window.size,
        window.offset,
      ]) as Promise<{ kind: TrashKind; id: number | string }[]>,
      this.ds.query(`SELECT COUNT(*) AS n FROM (${trashed.sql}) counted`, trashed.params) as Promise<
        { n: number | string }[]
      >,
    ]);
    const items = await this.items(rows.map((row) => ({ kind: row.kind, id: Number(row.id) })));
    return pageOf(items, Number(counted[0]?.n ?? 0), window);
  }

  /** Takes an item out of the trash, with every link it had (comments, ratings, categories, e-books). */
  async restore(_ctx: RequestContext, kind: TrashKind, id: number): Promise<void> {
    const { entity } = TRASH_TABLES[kind];
    const version = await transaction(this.ds, async (em) => {
      const version = await this.lockVersions(em, kind);
      const repo = em.getRepository(entity);
      const item = await repo.findOne({ where: { id, deletedAt: Not(IsNull()) }, withDeleted: true });
      if (!item) throw notInTrash();
      if (kind === TrashKind.CATEGORY) await reclaimName(em, item as unknown as Category);
      await repo.update({ id }, { deletedById: null });
      await repo.restore({ id });
      return version;
    });
    if (kind === TrashKind.RECIPE && version !== null) {
      // Back in every process's search index and facet table; one that came due in the trash is announced now.
      await this.version.recipeChanged(id, version);
      await this.announcer.announceDue();
    }
  }

  /** Deletes an item of the trash for good (a live item is not deleted here: it goes to the trash first). */
  async deleteForever(_ctx: RequestContext, kind: TrashKind, id: number): Promise<void> {
    await this.destroy([{ kind, id }], true);
  }

  /** Deletes everything in the trash for good; answers how many items went. */
  async empty(_ctx: RequestContext): Promise<number> {
    return this.destroy(await this.trashed(null));
  }

  /**
   * Deletes for good what has been in the trash longer than the retention (the scheduler, once a minute): one
   * indexed read when there is nothing to purge, so the content version moves only when something goes.
   */
  async purge(now = new Date()): Promise<number> {
    return this.destroy(await this.trashed(new Date(now.getTime() - this.retentionDays * DAY_MS)));
  }

  /**
   * The places of the site that show the items (the configuration's featured recipes, weekly menu and featured
   * e-book; the e-books a recipe is in): what deleting them takes away. Item by item in the order given.
   */
  async deletionImpact(_ctx: RequestContext, kind: TrashKind, ids: number[]): Promise<ContentReference[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length > MAX_IMPACT_IDS) throw badInput('ids', `Selecione no máximo ${MAX_IMPACT_IDS} itens por vez.`);
    if (wanted.some((id) => !Number.isInteger(id) || id < 1)) throw badInput('ids', 'Item inválido na seleção.');
    if (!wanted.length) return [];
    const [configuration, ebooks] = await Promise.all([
      this.ds.getRepository(SiteConfiguration).findOneBy({ id: 1 }),
      kind === TrashKind.RECIPE ? this.ebooksContaining(wanted) : [],
    ]);
    return wanted.flatMap((id) => [
      ...configurationReferences(configuration, kind, [id]),
      ...ebooks
        .filter((ebook) => ebook.recipeId === id)
        .map((ebook) => ({ kind, id, place: ContentPlace.EBOOK, label: `No e-book "${ebook.title}"` })),
    ]);
  }

  /** The e-books out of the trash that contain the recipes, by title. */
  private async ebooksContaining(recipeIds: number[]): Promise<{ recipeId: number; title: string }[]> {
    const rows: { recipeId: number | string; title: string }[] = await this.ds
      .getRepository(EBookRecipe)
      .createQueryBuilder('l')
      .innerJoin('l.ebook', 'e')
      .select(['l.recipeId AS recipeId', 'e.title AS title'])
      .where('l.recipeId IN (:...recipeIds)', { recipeIds })
      .orderBy('e.title', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .getRawMany();
    return rows.map((row) => ({ recipeId: Number(row.recipeId), title: row.title }));
  }

  /**
   * Takes the content version row first, as every content writer does. Recipes and categories move the recipes
   * version too (the search index and the facet table hold them); answers it, null for an e-book.
   */
  private async lockVersions(em: EntityManager, kind: TrashKind): Promise<number | null> {
    if (kind !== TrashKind.EBOOK) return this.version.bump(em);
    await bumpContentVersion(em);
    return null;
  }

  /** The items in the trash (those trashed before `before`; all with null), from the deletedAt indexes. */
  private async trashed(before: Date | null): Promise<TrashedRow[]> {
    const { sql, params } = trashedRows(Object.values(TrashKind), before);
    const rows: { kind: TrashKind; id: number | string }[] = await this.ds.query(sql, params);
    return rows.map((row) => ({ kind: row.kind, id: Number(row.id) }));
  }

  /**
   * Deletes trashed items for good (their comments, links and e-book places with them: the foreign keys cascade),
   * in one transaction; a row restored meanwhile stays. `each`: every item must still be there (else 404).
   * Nothing to delete writes nothing. The delete moves the content version (ContentWriteSubscriber).
   */
  private async destroy(items: TrashedRow[], each = false): Promise<number> {
    if (!items.length) return 0;
    return transaction(this.ds, async (em) => {
      let removed = 0;
      for (const kind of Object.values(TrashKind)) {
        const ids = items.filter((item) => item.kind === kind).map((item) => item.id);
        for (let i = 0; i < ids.length; i += DELETE_BATCH) {
          const result = await em
            .createQueryBuilder()
            .delete()
            .from(TRASH_TABLES[kind].entity)
            .where({ id: In(ids.slice(i, i + DELETE_BATCH)), deletedAt: Not(IsNull()) })
            .execute();
          removed += result.affected ?? 0;
        }
      }
      if (each && removed < items.length) throw notInTrash();
      return removed;
    });
  }

  /** The trash list's items, in the rows' order, with their titles and who deleted them. */
  private async items(rows: TrashedRow[]): Promise<TrashItem[]> {
    const found = new Map<string, { title: string; deletedAt: Date; deletedById: number | null }>();
    for (const kind of Object.values(TrashKind)) {
      const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
      if (!ids.length) continue;
      const { entity, title } = TRASH_TABLES[kind];
      const items = await this.ds.getRepository(entity).find({
        select: { id: true, deletedAt: true, deletedById: true, [title]: true },
        where: { id: In(ids) },
        withDeleted: true,
      });
      for (const item of items) {
        const named = (item as unknown as Record<string, string>)[title];
        found.set(`${kind}:${item.id}`, { title: named, deletedAt: item.deletedAt!, deletedById: item.deletedById });
      }
    }
    const userIds = [...new Set([...found.values()].map((item) => item.deletedById))].filter(
      (id): id is number => id !== null,
    );
    const users = userIds.length
      ? await this.ds.getRepository(User).find({ select: { id: true, name: true }, where: { id: In(userIds) } })
      : [];
    return rows.flatMap(({ kind, id }) => {
      const item = found.get(`${kind}:${id}`);
      if (!item) return [];
      return [
        {
          kind,
          id,
          title: item.title,
          deletedAt: item.deletedAt,
          deletedByName: users.find((user) => user.id === item.deletedById)?.name ?? null,
          purgeAt: new Date(item.deletedAt.getTime() + this.retentionDays * DAY_MS),
        },
      ];
    });
  }
}

const notInTrash = () => notFound('Este item não está na lixeira.');

/**
 * SQL for the trashed rows of the given kinds (kind, id, deletedAt), read from each table's deletedAt index;
 * `before`: only those trashed before that instant.
 */
function trashedRows(kinds: TrashKind[], before: Date | null = null): { sql: string; params: string[] } {
  const parts = kinds.map((kind) => {
    const cutoff = before ? ' AND deletedAt < ?' : '';
    return `SELECT '${kind}' AS kind, id, deletedAt FROM ${TRASH_TABLES[kind].table} WHERE deletedAt IS NOT NULL${cutoff}`;
  });
  return {
    sql: `SELECT kind, id, deletedAt FROM (${parts.join(' UNION ALL ')}) trashed`,
    params: before ? kinds.map(() => toDbDateTime(before)) : [],
  };
}
