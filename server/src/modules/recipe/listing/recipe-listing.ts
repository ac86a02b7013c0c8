import { In, type DataSource } from 'typeorm';
import { dialectOf } from '../../../db/data-source';
import { toDbDateTime } from '../../../shared/text';
import { MAX_PAGE_SIZE, pageOf, sliceOf, type Page, type PageWindow } from '../../../shared/paging';
import type { FacetRow } from '../../filter/facet-table';
import type { FilterService } from '../../filter/filter.service';
import type { SearchService } from '../../search/search.service';
import { Recipe } from '../recipe.entity';
import type { RecipeStatusCounts } from '../recipe.types';
import { RecipeStatus, isPublic } from '../recipe-visibility';
import { rowComparator, rowPredicate, statusOf } from './memory-engine';
import { RecipeSort, SQL_ONLY, type ListingCriteria } from './recipe-criteria';
import { orderBy, whereCriteria } from './sql-engine';

/** Who a list is for: readers only ever get published recipes; the dashboard gets every status. */
export type Audience = 'public' | 'admin';

/**
 * Where "which recipes match" is answered: the search index (a text), the facet table (the filter page's groups),
 * or SQL (everything else: plain lists, categories, cravings, the dashboard without a text). All three give the
 * same ids for the same criteria.
 */
export type ListingEngine = 'index' | 'table' | 'sql';

/**
 * The one listing path: every list of recipes (public lists, search, the filter page, categories, cravings, the
 * dashboard) is criteria + a page window answered here. Engines rank or filter ids; rows are loaded for one page
 * only, in order, so the cost of a page stays flat as the catalogue grows.
 */
export class RecipeListing {
  constructor(
    private readonly ds: DataSource,
    private readonly search: SearchService,
    private readonly filters: FilterService,
  ) {}

  /** The engine that answers these criteria. */
  static engineFor(c: ListingCriteria): ListingEngine {
    if (SQL_ONLY.some((key) => c[key] !== undefined)) {
      if (c.text || c.facets) throw new Error('the REST filters combine with neither a text nor facets');
      return 'sql';
    }
    if (c.text) return 'index';
    if (c.facets) return 'table';
    return 'sql';
  }

  /** One page of the recipes matching the criteria, in the criteria's order. */
  async find(criteria: ListingCriteria, window: PageWindow, audience: Audience): Promise<Page<Recipe>> {
    const c = forAudience(criteria, audience);
    if (!c) return pageOf([], 0, window);
    const engine = RecipeListing.engineFor(c);
    const now = new Date();
    if (engine === 'sql') return this.sqlPage(c, now, window);
    if (engine === 'index' && c.sort === RecipeSort.RELEVANCE) {
      // Only the recipes that can reach this page are scored; the total comes from the postings.
      const { ids, total } = await this.rankedPage(c, now, window.offset + window.size);
      return pageOf(await loadInOrder(this.ds, ids.slice(window.offset)), total, window);
    }
    const ids = await this.memoryIds(engine, c, now);
    const pageIds = c.sort === RecipeSort.MOST_VIEWED ? await this.byViews(ids, window) : sliceOf(ids, window);
    return pageOf(await loadInOrder(this.ds, pageIds), ids.length, window);
  }

  /**
   * Every matching id in order, from the given engine (default: the one engineFor picks). For short lists only
   * (the filter page's unpaged field, a text's ranked ids) and for the test that holds the engines to one meaning.
   */
  async ids(
    criteria: ListingCriteria,
    audience: Audience,
    engine = RecipeListing.engineFor(criteria),
  ): Promise<number[]> {
    const c = forAudience(criteria, audience);
    if (!c) return [];
    const now = new Date();
    if (engine === 'sql') return this.sqlIds(c, now);
    const ids = await this.memoryIds(engine, c, now);
    return c.sort === RecipeSort.MOST_VIEWED ? this.byViews(ids) : ids;
  }

  /** Every matching recipe, in order: unpaged lists that stay short by nature (the filter page's), or old clients. */
  async all(criteria: ListingCriteria, audience: Audience): Promise<Recipe[]> {
    return loadInOrder(this.ds, await this.ids(criteria, audience));
  }

  /** The recipes of these ids that the audience may see, in the ids' order (at most MAX_PAGE_SIZE ids are read). */
  async byIds(ids: readonly number[], audience: Audience): Promise<Recipe[]> {
    const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0).slice(0, MAX_PAGE_SIZE);
    const now = Date.now();
    return (await loadInOrder(this.ds, wanted)).filter((r) => audience === 'admin' || isPublic(r, now));
  }

  /** How many recipes match the criteria in each status (the criteria's own status aside): the dashboard's tabs. */
  async statusCounts(criteria: ListingCriteria, now = new Date()): Promise<RecipeStatusCounts> {
    const c: ListingCriteria = { ...criteria, status: undefined, sort: RecipeSort.RELEVANCE };
    const engine = RecipeListing.engineFor(c);
    const counts = { published: 0, scheduled: 0, drafts: 0 };
    if (engine === 'sql') {
      const qb = whereCriteria(this.ds.getRepository(Recipe).createQueryBuilder('r'), c, now)
        .select('CASE WHEN r.draft = 1 THEN 0 WHEN r.datePublished > :countNow THEN 1 ELSE 2 END', 'status')
        .addSelect('COUNT(*)', 'n')
        .setParameter('countNow', toDbDateTime(now))
        .groupBy('status');
      for (const row of await qb.getRawMany<{ status: number | string; n: number | string }>()) {
        const key = (['drafts', 'scheduled', 'published'] as const)[Number(row.status)];
        counts[key] = Number(row.n);
      }
    } else {
      // Counted from the matches, none scored or sorted: every match counts, however many there are.
      for (const row of await this.matchingRows(engine, c, now)) {
        const status = statusOf(row, now.getTime());
        if (status === RecipeStatus.DRAFT) counts.drafts += 1;
        else if (status === RecipeStatus.SCHEDULED) counts.scheduled += 1;
        else counts.published += 1;
      }
    }
    return counts;
  }

  private async sqlIds(c: ListingCriteria, now: Date, window?: PageWindow): Promise<number[]> {
    const qb = orderBy(
      whereCriteria(this.ds.getRepository(Recipe).createQueryBuilder('r').select('r.id', 'id'), c, now),
      c.sort,
      now,
      dialectOf(this.ds),
    );
    if (window) qb.offset(window.offset).limit(window.size);
    return (await qb.getRawMany<{ id: number | string }>()).map((row) => Number(row.id));
  }

  /**
   * One statement: the page's rows, joined to the page's ids with the count of all matches beside each (an
   * uncorrelated subquery, computed once from the index; a window function would sort every match first).
   */
  private async sqlPage(c: ListingCriteria, now: Date, window: PageWindow): Promise<Page<Recipe>> {
    const dialect = dialectOf(this.ds);
    const repo = this.ds.getRepository(Recipe);
    const count = whereCriteria(repo.createQueryBuilder('r').select('COUNT(*)'), c, now);
    const ids = orderBy(whereCriteria(repo.createQueryBuilder('r').select('r.id', 'id'), c, now), c.sort, now, dialect)
      .addSelect(`(${count.getQuery()})`, 'total')
      .offset(window.offset)
      .limit(window.size);
    const rows = orderBy(
      repo
        .createQueryBuilder('r')
        .innerJoin(`(${ids.getQuery()})`, 'p', 'p.id = r.id')
        .addSelect('p.total', 'total')
        .setParameters(ids.getParameters()),
      c.sort,
      now,
      dialect,
    );
    const { entities, raw } = await rows.getRawAndEntities<{ total: number | string }>();
    // A page past the end has no row to carry the count.
    const total = raw.length ? Number(raw[0].total) : window.offset ? await this.sqlCount(c, now) : 0;
    return pageOf(entities, total, window);
  }

  private sqlCount(c: ListingCriteria, now: Date): Promise<number> {
    return whereCriteria(this.ds.getRepository(Recipe).createQueryBuilder('r'), c, now).getCount();
  }

  /** The criteria as a predicate over recipe ids, through the facet table's rows. */
  private async predicate(c: ListingCriteria, now: Date) {
    const { table, selection } = c.facets
      ? await this.filters.resolve(c.facets)
      : { table: await this.filters.table(), selection: null };
    const matches = rowPredicate(c, selection, now.getTime());
    const { byId } = table;
    const keep = (id: number): boolean => {
      const row = byId.get(id);
      return row !== undefined && matches(row);
    };
    return { table, matches, keep };
  }

  /** The best `count` ids for the criteria's text (relevance order) and how many match in all. */
  private async rankedPage(c: ListingCriteria, now: Date, count: number) {
    const [{ keep }, index] = await Promise.all([this.predicate(c, now), this.search.current()]);
    return index.rankPage(c.text ?? '', keep, count);
  }

  /**
   * Ids from the in-memory engines in the criteria's order: a text's ranking (at most MAX_RANKED), or its matches
   * (none scored) and the facet table's rows in the sort's order.
   */
  private async memoryIds(engine: 'index' | 'table', c: ListingCriteria, now: Date): Promise<number[]> {
    if (engine === 'index' && c.sort === RecipeSort.RELEVANCE) {
      const [{ keep }, index] = await Promise.all([this.predicate(c, now), this.search.current()]);
      return index.rank(c.text ?? '', keep);
    }
    const rows = await this.matchingRows(engine, c, now);
    const compare = rowComparator(c.sort, now.getTime());
    if (compare) rows.sort(compare);
    return rows.map((row) => row.id);
  }

  /** Every row matching the criteria in no particular order, from the in-memory engines. */
  private async matchingRows(engine: 'index' | 'table', c: ListingCriteria, now: Date): Promise<FacetRow[]> {
    const { table, matches, keep } = await this.predicate(c, now);
    if (engine === 'table') return table.rows.filter(matches);
    const ids = (await this.search.current()).matching(c.text ?? '', keep);
    return ids.map((id) => table.byId.get(id)!);
  }

  /** Ids ordered by their live view counts (which move without a content version), one page of them or all. */
  private async byViews(ids: number[], window?: PageWindow): Promise<number[]> {
    if (!ids.length) return [];
    const qb = this.ds
      .getRepository(Recipe)
      .createQueryBuilder('r')
      .select('r.id', 'id')
      .whereInIds(ids)
      .orderBy('r.viewCount', 'DESC')
      .addOrderBy('r.datePublished', 'DESC')
      .addOrderBy('r.id', 'DESC');
    if (window) qb.offset(window.offset).limit(window.size);
    return (await qb.getRawMany<{ id: number | string }>()).map((row) => Number(row.id));
  }
}

/** The criteria a list of this audience answers; null when it can hold nothing (a reader asking for drafts). */
function forAudience(c: ListingCriteria, audience: Audience): ListingCriteria | null {
  if (audience === 'admin') return c;
  if (c.status && c.status !== RecipeStatus.PUBLISHED) return null;
  return { ...c, status: RecipeStatus.PUBLISHED };
}

/** Full recipes for the ids, in the ids' order (one query). */
export async function loadInOrder(ds: DataSource, ids: number[]): Promise<Recipe[]> {
  if (!ids.length) return [];
  const rows = await ds.getRepository(Recipe).findBy({ id: In(ids) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Recipe => Boolean(r));
}
