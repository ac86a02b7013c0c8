import { isTag, type ChildNode } from 'domhandler';
import { attr, findEvery, type Document, type Element } from './dom';
import type { JsonObject } from './schema';
import { nodeText } from './text';

/** How deep items may nest in items (Recipe → HowToSection → HowToStep → Person…). */
const MAX_ITEM_DEPTH = 8;

/** The local names of an itemtype's URLs: 'https://schema.org/Recipe' → 'Recipe'. */
const typeNames = (itemtype: string): string[] =>
  itemtype
    .split(/\s+/)
    .map((type) => type.replace(/\/+$/, '').replace(/^.*[/#]/, ''))
    .filter(Boolean);

/** An itemprop's names, vocabulary URLs reduced to their local name. */
const propNames = (itemprop: string): string[] =>
  itemprop
    .split(/\s+/)
    .map((name) => name.replace(/^.*[/#]/, ''))
    .filter(Boolean);

const isItem = (el: Element): boolean => el.attribs.itemscope !== undefined;

/**
 * The page's schema.org Recipe items (`itemscope itemtype=".../Recipe"`), in document order, each read into the
 * shape JSON-LD has (`@type`, properties, nested items as objects, repeated properties as lists) so that
 * schema-recipe.ts reads both.
 */
export function readMicrodata(doc: Document): JsonObject[] {
  return findEvery(
    doc,
    (el) => isItem(el) && typeNames(attr(el, 'itemtype')).some((type) => type.toLowerCase() === 'recipe'),
  ).map((el) => itemOf(el, 0));
}

/** One item: the properties of the elements under it, not those of items nested in it. */
function itemOf(scope: Element, depth: number): JsonObject {
  const item: JsonObject = {};
  const types = typeNames(attr(scope, 'itemtype'));
  if (types.length) item['@type'] = types.length === 1 ? types[0] : types;
  const stack: ChildNode[] = [...scope.children].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    const names = propNames(attr(node, 'itemprop'));
    const nested = isItem(node);
    if (names.length) {
      const value = nested ? (depth < MAX_ITEM_DEPTH ? itemOf(node, depth + 1) : null) : valueOf(node);
      if (value !== null && value !== '') for (const name of names) add(item, name, value);
    }
    // an item's own properties are its own, not its parent's
    if (!nested) for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]);
  }
  return item;
}

/** Adds a property value; a property given again becomes a list. */
function add(item: JsonObject, name: string, value: unknown): void {
  if (!Object.prototype.hasOwnProperty.call(item, name)) {
    Object.defineProperty(item, name, { value, enumerable: true, writable: true, configurable: true });
    return;
  }
  const known = item[name];
  item[name] = Array.isArray(known) ? [...known, value] : [known, value];
}

/** A lazily loaded image's real address: data-src and friends when src is a placeholder. */
export function imageSource(el: Element): string {
  const src = attr(el, 'src').trim();
  if (src && !/^data:/i.test(src)) return src;
  for (const name of ['data-src', 'data-lazy-src', 'data-original', 'data-lazy']) {
    const lazy = attr(el, name).trim();
    if (lazy) return lazy;
  }
  return src;
}

/** A property's value as microdata defines it per element, `content` first (what sites put on a span). */
function valueOf(el: Element): string {
  if (el.attribs.content !== undefined) return el.attribs.content;
  switch (el.name) {
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'embed':
    case 'iframe':
    case 'track':
      return imageSource(el);
    case 'a':
    case 'area':
    case 'link':
      return attr(el, 'href');
    case 'object':
      return attr(el, 'data');
    case 'data':
    case 'meter':
      return attr(el, 'value');
    case 'time':
      return attr(el, 'datetime') || nodeText(el);
    default:
      return nodeText(el);
  }
}
