import type { RequestContext } from '../../graphql/context';
import { pageOf, pageWindow, sliceOf, type Page } from '../../shared/paging';
import type { FacetRow, FacetTable } from '../filter/facet-table';
import type { FilterService } from '../filter/filter.service';
import type { RecipeListing } from './listing/recipe-listing';
import type { Recipe } from './recipe.entity';
import type { RecipeService } from './recipe.service';

export const MAX_SIMILAR = 30;
/** Rankings kept per version of the rows: a recipe page re-rendered after a comment reuses its ranking. */
const MAX_KEPT_RANKINGS = 5000;

/** A recipe's ranking and the instant it stops being right (the next scheduled recipe going public). */
interface KeptRanking {
  ids: number[];
  until: number;
}

// How much one shared item of each kind says about two recipes being alike.
const WEIGHTS = { category: 3, craving: 2, occasion: 2, tag: 1, ingredient: 0.5 };

/** How many of `theirs` are in `mine` (a recipe has a handful of each: a scan beats hashing). */
function shared<T>(mine: readonly T[], theirs: readonly T[]): number {
  let n = 0;
  for (let i = 0; i < theirs.length; i++) if (mine.includes(theirs[i])) n++;
  return n;
}

/**
 * How alike a row is to the recipe whose items are given (0: nothing in common). Runs over every row of the
 * catalogue for each ranking, so it is plain loops: ingredients (indexes into the table's list) through a mask.
 */
function scorer(target: FacetRow, ingredientCount: number): (row: FacetRow) => number {
  const { categoryIds, cravingIds, occasionIds, tags } = target;
  const ingredients = new Uint8Array(ingredientCount);
  for (const ingredient of target.ingredients) ingredients[ingredient] = 1;
  return (row) => {
    let ingredientsShared = 0;
    const theirs = row.ingredients;
    for (let i = 0; i < theirs.length; i++) ingredientsShared += ingredients[theirs[i]] ?? 0;
    return (
      WEIGHTS.category * shared(categoryIds, row.categoryIds) +
      WEIGHTS.craving * shared(cravingIds, row.cravingIds) +
      WEIGHTS.occasion * shared(occasionIds, row.occasionIds) +
      WEIGHTS.tag * shared(tags, row.tags) +
      WEIGHTS.ingredient * ingredientsShared
    );
  };
}

/**
 * Similar recipes, scored over the listing's in-memory rows (the facet table): no statement reads the catalogue, so a
 * recipe page costs the same at any size; one statement loads the page's recipes.
 */
export class RecipeSimilarService {
  /** Rankings by recipe for the table's rows as they are: a write replaces the rows array, which drops them. */
  private readonly kept = new WeakMap<readonly FacetRow[], Map<number, KeptRanking>>();

  constructor(
    private readonly recipes: RecipeService,
    private readonly filters: FilterService,
    private readonly listing: RecipeListing,
  ) {}

  /** Public recipes most alike the given one (never itself), best first, at most 30 in all, paged. */
  async similar(ctx: RequestContext, recipeId: number, page = 0, size = 10): Promise<Page<Recipe>> {
    const window = pageWindow({ page, size }, MAX_SIMILAR);
    await this.recipes.get(ctx, recipeId);
    const ranked = await this.ranked(await this.filters.tableFor(ctx), recipeId);
    return pageOf(await this.listing.byIds(sliceOf(ranked, window), 'public'), ranked.length, window);
  }

  /**
   * The ids of the 30 public recipes most alike, best first (ties: newer first, then higher id). Scoring reads every
   * row, so a ranking is kept until the rows change or a scheduled recipe goes public.
   */
  private async ranked(table: FacetTable, recipeId: number, now = Date.now()): Promise<number[]> {
    let kept = this.kept.get(table.rows);
    if (!kept) {
      kept = new Map();
      this.kept.set(table.rows, kept);
    }
    const hit = kept.get(recipeId);
    if (hit && now < hit.until) return hit.ids;
    const target = table.byId.get(recipeId);
    if (!target) return [];
    const score = scorer(target, table.ingredientKeys.length);
    // The best 30 so far, best first: most rows share something (a common ingredient), so sorting them all would
    // cost more than the scoring.
    const best: { row: FacetRow; score: number }[] = [];
    const before = (a: { row: FacetRow; score: number }, b: { row: FacetRow; score: number }) =>
      a.score > b.score ||
      (a.score === b.score &&
        (a.row.datePublished > b.row.datePublished ||
          (a.row.datePublished === b.row.datePublished && a.row.id > b.row.id)));
    let until = Infinity;
    for (const row of table.rows) {
      if (row.publishedAt > now) {
        until = Math.min(until, row.publishedAt);
        continue;
      }
      if (row.id === recipeId) continue;
      const value = score(row);
      if (value <= 0) continue;
      const hit = { row, score: value };
      if (best.length === MAX_SIMILAR && !before(hit, best[MAX_SIMILAR - 1])) continue;
      let at = best.length;
      while (at > 0 && before(hit, best[at - 1])) at--;
      best.splice(at, 0, hit);
      if (best.length > MAX_SIMILAR) best.pop();
    }
    const ids = best.map(({ row }) => row.id);
    kept.delete(recipeId);
    kept.set(recipeId, { ids, until });
    if (kept.size > MAX_KEPT_RANKINGS) kept.delete(kept.keys().next().value as number);
    return ids;
  }
}
