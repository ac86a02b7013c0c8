import type { ContentBlock, ContentState } from 'draft-js';
import { escapeAttribute, escapeText } from './clean-table';
import {
  BACKGROUND_PREFIX,
  BLOCK,
  COLOR_PREFIX,
  ENTITY,
  FONT_SIZE_EM,
  FONT_SIZE_PREFIX,
  HEADINGS,
  isListItem,
  safeHref,
  savedImageSrc,
  STYLE,
  type FontSize,
  type ImageData,
  type LinkData,
  type TableData,
} from './formats';

const BLOCK_TAGS: Record<string, string> = {
  [BLOCK.paragraph]: 'p',
  [BLOCK.quote]: 'blockquote',
  ...Object.fromEntries(HEADINGS.map((type, i) => [type, `h${i + 1}`])),
};
/** Simple styles in the order their tags open, outermost first. */
const STYLE_TAGS: [string, string][] = [
  [STYLE.bold, 'strong'],
  [STYLE.italic, 'em'],
  [STYLE.underline, 'u'],
  [STYLE.strike, 's'],
  [STYLE.code, 'code'],
];

/** An open inline element; `key` tells whether the next run of text still belongs inside it. */
interface Tag {
  key: string;
  open: string;
  close: string;
}

function spanStyle(styles: string[]): string {
  const value = (prefix: string) => styles.find((s) => s.startsWith(prefix))?.slice(prefix.length);
  const color = value(COLOR_PREFIX);
  const background = value(BACKGROUND_PREFIX);
  const size = FONT_SIZE_EM[value(FONT_SIZE_PREFIX) as FontSize];
  return [
    color && /^#[0-9a-f]{6}$/.test(color) && `color:${color}`,
    background && /^#[0-9a-f]{6}$/.test(background) && `background-color:${background}`,
    size && `font-size:${size}`,
  ]
    .filter(Boolean)
    .join(';');
}

/** The inline elements around one character, outermost first. */
function tagsAt(block: ContentBlock, offset: number, content: ContentState): Tag[] {
  const tags: Tag[] = [];
  const entityKey = block.getEntityAt(offset);
  if (entityKey) {
    const entity = content.getEntity(entityKey);
    const url = entity.getType() === ENTITY.link && safeHref((entity.getData() as LinkData).url ?? '');
    if (url) tags.push({ key: `a${entityKey}`, open: `<a href="${escapeAttribute(url)}">`, close: '</a>' });
  }
  const styles = block.getInlineStyleAt(offset).toArray();
  const style = spanStyle(styles);
  if (style) tags.push({ key: `span${style}`, open: `<span style="${style}">`, close: '</span>' });
  for (const [name, tag] of STYLE_TAGS) {
    if (styles.includes(name)) tags.push({ key: tag, open: `<${tag}>`, close: `</${tag}>` });
  }
  return tags;
}

/** A block's text with its inline formatting; an element stays open across runs that share it. */
function inlineHtml(block: ContentBlock, content: ContentState, preformatted: boolean): string {
  const text = block.getText();
  const characters = block.getCharacterList();
  const open: Tag[] = [];
  let html = '';
  let start = 0;
  while (start < text.length) {
    const tags = tagsAt(block, start, content);
    // draft-js shares one metadata object per style-and-entity combination: a run ends where the object changes.
    let end = start + 1;
    while (end < text.length && characters.get(end) === characters.get(start)) end++;
    let kept = 0;
    while (kept < open.length && tags.some((t) => t.key === open[kept].key)) kept++;
    while (open.length > kept) html += open.pop()!.close;
    for (const tag of tags) {
      if (open.some((t) => t.key === tag.key)) continue;
      html += tag.open;
      open.push(tag);
    }
    const run = text.slice(start, end);
    html += escapeText(preformatted ? run : run.replace(/\n/g, ' '));
    start = end;
  }
  while (open.length) html += open.pop()!.close;
  return html;
}

function atomicHtml(block: ContentBlock, content: ContentState): string {
  const entityKey = block.getEntityAt(0);
  if (!entityKey) return '';
  const entity = content.getEntity(entityKey);
  if (entity.getType() === ENTITY.table) return (entity.getData() as TableData).html;
  if (entity.getType() !== ENTITY.image) return '';
  const { src, alt, uploading } = entity.getData() as ImageData;
  const saved = !uploading && savedImageSrc(src ?? '');
  return saved ? `<figure><img src="${escapeAttribute(saved)}" alt="${escapeAttribute(alt ?? '')}" /></figure>` : '';
}

/** Writes nested <ul>/<ol> from flat list items with depths; each open list has an open <li>. */
class ListWriter {
  private readonly open: string[] = [];
  constructor(private readonly out: string[]) {}

  item(type: string, requestedDepth: number, html: string) {
    const tag = type === BLOCK.numberedItem ? 'ol' : 'ul';
    // An item sits at most one level below the one before it (the importer reads it back the same way).
    const depth = Math.min(requestedDepth, this.open.length);
    this.closeTo(depth + 1);
    if (this.open.length === depth + 1 && this.open[depth] !== tag) this.closeTo(depth);
    if (this.open.length === depth + 1) {
      this.out.push('</li>');
    } else {
      this.out.push(`<${tag}>`);
      this.open.push(tag);
    }
    this.out.push(`<li>${html}`);
  }

  closeTo(level: number) {
    while (this.open.length > level) this.out.push(`</li></${this.open.pop()}>`);
  }
}

/**
 * Editor content → the HTML the site stores: only elements the server's sanitiser keeps; an empty document is '',
 * and so is one whose only image is still uploading.
 */
export function contentToHtml(content: ContentState): string {
  // Empty paragraphs at either end show nothing on the page (the editor keeps one after a last image to type in).
  const blocks = content.getBlocksAsArray();
  const isBlank = (b: ContentBlock) => b.getType() === BLOCK.paragraph && !b.getText().trim();
  while (blocks.length && isBlank(blocks[0])) blocks.shift();
  while (blocks.length && isBlank(blocks[blocks.length - 1])) blocks.pop();
  if (blocks.every((b) => b.getType() !== BLOCK.atomic && !b.getText().trim())) return '';
  const out: string[] = [];
  const lists = new ListWriter(out);
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    const type = block.getType();
    if (isListItem(type)) {
      lists.item(type, block.getDepth(), inlineHtml(block, content, false));
      continue;
    }
    lists.closeTo(0);
    if (type === BLOCK.code) {
      const lines = [inlineHtml(block, content, true)];
      while (blocks[i + 1]?.getType() === BLOCK.code) lines.push(inlineHtml(blocks[++i], content, true));
      // A newline right before </pre> does not show; a last empty line needs one more to stay.
      out.push(`<pre><code>${lines.join('\n')}${lines[lines.length - 1] === '' ? '\n' : ''}</code></pre>`);
    } else if (type === BLOCK.atomic) {
      out.push(atomicHtml(block, content));
    } else {
      const tag = BLOCK_TAGS[type] ?? 'p';
      out.push(`<${tag}>${inlineHtml(block, content, false)}</${tag}>`);
    }
  }
  lists.closeTo(0);
  return out.join('');
}
