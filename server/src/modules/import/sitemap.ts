import { gunzipSync } from 'node:zlib';
import { unprocessable } from '../../shared/errors';

/** Most addresses one migration takes: a big food blog has a few thousand recipes. */
export const MAX_JOB_URLS = 5000;
/** Most sitemaps read for one migration (an index and its children). */
export const MAX_SITEMAPS = 50;
/** Most bytes of one sitemap, unpacked: the protocol's own limit. */
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

const LOC = /<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]]+?)\s*(?:\]\]>)?\s*<\/loc>/gi;
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A sitemap file's text: gzip unpacked (a .xml.gz served as is), within MAX_SITEMAP_BYTES. */
export function sitemapText(body: Buffer): string {
  if (body.length > 2 && body[0] === 0x1f && body[1] === 0x8b) {
    try {
      return gunzipSync(body, { maxOutputLength: MAX_SITEMAP_BYTES }).toString('utf8');
    } catch {
      throw unprocessable('Não foi possível abrir o sitemap compactado (.gz).', 'sitemapUrl');
    }
  }
  return body.toString('utf8');
}

/**
 * What a sitemap lists: the pages of a `<urlset>`, or the child sitemaps of a `<sitemapindex>`. Anything else (an
 * HTML page, an error) is a 422 the creator can act on.
 */
export function readSitemap(text: string): { kind: 'index' | 'urls'; locations: string[] } {
  const head = text.slice(0, 4096);
  const kind = /<sitemapindex[\s>]/i.test(text)
    ? 'index'
    : /<urlset[\s>]/i.test(head) || /<urlset[\s>]/i.test(text)
      ? 'urls'
      : null;
  if (!kind)
    throw unprocessable('O endereço não é um sitemap XML (esperado <urlset> ou <sitemapindex>).', 'sitemapUrl');
  const locations: string[] = [];
  for (const match of text.matchAll(LOC)) {
    const url = match[1].replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]).trim();
    if (/^https?:\/\//i.test(url)) locations.push(url);
  }
  return { kind, locations };
}

/** Whether a page's path starts with the creator's prefix ('/receita/' or 'receita'); every page without one. */
export function matchesPrefix(url: string, prefix: string | null): boolean {
  if (!prefix) return true;
  const wanted = prefix.startsWith('/') ? prefix : `/${prefix}`;
  try {
    return decodeURI(new URL(url).pathname).startsWith(wanted);
  } catch {
    return false;
  }
}
