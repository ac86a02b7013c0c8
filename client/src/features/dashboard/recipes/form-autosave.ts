import { useCallback, useEffect, useRef } from 'react';
import { emptyForm, type RecipeFormState } from './recipe-form-model';

// The open recipe form is kept in this browser's local storage as the creator types, so a crash, a closed tab or
// an accidental close never costs her the work: the next opening offers it back. Each tab keeps its own copy
// (two tabs on one recipe never overwrite or discard each other's), and a tab that is still open is never offered
// another open tab's copy: only its own, or one left by a tab that closed or crashed.

export const AUTOSAVE_DELAY_MS = 500;
/** how often an open editor says its tab is alive */
export const ALIVE_EVERY_MS = 10_000;
/** a tab silent for this long has closed or crashed: its copies are offered to the others */
export const ALIVE_FOR_MS = 30_000;

const TAB_KEY = 'receitas:tab-id';
const ALIVE_PREFIX = 'receitas:tab-alive:';

/** One base key per recipe: 'receitas:recipe-form:new' for a new one, 'receitas:recipe-form:<id>' for an edit. */
export const autosaveKey = (recipeId: number | null) => `receitas:recipe-form:${recipeId ?? 'new'}`;

let currentTab: string | null = null;

/** This tab's id: kept in sessionStorage, so it survives a reload of the tab (and its copy is found again). */
export function tabId(): string {
  if (currentTab) return currentTab;
  let id: string | null = null;
  try {
    id = window.sessionStorage.getItem(TAB_KEY);
  } catch {
    // storage disabled: an id for this page's life
  }
  if (!id) {
    id = Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
    try {
      window.sessionStorage.setItem(TAB_KEY, id);
    } catch {
      // idem
    }
  }
  currentTab = id;
  return id;
}

/** The key this tab writes its copy of the form under. */
export const tabCopyKey = (base: string, tab = tabId()) => `${base}:tab:${tab}`;

export interface SavedForm {
  /** when the copy was written (ISO) */
  savedAt: string;
  /** the server's updatedAt of the recipe the copy started from (null for a new recipe) */
  baseUpdatedAt: string | null;
  /** the server's version of the recipe the copy started from (null for a new recipe, or a copy older than versions) */
  baseVersion?: number | null;
  form: RecipeFormState;
}

/** A copy found in storage, with the key it lives under (the one a 'Descartar' removes). */
export interface FoundCopy {
  key: string;
  saved: SavedForm;
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
    return {
      savedAt: saved.savedAt,
      baseUpdatedAt: saved.baseUpdatedAt ?? null,
      baseVersion: typeof saved.baseVersion === 'number' ? saved.baseVersion : null,
      form: { ...emptyForm(), ...form },
    };
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

function storageKeys(): string[] {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

function tabIsAlive(tab: string, now: number): boolean {
  try {
    const seen = Number(window.localStorage.getItem(ALIVE_PREFIX + tab));
    return Number.isFinite(seen) && now - seen < ALIVE_FOR_MS;
  } catch {
    return false;
  }
}

/**
 * The copy to offer back when this tab opens the form under `base`: this tab's own one, else the newest one left by
 * a tab that is no longer open (or written before copies were kept per tab). Another open tab's copy is its own.
 */
export function findCopy(base: string, now = Date.now()): FoundCopy | null {
  const own = tabCopyKey(base);
  const ownCopy = readSavedForm(own);
  if (ownCopy) return { key: own, saved: ownCopy };
  let best: FoundCopy | null = null;
  for (const key of orphanKeys(base, now)) {
    const saved = readSavedForm(key);
    if (saved && (!best || saved.savedAt > best.saved.savedAt)) best = { key, saved };
  }
  return best;
}

/** The keys of copies under `base` that no open tab holds (left by a closed or crashed tab, or from before tabs). */
function orphanKeys(base: string, now: number): string[] {
  return storageKeys().filter((key) => {
    if (key === base) return true;
    if (!key.startsWith(`${base}:tab:`)) return false;
    const tab = key.slice(base.length + ':tab:'.length);
    return !tab.includes(':') && tab !== tabId() && !tabIsAlive(tab, now);
  });
}

/**
 * Once the creator answered the recovery question (kept the copy offered or discarded it), the copies it stood for go:
 * this tab's and those closed tabs left. Another open tab's copy stays its own.
 */
export function clearOfferedCopies(base: string, now = Date.now()): void {
  clearSavedForm(tabCopyKey(base));
  for (const key of orphanKeys(base, now)) clearSavedForm(key);
}

interface AutosaveOptions {
  /** false while nothing should be written (the recovery question is open, the form is not loaded) */
  enabled: boolean;
  /** the form differs from what the server has: write it; otherwise the copy is removed */
  dirty: boolean;
  baseUpdatedAt: string | null;
  baseVersion?: number | null;
}

export interface Autosave {
  /** removes this tab's copy and any pending write; later changes are kept again */
  discard: () => void;
  /** the editing session is over (saved, or closed discarding the changes): removes the copy and writes no more */
  finish: () => void;
}

/**
 * Writes the form to this tab's copy ~500 ms after the last change while it has unsaved changes (and at once when
 * the page is being hidden), and marks the tab alive while the form is open.
 */
export function useAutosave(base: string, form: RecipeFormState | null, options: AutosaveOptions): Autosave {
  const { enabled, dirty, baseUpdatedAt, baseVersion = null } = options;
  const key = tabCopyKey(base);
  const finished = useRef(false);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    const tab = tabId();
    const mark = () => {
      try {
        window.localStorage.setItem(ALIVE_PREFIX + tab, String(Date.now()));
      } catch {
        // no storage: nothing to mark
      }
    };
    mark();
    const timer = window.setInterval(mark, ALIVE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!enabled || !form || finished.current) return;
    const write = () => {
      pending.current = null;
      if (finished.current) return;
      if (dirty) writeSavedForm(key, { savedAt: new Date().toISOString(), baseUpdatedAt, baseVersion, form });
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
  }, [key, form, enabled, dirty, baseUpdatedAt, baseVersion]);

  // Closing the form with changes pending still keeps them (the close was confirmed only if they were discarded).
  useEffect(() => () => pending.current?.(), []);

  const discard = useCallback(() => {
    pending.current = null;
    clearSavedForm(key);
  }, [key]);
  const finish = useCallback(() => {
    finished.current = true;
    discard();
  }, [discard]);
  return { discard, finish };
}
