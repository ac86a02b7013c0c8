/**
 * The formats the recipe editor keeps, named as draft-js stores them and written as the server's sanitiser keeps them:
 * one place for both HTML converters and the editor.
 */

export const BLOCK = {
  paragraph: 'unstyled',
  quote: 'blockquote',
  code: 'code-block',
  bulletItem: 'unordered-list-item',
  numberedItem: 'ordered-list-item',
  atomic: 'atomic',
} as const;

export const HEADINGS = [
  'header-one',
  'header-two',
  'header-three',
  'header-four',
  'header-five',
  'header-six',
] as const;
export type Heading = (typeof HEADINGS)[number];

export const isListItem = (type: string) => type === BLOCK.bulletItem || type === BLOCK.numberedItem;

/** Deepest list nesting (0-based), as far as Tab indents. */
export const MAX_LIST_DEPTH = 4;

export const STYLE = {
  bold: 'BOLD',
  italic: 'ITALIC',
  underline: 'UNDERLINE',
  strike: 'STRIKETHROUGH',
  code: 'CODE',
} as const;

/** Inline styles that carry a value: `color-#rrggbb`, `bgcolor-#rrggbb`, `fontsize-small|large|huge`. */
export const COLOR_PREFIX = 'color-';
export const BACKGROUND_PREFIX = 'bgcolor-';
export const FONT_SIZE_PREFIX = 'fontsize-';
export const VALUE_PREFIXES = [COLOR_PREFIX, BACKGROUND_PREFIX, FONT_SIZE_PREFIX] as const;

export const FONT_SIZES = ['small', 'large', 'huge'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
/** Relative to the text around them (the editor's 18 px, the recipe page's body size). */
export const FONT_SIZE_EM: Record<FontSize, string> = { small: '0.75em', large: '1.5em', huge: '2.5em' };

export const ENTITY = { link: 'LINK', image: 'IMAGE', table: 'TABLE' } as const;

export interface LinkData {
  url: string;
}
export interface ImageData {
  src: string;
  alt: string;
  /** set while a pasted or picked image is on its way to the server; such an image is not written to HTML */
  uploading?: boolean;
}
export interface TableData {
  /** the table's cleaned HTML, shown read-only and written back verbatim */
  html: string;
}

/** `#abc`, `#aabbcc`, `rgb(…)`, `rgba(…)` → `#aabbcc`; transparent or unreadable colours → null. */
export function normalizeColor(value: string): string | null {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v);
  if (hex) {
    let digits = hex[1];
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    if (digits.length === 8 && digits.endsWith('00')) return null;
    return `#${digits.slice(0, 6)}`;
  }
  const rgb = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(v);
  if (!rgb) return null;
  const alpha = rgb[4] === undefined ? 1 : parseFloat(rgb[4]) / (rgb[4].endsWith('%') ? 100 : 1);
  if (alpha === 0) return null;
  const channel = (c: string) => {
    const n = c.endsWith('%') ? (parseFloat(c) * 255) / 100 : parseFloat(c);
    return Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(rgb[1])}${channel(rgb[2])}${channel(rgb[3])}`;
}

const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/** A link target the site may carry: http(s), mailto or a relative address; anything else (javascript:…) → null. */
export function safeHref(href: string): string | null {
  const url = href.trim();
  if (!url || url.startsWith('//')) return null;
  const scheme = SCHEME.exec(url)?.[1].toLowerCase();
  if (scheme === undefined) return /\s/.test(url) ? null : url;
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' ? url : null;
}

/** An image address the server keeps: http(s) or a path on this site (uploads); data: and blob: are not kept. */
export function savedImageSrc(src: string): string | null {
  const url = src.trim();
  if (!url || url.startsWith('//')) return null;
  const scheme = SCHEME.exec(url)?.[1].toLowerCase();
  if (scheme === undefined) return url;
  return scheme === 'http' || scheme === 'https' ? url : null;
}

/** An image address the editor can show while the image waits for its upload. */
export const isLocalImageSrc = (src: string) => /^(data:image\/|blob:)/i.test(src.trim());

/**
 * What the creator typed in the link dialog → a link, or null when it is not one. Bare e-mail addresses become
 * mailto: and bare domains https://; a path must start with / (or #) so it cannot resolve against the page.
 */
export function linkFromInput(input: string): string | null {
  let url = input.trim();
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(url)) url = `mailto:${url}`;
  else if (!SCHEME.test(url) && /^[^\s/?#]+\.[a-z]{2,}(?:[/?#:]|$)/i.test(url)) url = `https://${url}`;
  const safe = safeHref(url);
  if (!safe) return null;
  const scheme = SCHEME.exec(safe)?.[1].toLowerCase();
  if (scheme === 'mailto') return /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(safe) ? safe : null;
  if (!scheme) return /^[/#]/.test(safe) ? safe : null;
  try {
    const { hostname } = new URL(safe);
    return hostname.includes('.') || hostname === 'localhost' ? safe : null;
  } catch {
    return null;
  }
}
