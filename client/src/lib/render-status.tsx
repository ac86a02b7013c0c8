import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageSubject } from '../render-contract';
import { serverState } from './server-state';

/** What a server render learns while rendering: the HTTP status (404 pages set it). */
export interface RenderStatus {
  status: number;
  /** the lazily loaded modules the render used (paths from the client root), for modulepreload links */
  modules?: Set<string>;
  /** what the page shows, for the structured data the server writes into its head */
  subjects?: PageSubject[];
}

const RenderStatusContext = createContext<RenderStatus | null>(null);

export function RenderStatusProvider({ value, children }: { value: RenderStatus | null; children: ReactNode }) {
  return <RenderStatusContext.Provider value={value}>{children}</RenderStatusContext.Provider>;
}

/** Notes, in a server render, that this lazily loaded module was rendered (no effect in the browser). */
export function useRenderedModule(module: string): void {
  useContext(RenderStatusContext)?.modules?.add(module);
}

/**
 * Declares, in a server render, what the page shows (its recipe, its list, its trail): the server writes the
 * schema.org markup for it into the page's head. No effect in the browser, where nothing reads it.
 */
export function useStructuredData(...subjects: (PageSubject | null | false | undefined)[]): void {
  const status = useContext(RenderStatusContext);
  if (!status?.subjects) return;
  for (const subject of subjects) if (subject) status.subjects.push(subject);
}

/** Marks the current server render as 404 (no effect in the browser). */
export function useNotFoundStatus(): void {
  const status = useContext(RenderStatusContext);
  if (status) status.status = 404;
}

const serverNotFoundPath =
  typeof window === 'undefined' || serverState().status !== 404 ? null : window.location.pathname;

/**
 * True on the URL the server answered with a 404. The query error that made it a 404 is not part of the embedded
 * Apollo cache, so a hydrating page would otherwise show "loading" where the server showed the 404 page (a hydration
 * mismatch); pages treat "no data yet on the server's 404 URL" as not found until their own query answers.
 */
export function useServerNotFound(): boolean {
  const { pathname } = useLocation();
  return pathname === serverNotFoundPath;
}
