import DataLoader from 'dataloader';
import { In, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { Category } from '../category/category.entity';
import { createRatingLoader } from '../comment/ratings';
import type { Craving } from '../craving/craving.entity';
import type { Occasion } from '../occasion/occasion.entity';
import { RecipeCategory, RecipeCraving, RecipeOccasion } from './recipe-links.entity';
import { createRecipePartsLoader } from './recipe-parts.loader';
import { Recipe } from './recipe.entity';

const MAX_BATCH = 1000;

function groupByRecipe<T>(ids: readonly number[], rows: T[], recipeIdOf: (row: T) => number): T[][] {
  const byRecipe = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) byRecipe.get(recipeIdOf(row))?.push(row);
  return ids.map((id) => byRecipe.get(id) ?? []);
}

/**
 * One query per batch: the linked taxonomy items of the requested recipes (link rows joined to their item; an item
 * in the trash is left out).
 */
function linkLoader<L extends ObjectLiteral & { recipeId: number }, T>(
  ds: DataSource,
  link: EntityTarget<L>,
  relation: keyof L & string,
) {
  return new DataLoader<number, T[]>(
    async (ids) => {
      const rows = await ds.getRepository(link).find({
        where: { recipeId: In([...ids]) } as never,
        relations: { [relation]: true } as never,
        order: { recipeId: 'ASC', position: 'ASC' } as never,
      });
      return groupByRecipe(ids, rows, (row) => row.recipeId).map((group) =>
        group.flatMap((row) => (row[relation] ? [row[relation] as T] : [])),
      );
    },
    { maxBatchSize: MAX_BATCH },
  );
}

/** One query per batch: the recipes by id (null for a missing one), whatever their status. */
function recipeLoader(ds: DataSource) {
  return new DataLoader<number, Recipe | null>(
    async (ids) => {
      const rows = await ds.getRepository(Recipe).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((recipe) => [recipe.id, recipe]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

export function createRecipeLoaders(ds: DataSource) {
  return {
    byId: recipeLoader(ds),
    parts: createRecipePartsLoader(ds, MAX_BATCH),
    categories: linkLoader<RecipeCategory, Category>(ds, RecipeCategory, 'category'),
    cravings: linkLoader<RecipeCraving, Craving>(ds, RecipeCraving, 'craving'),
    occasions: linkLoader<RecipeOccasion, Occasion>(ds, RecipeOccasion, 'occasion'),
    ratings: createRatingLoader(ds),
  };
}

export type RecipeLoaders = ReturnType<typeof createRecipeLoaders>;
