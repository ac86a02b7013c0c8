import { isTag, isText } from 'domhandler';
import { decodeHTML } from 'entities';
import { normalizeKey } from '../../../shared/text';
import { isNonText, parseHtml, type AnyNode, type Element } from './dom';

/** Elements that start a new line of text. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Whether an element lays out as a block (its tag, or an inline `display: block`, as WPRM's notes use). */
export function isBlock(el: Element): boolean {
  if (BLOCK_TAGS.has(el.name)) return true;
  const style = el.attribs.style;
  return style !== undefined && /display\s*:\s*(?:block|flex|grid|list-item)/i.test(style);
}

/** An entity-looking sequence left after one decoding (a page that escaped twice: '&amp;quot;'). */
const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/i;

/** Decodes HTML entities (named, decimal, hex), twice when the text was escaped twice. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const once = decodeHTML(text);
  return ENTITY.test(once) ? decodeHTML(once) : once;
}

/** Whitespace of any kind, the no-break space and the zero-width characters pages leave in text. */
const SPACES = /(?:[\s\u00a0\u200b\u200c\u2060\ufeff]|\u200d)+/g;

/** Collapses runs of whitespace (no-break spaces included) to one space, and trims. */
export const collapseSpaces = (text: string): string => text.replace(SPACES, ' ').trim();

/**
 * The text of a node with line breaks where the page breaks lines (blocks, <br>), scripts and styles left out.
 * Lines are not collapsed: collapseSpaces or splitLines does that.
 */
export function nodeText(node: AnyNode, skip?: (el: Element) => boolean): string {
  const out: string[] = [];
  const visit = (current: AnyNode, depth: number): void => {
    if (isText(current)) {
      out.push(current.data);
      return;
    }
    if (!isTag(current) && !('children' in current)) return;
    if (isTag(current)) {
      if (isNonText(current) || skip?.(current)) return;
      if (current.name === 'br') {
        out.push('\n');
        return;
      }
    }
    const block = isTag(current) && isBlock(current);
    if (block) out.push('\n');
    // the parser bounds nesting (dom.ts), so recursion stays shallow
    if (depth < 400) for (const child of current.children) visit(child, depth + 1);
    if (block) out.push('\n');
  };
  visit(node, 0);
  return out.join('');
}

/** The non-empty lines of a text, each collapsed. */
export const splitLines = (text: string): string[] =>
  text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map(collapseSpaces)
    .filter(Boolean);

/** Whether a text holds markup worth parsing (a tag, a comment); plain text is handled without a parser. */
const looksLikeHtml = (text: string): boolean => /<[a-z!/]/i.test(text);

/** A text's markup read as text (tags removed, entities decoded), and markup escaped in it too ('&lt;p&gt;…'). */
function markupText(value: string): string {
  let text = looksLikeHtml(value) ? nodeText(parseHtml(value)) : value;
  text = decodeEntities(text);
  return looksLikeHtml(text) ? nodeText(parseHtml(text)) : text;
}

/** The lines of an HTML fragment (or of a plain text with line breaks), entities decoded. */
export const htmlLines = (text: string): string[] => splitLines(markupText(text));

/**
 * Plain text from what a page gives as text: entities decoded (also when escaped twice), tags removed, no-break
 * spaces and all whitespace collapsed, trimmed.
 */
export function cleanText(value: string): string {
  return value ? collapseSpaces(markupText(value)) : '';
}

/** Bullets and checkbox glyphs a list line may start with. */
const BULLET = /^[•·▪▫◦‣⁃○●■□▢☐☑✓✔✅➤►▶→*-]+\s*/u;

/** A line without the bullet or checkbox glyph it starts with. */
export const stripBullet = (text: string): string => text.replace(BULLET, '').trim();

/** 'Passo 1:', 'Step 2 -', 'Etapa 3.', '1º passo:' before a step's text. */
const STEP_WORD = /^(?:(?:passo|etapa|step|paso)\s*\d{1,3}|\d{1,2}\s*[ºª°o]?\s*(?:passo|etapa))\s*[:.)\-–—]?\s*/i;
/** '1.', '2)', '3 -', '4:' before a step's text (not '1.5 kg' nor '2-3 minutos'). */
const STEP_NUMBER = /^\d{1,3}\s*[.):\-–—](?!\d)\s*/;

/** A step's text without its leading number ('1.', '1)', 'Passo 1:') or bullet. */
export function stripStepNumber(text: string): string {
  const bare = stripBullet(text);
  return bare.replace(STEP_WORD, '').replace(STEP_NUMBER, '').trim();
}

/** Whether a step starts with its number ('1.', '2)', 'Passo 3:'). */
export const isNumberedStep = (text: string): boolean => STEP_WORD.test(text) || STEP_NUMBER.test(text);

/** The form two texts are compared in: no accents, no case, no punctuation, single spaces. */
export const matchKey = (text: string): string =>
  normalizeKey(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The texts without repeats (accent- and case-insensitive), in order, the first spelling kept. */
export function dedupeTexts(texts: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const text of texts) {
    const key = normalizeKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

/** What decorates a section name written as a line. */
const DECORATION = new Set([...' -–—=*_#~•:']);

/**
 * A section name from a heading or a label line: without the trailing ':', the decoration some pages put around it
 * ('— Massa —', '*Recheio*') and surrounding spaces.
 */
export const sectionName = (text: string): string => trimChars(collapseSpaces(text), DECORATION);

/** The text without the given characters at either end (a loop: an anchored `[…]+$` regex can be quadratic). */
function trimChars(text: string, chars: Set<string>): string {
  let start = 0;
  let end = text.length;
  while (start < end && chars.has(text[start])) start += 1;
  while (end > start && chars.has(text[end - 1])) end -= 1;
  return text.slice(start, end);
}

/** 'massa' → 'Massa'. */
export const capitalize = (text: string): string => (text ? text[0].toLocaleUpperCase('pt-BR') + text.slice(1) : text);
