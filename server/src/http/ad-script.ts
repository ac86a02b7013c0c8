import crypto from 'node:crypto';

/**
 * Pages that never run third-party script, in any letter case (the router matches paths case-insensitively): the
 * dashboard, the admins' previews and the account pages, where a token is typed, stored and used.
 */
const AD_FREE_PATH = /^\/(dashboard|preview|login|register|auth|account)(\/|$)/i;

/** Whether the page at this path (no query) may carry the advertising script and the policy that lets it work. */
export function carriesAdScript(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: the router cannot decode it either
  }
  return !AD_FREE_PATH.test(pathname) && !AD_FREE_PATH.test(decoded);
}

/** A fresh CSP nonce for one rendered page. */
export const newNonce = () => crypto.randomBytes(16).toString('base64');

/**
 * Runs in the browser, from the head of a public page, before anything else of the page. It starts the configured
 * advertising script only for a browser without an admin session: third-party script can read localStorage, where
 * the session token lives (spec §9). A stored token that cannot be read counts as a session (it fails closed).
 * It must stay self-contained: it is serialised with Function.prototype.toString.
 */
function startAdScript(guard: HTMLScriptElement): void {
  let token: string | null = null;
  try {
    token = localStorage.getItem('jwtToken');
  } catch {
    // storage blocked: no session can be stored either
  }
  if (token) {
    try {
      const claims = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
        role?: unknown;
      };
      if (claims.role !== 'USER') return;
    } catch {
      return;
    }
  }
  // The app reloads rather than take this document to a page that must stay free of third-party script.
  Object.defineProperty(window, '__adScriptStarted', { value: true });
  for (const earlier of document.querySelectorAll('script[data-ad-loaded]')) earlier.remove();
  const script = document.createElement('script');
  script.nonce = guard.nonce;
  script.dataset.adLoaded = '';
  const { src, code, crossorigin } = guard.dataset;
  if (src) {
    script.src = src;
    script.async = true;
    if (crossorigin !== undefined) script.crossOrigin = 'anonymous';
  } else script.text = code ?? '';
  guard.after(script);
}

const guardSource = `(${startAdScript.toString()})(document.currentScript)`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The head tag for the configured advertising script (spec §4), or '' when none is configured. The setting is either
 * raw JavaScript or a `<script>` tag with an optional https `src`; either way one guard script comes out, carrying
 * the page's nonce (the policy allows nothing else) and the script in its data attributes, marked `data-ad-script`.
 * The guard decides in the browser whether to start it (startAdScript). Other attributes are dropped.
 */
export function adScriptTag(setting: string | null | undefined, nonce: string): string {
  const text = (setting ?? '').trim();
  if (!text) return '';
  const tag = /^<script\b([^>]*)>([\s\S]*?)<\/script\s*>/i.exec(text);
  const attributes = tag?.[1] ?? '';
  const code = (tag ? tag[2] : text).trim();
  const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const url = src ? (src[1] ?? src[2] ?? src[3]).trim().replace(/&amp;/g, '&') : null;
  const safeUrl = url && /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : null;
  if (!safeUrl && !code) return '';
  const crossorigin = /\bcrossorigin\b/i.test(attributes) ? ' data-crossorigin' : '';
  const data = safeUrl
    ? ` data-src="${escapeAttribute(safeUrl)}"${crossorigin}`
    : ` data-code="${escapeAttribute(code)}"`;
  return `<script data-ad-script nonce="${nonce}"${data}>${guardSource}</script>`;
}
