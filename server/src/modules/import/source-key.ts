import { createHash } from 'node:crypto';

/** Query parameters that only say where a visitor came from: the same page with or without them is one page. */
const TRACKING = /^(utm_\w+|fbclid|gclid|mc_cid|mc_eid|ref|amp)$/i;

/**
 * The form of a page's address under which two imports of one page meet: scheme and `www.` ignored, host
 * lower-cased, no fragment, no tracking parameters, the other parameters sorted, no trailing slash. Null when the text
 * is not an http(s) URL.
 */
export function normalizeSourceUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const params = [...url.searchParams].filter(([key]) => !TRACKING.test(key)).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const port = url.port ? `:${url.port}` : '';
  return `${host}${port}${path}${query}`;
}

/** The indexed key of a source URL (a hash: the URL itself may be longer than an index allows). */
export function sourceKeyOf(text: string | null | undefined): string | null {
  const normal = text ? normalizeSourceUrl(text) : null;
  return normal ? createHash('sha256').update(normal).digest('hex') : null;
}
