import type { DataSource } from 'typeorm';
import { dialectOf, type Dialect } from '../../db/data-source';
import type { RequestContext } from '../../graphql/context';
import { pageOf, sliceOf, pageWindow, type Page } from '../../shared/paging';
import { Recipe } from './recipe.entity';
import { publicCondition } from './recipe-visibility';
import type { RecipeService } from './recipe.service';

export const MAX_SIMILAR = 30;

// How much one shared item of each kind says about two recipes being alike.
const SHARED = [
  linkOverlap(3, 'recipe_categories', 'categoryId'),
  linkOverlap(2, 'recipe_cravings', 'cravingId'),
  linkOverlap(2, 'recipe_occasions', 'occasionId'),
  nameOverlap(1, 'recipe_tags', 'name'),
  nameOverlap(0.5, 'recipe_ingredients', 'ingredientName'),
];

function linkOverlap(weight: number, table: string, column: string): string {
  return `SELECT l.recipeId AS recipeId, ${weight} * COUNT(*) AS score FROM ${table} l
    WHERE l.${column} IN (SELECT ${column} FROM ${table} WHERE recipeId = :recipeId) AND l.recipeId <> :recipeId
    GROUP BY l.recipeId`;
}

function nameOverlap(weight: number, table: string, column: string): string {
  return `SELECT l.recipeId AS recipeId, ${weight} * COUNT(DISTINCT LOWER(l.${column})) AS score FROM ${table} l
    WHERE LOWER(l.${column}) IN (SELECT LOWER(${column}) FROM ${table} WHERE recipeId = :recipeId)
      AND l.recipeId <> :recipeId
    GROUP BY l.recipeId`;
}

/** The public recipes most alike :recipeId (at most 30), with their scores, best first. */
function mostAlike(dialect: Dialect, isPublic: string): string {
  // The scores lead the join (a forced order): left to choose, the planners walk every public recipe instead.
  const join = dialect === 'sqlite' ? 'CROSS JOIN' : 'STRAIGHT_JOIN';
  return `(SELECT scores.recipeId AS recipeId, scores.score AS score
    FROM (SELECT shared.recipeId AS recipeId, SUM(shared.score) AS score
      FROM (${SHARED.join(' UNION ALL ')}) shared GROUP BY shared.recipeId) scores
    ${join} recipes p ON p.id = scores.recipeId
    WHERE ${isPublic}
    ORDER BY scores.score DESC, p.datePublished DESC, p.id DESC
    LIMIT ${MAX_SIMILAR})`;
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
    // Scored, kept public, ranked and loaded in one statement.
    const { sql, params } = publicCondition('p');
    const ranked = await this.ds
      .getRepository(Recipe)
      .createQueryBuilder('r')
      .innerJoin(mostAlike(dialectOf(this.ds), sql), 's', 's.recipeId = r.id')
      .setParameters({ ...params, recipeId })
      .orderBy('s.score', 'DESC')
      .addOrderBy('r.datePublished', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .getMany();
    return pageOf(sliceOf(ranked, window), ranked.length, window);
  }
}
