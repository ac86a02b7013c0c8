import { useCallback, useEffect, useRef } from 'react';
import { emptyForm, type RecipeFormState } from './recipe-form-model';

// The open recipe form is kept in this browser's local storage as the creator types, so a crash, a closed tab or
// an accidental close never costs her the work: the next opening offers it back.

export const AUTOSAVE_DELAY_MS = 500;

/** One key per recipe: 'receitas:recipe-form:new' for a new one, 'receitas:recipe-form:<id>' for an edit. */
export const autosaveKey = (recipeId: number | null) => `receitas:recipe-form:${recipeId ?? 'new'}`;

export interface SavedForm {
  /** when the copy was written (ISO) */
  savedAt: string;
  /** the server's updatedAt of the recipe the copy started from (null for a new recipe) */
  baseUpdatedAt: string | null;
  form: RecipeFormState;
}

/** The saved copy under this key, or null (a malformed one is dropped). */
export function readSavedForm(key: string): SavedForm | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<SavedForm> | null;
    const form = saved?.form as Partial<RecipeFormState> | undefined;
    if (
      !saved ||
      typeof saved.savedAt !== 'string' ||
      !form ||
      typeof form.title !== 'string' ||
      !Array.isArray(form.ingredients) ||
      !Array.isArray(form.instructions)
    ) {
      throw new Error('not a saved recipe form');
    }
    // Fields added to the form later get their defaults.
    return { savedAt: saved.savedAt, baseUpdatedAt: saved.baseUpdatedAt ?? null, form: { ...emptyForm(), ...form } };
  } catch {
    clearSavedForm(key);
    return null;
  }
}

export function writeSavedForm(key: string, saved: SavedForm): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the form keeps working, only without the safety copy.
  }
}

export function clearSavedForm(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

interface AutosaveOptions {
  /** false while nothing should be written (the recovery question is open, the form is not loaded) */
  enabled: boolean;
  /** the form differs from what the server has: write it; otherwise the copy is removed */
  dirty: boolean;
  baseUpdatedAt: string | null;
}

/**
 * Writes the form ~500 ms after the last change while it has unsaved changes (and at once when the page is being
 * hidden). Returns `discard`, which cancels any pending write and removes the copy (after a save or a discard).
 */
export function useAutosave(key: string, form: RecipeFormState | null, options: AutosaveOptions): () => void {
  const { enabled, dirty, baseUpdatedAt } = options;
  const discarded = useRef(false);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!enabled || !form || discarded.current) return;
    const write = () => {
      pending.current = null;
      if (discarded.current) return;
      if (dirty) writeSavedForm(key, { savedAt: new Date().toISOString(), baseUpdatedAt, form });
      else clearSavedForm(key);
    };
    pending.current = write;
    const timer = window.setTimeout(write, AUTOSAVE_DELAY_MS);
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [key, form, enabled, dirty, baseUpdatedAt]);

  // Closing the form with changes pending still keeps them (the close was confirmed only if they were discarded).
  useEffect(() => () => pending.current?.(), []);

  return useCallback(() => {
    discarded.current = true;
    pending.current = null;
    clearSavedForm(key);
  }, [key]);
}
