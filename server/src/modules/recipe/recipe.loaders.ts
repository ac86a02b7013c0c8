import DataLoader from 'dataloader';
import { In, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { Category } from '../category/category.entity';
import { createRatingLoader } from '../comment/ratings';
import type { Craving } from '../craving/craving.entity';
import type { Occasion } from '../occasion/occasion.entity';
import { RecipeCategory, RecipeCraving, RecipeOccasion } from './recipe-links.entity';
import { Ingredient, Instruction, Note, RecipeTag, Utensil } from './recipe-parts.entity';

const MAX_BATCH = 1000;

function groupByRecipe<T>(ids: readonly number[], rows: T[], recipeIdOf: (row: T) => number): T[][] {
  const byRecipe = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) byRecipe.get(recipeIdOf(row))?.push(row);
  return ids.map((id) => byRecipe.get(id) ?? []);
}

/** One query per batch: every child row of the requested recipes, in stored order. */
function childLoader<T extends ObjectLiteral & { recipeId: number }>(ds: DataSource, entity: EntityTarget<T>) {
  return new DataLoader<number, T[]>(
    async (ids) => {
      const rows = await ds.getRepository(entity).find({
        where: { recipeId: In([...ids]) } as never,
        order: { recipeId: 'ASC', position: 'ASC' } as never,
      });
      return groupByRecipe(ids, rows, (row) => row.recipeId);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

/** One query per batch: the linked taxonomy items of the requested recipes (link rows joined to their item). */
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
      return groupByRecipe(ids, rows, (row) => row.recipeId).map((group) => group.map((row) => row[relation] as T));
    },
    { maxBatchSize: MAX_BATCH },
  );
}

export function createRecipeLoaders(ds: DataSource) {
  return {
    ingredients: childLoader(ds, Ingredient),
    instructions: childLoader(ds, Instruction),
    notes: childLoader(ds, Note),
    tags: childLoader(ds, RecipeTag),
    utensils: childLoader(ds, Utensil),
    categories: linkLoader<RecipeCategory, Category>(ds, RecipeCategory, 'category'),
    cravings: linkLoader<RecipeCraving, Craving>(ds, RecipeCraving, 'craving'),
    occasions: linkLoader<RecipeOccasion, Occasion>(ds, RecipeOccasion, 'occasion'),
    ratings: createRatingLoader(ds),
  };
}

export type RecipeLoaders = ReturnType<typeof createRecipeLoaders>;
