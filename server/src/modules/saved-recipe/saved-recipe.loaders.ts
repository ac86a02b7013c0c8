import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { SavedRecipe } from './saved-recipe.entity';

/** One query per batch: which of the requested recipes the reader `userId` saved. */
export function createSavedRecipeLoader(ds: DataSource, userId: number) {
  return new DataLoader<number, boolean>(
    async (recipeIds) => {
      const rows = await ds.getRepository(SavedRecipe).find({
        select: { recipeId: true },
        where: { userId, recipeId: In([...recipeIds]) },
      });
      const saved = new Set(rows.map((row) => row.recipeId));
      return recipeIds.map((id) => saved.has(id));
    },
    { maxBatchSize: 1000 },
  );
}
