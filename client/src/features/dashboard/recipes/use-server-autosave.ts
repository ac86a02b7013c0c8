import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toInput, type RecipeFormState } from './recipe-form-model';
import { validate } from './recipe-schema';
import { AutosaveRecipeMutation } from './recipe-revision-operations';

/** quiet time after the last change before the form goes to the site (a revision per pause, not per key) */
export const SERVER_AUTOSAVE_DELAY_MS = 5000;

interface ServerAutosaveOptions {
  /** false while nothing should be sent (a question is open over the form, a save is under way) */
  enabled: boolean;
  dirty: boolean;
  /** the recipe version the form started from; null until the recipe is loaded */
  baseVersion: number | null;
}

export interface ServerAutosave {
  /** when the site last kept the form (ISO), null before the first time */
  savedAt: string | null;
  /** the editing session is over (saved, or closed discarding): nothing more is sent */
  finish: () => void;
}

/**
 * Keeps an edited recipe's form on the site as the recipe's autosave (one per person and recipe, never published):
 * what she typed survives another browser, a lost laptop or cleared storage, and shows in the recipe's history. Only
 * a form that would pass validation is sent (the site checks it as a save); a new recipe has nowhere to go yet and
 * relies on this browser's copy.
 */
export function useServerAutosave(
  recipeId: number | null,
  form: RecipeFormState | null,
  { enabled, dirty, baseVersion }: ServerAutosaveOptions,
): ServerAutosave {
  const [autosave] = useMutation(AutosaveRecipeMutation);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const finished = useRef(false);

  useEffect(() => {
    if (!enabled || !dirty || !form || recipeId === null || baseVersion === null || finished.current) return;
    const timer = window.setTimeout(() => {
      if (finished.current) return;
      const now = new Date();
      if (Object.keys(validate(form, now)).length) return;
      autosave({ variables: { id: recipeId, input: toInput(form, now), baseVersion } })
        .then((result) => {
          const revision = result.data?.autosaveRecipe;
          if (revision && !finished.current) setSavedAt(revision.createdAt);
        })
        // a failed autosave costs nothing: this browser's copy still holds the form, and the save says what is wrong
        .catch(() => {});
    }, SERVER_AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autosave, enabled, dirty, form, recipeId, baseVersion]);

  const finish = useCallback(() => {
    finished.current = true;
  }, []);
  return { savedAt, finish };
}
