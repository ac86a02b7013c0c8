import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true after: controls that need React stay disabled until it runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
