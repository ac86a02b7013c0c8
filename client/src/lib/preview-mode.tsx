import { createContext, useContext } from 'react';

const PreviewModeContext = createContext(false);

/**
 * Wraps a page an admin is previewing (app/ sets it on /preview/…): the page renders as readers will see it, but
 * what it records about readers (views, recently viewed) is left alone, since no reader is there.
 */
export const PreviewModeProvider = PreviewModeContext.Provider;

/** True inside an admin's preview of a page. */
export const usePreviewMode = (): boolean => useContext(PreviewModeContext);
