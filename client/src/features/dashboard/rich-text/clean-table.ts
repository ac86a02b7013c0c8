import { safeHref, savedImageSrc } from './formats';

/** Table parts kept as they are; a footer becomes one more body (the sanitiser keeps no tfoot). */
const STRUCTURE: Record<string, string> = {
  table: 'table',
  caption: 'caption',
  thead: 'thead',
  tbody: 'tbody',
  tfoot: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
};
/** Formatting kept inside cells, written the way the editor writes it. */
const FORMATTING: Record<string, string> = {
  p: 'p',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  s: 's',
  strike: 's',
  del: 's',
  code: 'code',
};
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'colgroup']);
/** Elements whose direct text is only layout whitespace (the HTML parser moves other text out of tables). */
const ROW_GROUPS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function span(el: Element, name: string) {
  const value = el.getAttribute(name);
  return value && /^\d{1,3}$/.test(value) && value !== '1' ? ` ${name}="${value}"` : '';
}

function serialize(node: Node, parentTag: string): string {
  if (node.nodeType === Node.TEXT_NODE) {
    return ROW_GROUPS.has(parentTag) ? '' : escapeText((node.nodeValue ?? '').replace(/[ \t\n\r\f]+/g, ' '));
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return '';
  const inner = () => Array.from(el.childNodes, (child) => serialize(child, STRUCTURE[tag] ?? parentTag)).join('');
  if (tag === 'br') return ' ';
  if (tag === 'img') {
    const src = savedImageSrc(el.getAttribute('src') ?? '');
    return src ? `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(el.getAttribute('alt') ?? '')}" />` : '';
  }
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href') ?? '');
    return href ? `<a href="${escapeAttribute(href)}">${inner()}</a>` : inner();
  }
  const kept = STRUCTURE[tag] ?? FORMATTING[tag];
  if (!kept) return inner();
  const attributes = tag === 'th' || tag === 'td' ? span(el, 'colspan') + span(el, 'rowspan') : '';
  return `<${kept}${attributes}>${inner()}</${kept}>`;
}

/**
 * A pasted or stored table reduced to its structure and simple formatting, safe to show inside the editor and
 * unchanged when cleaned again; null for a table without cells.
 */
export function cleanTableHtml(table: Element): string | null {
  const html = serialize(table, '').replace(/ {2,}/g, ' ');
  return /<t[hd][ >]/.test(html) ? html : null;
}
