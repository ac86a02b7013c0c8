import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { pageOf, pageWindow, sliceOf, type Page } from '../../shared/paging';
import { loadInOrder } from './listing/recipe-listing';
import { Recipe } from './recipe.entity';
import { wherePublic } from './recipe-visibility';
import type { RecipeService } from './recipe.service';

export const MAX_SIMILAR = 30;

// How much one shared item of each kind says about two recipes being alike.
const SHARED = [
  { weight: 3, sql: linkOverlap('recipe_categories', 'categoryId') },
  { weight: 2, sql: linkOverlap('recipe_cravings', 'cravingId') },
  { weight: 2, sql: linkOverlap('recipe_occasions', 'occasionId') },
  { weight: 1, sql: nameOverlap('recipe_tags', 'name') },
  { weight: 0.5, sql: nameOverlap('recipe_ingredients', 'ingredientName') },
];

function linkOverlap(table: string, column: string): string {
  return `SELECT l.recipeId AS recipeId, COUNT(*) AS shared FROM ${table} l
    WHERE l.${column} IN (SELECT ${column} FROM ${table} WHERE recipeId = ?) AND l.recipeId <> ?
    GROUP BY l.recipeId`;
}

function nameOverlap(table: string, column: string): string {
  return `SELECT l.recipeId AS recipeId, COUNT(DISTINCT LOWER(l.${column})) AS shared FROM ${table} l
    WHERE LOWER(l.${column}) IN (SELECT LOWER(${column}) FROM ${table} WHERE recipeId = ?) AND l.recipeId <> ?
    GROUP BY l.recipeId`;
}

export class RecipeSimilarService {
  constructor(
    private readonly ds: DataSource,
    private readonly recipes: RecipeService,
  ) {}

  /** Public recipes most alike the given one (never itself), best first, at most 30 in all, paged. */
  async similar(ctx: RequestContext, recipeId: number, page = 0, size = 10): Promise<Page<Recipe>> {
    const window = pageWindow({ page, size }, MAX_SIMILAR);
    await this.recipes.get(ctx, recipeId);
    const scores = new Map<number, number>();
    for (const { weight, sql } of SHARED) {
      const rows: { recipeId: number; shared: number | string }[] = await this.ds.query(sql, [recipeId, recipeId]);
      for (const row of rows) {
        const id = Number(row.recipeId);
        scores.set(id, (scores.get(id) ?? 0) + weight * Number(row.shared));
      }
    }
    const published = scores.size
      ? await wherePublic(
          this.ds
            .getRepository(Recipe)
            .createQueryBuilder('r')
            .select(['r.id', 'r.datePublished'])
            .whereInIds([...scores.keys()]),
        ).getMany()
      : [];
    const ranked = published
      .sort(
        (a, b) =>
          scores.get(b.id)! - scores.get(a.id)! || b.datePublished.getTime() - a.datePublished.getTime() || b.id - a.id,
      )
      .slice(0, MAX_SIMILAR)
      .map((r) => r.id);
    return pageOf(await loadInOrder(this.ds, sliceOf(ranked, window)), ranked.length, window);
  }
}
