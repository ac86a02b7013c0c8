import type { SearchDrawerRecipe } from '../../lib/search-drawer';
import { SUGGESTION_COUNTS } from './search-constants';

/** What the drawer suggests before the reader types: spec §2's three groups. */
export interface Suggestions<R> {
  recent: R[];
  related: R[];
  popular: R[];
}

export interface SuggestionSources<R> {
  /** the recipes this device viewed that are still public, most recent first */
  viewed: readonly R[];
  /** recipes like the one viewed last (empty when none was viewed) */
  similar: readonly R[];
  /** the most popular recipes, best first */
  top: readonly R[];
  /** a few recipes (the newest) to draw the random picks from when there is no history */
  pool: readonly R[];
  /** a number in [0, 1) (Math.random; fixed in tests) */
  random?: () => number;
}

/** `count` recipes drawn at random from those not excluded. */
function sample<R extends SearchDrawerRecipe>(
  recipes: readonly R[],
  count: number,
  exclude: ReadonlySet<number>,
  random: () => number,
): R[] {
  const pool = recipes.filter((r) => !exclude.has(r.recipeId));
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

const idsOf = (recipes: readonly SearchDrawerRecipe[]) => new Set(recipes.map((r) => r.recipeId));

/**
 * The real history and neighbours where there are some: recently viewed recipes (random ones on a first visit), the
 * recipes like the last one viewed (random ones otherwise), and the popular ones not already among the related.
 */
export function pickSuggestions<R extends SearchDrawerRecipe>({
  viewed,
  similar,
  top,
  pool,
  random = Math.random,
}: SuggestionSources<R>): Suggestions<R> {
  const recent = viewed.length
    ? viewed.slice(0, SUGGESTION_COUNTS.recent)
    : sample(pool, SUGGESTION_COUNTS.recent, new Set(), random);
  const recentSet = idsOf(recent);
  const near = similar.filter((r) => !recentSet.has(r.recipeId)).slice(0, SUGGESTION_COUNTS.related);
  const related = near.length ? near : sample(pool, SUGGESTION_COUNTS.related, recentSet, random);
  const relatedSet = idsOf(related);
  const popular = top.filter((r) => !relatedSet.has(r.recipeId)).slice(0, SUGGESTION_COUNTS.popular);
  return { recent, related, popular };
}
