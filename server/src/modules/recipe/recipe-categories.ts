import type { RequestContext } from '../../graphql/context';
import type { Category } from '../category/category.entity';
import type { CategoryService } from '../category/category.service';
import type { FilterService } from '../filter/filter.service';

/**
 * A recipe's categories from the facet table (in memory, at the current recipe version) and the request's one read of
 * the categories: a page of recipes, or a recipe page with its similar ones and its structured data, costs no link
 * query.
 */
export async function recipeCategories(
  ctx: RequestContext,
  recipeId: number,
  filters: FilterService,
  categories: CategoryService,
): Promise<Category[]> {
  const [table, byId] = await Promise.all([filters.tableFor(ctx), categories.byId(ctx)]);
  const row = table.byId.get(recipeId);
  if (!row) return ctx.loaders.recipe.categories.load(recipeId);
  return row.categoryIds.map((id) => byId.get(id)).filter((c): c is Category => c !== undefined);
}
