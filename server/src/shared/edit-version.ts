import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { conflict, notFound } from './errors';

/** What a refused edit says, in the words of the thing edited. */
export interface EditRefusals {
  notFound: string;
  /** another tab or person saved since the editor loaded it */
  conflict: string;
}

/**
 * Moves the edit version of row `id` (a `version` column) on by one in the caller's transaction, which then holds the
 * row until it ends; a row in the trash counts as missing. With `expected`, only from that version: compare and
 * increment are one statement, so of two saves started from the same version exactly one passes and the other is
 * refused (CONFLICT, with `currentVersion`).
 */
export async function nextEditVersion<T extends ObjectLiteral & { version: number }>(
  em: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  expected: number | null | undefined,
  refusals: EditRefusals,
): Promise<void> {
  const update = em
    .createQueryBuilder()
    .update(entity)
    .set({ version: () => 'version + 1' } as never)
    .where('id = :id', { id });
  if (expected !== null && expected !== undefined) update.andWhere('version = :expected', { expected });
  // A row in the trash is no row to edit (an UPDATE, unlike a read, does not skip it by itself).
  const trashed = em.connection.getMetadata(entity).deleteDateColumn;
  if (trashed) update.andWhere(`${trashed.databaseName} IS NULL`);
  if ((await update.execute()).affected) return;
  const current = await em.getRepository(entity).findOne({ select: { version: true }, where: { id } } as never);
  if (!current) throw notFound(refusals.notFound);
  throw conflict(refusals.conflict, { currentVersion: current.version });
}
