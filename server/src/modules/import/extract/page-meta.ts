import { isSkipped } from './blocks';
import { attr, descendants, findFirst, rawText, type Document } from './dom';
import { imageSource } from './microdata';
import { cleanText, collapseSpaces, matchKey, nodeText } from './text';

/** What a page says about itself in its head and its main heading. */
export interface PageMeta {
  ogTitle: string | null;
  h1: string | null;
  /** the <title> */
  documentTitle: string | null;
  /** og:description, else <meta name="description"> */
  description: string | null;
  /** <meta name="author">, else article:author when it is a name rather than a profile's address */
  author: string | null;
  /** og:site_name */
  siteName: string | null;
  /** og:image (all of them, absolute), else twitter:image */
  images: string[];
  /** <link rel="canonical">, absolute */
  canonicalUrl: string | null;
  /** makes a URL of the page absolute (against <base>, the page's address or its canonical one); null for data: */
  absolute: (url: string) => string | null;
}

/** Reads the head's meta tags, <title>, <link rel=canonical>, <base> and the first <h1>. */
export function readPageMeta(doc: Document, pageUrl: string | null): PageMeta {
  const meta = new Map<string, string[]>();
  let documentTitle: string | null = null;
  let canonicalHref: string | null = null;
  let baseHref: string | null = null;
  for (const el of descendants(doc)) {
    if (el.name === 'meta') {
      const key = (attr(el, 'property') || attr(el, 'name') || attr(el, 'itemprop')).trim().toLowerCase();
      const content = attr(el, 'content').trim();
      if (key && content) meta.set(key, [...(meta.get(key) ?? []), content]);
    } else if (el.name === 'title' && documentTitle === null) {
      documentTitle = cleanText(rawText(el)) || null;
    } else if (el.name === 'link' && canonicalHref === null && /(?:^|\s)canonical(?:\s|$)/i.test(attr(el, 'rel'))) {
      canonicalHref = attr(el, 'href').trim() || null;
    } else if (el.name === 'base' && baseHref === null) {
      baseHref = attr(el, 'href').trim() || null;
    }
  }
  const first = (...keys: string[]): string | null => {
    for (const key of keys) {
      const text = cleanText(meta.get(key)?.[0] ?? '');
      if (text) return text;
    }
    return null;
  };
  const page = httpUrl(pageUrl ?? '', null);
  const canonicalUrl = canonicalHref ? httpUrl(canonicalHref, page) : null;
  const base = httpUrl(baseHref ?? '', page) ?? page ?? canonicalUrl ?? httpUrl(first('og:url') ?? '', null);
  const absolute = (url: string): string | null => httpUrl(url, base);
  const h1 = findFirst(doc, (el) => el.name === 'h1');
  const ogImages = meta.get('og:image') ?? meta.get('og:image:url') ?? meta.get('og:image:secure_url');
  const images = (ogImages ?? meta.get('twitter:image') ?? meta.get('twitter:image:src') ?? [])
    .map((url) => absolute(cleanText(url)))
    .filter((url): url is string => Boolean(url));
  const author = first('author', 'article:author', 'twitter:creator');
  return {
    ogTitle: first('og:title', 'twitter:title'),
    h1: h1 ? collapseSpaces(nodeText(h1, isSkipped)) || null : null,
    documentTitle,
    description: first('og:description', 'description', 'twitter:description'),
    author: author && !/^(?:https?:\/\/|www\.|@)/i.test(author) ? author : null,
    siteName: first('og:site_name', 'application-name'),
    images: [...new Set(images)],
    canonicalUrl,
    absolute,
  };
}

/** An http(s) URL made absolute against `base`; null for data: URIs, other schemes or what is not a URL. */
function httpUrl(url: string, base: string | null): string | null {
  const text = url.trim();
  if (!text || /^data:/i.test(text)) return null;
  try {
    const resolved = base ? new URL(text, base) : new URL(text.startsWith('//') ? `https:${text}` : text);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/** Separators between a page's title and its site's name: 'Bolo de cenoura | Receitas da Vó'. */
const TITLE_SEPARATORS = [' | ', ' - ', ' – ', ' — ', ' · ', ' :: ', ' » ', ' • '];

/** A title without the ' | Site Name' (or ' - Site Name'…) it ends with, when that is one of `siteNames`. */
export function stripSiteName(title: string, siteNames: (string | null)[]): string {
  const names = new Set(siteNames.filter((name): name is string => Boolean(name)).map(matchKey));
  if (!names.size) return title;
  for (const separator of TITLE_SEPARATORS) {
    const at = title.lastIndexOf(separator);
    if (at > 0 && names.has(matchKey(title.slice(at + separator.length)))) return title.slice(0, at).trim();
  }
  return title;
}

/**
 * The site's name from a document title that is the page's title, a separator and the name ('Pão de queijo – Sabor
 * de Minas' under an h1 'Pão de queijo'), as WordPress writes it; null when the title is not of that shape.
 */
export function siteNameFromTitle(documentTitle: string | null, pageTitle: string | null): string | null {
  if (!documentTitle || !pageTitle) return null;
  const page = matchKey(pageTitle);
  for (const separator of TITLE_SEPARATORS) {
    const at = documentTitle.lastIndexOf(separator);
    if (at <= 0 || matchKey(documentTitle.slice(0, at)) !== page) continue;
    const name = documentTitle.slice(at + separator.length).trim();
    return name && name.length <= 80 ? name : null;
  }
  return null;
}

/** Minimum declared width of a picture taken as the recipe's (smaller ones are icons, avatars, buttons). */
const MIN_IMAGE_WIDTH = 300;
const NOT_A_PHOTO = /avatar|gravatar|logo|icon|emoji|spinner|pixel|badge|sprite|placeholder|\.svg(?:$|\?)/i;

/** The first large picture of the post's content (<article>, <main>, else the body), absolute. */
export function contentImage(doc: Document, absolute: (url: string) => string | null): string | null {
  const root = findFirst(doc, (el) => el.name === 'article') ?? findFirst(doc, (el) => el.name === 'main') ?? doc;
  for (const el of descendants(root, isSkipped)) {
    if (el.name !== 'img') continue;
    const src = imageSource(el);
    if (!src || NOT_A_PHOTO.test(src)) continue;
    const width = Number.parseInt(attr(el, 'width'), 10);
    if (Number.isFinite(width) && width < MIN_IMAGE_WIDTH) continue;
    const url = absolute(src);
    if (url) return url;
  }
  return null;
}
