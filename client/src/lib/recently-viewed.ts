// The recipes this device has viewed, newest first: local to the browser, read and written only after hydration.

const STORAGE_KEY = 'recentlyViewedRecipes';
/** How many ids are kept (the drawer shows the first few that still exist). */
const KEEP = 12;

function readIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return []; // storage disabled (private mode) or a damaged value: nothing viewed
  }
}

/** The ids of the recipes viewed on this device, most recent first. */
export function recentlyViewedIds(): number[] {
  return typeof window === 'undefined' ? [] : readIds();
}

/** Records that this device viewed a recipe (moves it to the front). */
export function recordRecentlyViewed(recipeId: number): void {
  if (typeof window === 'undefined' || !Number.isInteger(recipeId) || recipeId <= 0) return;
  const ids = [recipeId, ...readIds().filter((id) => id !== recipeId)].slice(0, KEEP);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // storage full or disabled: the suggestions fall back to other recipes
  }
}

/** Forgets recipes this device viewed that are no longer public (deleted or unpublished since). */
export function forgetRecentlyViewed(recipeIds: readonly number[]): void {
  if (typeof window === 'undefined' || !recipeIds.length) return;
  const gone = new Set(recipeIds);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(readIds().filter((id) => !gone.has(id))));
  } catch {
    // storage full or disabled: the suggestions ask for them again next time
  }
}
