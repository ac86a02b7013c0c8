import type { RequestContext } from '../../graphql/context';
import { pageOf, pageWindow, sliceOf, type Page } from '../../shared/paging';
import type { FacetRow } from '../filter/facet-table';
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

const shared = <T>(mine: ReadonlySet<T>, theirs: readonly T[]) => theirs.reduce((n, x) => n + (mine.has(x) ? 1 : 0), 0);

/** How alike a row is to the recipe whose items are given (0: nothing in common). */
function scorer(target: FacetRow): (row: FacetRow) => number {
  const categories = new Set(target.categoryIds);
  const cravings = new Set(target.cravingIds);
  const occasions = new Set(target.occasionIds);
  const tags = new Set(target.tags);
  const ingredients = new Set(target.ingredients);
  return (row) =>
    WEIGHTS.category * shared(categories, row.categoryIds) +
    WEIGHTS.craving * shared(cravings, row.cravingIds) +
    WEIGHTS.occasion * shared(occasions, row.occasionIds) +
    WEIGHTS.tag * shared(tags, row.tags) +
    WEIGHTS.ingredient * shared(ingredients, row.ingredients);
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
    const ranked = await this.ranked(recipeId);
    return pageOf(await this.listing.byIds(sliceOf(ranked, window), 'public'), ranked.length, window);
  }

  /**
   * The ids of the 30 public recipes most alike, best first (ties: newer first, then higher id). Scoring reads every
   * row, so a ranking is kept until the rows change or a scheduled recipe goes public.
   */
  private async ranked(recipeId: number, now = Date.now()): Promise<number[]> {
    const table = await this.filters.table();
    let kept = this.kept.get(table.rows);
    if (!kept) {
      kept = new Map();
      this.kept.set(table.rows, kept);
    }
    const hit = kept.get(recipeId);
    if (hit && now < hit.until) return hit.ids;
    const target = table.byId.get(recipeId);
    if (!target) return [];
    const score = scorer(target);
    const scored: { row: FacetRow; score: number }[] = [];
    let until = Infinity;
    for (const row of table.rows) {
      if (row.publishedAt > now) {
        until = Math.min(until, row.publishedAt);
        continue;
      }
      if (row.id === recipeId) continue;
      const value = score(row);
      if (value > 0) scored.push({ row, score: value });
    }
    const ids = scored
      .sort((a, b) => b.score - a.score || b.row.datePublished - a.row.datePublished || b.row.id - a.row.id)
      .slice(0, MAX_SIMILAR)
      .map(({ row }) => row.id);
    kept.delete(recipeId);
    kept.set(recipeId, { ids, until });
    if (kept.size > MAX_KEPT_RANKINGS) kept.delete(kept.keys().next().value as number);
    return ids;
  }
}
