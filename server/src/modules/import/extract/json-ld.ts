import { attr, findEvery, rawText, type Document } from './dom';
import { readJsonText } from './json-repair';
import { Graph, hasType, isObject, typesOf, type JsonObject } from './schema';
import { cleanText } from './text';

/** What the page's JSON-LD scripts hold. */
export interface JsonLdRead {
  /** the Recipe nodes, in document order, references merged */
  recipes: JsonObject[];
  /** every node with an `@id`, to follow references */
  graph: Graph;
  /** the WebSite's name, else a publisher's */
  siteName: string | null;
  /** some script was malformed and repaired */
  repaired: boolean;
  /** scripts that could not be read at all */
  skipped: number;
}

/** Bounds on the walk of a page's JSON-LD: real graphs are a few dozen nodes a few levels deep. */
const MAX_NODES = 20000;
const MAX_WALK_DEPTH = 40;

/** Whether a `<script>` holds JSON-LD (`application/ld+json`, any case, parameters allowed). */
const isJsonLdScript = (type: string): boolean => /^\s*application\/ld\+json\s*(?:;|$)/i.test(type);

/**
 * Reads every JSON-LD script of the page: top-level arrays, `@graph`, nested `mainEntity`/`mainEntityOfPage` and
 * any other nesting; Recipes are found wherever they are, whatever their `@type` spelling.
 */
export function readJsonLd(doc: Document): JsonLdRead {
  const graph = new Graph();
  const found: JsonObject[] = [];
  const all: JsonObject[] = [];
  let repaired = false;
  let skipped = 0;
  const scripts = findEvery(doc, (el) => el.name === 'script' && isJsonLdScript(attr(el, 'type')));
  for (const script of scripts) {
    const text = rawText(script);
    if (!text.trim()) continue;
    const read = readJsonText(text);
    if (!read) {
      skipped += 1;
      continue;
    }
    repaired ||= read.repaired;
    walk(read.value, (node) => {
      graph.add(node);
      all.push(node);
      if (hasType(node, 'recipe')) found.push(node);
    });
  }
  return { recipes: uniqueRecipes(found, graph), graph, siteName: siteNameOf(graph, all, found), repaired, skipped };
}

/** Calls `visit` on every object in a JSON value (iteratively, bounded), parents before children. */
function walk(value: unknown, visit: (node: JsonObject) => void): void {
  const stack: [unknown, number][] = [[value, 0]];
  let count = 0;
  while (stack.length && count < MAX_NODES) {
    const [current, depth] = stack.pop()!;
    if (depth > MAX_WALK_DEPTH) continue;
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push([current[i], depth + 1]);
    } else if (isObject(current)) {
      count += 1;
      visit(current);
      const children = Object.values(current).filter((child) => typeof child === 'object' && child !== null);
      for (let i = children.length - 1; i >= 0; i -= 1) stack.push([children[i], depth + 1]);
    }
  }
}

/** The Recipes once each: a node given twice, or referenced by `@id`, counts once with its properties merged. */
function uniqueRecipes(found: JsonObject[], graph: Graph): JsonObject[] {
  const seen = new Set<unknown>();
  const out: JsonObject[] = [];
  for (const node of found) {
    const id = typeof node['@id'] === 'string' ? node['@id'] : null;
    const key = id ?? node;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(id ? (graph.get(id) ?? node) : node);
  }
  return out;
}

/** The name of the page's WebSite, else of the publisher of a Recipe or of any node. */
function siteNameOf(graph: Graph, nodes: JsonObject[], recipes: JsonObject[]): string | null {
  const nameOf = (value: unknown): string | null => {
    const node = graph.resolve(value);
    if (typeof node === 'string' && !/^https?:/i.test(node)) return cleanText(node) || null;
    return isObject(node) && typeof node.name === 'string' ? cleanText(node.name) || null : null;
  };
  for (const node of nodes) {
    const name = typesOf(node).includes('website') ? nameOf(node) : null;
    if (name) return name;
  }
  for (const node of [...recipes, ...nodes]) {
    const name = node.publisher === undefined ? null : nameOf(node.publisher);
    if (name) return name;
  }
  return null;
}
