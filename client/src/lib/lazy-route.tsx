import { createElement, lazy, type ComponentType } from 'react';

export interface LazyRoute {
  (): React.ReactElement;
  /** loads the page's chunk; once loaded the page renders synchronously (no suspense on hydration) */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk. Before hydrating (and on the server before rendering) the matched page is preloaded,
 * so the first render is synchronous and equals the server HTML; later navigations load chunks on demand.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Page = () => createElement(loaded ?? Lazy);
  Page.preload = preload;
  return Page;
}
