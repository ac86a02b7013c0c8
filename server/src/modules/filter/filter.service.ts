import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { Category } from '../category/category.entity';
import { VersionedProjection, type ContentVersion } from '../content/content-version';
import { Craving } from '../craving/craving.entity';
import { Occasion } from '../occasion/occasion.entity';
import { Recipe } from '../recipe/recipe.entity';
import { wherePublic } from '../recipe/recipe-visibility';
import { loadFacetTable, patchFacetTable, type FacetTable } from './facet-table';
import {
  SKILLS,
  TIMES,
  countFacets,
  displayName,
  resolveSelection,
  type FacetSelection,
  type ResolvedSelection,
} from './facets';
import type { FilterResponse } from './filter.types';

/**
 * Faceted recipe filter. The facet table of all recipes lives in memory (rebuilt when the content version moves);
 * each request costs three small catalogue queries. Its rows also serve the listing's in-memory engines.
 */
export class FilterService {
  private readonly projection: VersionedProjection<FacetTable>;
  private readonly tables = new WeakMap<RequestContext, Promise<FacetTable>>();

  constructor(
    private readonly ds: DataSource,
    version: ContentVersion,
  ) {
    this.projection = new VersionedProjection(
      version,
      () => loadFacetTable(ds),
      (table, recipeId) => patchFacetTable(ds, table, recipeId),
    );
  }

  async filters(_ctx: RequestContext, selection: FacetSelection): Promise<FilterResponse> {
    const [table, categories, occasions, cravings] = await Promise.all([
      this.projection.get(),
      this.ds.getRepository(Category).find({ order: { id: 'ASC' } }),
      this.ds.getRepository(Occasion).find({ order: { id: 'ASC' } }),
      this.ds.getRepository(Craving).find({ order: { id: 'ASC' } }),
    ]);
    const resolved = resolveSelection(
      selection,
      { category: categories, occasion: occasions, craving: cravings },
      table,
    );
    const counts = countFacets(table, resolved, Date.now());
    const option = <K>(counted: Map<K, number> | Int32Array, key: K, selected: boolean) => {
      const count = (counted instanceof Int32Array ? counted[key as number] : counted.get(key)) ?? 0;
      return { active: count > 0, count, selected };
    };
    return {
      categories: categories.map((item) => ({
        item,
        ...option(counts.category, item.id, resolved.category === item.id),
      })),
      occasions: occasions.map((item) => ({
        item,
        ...option(counts.occasion, item.id, resolved.occasion === item.id),
      })),
      cravings: cravings.map((item) => ({ item, ...option(counts.craving, item.id, resolved.craving === item.id) })),
      // The chosen ingredient stays listed even when it is not among the most used.
      ingredients: [
        ...counts.topIngredients,
        ...(typeof resolved.ingredient === 'number' && !counts.topIngredients.includes(resolved.ingredient)
          ? [resolved.ingredient]
          : []),
      ].map((index) => ({
        item: displayName(table, index),
        ...option(counts.ingredient, index, resolved.ingredient === index),
      })),
      skills: SKILLS.map((item) => ({ item, ...option(counts.skill, item, resolved.skill === item) })),
      times: TIMES.map((item) => ({ item, ...option(counts.time, item, resolved.time === item) })),
    };
  }

  /** The cuisines of published recipes (one spelling each, ignoring case and accents), A to Z: the drawer's choices. */
  async cuisines(): Promise<string[]> {
    const rows: { cuisine: string }[] = await wherePublic(
      this.ds
        .getRepository(Recipe)
        .createQueryBuilder('r')
        .select('MIN(r.cuisine)', 'cuisine')
        .where("r.cuisineKey IS NOT NULL AND r.cuisineKey <> ''")
        .groupBy('r.cuisineKey'),
    ).getRawMany();
    return rows.map((row) => row.cuisine.trim()).sort((a, b) => a.localeCompare(b, 'pt-BR'));
  }

  /** The facet table at the current recipe version: every recipe, drafts and scheduled ones included. */
  table(): Promise<FacetTable> {
    return this.projection.get();
  }

  /** The facet table as one request sees it: its version is read once however many parts of a render ask. */
  tableFor(ctx: RequestContext): Promise<FacetTable> {
    let table = this.tables.get(ctx);
    if (!table) {
      table = this.projection.get();
      this.tables.set(ctx, table);
      table.catch(() => this.tables.delete(ctx));
    }
    return table;
  }

  /** The table, and the selection resolved against it and the catalogues (names or ids; unknown: matches nothing). */
  async resolve(selection: FacetSelection): Promise<{ table: FacetTable; selection: ResolvedSelection }> {
    const [table, categories, occasions, cravings] = await Promise.all([
      this.projection.get(),
      this.ds.getRepository(Category).find({ select: { id: true, nameKey: true } }),
      this.ds.getRepository(Occasion).find({ select: { id: true, nameKey: true } }),
      this.ds.getRepository(Craving).find({ select: { id: true, nameKey: true } }),
    ]);
    return {
      table,
      selection: resolveSelection(selection, { category: categories, occasion: occasions, craving: cravings }, table),
    };
  }
}
