import type { RequestContext } from '../../graphql/context';
import { pageOf, pageWindow, sliceOf, type Page } from '../../shared/paging';
import type { FacetRow } from '../filter/facet-table';
import type { FilterService } from '../filter/filter.service';
import type { RecipeListing } from './listing/recipe-listing';
import type { Recipe } from './recipe.entity';
import type { RecipeService } from './recipe.service';

export const MAX_SIMILAR = 30;

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

  /** The ids of the 30 public recipes most alike, best first (ties: newer first, then higher id). */
  private async ranked(recipeId: number, now = Date.now()): Promise<number[]> {
    const table = await this.filters.table();
    const target = table.byId.get(recipeId);
    if (!target) return [];
    const score = scorer(target);
    const scored: { row: FacetRow; score: number }[] = [];
    for (const row of table.rows) {
      if (row.id === recipeId || row.publishedAt > now) continue;
      const value = score(row);
      if (value > 0) scored.push({ row, score: value });
    }
    return scored
      .sort((a, b) => b.score - a.score || b.row.datePublished - a.row.datePublished || b.row.id - a.row.id)
      .slice(0, MAX_SIMILAR)
      .map(({ row }) => row.id);
  }
}
