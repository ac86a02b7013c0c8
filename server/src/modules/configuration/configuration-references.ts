import type { EntityManager } from 'typeorm';
import { dialectOf } from '../../db/data-source';
import { ContentPlace, TrashKind } from '../trash/trash.types';
import { SiteConfiguration } from './configuration.entity';
import { DAYS, WEEKLY_COLUMN } from './configuration.service';

/** A place of the site's configuration that names an item. */
export interface ConfigurationReference {
  kind: TrashKind;
  id: number;
  place: ContentPlace;
  label: string;
}

const DAY_NAMES: Record<(typeof DAYS)[number], string> = {
  monday: 'segunda-feira',
  tuesday: 'terça-feira',
  wednesday: 'quarta-feira',
  thursday: 'quinta-feira',
  friday: 'sexta-feira',
};

/** Where the configuration names the given items, item by item in the order given. */
export function configurationReferences(
  row: SiteConfiguration | null,
  kind: TrashKind,
  ids: readonly number[],
): ConfigurationReference[] {
  if (!row) return [];
  return ids.flatMap((id): ConfigurationReference[] => {
    switch (kind) {
      case TrashKind.RECIPE:
        return [
          ...row.featuredRecipeIds.flatMap((featured, i) =>
            featured === id ? [{ kind, id, place: ContentPlace.FEATURED_RECIPES, label: featuredLabel(i) }] : [],
          ),
          ...DAYS.filter((day) => row[WEEKLY_COLUMN[day]] === id).map((day) => ({
            kind,
            id,
            place: ContentPlace.WEEKLY_MENU,
            label: `Cardápio da semana: ${DAY_NAMES[day]}`,
          })),
        ];
      case TrashKind.EBOOK:
        return row.featuredEBookId === id
          ? [{ kind, id, place: ContentPlace.FEATURED_EBOOK, label: 'E-book em destaque' }]
          : [];
      case TrashKind.CATEGORY:
        return [];
    }
  });
}

const featuredLabel = (index: number) => `Receitas em destaque na página inicial (posição ${index + 1})`;

/**
 * Takes the items out of the configuration, in the caller's transaction. That transaction locked the content version
 * row first (every content writer does, the configuration's save too), so the row read here is the latest one.
 */
export async function forgetConfigurationReferences(
  em: EntityManager,
  kind: TrashKind,
  ids: readonly number[],
): Promise<void> {
  if (kind === TrashKind.CATEGORY || !ids.length) return;
  const repo = em.getRepository(SiteConfiguration);
  const read = repo.createQueryBuilder('s').where('s.id = 1');
  // A locking read on MySQL/MariaDB: the row as last committed, whatever the caller read before (SQLite has one writer).
  if (dialectOf(em.connection) === 'mysql') read.setLock('pessimistic_write');
  const row = await read.getOne();
  if (!row || !configurationReferences(row, kind, ids).length) return;
  const gone = new Set(ids);
  const changes: Partial<SiteConfiguration> = {};
  if (kind === TrashKind.RECIPE) {
    changes.featuredRecipeIds = row.featuredRecipeIds.filter((id) => !gone.has(id));
    for (const day of DAYS) {
      const id = row[WEEKLY_COLUMN[day]];
      if (id !== null && gone.has(id)) changes[WEEKLY_COLUMN[day]] = null;
    }
  } else {
    changes.featuredEBookId = null;
  }
  await repo.update({ id: 1 }, changes);
}
