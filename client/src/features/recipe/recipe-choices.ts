import { validFactor } from '@receitas/shared';
import { useCallback, useSyncExternalStore } from 'react';

export { MAX_FACTOR, validFactor } from '@receitas/shared';

/** What a reader chose on a recipe's card, remembered on that device: the scaling and their progress. */
export interface RecipeChoices {
  /** servings multiplier: 0.5, 1, 2, 3 or a custom servings count over the recipe's own */
  factor: number;
  /** ingredientIds ticked off */
  checked: number[];
  /** instructionIds highlighted (where the reader is) */
  highlighted: number[];
}

export const DEFAULT_CHOICES: RecipeChoices = Object.freeze({ factor: 1, checked: [], highlighted: [] });

const storageKey = (recipeId: number) => `receitas:recipe:${recipeId}`;

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

function parse(raw: string | null): RecipeChoices {
  if (!raw) return DEFAULT_CHOICES;
  try {
    const stored = JSON.parse(raw) as Partial<RecipeChoices>;
    return {
      factor: validFactor(stored.factor) ? stored.factor : 1,
      checked: ids(stored.checked),
      highlighted: ids(stored.highlighted),
    };
  } catch {
    return DEFAULT_CHOICES;
  }
}

// One parsed snapshot per stored string, so useSyncExternalStore sees the same object until the value changes.
const snapshots = new Map<number, { raw: string | null; choices: RecipeChoices }>();
// Where choices live when storage is blocked (private mode, cookies off): the card works, it just forgets.
const memory = new Map<number, string | null>();
const listeners = new Set<() => void>();

function readRaw(recipeId: number): string | null {
  try {
    return window.localStorage.getItem(storageKey(recipeId));
  } catch {
    return memory.get(recipeId) ?? null;
  }
}

function read(recipeId: number): RecipeChoices {
  const raw = readRaw(recipeId);
  const cached = snapshots.get(recipeId);
  if (cached && cached.raw === raw) return cached.choices;
  const choices = parse(raw);
  snapshots.set(recipeId, { raw, choices });
  return choices;
}

function write(recipeId: number, choices: RecipeChoices): void {
  const empty = choices.factor === 1 && !choices.checked.length && !choices.highlighted.length;
  const raw = empty ? null : JSON.stringify(choices);
  try {
    if (raw === null) window.localStorage.removeItem(storageKey(recipeId));
    else window.localStorage.setItem(storageKey(recipeId), raw);
  } catch {
    memory.set(recipeId, raw);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same recipe (the print page, say) keeps this one in step.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const serverSnapshot = () => DEFAULT_CHOICES;

/**
 * The reader's choices for a recipe: the defaults (1×, nothing ticked) on the server and while hydrating, so the
 * cached HTML is the same for everyone; the stored ones right after. `update` stores a change.
 */
export function useRecipeChoices(recipeId: number): [RecipeChoices, (change: Partial<RecipeChoices>) => void] {
  const choices = useSyncExternalStore(subscribe, () => read(recipeId), serverSnapshot);
  const update = useCallback(
    (change: Partial<RecipeChoices>) => write(recipeId, { ...read(recipeId), ...change }),
    [recipeId],
  );
  return [choices, update];
}

/** `list` with `id` added, or removed if it was there. */
export const toggled = (list: number[], id: number) =>
  list.includes(id) ? list.filter((other) => other !== id) : [...list, id];
