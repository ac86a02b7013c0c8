import {
  startTransition,
  Suspense,
  use,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

import { belowTheFold } from '../components/below-the-fold';
import { hasEarlyInputIn, HYDRATED_ATTRIBUTE, PART_ATTRIBUTE } from './early-input';

/** How far below (or above) the viewport a part starts hydrating. */
const NEAR_VIEWPORT = '200px 0px';
const CONTENTS = { display: 'contents' } as const;

const browser = typeof document !== 'undefined';
const subscribeToNothing = () => () => {};

/**
 * True while React hydrates this component (the server snapshot is used then), false when it mounts on the client
 * (a client-side navigation) and on the server.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => browser,
  );
}

/** A promise the deferred part waits on while hydrating; `open` flips once, synchronously, when it may hydrate. */
interface Gate {
  open: boolean;
  promise: Promise<void>;
  release(): void;
}

function createGate(open: boolean): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    open,
    promise: new Promise<void>((r) => (resolve = r)),
    release() {
      if (gate.open) return;
      gate.open = true;
      resolve();
    },
  };
  if (open) resolve();
  return gate;
}

/** Suspends (so React keeps the server HTML of the boundary above it) until its gate opens. */
function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) use(gate.promise);
  return children;
}

/** The release of every part still waiting to hydrate. */
const waiting = new Set<() => void>();

// A navigation changes the router's context, which reaches every part still dehydrated: React would then drop its
// server HTML (or hold the navigation) while it waits. Clicks, form submissions and history moves release them all
// first (capture phase on window: before React sees the event).
if (browser) {
  const releaseAll = () => waiting.forEach((release) => release());
  for (const type of ['click', 'submit', 'popstate']) window.addEventListener(type, releaseAll, { capture: true });
}

/** Runs `callback` once the browser is idle (a short delay where it cannot say); returns the cancel. */
export const whenIdle: (callback: () => void) => () => void =
  browser && 'requestIdleCallback' in window
    ? (callback) => {
        const id = window.requestIdleCallback(callback);
        return () => window.cancelIdleCallback(id);
      }
    : (callback) => {
        const id = setTimeout(callback, 200);
        return () => clearTimeout(id);
      };

/** Marks the part's wrapper once what the boundary holds has committed (hydrated, or rendered on the client). */
function MarkHydrated({ wrapper }: { wrapper: React.RefObject<HTMLDivElement | null> }) {
  useLayoutEffect(() => {
    wrapper.current?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [wrapper]);
  return null;
}

/**
 * A part of the page below the fold, hydrated only when it comes near the viewport, is first used (a tap or focus
 * inside it, or a tap held before the app was live: lib/early-input.ts) or when the browser is idle (once the page's
 * code runs at all: a guest's page runs none until they reach for it).
 * The server renders it like anything else. While the page hydrates, its children sit in their own Suspense boundary
 * and suspend on a gate, so React keeps their server HTML, untouched and non-interactive, until the gate opens; on a
 * client-side navigation it renders at once.
 *
 * The wrapper is `display: contents` (no box of its own, no layout change): the observer watches its children's
 * server-rendered elements. Until the gate opens, the boundary is given the children of the first render (what the
 * server HTML shows), so a parent's re-render cannot reach the dehydrated boundary (React would drop the server HTML).
 *
 * `belowTheFold` (a section's usual height in px, for a section that is never in the first screen and sits on the
 * page's light background: see components/below-the-fold.ts): the wrapper is a block the browser does not even lay
 * out until it comes near, so the page's first layout, the longest task of its load, covers the first screen only;
 * the observer then watches the wrapper itself.
 */
export function HydrateWhenVisible({ children, belowTheFold: height }: { children: ReactNode; belowTheFold?: number }) {
  const hydrating = useHydrating();
  const wrapper = useRef<HTMLDivElement | null>(null);
  const [gate] = useState(() => createGate(!hydrating));
  const [released, setReleased] = useState(gate.open);
  const [pending] = useState<ReactElement>(() => (
    <Suspense fallback={null}>
      <GateKeeper gate={gate}>{children}</GateKeeper>
      <MarkHydrated wrapper={wrapper} />
    </Suspense>
  ));

  const watch = useCallback(
    (element: HTMLDivElement | null) => {
      wrapper.current = element;
      if (!element) return;
      // Rendered on the client (a navigation): its content commits with it, before this ref is set (so MarkHydrated
      // found no wrapper to mark).
      if (gate.open) {
        element.setAttribute(HYDRATED_ATTRIBUTE, '');
        return;
      }
      // A tap or focus inside it hydrates it at once (React cannot deliver events to a part still dehydrated).
      const events = ['pointerdown', 'focusin'] as const;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) release();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      const stop = () => {
        waiting.delete(release);
        observer.disconnect();
        cancelIdle();
        for (const type of events) element.removeEventListener(type, release, { capture: true });
      };
      function release() {
        stop();
        gate.release();
        startTransition(() => setReleased(true));
      }
      if (height) observer.observe(element);
      else for (const child of Array.from(element.children)) observer.observe(child);
      for (const type of events) element.addEventListener(type, release, { capture: true, passive: true });
      const cancelIdle = whenIdle(release);
      waiting.add(release);
      // a tap held before the app was live, on a control of this part: it is replayed once the part has hydrated
      if (hasEarlyInputIn(element)) release();
      return stop;
    },
    [gate, height],
  );

  return (
    <div ref={watch} style={height ? belowTheFold(height) : CONTENTS} {...{ [PART_ATTRIBUTE]: '' }}>
      {released ? (
        <Suspense fallback={null}>
          <GateKeeper gate={gate}>{children}</GateKeeper>
          <MarkHydrated wrapper={wrapper} />
        </Suspense>
      ) : (
        pending
      )}
    </div>
  );
}

/** A page section React hydrates on its own (a Suspense boundary): the page's hydration comes in small slices. */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
