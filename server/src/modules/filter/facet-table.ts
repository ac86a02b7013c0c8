import type { DataSource } from 'typeorm';
import { normalizeKey } from '../../shared/text';
import { RecipeCategory, RecipeCraving, RecipeOccasion } from '../recipe/recipe-links.entity';
import { Ingredient } from '../recipe/recipe-parts.entity';
import { Recipe } from '../recipe/recipe.entity';

/** What the faceted filter needs to know of one recipe. */
export interface FacetRow {
  id: number;
  publishedAt: number;
  categoryIds: number[];
  occasionIds: number[];
  cravingIds: number[];
  /** distinct ingredient names in normalizeKey form */
  ingredientKeys: string[];
  difficulty: string;
  totalMinutes: number | null;
}

export interface FacetTable {
  rows: FacetRow[];
  /** ingredient key → how each spelling of it was typed, with counts (the most common is shown) */
  spellings: Map<string, Map<string, number>>;
}

/** Loads the facet table of every recipe in five queries. */
export async function loadFacetTable(ds: DataSource): Promise<FacetTable> {
  const [recipes, ingredients, categories, occasions, cravings] = await Promise.all([
    ds.getRepository(Recipe).find({ select: { id: true, datePublished: true, difficulty: true, totalMinutes: true } }),
    ds.getRepository(Ingredient).find({ select: { recipeId: true, ingredientName: true } }),
    ds.getRepository(RecipeCategory).find({ select: { recipeId: true, categoryId: true } }),
    ds.getRepository(RecipeOccasion).find({ select: { recipeId: true, occasionId: true } }),
    ds.getRepository(RecipeCraving).find({ select: { recipeId: true, cravingId: true } }),
  ]);
  const rows = new Map<number, FacetRow>(
    recipes.map((r) => [
      r.id,
      {
        id: r.id,
        publishedAt: r.datePublished.getTime(),
        categoryIds: [],
        occasionIds: [],
        cravingIds: [],
        ingredientKeys: [],
        difficulty: r.difficulty,
        totalMinutes: r.totalMinutes,
      },
    ]),
  );
  for (const l of categories) rows.get(l.recipeId)?.categoryIds.push(l.categoryId);
  for (const l of occasions) rows.get(l.recipeId)?.occasionIds.push(l.occasionId);
  for (const l of cravings) rows.get(l.recipeId)?.cravingIds.push(l.cravingId);
  const spellings = new Map<string, Map<string, number>>();
  for (const ingredient of ingredients) {
    const row = rows.get(ingredient.recipeId);
    const key = normalizeKey(ingredient.ingredientName);
    if (!row || !key || row.ingredientKeys.includes(key)) continue;
    row.ingredientKeys.push(key);
    const forms = spellings.get(key) ?? new Map<string, number>();
    const typed = ingredient.ingredientName.trim().toLowerCase();
    forms.set(typed, (forms.get(typed) ?? 0) + 1);
    spellings.set(key, forms);
  }
  return { rows: [...rows.values()], spellings };
}
