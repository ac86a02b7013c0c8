import { In, type DataSource } from 'typeorm';
import { VersionedProjection, type ContentVersion } from '../content/content-version';
import { RecipeCategory, RecipeCraving } from '../recipe/recipe-links.entity';
import { Ingredient, RecipeTag } from '../recipe/recipe-parts.entity';
import { Recipe } from '../recipe/recipe.entity';
import { publicFrom } from '../recipe/recipe-visibility';
import { RecipeSearchIndex, type SearchDocument } from './recipe-search-index';

/**
 * Full-text recipe search over an in-memory index, built at boot and kept current: this process patches it on its
 * own writes; a write by another instance moves the content version and the index is rebuilt.
 */
export class SearchService {
  private readonly index: VersionedProjection<RecipeSearchIndex>;

  constructor(
    private readonly ds: DataSource,
    version: ContentVersion,
  ) {
    this.index = new VersionedProjection(
      version,
      async () => {
        const index = new RecipeSearchIndex();
        index.rebuild(await this.documents(null));
        return index;
      },
      async (index, recipeId) => {
        const [doc] = await this.documents([recipeId]);
        if (doc) index.upsert(doc);
        else index.remove(recipeId);
      },
    );
  }

  /** Builds the index now (at boot) rather than on the first search. */
  async warm(): Promise<number> {
    return (await this.index.get()).size;
  }

  /** The index at the current recipe version (the listing's text engine). */
  current(): Promise<RecipeSearchIndex> {
    return this.index.get();
  }

  /** The searchable text of the given recipes (all when null), in a fixed number of queries. */
  private async documents(ids: number[] | null): Promise<SearchDocument[]> {
    const where = ids ? { id: In(ids) } : {};
    const recipes = await this.ds.getRepository(Recipe).find({
      where,
      select: {
        id: true,
        title: true,
        description: true,
        author: true,
        cuisine: true,
        datePublished: true,
        draft: true,
      },
    });
    if (!recipes.length) return [];
    const byRecipe = ids ? { recipeId: In(ids) } : {};
    const [ingredients, tags, categories, cravings] = await Promise.all([
      this.ds.getRepository(Ingredient).find({ where: byRecipe, select: { recipeId: true, ingredientName: true } }),
      this.ds.getRepository(RecipeTag).find({ where: byRecipe, select: { recipeId: true, name: true } }),
      this.ds.getRepository(RecipeCategory).find({ where: byRecipe, relations: { category: true } }),
      this.ds.getRepository(RecipeCraving).find({ where: byRecipe, relations: { craving: true } }),
    ]);
    const group = <T>(rows: T[], recipeId: (row: T) => number, value: (row: T) => string | undefined) => {
      const map = new Map<number, string[]>();
      for (const row of rows) {
        const text = value(row);
        if (text) map.set(recipeId(row), [...(map.get(recipeId(row)) ?? []), text]);
      }
      return map;
    };
    const ingredientNames = group(
      ingredients,
      (r) => r.recipeId,
      (r) => r.ingredientName,
    );
    const tagNames = group(
      tags,
      (r) => r.recipeId,
      (r) => r.name,
    );
    const categoryNames = group(
      categories,
      (r) => r.recipeId,
      (r) => r.category?.name,
    );
    const cravingNames = group(
      cravings,
      (r) => r.recipeId,
      (r) => r.craving?.name,
    );
    return recipes.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      cuisine: r.cuisine,
      author: r.author,
      ingredients: ingredientNames.get(r.id) ?? [],
      tags: tagNames.get(r.id) ?? [],
      categories: categoryNames.get(r.id) ?? [],
      cravings: cravingNames.get(r.id) ?? [],
      publishedAt: publicFrom(r),
    }));
  }
}
