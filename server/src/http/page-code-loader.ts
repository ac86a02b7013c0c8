import crypto from 'node:crypto';

/**
 * When a page's code is asked for: `paint` once the page has painted (a page that shows nothing useful without it:
 * the dashboard, a preview); `invitation` the same, unless this browser has subscribed to the newsletter (the home
 * page acts by itself only to invite a reader who has not, spec §4: it is `intent` for everyone else); `intent` when
 * the reader first reaches for the page (pointer, touch, key, scroll) or, signed in, once it has painted (their own
 * parts: the session, saved recipes, the bell), or when the address points at a part the HTML does not hold (a link
 * to a comment on a later page). A reader who only reads never runs the page's code.
 */
export type CodeStart = 'paint' | 'invitation' | 'intent';

/** The start of a page at this path: see CodeStart. */
export const codeStartFor = (pathname: string): CodeStart =>
  pathname === '/' ? 'invitation' : /^\/(dashboard|preview)(\/|$)/i.test(pathname) ? 'paint' : 'intent';

/**
 * Runs in the browser, inline at the end of every public page. The server HTML is readable and navigable on its own
 * (links are links), so the page's code (modules to hydrate it) is asked for when the page's start says (CodeStart),
 * never before the page has painted and its lead image (the one marked `fetchpriority="high"`) is decoded: on a slow
 * connection the bytes that make the page visible come first.
 *
 * Until the app is live, a tap on a control (button, checkbox, label, summary) or a form's submission is held, not
 * lost: the event is stopped, the code asked for, and the app replays it on the same element once the part that owns
 * it has hydrated (client/src/lib/early-input.ts, which documents `window.__earlyInput`). A recipe page counts its
 * view from here, so a reader who only reads is counted too (not an audit's or a crawler's visit).
 * `__earlyInput.controls` tells the app what a held tap is on: once live, it holds taps on parts still loading alike.
 * It must stay self-contained: it is serialised with Function.prototype.toString.
 */
function loadPageCode(script: HTMLScriptElement): void {
  const intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll', 'wheel'];
  const controls =
    'button,[role=button],[role=checkbox],[role=switch],[role=tab],[role=menuitem],input[type=checkbox],input[type=radio],label,summary';
  const early = { live: false, pending: [] as Element[], viewed: 0, painted: false, controls };
  (window as unknown as { __earlyInput: typeof early }).__earlyInput = early;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intents) removeEventListener(type, start, true);
    // Starting a request costs the main thread a little each; a page asks for some thirty modules, so they are
    // asked for three per task (the shell first, as listed), and the entry once all are on their way: no long task.
    const files = (script.dataset.preload ?? '').split(' ').filter(Boolean);
    const next = () => {
      const links = document.createDocumentFragment();
      for (const href of files.splice(0, 3)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        links.append(link);
      }
      document.head.append(links);
      if (files.length) {
        setTimeout(next, 0);
        return;
      }
      const entry = document.createElement('script');
      entry.type = 'module';
      entry.src = script.dataset.entry ?? '';
      document.body.append(entry);
    };
    next();
  };
  const hold = (event: Event) => {
    if (early.live) {
      removeEventListener('click', hold, true);
      removeEventListener('submit', hold, true);
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    const element = event.type === 'submit' ? target : target?.closest(controls);
    if (!element || !document.getElementById('root')?.contains(element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    early.pending.push(element);
    start();
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  for (const type of intents) addEventListener(type, start, { capture: true, passive: true });
  let signedIn = false;
  let subscribed = false;
  try {
    signedIn = Boolean(localStorage.getItem('jwtToken'));
    // the newsletter's own memory of a sign-up (client/src/features/newsletter/subscription-memory.ts)
    subscribed =
      (JSON.parse(localStorage.getItem('newsletterSubscription') ?? 'null') as { flag?: unknown } | null)?.flag ===
      true;
  } catch {
    // storage refused or unreadable: a guest who has not subscribed
  }
  const onPaint = () => {
    const view = Number(script.dataset.view);
    if (view && !/bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i.test(navigator.userAgent)) {
      early.viewed = view;
      void fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'RecordRecipeView',
          query: 'mutation RecordRecipeView($id:Int!){recordRecipeView(id:$id)}',
          variables: { id: view },
        }),
      })
        // read to the end: an unread answer keeps its request open
        .then((answer) => answer.text())
        .catch(() => undefined);
    }
    early.painted = true;
    const when = script.dataset.start;
    // A link to a part the HTML does not hold (#comentario-N of a later page of comments): only the app can find it.
    let missing = false;
    try {
      missing = location.hash.length > 1 && !document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch {
      // a malformed fragment: nothing to find
    }
    if (signedIn || missing || when === 'paint' || (when === 'invitation' && !subscribed)) start();
  };
  const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const leadReady = lead ? lead.decode().catch(() => undefined) : Promise.resolve();
  // A task queued from an animation frame runs after that frame is painted.
  void leadReady.then(() => requestAnimationFrame(() => setTimeout(onPaint, 0)));
}

/**
 * The loader as every page carries it: its compiled source without whole-line comments and indentation (1.6 KB of
 * each page). Safe for this function: it holds no template literal or block comment that spans lines.
 */
const compact = (code: string) =>
  code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');

const source = `(${compact(loadPageCode.toString())})(document.currentScript)`;

/** The inline script's CSP source: the one inline script pages carry, the same for every page and reader. */
export const PAGE_CODE_LOADER_CSP = `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The loader for a page whose entry module is `entry`, with the module files it needs (fetched in parallel), when
 * to start (CodeStart), and the recipe whose view the page counts (0: none).
 */
export function pageCodeLoader(entry: string, preload: string[], start: CodeStart = 'intent', view = 0): string {
  return `<script data-entry="${attribute(entry)}" data-preload="${attribute(preload.join(' '))}" data-start="${start}"${
    view ? ` data-view="${view}"` : ''
  }>${source}</script>`;
}
