import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { Category } from '../category/category.entity';
import { VersionedProjection, type ContentVersion } from '../content/content-version';
import { Craving } from '../craving/craving.entity';
import { Occasion } from '../occasion/occasion.entity';
import { loadInOrder } from '../recipe/recipe-popularity.service';
import type { Recipe } from '../recipe/recipe.entity';
import { MAX_PAGE_SIZE, type Page } from '../recipe/recipe.service';
import { badInput } from '../../shared/errors';
import { loadFacetTable, type FacetTable } from './facet-table';
import { SKILLS, TIMES, countFacets, displayName, resolveSelection, type FacetSelection } from './facets';
import type { FilterResponse } from './filter.types';

/**
 * Faceted recipe filter. The facet table of all recipes lives in memory (rebuilt when the content version moves);
 * each request costs three small catalogue queries plus, for the recipe list, one to load the recipes.
 */
export class FilterService {
  private readonly table: VersionedProjection<FacetTable>;

  constructor(
    private readonly ds: DataSource,
    version: ContentVersion,
  ) {
    this.table = new VersionedProjection(version, () => loadFacetTable(ds));
  }

  async filters(_ctx: RequestContext, selection: FacetSelection): Promise<FilterResponse> {
    const [table, categories, occasions, cravings] = await Promise.all([
      this.table.get(),
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

  /** Published recipes matching every chosen group, newest first. */
  async recipes(ctx: RequestContext, selection: FacetSelection): Promise<Recipe[]> {
    return loadInOrder(this.ds, await this.matchingIds(ctx, selection));
  }

  async recipesPage(ctx: RequestContext, selection: FacetSelection, page: number, size: number): Promise<Page<Recipe>> {
    if (!Number.isInteger(page) || page < 0) throw badInput('page', 'O parâmetro page deve ser um inteiro ≥ 0.');
    if (!Number.isInteger(size) || size < 1) throw badInput('size', 'O parâmetro size deve ser um inteiro ≥ 1.');
    const capped = Math.min(size, MAX_PAGE_SIZE);
    const ids = await this.matchingIds(ctx, selection);
    const content = await loadInOrder(this.ds, ids.slice(page * capped, (page + 1) * capped));
    return { content, page, size: capped, totalElements: ids.length, totalPages: Math.ceil(ids.length / capped) };
  }

  private async matchingIds(_ctx: RequestContext, selection: FacetSelection): Promise<number[]> {
    const [table, categories, occasions, cravings] = await Promise.all([
      this.table.get(),
      this.ds.getRepository(Category).find({ select: { id: true, nameKey: true } }),
      this.ds.getRepository(Occasion).find({ select: { id: true, nameKey: true } }),
      this.ds.getRepository(Craving).find({ select: { id: true, nameKey: true } }),
    ]);
    const resolved = resolveSelection(
      selection,
      { category: categories, occasion: occasions, craving: cravings },
      table,
    );
    return countFacets(table, resolved, Date.now()).matching;
  }
}
