import { createElement, lazy, memo, Suspense, type ComponentType } from 'react';
import { useRenderedModule } from './render-status';
import type { RouteData, WithRouteData } from './route-data';

/** Every lazily loaded module, by its path from the client root (the server checks them against the build). */
export const lazyModules: string[] = [];

/**
 * A component in its own chunk: `preload()` fetches it once; `current()` is the component itself once loaded (it then
 * renders synchronously, as hydration needs) and a suspending React.lazy stand-in until then.
 */
function loadable<P>(load: () => Promise<WithRouteData<ComponentType<P>>>) {
  let loaded: WithRouteData<ComponentType<P>> | null = null;
  const preload = async () => {
    loaded ??= await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  return { preload, current: (): ComponentType<P> => loaded ?? Lazy, routeData: () => loaded?.routeData };
}

export interface LazyRoute {
  (): React.ReactElement;
  /** loads the page's chunk; once loaded the page renders synchronously (no suspense on hydration) */
  preload(): Promise<void>;
  /** the data the page renders with (known once its chunk is loaded) */
  routeData(): RouteData | undefined;
}

/**
 * A page in its own chunk. Before hydrating (and on the server before rendering) the matched page is preloaded,
 * so the first render is synchronous and equals the server HTML; later navigations load chunks on demand.
 * `module` is the page's path from the client root (as in the build manifest): a server render reports the modules
 * it rendered so the page's HTML can ask for their chunks at once (modulepreload).
 */
export function lazyRoute(module: string, load: () => Promise<WithRouteData<ComponentType>>): LazyRoute {
  lazyModules.push(module);
  const { preload, current, routeData } = loadable(load);
  const Page = () => {
    useRenderedModule(module);
    return createElement(current());
  };
  Page.preload = preload;
  Page.routeData = routeData;
  return Page;
}

const deferredParts: (() => Promise<void>)[] = [];

/**
 * A part of the page frame whose code is not needed to make the page interactive (the footer, a closed dropdown's
 * panel): the server renders it like everything else (all parts are preloaded there), and in the browser its chunk
 * loads during hydration while React keeps the server HTML in place (selective hydration), so the page's first
 * JavaScript does not carry it. Memoised, so a parent's re-render with the same props does not reach a part that has
 * not hydrated yet (an update there would make React drop the server HTML and wait for the chunk): keep props stable.
 */
export function deferredPart<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  lazyModules.push(module);
  const { preload, current } = loadable(load);
  deferredParts.push(preload);
  return memo(function DeferredPart(props: P) {
    useRenderedModule(module);
    return createElement(Suspense, { fallback: null }, createElement(current(), props));
  }) as unknown as ComponentType<P>;
}

/** A part whose module the server loads before rendering, though no page asks the browser for it (lib/static-part). */
export function registerServerPart(preload: () => Promise<void>): void {
  deferredParts.push(preload);
}

/** Loads every deferred part (the server renders them all). */
export const preloadDeferredParts = () => Promise.all(deferredParts.map((preload) => preload()));
