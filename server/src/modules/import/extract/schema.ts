/** A JSON object as JSON-LD (or microdata read as such) gives it. */
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a list: arrays as they are, a single value as a list of one, nothing as an empty list. */
export const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/**
 * A node's schema.org types, lower case, without their vocabulary: 'Recipe', 'schema:Recipe',
 * 'https://schema.org/Recipe' and ['Recipe', 'NewsArticle'] all name 'recipe'.
 */
export function typesOf(node: JsonObject): string[] {
  return asList(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) =>
      type
        .trim()
        .replace(/^.*[/#:]/, '')
        .toLowerCase(),
    )
    .filter(Boolean);
}

export const hasType = (node: JsonObject, type: string): boolean => typesOf(node).includes(type);

/** The nodes of a page's JSON-LD by their `@id`, to follow references (`{"@id": "…#author"}`). */
export class Graph {
  private readonly byId = new Map<string, JsonObject>();

  /** Registers a node under its `@id`; nodes given twice (Yoast does) have their properties merged. */
  add(node: JsonObject): void {
    const id = node['@id'];
    if (typeof id !== 'string' || Object.keys(node).length < 2) return;
    const known = this.byId.get(id);
    this.byId.set(id, known ? { ...node, ...known } : node);
  }

  /** The node with this `@id`. */
  get(id: string): JsonObject | undefined {
    return this.byId.get(id);
  }

  /**
   * A value with its reference followed: `{"@id": "x"}` (or the bare id 'x') becomes node x, the reference's own
   * properties over it; anything else is returned as it is.
   */
  resolve(value: unknown): unknown {
    if (typeof value === 'string') return this.byId.get(value) ?? value;
    if (!isObject(value) || typeof value['@id'] !== 'string') return value;
    const node = this.byId.get(value['@id']);
    return node && node !== value ? { ...node, ...value } : value;
  }
}
