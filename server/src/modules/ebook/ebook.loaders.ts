import DataLoader from 'dataloader';
import { In, LessThanOrEqual, type DataSource } from 'typeorm';
import { Recipe } from '../recipe/recipe.entity';
import { wherePublic } from '../recipe/recipe-visibility';
import { EBookRecipe } from './ebook-recipe.entity';
import { EBook } from './ebook.entity';

const MAX_BATCH = 1000;

/** Groups rows under the requested keys, in the requested order. */
function groupBy<T>(keys: readonly number[], rows: T[], keyOf: (row: T) => number): T[][] {
  const groups = new Map<number, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

/** The recipe ids of each e-book, in the admin's order, whatever the recipes' status (those in the trash left out). */
export function createRecipeIdsLoader(ds: DataSource) {
  return new DataLoader<number, number[]>(
    async (ebookIds) => {
      const links = await ds
        .getRepository(EBookRecipe)
        .createQueryBuilder('l')
        .innerJoin('l.recipe', 'r')
        .where('l.ebookId IN (:...ebookIds)', { ebookIds: [...ebookIds] })
        .orderBy('l.ebookId', 'ASC')
        .addOrderBy('l.position', 'ASC')
        .getMany();
      return groupBy(ebookIds, links, (l) => l.ebookId).map((group) => group.map((l) => l.recipeId));
    },
    { maxBatchSize: MAX_BATCH },
  );
}

/** The published recipes of each e-book, in the admin's order (drafts and scheduled ones left out). */
export function createPublishedRecipesLoader(ds: DataSource) {
  return new DataLoader<number, Recipe[]>(
    async (ebookIds) => {
      const recipes = await wherePublic(
        ds
          .getRepository(Recipe)
          .createQueryBuilder('r')
          .innerJoin(EBookRecipe, 'l', 'l.recipeId = r.id')
          .where('l.ebookId IN (:...ebookIds)', { ebookIds: [...ebookIds] })
          .addSelect('l.ebookId', 'link_ebookId')
          .orderBy('l.ebookId', 'ASC')
          .addOrderBy('l.position', 'ASC'),
      ).getRawAndEntities();
      // One row per link: the raw row says which e-book each (possibly repeated) recipe came through.
      const pairs = recipes.raw.map((raw: { link_ebookId: number; r_id: number }) => ({
        ebookId: Number(raw.link_ebookId),
        recipe: recipes.entities.find((e) => e.id === Number(raw.r_id))!,
      }));
      return groupBy(ebookIds, pairs, (p) => p.ebookId).map((group) => group.map((p) => p.recipe));
    },
    { maxBatchSize: MAX_BATCH },
  );
}

/** The published e-books (publication date ≤ `today`) each recipe is in, newest first. */
export function createEBooksOfRecipeLoader(ds: DataSource, today: () => string) {
  return new DataLoader<number, EBook[]>(
    async (recipeIds) => {
      const links = await ds.getRepository(EBookRecipe).find({ where: { recipeId: In([...recipeIds]) } });
      const ebookIds = [...new Set(links.map((l) => l.ebookId))];
      const ebooks = ebookIds.length
        ? await ds.getRepository(EBook).find({
            where: { id: In(ebookIds), publicationDate: LessThanOrEqual(today()) },
            order: { publicationDate: 'DESC', id: 'DESC' },
          })
        : [];
      const linked = new Set(links.map((l) => `${l.recipeId}:${l.ebookId}`));
      return recipeIds.map((recipeId) => ebooks.filter((e) => linked.has(`${recipeId}:${e.id}`)));
    },
    { maxBatchSize: MAX_BATCH },
  );
}

export function createEBookLoaders(ds: DataSource, today: () => string) {
  return {
    recipeIds: createRecipeIdsLoader(ds),
    publishedRecipes: createPublishedRecipesLoader(ds),
    ebooksOfRecipe: createEBooksOfRecipeLoader(ds, today),
  };
}

export type EBookLoaders = ReturnType<typeof createEBookLoaders>;
