import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** Renders its children only in the browser, after hydration (the server and the first client pass show fallback). */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const browser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return <>{browser ? children : fallback}</>;
}
