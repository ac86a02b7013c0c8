import crypto from 'node:crypto';

/**
 * Runs in the browser, inline at the end of every public page. The server HTML is readable on its own, so the page's
 * code (modules to hydrate it) is asked for once the page has painted and its lead image (the one the page marks
 * `fetchpriority="high"`) is decoded: on a slow connection the bytes that make the page visible come first. A reader
 * who reaches for the page before that (pointer, touch, key) gets the code at once.
 * It must stay self-contained: it is serialised with Function.prototype.toString.
 */
function loadPageCode(script: HTMLScriptElement): void {
  const inputs = ['pointerdown', 'pointermove', 'touchstart', 'keydown'];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of inputs) removeEventListener(type, start, true);
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
  for (const type of inputs) addEventListener(type, start, { capture: true, passive: true });
  const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const leadReady = lead ? lead.decode().catch(() => undefined) : Promise.resolve();
  // A task queued from an animation frame runs after that frame is painted.
  void leadReady.then(() => requestAnimationFrame(() => setTimeout(start, 0)));
}

const source = `(${loadPageCode.toString()})(document.currentScript)`;

/** The inline script's CSP source: the one inline script pages carry, the same for every page and reader. */
export const PAGE_CODE_LOADER_CSP = `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The loader for a page whose entry module is `entry`, with the module files it needs (fetched in parallel). */
export function pageCodeLoader(entry: string, preload: string[]): string {
  return `<script data-entry="${attribute(entry)}" data-preload="${attribute(preload.join(' '))}">${source}</script>`;
}
