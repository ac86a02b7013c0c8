import type { MediaUsageKind } from '../../../gql/graphql';
import { DASHBOARD_ROOT } from '../dashboard-nav';
import { editRecipePath } from '../recipes/edit-link';

/** Where the dashboard edits what shows a picture (the trash, for something in it: restore it there first). */
export function mediaUsageHref(usage: { kind: MediaUsageKind; id: number; trashed: boolean }): string | null {
  if (usage.trashed) return `${DASHBOARD_ROOT}/trash`;
  switch (usage.kind) {
    case 'RECIPE':
      return editRecipePath(usage.id);
    case 'EBOOK':
      return `${DASHBOARD_ROOT}/e-books`;
    case 'CATEGORY':
      return `${DASHBOARD_ROOT}/categories`;
    case 'CRAVING':
      return `${DASHBOARD_ROOT}/categories?aba=vontades`;
    case 'CONFIGURATION':
      return `${DASHBOARD_ROOT}/configurations`;
  }
}
