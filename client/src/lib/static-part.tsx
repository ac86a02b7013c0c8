import {
  createElement,
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { lazyModules, registerServerPart } from './lazy-route';
import { STATIC_ATTRIBUTE } from './static-attribute';

const browser = typeof document !== 'undefined';
const subscribeToNothing = () => () => {};

// One object each, for every render: React sets a prop again only when it is a different object, and setting this
// HTML again would empty the part.
const SERVER_HTML = { __html: '' };
const WRAPPER_STYLE = { display: 'contents' };
const WRAPPER = { [STATIC_ATTRIBUTE]: '' };

/** Whether two props objects hold the same values (the first render's props against a later render's). */
function sameProps(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  return (
    keysA.length === Object.keys(b).length &&
    keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * A part of a page that never changes once the server wrote it (a heading, a photo, facts, a note): rendered on the
 * server like anything else, and in the browser never hydrated nor its code loaded. While the page hydrates, the part
 * is an empty `dangerouslySetInnerHTML`, which React neither looks into (the browser keeps the server's nodes, with no
 * React fiber on them) nor sets again while it stays the same object, whatever changes above it (a navigation, the
 * search drawer opening). Only when it must show something else (a client-side navigation mounts it, or its props
 * change) does it load its module and render as a component.
 *
 * The wrapper is `display: contents`: the part's boxes lay out as if it were not there. Links inside are plain links;
 * the public frame sends a click on one through the router (app/PublicLayout.tsx), a client-side navigation still.
 * Nothing interactive belongs inside: it would never respond.
 */
export function staticPart<P extends object>(module: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = async () => {
    loaded ??= await load();
  };
  // The server renders every part, so its module is loaded before any render; a page's HTML never asks for it.
  lazyModules.push(module);
  registerServerPart(preload);
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  return memo(function StaticPart(props: P) {
    // the server's snapshot while hydrating, the browser's for a part mounted on the client
    const hydrating = useSyncExternalStore(
      subscribeToNothing,
      () => false,
      () => browser,
    );
    const [serverProps] = useState(() => (hydrating ? props : null));
    const [, moduleArrived] = useState(false);
    const changed = serverProps !== null && !sameProps(serverProps, props);
    // New props for a part still showing the server's HTML: it keeps showing it until its module is here (no blank).
    useEffect(() => {
      if (changed && !loaded) void preload().then(() => moduleArrived(true));
    }, [changed]);
    if (serverProps && (!changed || !loaded))
      return (
        <div
          key="server"
          {...WRAPPER}
          style={WRAPPER_STYLE}
          dangerouslySetInnerHTML={SERVER_HTML}
          suppressHydrationWarning
        />
      );
    return (
      <div key="client" {...WRAPPER} style={WRAPPER_STYLE}>
        <Suspense fallback={null}>{createElement(loaded ?? Lazy, props)}</Suspense>
      </div>
    );
  }) as unknown as ComponentType<P>;
}
