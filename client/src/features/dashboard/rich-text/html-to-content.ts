import {
  convertFromRaw,
  type ContentState,
  type RawDraftContentBlock,
  type RawDraftEntity,
  type RawDraftInlineStyleRange,
} from 'draft-js';
import { cleanTableHtml } from './clean-table';
import {
  BACKGROUND_PREFIX,
  BLOCK,
  COLOR_PREFIX,
  ENTITY,
  FONT_SIZE_EM,
  FONT_SIZE_PREFIX,
  FONT_SIZES,
  HEADINGS,
  isListItem,
  isLocalImageSrc,
  MAX_LIST_DEPTH,
  normalizeColor,
  safeHref,
  savedImageSrc,
  STYLE,
  type FontSize,
  type ImageData,
} from './formats';

/** One character (a code point, as draft-js counts raw offsets) with its formatting. */
interface Char {
  text: string;
  styles: readonly string[];
  entity: number | null;
  /** a space from collapsed HTML whitespace: dropped at the end of a line */
  soft?: boolean;
}

/** Formatting that flows down to text. */
interface Inline {
  styles: readonly string[];
  link: number | null;
  /** inside <pre>: whitespace is kept and newlines end lines */
  pre: boolean;
}

/** The block the text lands in. `typed`: an outer element chose the type, inner paragraphs keep it. */
interface Block {
  type: string;
  depth: number;
  typed: boolean;
  /** depth of the innermost list around, -1 outside lists */
  listDepth: number;
}

const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'title',
  'meta',
  'link',
  'iframe',
  'object',
  'embed',
  'svg',
  'canvas',
  'video',
  'audio',
  'select',
  'input',
  'textarea',
  'colgroup',
]);
const CONTAINERS = new Set([
  'body',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'nav',
  'aside',
  'address',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'form',
  'fieldset',
  'legend',
  'hr',
  'center',
]);
const HEADING_TAGS: Record<string, string> = Object.fromEntries(HEADINGS.map((type, i) => [`h${i + 1}`, type]));
const TAG_STYLES: Record<string, string> = {
  strong: STYLE.bold,
  b: STYLE.bold,
  em: STYLE.italic,
  i: STYLE.italic,
  cite: STYLE.italic,
  u: STYLE.underline,
  ins: STYLE.underline,
  s: STYLE.strike,
  strike: STYLE.strike,
  del: STYLE.strike,
  code: STYLE.code,
  kbd: STYLE.code,
  samp: STYLE.code,
  tt: STYLE.code,
};
const FONT_SIZE_BY_CSS: Record<string, FontSize | null> = {
  ...Object.fromEntries(FONT_SIZES.map((size) => [FONT_SIZE_EM[size], size])),
  'x-small': 'small',
  small: 'small',
  smaller: 'small',
  large: 'large',
  larger: 'large',
  'x-large': 'large',
  'xx-large': 'huge',
  'xxx-large': 'huge',
  medium: null,
  '1em': null,
};

const without = (styles: readonly string[], ...names: string[]) => styles.filter((s) => !names.includes(s));
const withStyle = (styles: readonly string[], name: string) => [...without(styles, name), name];
/** A value style replaces any other value of its kind: one colour, one background, one size at a time. */
const withValueStyle = (styles: readonly string[], prefix: string, value: string | null) => {
  const rest = styles.filter((s) => !s.startsWith(prefix));
  return value === null ? rest : [...rest, prefix + value];
};

/** Reads HTML the way a browser shows it, into draft-js's raw form. */
class Importer {
  readonly blocks: RawDraftContentBlock[] = [];
  readonly entityMap: Record<string, RawDraftEntity> = {};
  private line: { type: string; depth: number; chars: Char[] } | null = null;
  private entityCount = 0;

  children(node: Node, inline: Inline, block: Block) {
    node.childNodes.forEach((child) => this.node(child, inline, block));
  }

  private node(node: Node, inline: Inline, block: Block) {
    if (node.nodeType === Node.TEXT_NODE) return this.text(node.nodeValue ?? '', inline, block);
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (SKIPPED.has(tag)) return;
    if (tag === 'br') return this.endLine(block);
    if (tag === 'img') return this.image(el);
    if (tag === 'table') return this.table(el);
    const own = this.inlineOf(el, inline);
    if (tag === 'ul' || tag === 'ol') return this.list(el, tag, own, block);
    if (tag === 'li') return this.element(el, own, typed(block, this.listItemType(el, BLOCK.bulletItem)));
    if (tag === 'pre') return this.element(el, { ...own, pre: true }, typed(block, BLOCK.code));
    if (tag === 'p') return this.element(el, own, typed(block, BLOCK.paragraph));
    if (tag === 'blockquote') return this.element(el, own, typed(block, BLOCK.quote));
    if (HEADING_TAGS[tag]) return this.element(el, own, typed(block, HEADING_TAGS[tag]));
    if (CONTAINERS.has(tag)) {
      this.flush();
      this.children(el, own, block);
      return this.flush();
    }
    this.children(el, own, block);
  }

  /** A block element: its own block(s), and one empty block if it held nothing (a blank line the writer left). */
  private element(el: Element, inline: Inline, block: Block) {
    this.flush();
    const before = this.blocks.length;
    this.children(el, inline, block);
    this.flush();
    if (this.blocks.length === before) this.push(block.type, block.depth, []);
  }

  private list(el: Element, tag: 'ul' | 'ol', inline: Inline, outer: Block) {
    const depth = outer.listDepth + 1;
    const block: Block = {
      type: tag === 'ul' ? BLOCK.bulletItem : BLOCK.numberedItem,
      depth: Math.min(depth, MAX_LIST_DEPTH),
      typed: true,
      listDepth: depth,
    };
    this.flush();
    el.childNodes.forEach((child) => {
      if (!(child instanceof Element) || child.tagName.toLowerCase() !== 'li') return this.node(child, inline, block);
      // Quill writes nesting as classes on flat items (ql-indent-N) and, since version 2, bullets as data-list.
      const indent = Number(/\bql-indent-(\d)\b/.exec(child.className)?.[1] ?? 0);
      const item = {
        ...block,
        type: this.listItemType(child, block.type),
        depth: Math.min(depth + indent, MAX_LIST_DEPTH),
      };
      this.element(child, this.inlineOf(child, inline), item);
    });
    this.flush();
  }

  private listItemType(li: Element, fallback: string) {
    const quill = li.getAttribute('data-list');
    if (quill === 'bullet') return BLOCK.bulletItem;
    if (quill === 'ordered') return BLOCK.numberedItem;
    return fallback;
  }

  private text(value: string, inline: Inline, block: Block) {
    if (inline.pre) {
      for (const ch of value.replace(/\r\n?/g, '\n')) {
        if (ch === '\n') this.endLine(block);
        else this.open(block).chars.push({ text: ch, styles: inline.styles, entity: inline.link });
      }
      return;
    }
    for (const ch of value.replace(/[ \t\n\r\f]+/g, ' ')) {
      const chars = this.line?.chars;
      if (ch === ' ' && (!chars?.length || chars[chars.length - 1].text === ' ')) continue;
      this.open(block).chars.push({ text: ch, styles: inline.styles, entity: inline.link, soft: ch === ' ' });
    }
  }

  private image(el: Element) {
    const src = el.getAttribute('src')?.trim() ?? '';
    if (!savedImageSrc(src) && !isLocalImageSrc(src)) return;
    const data: ImageData = { src, alt: el.getAttribute('alt') ?? '' };
    this.atomic(ENTITY.image, 'IMMUTABLE', data);
  }

  private table(el: Element) {
    const html = cleanTableHtml(el);
    if (html) this.atomic(ENTITY.table, 'IMMUTABLE', { html });
  }

  private atomic(type: string, mutability: RawDraftEntity['mutability'], data: object) {
    this.flush();
    const entity = this.entity(type, mutability, data);
    this.push(BLOCK.atomic, 0, [{ text: ' ', styles: [], entity }]);
  }

  private entity(type: string, mutability: RawDraftEntity['mutability'], data: object) {
    const key = this.entityCount++;
    this.entityMap[key] = { type, mutability, data };
    return key;
  }

  private inlineOf(el: Element, inline: Inline): Inline {
    const tag = el.tagName.toLowerCase();
    let { styles, link } = inline;
    const tagStyle = TAG_STYLES[tag];
    if (tagStyle && !(tagStyle === STYLE.code && inline.pre)) styles = withStyle(styles, tagStyle);
    if (tag === 'a') {
      const url = safeHref(el.getAttribute('href') ?? '');
      if (url) link = this.entity(ENTITY.link, 'MUTABLE', { url });
    }
    const size = /\bql-size-(small|large|huge)\b/.exec(el.className)?.[1];
    if (size) styles = withValueStyle(styles, FONT_SIZE_PREFIX, size);
    for (const declaration of (el.getAttribute('style') ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .replace(/!important/i, '')
        .trim()
        .toLowerCase();
      styles = applyCss(styles, property, value);
    }
    return styles === inline.styles && link === inline.link ? inline : { ...inline, styles, link };
  }

  /** Ends the last line of the document. */
  finish() {
    this.flush();
  }

  private open(block: Block) {
    this.line ??= { type: block.type, depth: block.depth, chars: [] };
    return this.line;
  }

  /** A <br> or a newline in <pre>: the line ends, even empty; a line after it opens only if text follows. */
  private endLine(block: Block) {
    this.open(block);
    this.flush();
  }

  private flush() {
    if (!this.line) return;
    const { type, depth, chars } = this.line;
    while (chars.length && chars[chars.length - 1].soft) chars.pop();
    this.line = null;
    this.push(type, depth, chars);
  }

  private push(type: string, depth: number, chars: Char[]) {
    this.blocks.push({
      key: '',
      type,
      depth: isListItem(type) ? depth : 0,
      text: chars.map((c) => c.text).join(''),
      inlineStyleRanges: styleRanges(chars),
      entityRanges: entityRanges(chars),
      data: {},
    });
  }
}

const TOP_LEVEL: Block = { type: BLOCK.paragraph, depth: 0, typed: false, listDepth: -1 };

function typed(block: Block, type: string): Block {
  return block.typed ? block : { type, depth: 0, typed: true, listDepth: block.listDepth };
}

function applyCss(styles: readonly string[], property: string, value: string): readonly string[] {
  switch (property) {
    case 'color':
      return withValueStyle(styles, COLOR_PREFIX, normalizeColor(value));
    case 'background-color':
    case 'background':
      return withValueStyle(styles, BACKGROUND_PREFIX, normalizeColor(value));
    case 'font-size':
      return value in FONT_SIZE_BY_CSS ? withValueStyle(styles, FONT_SIZE_PREFIX, FONT_SIZE_BY_CSS[value]) : styles;
    case 'font-weight':
      if (/^(bold|bolder|[6-9]00)$/.test(value)) return withStyle(styles, STYLE.bold);
      return /^(normal|lighter|[1-5]00)$/.test(value) ? without(styles, STYLE.bold) : styles;
    case 'font-style':
      if (value === 'italic' || value === 'oblique') return withStyle(styles, STYLE.italic);
      return value === 'normal' ? without(styles, STYLE.italic) : styles;
    case 'text-decoration':
    case 'text-decoration-line': {
      if (value === 'none') return without(styles, STYLE.underline, STYLE.strike);
      let next = styles;
      if (value.includes('underline')) next = withStyle(next, STYLE.underline);
      if (value.includes('line-through')) next = withStyle(next, STYLE.strike);
      return next;
    }
    default:
      return styles;
  }
}

function styleRanges(chars: Char[]): RawDraftInlineStyleRange[] {
  const ranges: RawDraftInlineStyleRange[] = [];
  const open = new Map<string, number>();
  const close = (style: string, end: number) => {
    ranges.push({
      style: style as RawDraftInlineStyleRange['style'],
      offset: open.get(style)!,
      length: end - open.get(style)!,
    });
    open.delete(style);
  };
  chars.forEach((c, i) => {
    for (const style of [...open.keys()]) if (!c.styles.includes(style)) close(style, i);
    for (const style of c.styles) if (!open.has(style)) open.set(style, i);
  });
  for (const style of [...open.keys()]) close(style, chars.length);
  return ranges;
}

function entityRanges(chars: Char[]): RawDraftContentBlock['entityRanges'] {
  const ranges: RawDraftContentBlock['entityRanges'] = [];
  chars.forEach((c, i) => {
    if (c.entity === null) return;
    const last = ranges[ranges.length - 1];
    if (last && last.key === c.entity && last.offset + last.length === i) last.length++;
    else ranges.push({ key: c.entity, offset: i, length: 1 });
  });
  return ranges;
}

/** A list item may sit at most one level below the item before it; an orphaned deeper item moves up. */
function normalizeListDepths(blocks: RawDraftContentBlock[]) {
  let deepest = -1;
  for (const block of blocks) {
    if (!isListItem(block.type)) {
      deepest = -1;
      continue;
    }
    block.depth = Math.min(block.depth, deepest + 1);
    deepest = block.depth;
  }
}

/** HTML (stored or pasted) → editor content. Unknown markup keeps its text; scripts, styles and media are dropped. */
export function htmlToContent(html: string): ContentState {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const importer = new Importer();
  importer.children(body, { styles: [], link: null, pre: false }, TOP_LEVEL);
  importer.finish();
  const { blocks, entityMap } = importer;
  normalizeListDepths(blocks);
  if (!blocks.length)
    blocks.push({ key: '', type: BLOCK.paragraph, text: '', depth: 0, inlineStyleRanges: [], entityRanges: [] });
  return convertFromRaw({ blocks, entityMap });
}
