import { createContext, useContext, type ReactNode } from 'react';

/** What a server render learns while rendering: the HTTP status (404 pages set it). */
export interface RenderStatus {
  status: number;
}

const RenderStatusContext = createContext<RenderStatus | null>(null);

export function RenderStatusProvider({ value, children }: { value: RenderStatus | null; children: ReactNode }) {
  return <RenderStatusContext.Provider value={value}>{children}</RenderStatusContext.Provider>;
}

/** Marks the current server render as 404 (no effect in the browser). */
export function useNotFoundStatus(): void {
  const status = useContext(RenderStatusContext);
  if (status) status.status = 404;
}
