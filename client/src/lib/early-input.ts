/**
 * Taps and submissions that came before the app was live. The page's inline loader (server
 * src/http/page-code-loader.ts) holds them in `window.__earlyInput`: a tap on a control or a form's submission made
 * before the app hydrated is stopped there and kept, and the page's code asked for. Once the root has committed, the
 * app replays each on the same element, after the part that owns it has hydrated, so no tap is lost or misread
 * (a signed-in reader's heart acts as theirs: the session is known by then).
 */
interface EarlyInput {
  /** set once the app handles input itself: the loader stops holding events */
  live: boolean;
  /** the controls tapped and the forms submitted, in order */
  pending: Element[];
  /** the recipe whose view the loader counted (0: none) */
  viewed: number;
  /** the loader has seen the page painted (and decided whether the code starts then) */
  painted: boolean;
  /** what a held tap is on: controls, not links (a selector) */
  controls: string;
}

const earlyInput = (): EarlyInput | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as { __earlyInput?: EarlyInput }).__earlyInput;

/** The attribute a part that hydrates on its own (HydrateWhenVisible) carries on its wrapper once it has. */
export const HYDRATED_ATTRIBUTE = 'data-part-hydrated';
/** The attribute that marks such a wrapper. */
export const PART_ATTRIBUTE = 'data-part';

/** Whether a held tap or submission is inside this element (its part must hydrate at once). */
export function hasEarlyInputIn(element: Element): boolean {
  return Boolean(earlyInput()?.pending.some((held) => element.contains(held)));
}

/** Whether the page's loader already counted this recipe's view. */
export const viewCountedByLoader = (recipeId: number): boolean => earlyInput()?.viewed === recipeId;

/** Resolves once the part that owns the element (if any) has hydrated. */
function partHydrated(element: Element): Promise<void> {
  const part = element.parentElement?.closest(`[${PART_ATTRIBUTE}]`);
  if (!part || part.hasAttribute(HYDRATED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!part.hasAttribute(HYDRATED_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(part, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  });
}

/**
 * Whether React has hydrated this element (it keeps its props on the node). A probe only: should React ever store
 * them otherwise, a held tap is replayed after the wait below runs out instead.
 */
const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

/** Resolves once the element itself has hydrated (a part still loading its code has not), within 20 s. */
function elementHydrated(element: Element): Promise<void> {
  const until = performance.now() + 20_000;
  return new Promise((resolve) => {
    const check = () => {
      if (hydratedByReact(element) || !element.isConnected || performance.now() > until) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Elements replayed once: should one still not be React's after the wait, its replayed tap goes through. */
const replayed = new WeakSet<Element>();

/** Replays a held tap or submission on its element once its part and the element have hydrated. */
async function replay(element: Element): Promise<void> {
  await partHydrated(element);
  await elementHydrated(element);
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!element.isConnected) return;
  replayed.add(element);
  if (element instanceof HTMLFormElement) element.requestSubmit();
  else if (element instanceof HTMLElement) element.click();
}

/**
 * Once the app is live, a part below the fold may still be waiting to hydrate (HydrateWhenVisible) when it is
 * tapped: the tap releases it, but its code may still be on its way, and React drops an event on a part it cannot
 * hydrate yet. Such a tap or submission (on the loader's `controls`) is held like the loader's, and replayed once the
 * part has hydrated.
 */
function holdInDehydratedPart(event: Event): void {
  const controls = earlyInput()?.controls;
  if (!controls) return;
  const target = event.target instanceof Element ? event.target : null;
  const element = event.type === 'submit' ? target : target?.closest(controls);
  // React's own elements take their events. A part's wrapper is marked once its boundary commits, which can be
  // before a lazy child inside has its code: the element itself tells.
  if (!element || replayed.has(element) || hydratedByReact(element)) return;
  if (!element.closest(`[${PART_ATTRIBUTE}]`)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void replay(element);
}

/**
 * Called once the root has committed: the app takes input from now on, and what was held is replayed in order, each
 * once its part has hydrated and the updates that hydration scheduled (the reader's session) have rendered.
 */
export function replayEarlyInput(): void {
  const early = earlyInput();
  if (!early || early.live) return;
  early.live = true;
  for (const type of ['click', 'submit']) window.addEventListener(type, holdInDehydratedPart, { capture: true });
  const pending = early.pending.splice(0);
  void pending.reduce((previous, element) => previous.then(() => replay(element)), Promise.resolve());
}
