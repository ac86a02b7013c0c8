import { formatShortDateTime } from '../../../lib/format';
import * as messages from '../../../messages/pt-BR';

/*
 * Everything on the recipes screen that depends on a recipe's publication state lives here.
 *
 * TODO(integrator, issue 10): the server adds `Recipe.status: RecipeStatus` (DRAFT | SCHEDULED | PUBLISHED), and a
 * status filter plus a title/description/author query on the admin listing. When it lands:
 *  1. select `status` in DashboardRecipeCard_recipe (recipes-operations.ts): recipeStatus() then reads it as is;
 *  2. optionally let the server filter (use-dashboard-recipes.ts says how).
 * Until then a recipe is SCHEDULED while its datePublished is in the future, else PUBLISHED; there are no drafts.
 */

export type RecipeStatus = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
export type StatusFilter = 'ALL' | RecipeStatus;

/** The filter's choices, in the screen's order. */
export const STATUS_FILTERS: readonly StatusFilter[] = ['ALL', 'PUBLISHED', 'SCHEDULED', 'DRAFT'];

export interface StatusSource {
  datePublished: string;
  status?: RecipeStatus | null;
}

/** Where a recipe stands: the server's status once it has one, else what its publication date says. */
export function recipeStatus(recipe: StatusSource, now = Date.now()): RecipeStatus {
  if (recipe.status) return recipe.status;
  return new Date(recipe.datePublished).getTime() > now ? 'SCHEDULED' : 'PUBLISHED';
}

/** 'Rascunho', 'Agendada para 01/12/2026 10:05' or 'Publicada'. */
export function statusText(recipe: StatusSource, now = Date.now()): string {
  const status = recipeStatus(recipe, now);
  const t = messages.dashboardRecipes.status;
  if (status === 'SCHEDULED') return t.SCHEDULED(formatShortDateTime(recipe.datePublished));
  return t[status];
}

export function matchesStatus(recipe: StatusSource, filter: StatusFilter, now = Date.now()): boolean {
  return filter === 'ALL' || recipeStatus(recipe, now) === filter;
}

/** Readers see published recipes only: drafts and scheduled ones are previewed, published ones viewed on the site. */
export const isPublic = (recipe: StatusSource, now = Date.now()) => recipeStatus(recipe, now) === 'PUBLISHED';
