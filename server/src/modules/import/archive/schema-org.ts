// The Recipe nodes of a JSON file in an archive: the file itself, its @graph, or the items of a list. A node without
// the site's own fields (a schema.org Recipe from elsewhere) is read by the page reader (../extract), as a page's
// JSON-LD would be.

type Json = Record<string, unknown>;

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

const isType = (node: unknown, type: string): boolean => {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return false;
  return asArray((node as Json)['@type']).some((t) => typeof t === 'string' && t.replace(/^.*[/:]/, '') === type);
};

/** The Recipe nodes of a JSON-LD document: the document itself, its @graph, or the items of a list. */
export function recipeNodes(document: unknown): Json[] {
  const found: Json[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 3 || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (isType(node, 'Recipe')) {
      found.push(node as Json);
      return;
    }
    visit((node as Json)['@graph'], depth + 1);
  };
  visit(document, 0);
  return found;
}
