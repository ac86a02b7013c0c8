import { createContext, useContext } from 'react';

const PreviewModeContext = createContext(false);

/**
 * Wraps a page an admin is previewing (app/ sets it on /preview/…): the page renders as readers will see it, but
 * what it records about readers (views, recently viewed) is left alone, since no reader is there.
 */
export const PreviewModeProvider = PreviewModeContext.Provider;

/** True inside an admin's preview of a page. */
export const usePreviewMode = (): boolean => useContext(PreviewModeContext);

/** Where a previewed recipe stands: a draft or a scheduled recipe is not "published on" its stored date yet. */
export type PreviewStatus = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';

const PreviewStatusContext = createContext<PreviewStatus | undefined>(undefined);

/** Set by the preview route once the recipe's status is known; absent on every public page. */
export const PreviewStatusProvider = PreviewStatusContext.Provider;

/** The previewed recipe's status, or undefined outside a preview (and while it loads). */
export const usePreviewStatus = (): PreviewStatus | undefined => useContext(PreviewStatusContext);
