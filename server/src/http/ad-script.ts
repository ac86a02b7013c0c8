import crypto from 'node:crypto';

/** Pages that never carry the advertising script: the dashboard and the admins' previews (rendered in the browser). */
const NO_ADS_PATH = /^\/(dashboard|preview)(\/|$|\?)/;

export const carriesAdScript = (url: string) => !NO_ADS_PATH.test(url);

/** A fresh CSP nonce for one rendered page. */
export const newNonce = () => crypto.randomBytes(16).toString('base64');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The head tag for the configured advertising script (spec §4), or '' when none is configured. The setting is either
 * raw JavaScript or a `<script>` tag with an optional https `src`; either way one script element comes out, carrying
 * the page's nonce (the policy allows nothing else) and marked `data-ad-script`. Other attributes are dropped.
 */
export function adScriptTag(setting: string | null | undefined, nonce: string): string {
  const text = (setting ?? '').trim();
  if (!text) return '';
  const tag = /^<script\b([^>]*)>([\s\S]*?)<\/script\s*>/i.exec(text);
  const attributes = tag?.[1] ?? '';
  // Inline code must not close its own element early.
  const code = (tag ? tag[2] : text).trim().replace(/<\/(script)/gi, '<\\/$1');
  const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const url = src ? (src[1] ?? src[2] ?? src[3]).trim().replace(/&amp;/g, '&') : null;
  const safeUrl = url && /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : null;
  if (!safeUrl && !code) return '';
  const crossorigin = /\bcrossorigin\b/i.test(attributes) ? ' crossorigin="anonymous"' : '';
  const source = safeUrl ? ` src="${escapeAttribute(safeUrl)}" async${crossorigin}` : '';
  return `<script data-ad-script nonce="${nonce}"${source}>${safeUrl ? '' : code}</script>`;
}

/**
 * The page's Content-Security-Policy with its nonce added to script-src. 'strict-dynamic' lets the advertising
 * script load the scripts it brings (AdSense does), as the page's own loader already does with its modules; 'self'
 * and the loader's hash stay for browsers without it.
 */
export function withScriptNonce(policy: string, nonce: string): string {
  const directives = policy.split(';').map((d) => d.trim());
  const index = directives.findIndex((d) => /^script-src\s/.test(d) || d === 'script-src');
  const source = `'nonce-${nonce}' 'strict-dynamic'`;
  if (index === -1) directives.push(`script-src 'self' ${source}`);
  else directives[index] = `${directives[index]} ${source}`;
  return directives.filter(Boolean).join(';');
}
