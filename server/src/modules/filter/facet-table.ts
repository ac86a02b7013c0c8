import { In, type DataSource } from 'typeorm';
import { normalizeKey } from '../../shared/text';
import { recipeRows } from '../recipe/recipe-rows';
import { Recipe } from '../recipe/recipe.entity';
import { publicFrom } from '../recipe/recipe-visibility';

/** What the faceted filter and the in-memory listing need to know of one recipe. */
export interface FacetRow {
  id: number;
  /** epoch ms from which readers see the recipe (Infinity: never, a draft) */
  publishedAt: number;
  /** in the recipe's order */
  categoryIds: number[];
  occasionIds: number[];
  cravingIds: number[];
  /** distinct ingredients, as indexes into FacetTable.ingredientKeys */
  ingredients: number[];
  /** distinct tags in normalizeKey form (similar recipes share them) */
  tags: string[];
  difficulty: string;
  totalMinutes: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  draft: boolean;
  /** epoch ms of datePublished (for a draft, its planned date) */
  datePublished: number;
  titleKey: string;
  cuisineKey: string | null;
}

export interface FacetTable {
  rows: FacetRow[];
  /** the same rows by recipe id */
  byId: Map<number, FacetRow>;
  /** every ingredient name in normalizeKey form; rows refer to them by index */
  ingredientKeys: string[];
  ingredientIndex: Map<string, number>;
  /** per ingredient index: how each spelling was typed, with counts (the most common is shown) */
  spellings: Map<string, number>[];
}

/** Loads the facet table of every recipe (drafts and scheduled ones included, trashed ones left out) in six queries. */
export async function loadFacetTable(ds: DataSource): Promise<FacetTable> {
  const table: FacetTable = {
    rows: [],
    byId: new Map(),
    ingredientKeys: [],
    ingredientIndex: new Map(),
    spellings: [],
  };
  table.rows = await loadRows(ds, table, null);
  table.byId = new Map(table.rows.map((row) => [row.id, row]));
  return table;
}

/**
 * Brings one recipe's row up to date after this process wrote it (or removes it), without reloading the table: a
 * recipe write costs six indexed queries instead of a reload of every recipe. A replaced row's old spellings keep
 * their counts until the next full load (they only choose how an ingredient is displayed).
 */
export async function patchFacetTable(ds: DataSource, table: FacetTable, recipeId: number): Promise<void> {
  const [row] = await loadRows(ds, table, [recipeId]);
  const rows = table.rows.filter((r) => r.id !== recipeId);
  if (row) rows.push(row);
  table.rows = rows;
  if (row) table.byId.set(recipeId, row);
  else table.byId.delete(recipeId);
}

/** The rows of the given recipes (all when null), registering their ingredients in the table. */
async function loadRows(ds: DataSource, table: FacetTable, ids: number[] | null): Promise<FacetRow[]> {
  const [recipes, ingredients, categories, occasions, cravings, tags] = await Promise.all([
    ds.getRepository(Recipe).find({
      where: ids ? { id: In(ids) } : {},
      select: {
        id: true,
        datePublished: true,
        draft: true,
        difficulty: true,
        totalMinutes: true,
        prepMinutes: true,
        cookMinutes: true,
        titleKey: true,
        cuisineKey: true,
      },
    }),
    recipeRows<{ recipeId: number; ingredientName: string }>(
      ds,
      'recipe_ingredients l',
      'l.ingredientName AS ingredientName',
      ids,
    ),
    recipeRows<{ recipeId: number; categoryId: number; position: number }>(
      ds,
      // a category in the trash holds no recipe
      'recipe_categories l INNER JOIN categories c ON c.id = l.categoryId AND c.deletedAt IS NULL',
      'l.categoryId AS categoryId, l.position AS position',
      ids,
    ),
    recipeRows<{ recipeId: number; occasionId: number }>(ds, 'recipe_occasions l', 'l.occasionId AS occasionId', ids),
    recipeRows<{ recipeId: number; cravingId: number }>(ds, 'recipe_cravings l', 'l.cravingId AS cravingId', ids),
    recipeRows<{ recipeId: number; name: string }>(ds, 'recipe_tags l', 'l.name AS name', ids),
  ]);
  const rows = new Map<number, FacetRow>(
    recipes.map((r) => [
      r.id,
      {
        id: r.id,
        publishedAt: publicFrom(r),
        categoryIds: [],
        occasionIds: [],
        cravingIds: [],
        ingredients: [],
        tags: [],
        difficulty: r.difficulty,
        totalMinutes: r.totalMinutes,
        prepMinutes: r.prepMinutes,
        cookMinutes: r.cookMinutes,
        draft: r.draft,
        datePublished: r.datePublished.getTime(),
        titleKey: r.titleKey,
        cuisineKey: r.cuisineKey,
      },
    ]),
  );
  // In the recipe's own order (the page lists them, and Recipe.category answers from here).
  categories.sort((a, b) => a.recipeId - b.recipeId || Number(a.position) - Number(b.position));
  for (const l of categories) rows.get(l.recipeId)?.categoryIds.push(Number(l.categoryId));
  for (const l of occasions) rows.get(l.recipeId)?.occasionIds.push(Number(l.occasionId));
  for (const l of cravings) rows.get(l.recipeId)?.cravingIds.push(Number(l.cravingId));
  // The same few hundred names stand in tens of thousands of rows: each is normalised once.
  const keys = new Map<string, string>();
  const keyOf = (name: string) => {
    let key = keys.get(name);
    if (key === undefined) keys.set(name, (key = normalizeKey(name)));
    return key;
  };
  for (const tag of tags) {
    const row = rows.get(tag.recipeId);
    const key = keyOf(tag.name);
    if (row && key && !row.tags.includes(key)) row.tags.push(key);
  }
  for (const ingredient of ingredients) {
    const row = rows.get(ingredient.recipeId);
    const key = keyOf(ingredient.ingredientName);
    if (!row || !key) continue;
    let index = table.ingredientIndex.get(key);
    if (index === undefined) {
      index = table.ingredientKeys.push(key) - 1;
      table.ingredientIndex.set(key, index);
      table.spellings.push(new Map());
    }
    if (row.ingredients.includes(index)) continue;
    row.ingredients.push(index);
    const typed = ingredient.ingredientName.trim().toLowerCase();
    table.spellings[index].set(typed, (table.spellings[index].get(typed) ?? 0) + 1);
  }
  return [...rows.values()];
}
