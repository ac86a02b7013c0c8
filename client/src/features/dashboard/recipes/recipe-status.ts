import { formatSiteDateTime } from '../../../lib/site-time';
import * as messages from '../../../messages/pt-BR';

/*
 * Everything on the recipes screen that depends on a recipe's publication state lives here. The server says where a
 * recipe stands (Recipe.status); a scheduled one whose time has come while the screen is open counts as published, as
 * the server publishes it at that time.
 */

export type RecipeStatus = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
export type StatusFilter = 'ALL' | RecipeStatus;

/** The filter's choices, in the screen's order. */
export const STATUS_FILTERS: readonly StatusFilter[] = ['ALL', 'PUBLISHED', 'SCHEDULED', 'DRAFT'];

export interface StatusSource {
  datePublished: string;
  status: RecipeStatus;
}

/** Where a recipe stands now. */
export function recipeStatus(recipe: StatusSource, now = Date.now()): RecipeStatus {
  if (recipe.status === 'SCHEDULED' && new Date(recipe.datePublished).getTime() <= now) return 'PUBLISHED';
  return recipe.status;
}

/** 'Rascunho', 'Agendada para 01/12/2026 10:05 (horário de Brasília)' or 'Publicada'. */
export function statusText(recipe: StatusSource, now = Date.now()): string {
  const status = recipeStatus(recipe, now);
  const t = messages.dashboardRecipes.status;
  if (status === 'SCHEDULED') return t.SCHEDULED(formatSiteDateTime(recipe.datePublished));
  return t[status];
}

/** Readers see published recipes only: drafts and scheduled ones are previewed, published ones viewed on the site. */
export const isPublic = (recipe: StatusSource, now = Date.now()) => recipeStatus(recipe, now) === 'PUBLISHED';
