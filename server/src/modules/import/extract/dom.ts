import { DomHandler, isTag, isText, type AnyNode, type ChildNode, type Document, type Element } from 'domhandler';
import { getAttributeValue } from 'domutils';
import { Parser } from 'htmlparser2';

export type { AnyNode, ChildNode, Document, Element };

/**
 * How deep elements may nest. Real pages stay well under a hundred levels; past this the parser adds elements empty
 * (their content goes to the element at this depth). This keeps parsing linear: htmlparser2 looks an end tag up in its
 * whole stack of open elements, so thousands of open tags followed by stray end tags would take quadratic time. Every
 * walk of the tree then stays shallow enough for plain recursion.
 */
export const MAX_DEPTH = 256;

/** DomHandler that counts the elements open right now (its own count, from the handler events it receives). */
class DepthCountingHandler extends DomHandler {
  depth = 0;

  override onopentag(name: string, attribs: Record<string, string>): void {
    this.depth += 1;
    super.onopentag(name, attribs);
  }

  override onclosetag(): void {
    this.depth = Math.max(0, this.depth - 1);
    super.onclosetag();
  }

  override onreset(): void {
    this.depth = 0;
    super.onreset();
  }
}

/**
 * htmlparser2's Parser that opens no element past MAX_DEPTH: such a start tag is taken as a void element (added
 * empty), through the parser's overridable `isVoidElement`. The decision is taken once per start tag (the parser asks
 * when the tag's name is read and again at its `>`) and never for end tags, which close what is open as usual.
 */
class BoundedParser extends Parser {
  private capped = false;

  constructor(private readonly counter: DepthCountingHandler) {
    super(counter, { decodeEntities: true });
  }

  override onopentagname(start: number, endIndex: number): void {
    this.capped = this.counter.depth >= MAX_DEPTH;
    super.onopentagname(start, endIndex);
  }

  override onclosetag(start: number, endIndex: number): void {
    this.capped = false;
    super.onclosetag(start, endIndex);
  }

  protected override isVoidElement(name: string): boolean {
    return this.capped || super.isVoidElement(name);
  }
}

/** htmlparser2's parseDocument (the same handler and options), with nesting bounded by MAX_DEPTH. */
export function parseHtml(html: string): Document {
  const handler = new DepthCountingHandler();
  new BoundedParser(handler).end(html);
  return handler.root;
}

/** Elements whose text is never page content. */
const NEVER_TEXT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'canvas',
  'video',
  'audio',
  'select',
  'option',
  'textarea',
  'input',
  'button',
  'head',
  'title',
]);

/** Whether an element holds no readable text (scripts, styles, form controls, media). */
export const isNonText = (el: Element): boolean => NEVER_TEXT.has(el.name);

/** An attribute's value, '' when absent. */
export const attr = (el: Element, name: string): string => getAttributeValue(el, name) ?? '';

/** The element's class names. */
export const classes = (el: Element): string[] => attr(el, 'class').split(/\s+/).filter(Boolean);

/** Whether the element has this class (looked up without splitting when the name is not even in the attribute). */
export const hasClass = (el: Element, name: string): boolean => {
  const value = el.attribs.class;
  return value !== undefined && value.includes(name) && classes(el).includes(name);
};

/**
 * Every element under `root` in document order (without `root`), not entering the subtrees `skip` rejects.
 * Iterative, so any depth is fine.
 */
export function descendants(root: AnyNode, skip?: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  const stack: ChildNode[] = 'children' in root ? [...root.children].reverse() : [];
  while (stack.length) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    if (skip?.(node)) continue;
    out.push(node);
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]);
  }
  return out;
}

/** The first element under `root` (document order) that `test` accepts. */
export function findFirst(root: AnyNode, test: (el: Element) => boolean): Element | null {
  const stack: ChildNode[] = 'children' in root ? [...root.children].reverse() : [];
  while (stack.length) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    if (test(node)) return node;
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]);
  }
  return null;
}

/** Every element under `root` that `test` accepts, in document order. */
export const findEvery = (root: AnyNode, test: (el: Element) => boolean): Element[] => descendants(root).filter(test);

/** The raw text of a node (scripts' source, for example): its text children joined, entities as written. */
export function rawText(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!('children' in node)) return '';
  return node.children.map((child) => (isText(child) ? child.data : '')).join('');
}
