import { isTag, isText, type AnyNode } from 'domhandler';
import { classes, isNonText, type Element } from './dom';
import { collapseSpaces, isBlock, nodeText, splitLines } from './text';

/**
 * A page's content as the reader sees it, in order: headings, list items and paragraphs (or runs of loose text).
 * html-fallback.ts and sections.ts read recipes from this sequence instead of from the tree, so a heading's list may be
 * its sibling, its cousin or inside a wrapper: what counts is what comes after it.
 */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  /** a `<li>`; `bold` when all its text is bold */
  | { kind: 'item'; text: string; bold: boolean }
  /** a paragraph or loose text, split on its line breaks; `bold` when all its text is bold */
  | { kind: 'text'; lines: string[]; bold: boolean };

/** Class or id names of what is not the post's content: comments, sidebars, menus, sharing, related posts. */
const NOISE =
  /^(?:comments?|comment-list|comments-area|respond|sidebar|secondary|widget|widget-area|related|related-posts|jp-relatedposts|sharedaddy|share|sharing|social|social-share|breadcrumbs?|menu|main-menu|navigation|nav|site-header|site-footer|newsletter|cookie-notice|wprm-recipe-pin|wprm-recipe-print|wprm-recipe-jump|wprm-recipe-rating|wprm-recipe-buttons|wprm-checkbox-container|tasty-recipes-buttons|tasty-recipes-print-button|tasty-recipes-rating)$/i;

/** Elements that are never the post's content. */
const NOISE_TAGS = new Set(['nav', 'footer', 'aside', 'dialog', 'header']);

/** Whether an element is left out of the reading: non-text, hidden, or page furniture (NOISE). */
export function isSkipped(el: Element): boolean {
  if (isNonText(el) || NOISE_TAGS.has(el.name)) return true;
  if (el.attribs.hidden !== undefined || /display\s*:\s*none/i.test(el.attribs.style ?? '')) return true;
  const { class: names, id } = el.attribs;
  return (names !== undefined && classes(el).some((name) => NOISE.test(name))) || (id !== undefined && NOISE.test(id));
}

const HEADING = /^h([1-6])$/;
const BOLD_TAGS = new Set(['strong', 'b']);

/** Reads the blocks under `root` (see Block). */
export function readBlocks(root: AnyNode): Block[] {
  const blocks: Block[] = [];
  // the loose text being gathered: its characters, how many of them are bold
  let run: string[] = [];
  let runChars = 0;
  let runBold = 0;

  const flush = (): void => {
    if (!run.length) return;
    const lines = splitLines(run.join(''));
    if (lines.length) blocks.push({ kind: 'text', lines, bold: runChars > 0 && runBold === runChars });
    run = [];
    runChars = 0;
    runBold = 0;
  };

  const visit = (node: AnyNode, bold: boolean, depth: number): void => {
    if (isText(node)) {
      run.push(node.data);
      const chars = node.data.replace(/\s+/g, '').length;
      runChars += chars;
      if (bold) runBold += chars;
      return;
    }
    if (!isTag(node)) {
      if ('children' in node) for (const child of node.children) visit(child, bold, depth + 1);
      return;
    }
    if (isSkipped(node)) return;
    if (node.name === 'br') {
      run.push('\n');
      return;
    }
    const heading = HEADING.exec(node.name);
    if (heading) {
      flush();
      const text = collapseSpaces(nodeText(node, isSkipped));
      if (text) blocks.push({ kind: 'heading', level: Number(heading[1]), text });
      return;
    }
    if (node.name === 'li') {
      flush();
      const text = collapseSpaces(nodeText(node, (el) => isSkipped(el) || el.name === 'ul' || el.name === 'ol'));
      if (text) blocks.push({ kind: 'item', text, bold: isAllBold(node) });
      // lists nested in the item come after it
      for (const child of node.children) visitLists(child, depth + 1);
      return;
    }
    const block = isBlock(node);
    if (block) flush();
    if (depth < 300) for (const child of node.children) visit(child, bold || BOLD_TAGS.has(node.name), depth + 1);
    if (block) flush();
  };

  /** The lists inside a list item (the item's own text is read already). */
  const visitLists = (node: AnyNode, depth: number): void => {
    if (!isTag(node) || isSkipped(node) || depth > 300) return;
    if (node.name === 'ul' || node.name === 'ol') {
      visit(node, false, depth);
      return;
    }
    for (const child of node.children) visitLists(child, depth + 1);
  };

  visit(root, false, 0);
  flush();
  return blocks;
}

/** Whether all the text of an element (its nested lists aside) is inside <strong>/<b>. */
function isAllBold(el: Element): boolean {
  let chars = 0;
  let bold = 0;
  const visit = (node: AnyNode, inBold: boolean, depth: number): void => {
    if (isText(node)) {
      const count = node.data.replace(/\s+/g, '').length;
      chars += count;
      if (inBold) bold += count;
    } else if (isTag(node) && !isSkipped(node) && node.name !== 'ul' && node.name !== 'ol' && depth < 300) {
      for (const child of node.children) visit(child, inBold || BOLD_TAGS.has(node.name), depth + 1);
    }
  };
  visit(el, false, 0);
  return chars > 0 && bold === chars;
}

/** A block's text (a text block's lines joined). */
export const blockText = (block: Block): string => (block.kind === 'text' ? block.lines.join(' ') : block.text);
