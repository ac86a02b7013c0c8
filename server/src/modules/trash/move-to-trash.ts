import { In, type EntityManager, type EntityTarget } from 'typeorm';
import type { TrashableEntity } from '../../shared/base.entity';
import { releaseNames } from '../category/category-trash';
import { Category } from '../category/category.entity';
import { forgetConfigurationReferences } from '../configuration/configuration-references';
import { EBook } from '../ebook/ebook.entity';
import { Recipe } from '../recipe/recipe.entity';
import { TrashKind } from './trash.types';

/** A row of one of the trash's kinds. */
export type TrashableRow = TrashableEntity & { id: number };

/** The table of each kind, and the column that names one of its items. */
export const TRASH_TABLES: Record<TrashKind, { entity: EntityTarget<TrashableRow>; table: string; title: string }> = {
  [TrashKind.RECIPE]: { entity: Recipe, table: 'recipes', title: 'title' },
  [TrashKind.EBOOK]: { entity: EBook, table: 'ebooks', title: 'title' },
  [TrashKind.CATEGORY]: { entity: Category, table: 'categories', title: 'name' },
};

/**
 * Moves live items to the trash, in the caller's transaction, which took the content version row first (as every
 * content writer does): the configuration stops naming them in the same transaction, and a category gives its name up.
 * Links to them stay (a recipe's comments, categories and e-books; a category's recipes) for a restore.
 */
export async function moveToTrash(
  em: EntityManager,
  kind: TrashKind,
  ids: readonly number[],
  deletedById: number | null,
): Promise<void> {
  if (!ids.length) return;
  const repo = em.getRepository(TRASH_TABLES[kind].entity);
  if (kind === TrashKind.CATEGORY) await releaseNames(em, ids);
  await repo.update({ id: In([...ids]) }, { deletedById });
  await repo.softDelete({ id: In([...ids]) });
  await forgetConfigurationReferences(em, kind, ids);
}
