import type { EntityManager } from 'typeorm';
import { normalizeKey } from '../../shared/text';
import { Category } from './category.entity';

/** The name column's length. */
const MAX_NAME = 100;

/**
 * The name key of a category in the trash: a name's key never starts with a space (normalizeKey trims), so no name can
 * take it, and the id keeps it unique. The category's name itself stays as it was.
 */
export const trashedNameKey = (id: number) => ` ${id}`;

/** Frees the names of categories going to the trash (in the caller's transaction): a new category may take them. */
export async function releaseNames(em: EntityManager, ids: readonly number[]): Promise<void> {
  for (const id of ids) await em.getRepository(Category).update({ id }, { nameKey: trashedNameKey(id) });
}

/**
 * Gives a category coming back from the trash its name again, or, when a category took the name meanwhile, the first
 * free 'Nome (2)', 'Nome (3)'…; answers the name it has now. In the caller's transaction.
 */
export async function reclaimName(em: EntityManager, category: Category): Promise<string> {
  const repo = em.getRepository(Category);
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${category.name.slice(0, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
    const nameKey = normalizeKey(name);
    if (!(await repo.exists({ where: { nameKey }, withDeleted: true }))) {
      await repo.update({ id: category.id }, { name, nameKey });
      return name;
    }
  }
}
