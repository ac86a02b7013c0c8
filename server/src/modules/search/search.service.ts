import { In, type DataSource } from 'typeorm';
import { VersionedProjection, type ContentVersion } from '../content/content-version';
import { recipeRows } from '../recipe/recipe-rows';
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
    const [ingredients, tags, categories, cravings] = await Promise.all([
      recipeRows<{ recipeId: number; name: string }>(this.ds, 'recipe_ingredients l', 'l.ingredientName AS name', ids),
      recipeRows<{ recipeId: number; name: string }>(this.ds, 'recipe_tags l', 'l.name AS name', ids),
      recipeRows<{ recipeId: number; name: string }>(
        this.ds,
        'recipe_categories l INNER JOIN categories c ON c.id = l.categoryId AND c.deletedAt IS NULL',
        'c.name AS name',
        ids,
      ),
      recipeRows<{ recipeId: number; name: string }>(
        this.ds,
        'recipe_cravings l INNER JOIN cravings c ON c.id = l.cravingId',
        'c.name AS name',
        ids,
      ),
    ]);
    const namesOf = (rows: { recipeId: number; name: string }[]) => {
      const map = new Map<number, string[]>();
      for (const { recipeId, name } of rows) {
        if (!name) continue;
        const names = map.get(recipeId);
        if (names) names.push(name);
        else map.set(recipeId, [name]);
      }
      return map;
    };
    const [ingredientNames, tagNames, categoryNames, cravingNames] = [ingredients, tags, categories, cravings].map(
      namesOf,
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
