import { normalizeDuration } from './duration';
import { readNutrition } from './nutrition';
import type { RecipeParts } from './parts';
import { asList, hasType, isObject, typesOf, type Graph, type JsonObject } from './schema';
import { withHeaderSections } from './sections-text';
import { cleanText, dedupeTexts, htmlLines, splitLines, stripBullet, stripStepNumber } from './text';
import type { ExtractedLine } from './types';

/** What reading a schema.org Recipe needs besides the node: references to follow, URLs to make absolute. */
export interface SchemaContext {
  graph: Graph;
  absolute: (url: string) => string | null;
}

/** How deep instructions may nest (sections of sections of lists…) before the rest is ignored. */
const MAX_STEP_NESTING = 12;

/**
 * The fields of a schema.org Recipe, as JSON-LD gives it or as microdata.ts reads it into the same shape: texts
 * cleaned, times normalised, lists split, instructions flattened into steps with their section names.
 */
export function readSchemaRecipe(node: JsonObject, context: SchemaContext): RecipeParts {
  const { graph } = context;
  return {
    title: textOf(node.name, graph) || textOf(node.headline, graph) || null,
    description: textOf(node.description, graph) || null,
    author: authorOf(node.author, graph) ?? authorOf(node.creator, graph),
    prepTime: durationOf(node.prepTime),
    cookTime: durationOf(node.cookTime),
    totalTime: durationOf(node.totalTime),
    servings: yieldOf(node.recipeYield ?? node.yield, graph),
    cuisine: namesOf(node.recipeCuisine, graph)[0] ?? null,
    categories: namesOf(node.recipeCategory, graph),
    keywords: namesOf(node.keywords, graph),
    ingredients: ingredientsOf(node.recipeIngredient ?? node.ingredients, graph),
    instructions: stepsOf(node.recipeInstructions, graph),
    nutrition: readNutrition(graph.resolve(node.nutrition)),
    images: imagesOf(node.image ?? node.thumbnailUrl, context),
  };
}

/** Whether a Recipe read says enough to be imported: a name and ingredients or steps. */
export const hasRecipeContent = (parts: RecipeParts): boolean =>
  Boolean(parts.title) && Boolean(parts.ingredients?.length || parts.instructions?.length);

/** A text value: a string (cleaned), a number, the first text of a list, a `@value` or a node's name. */
export function textOf(value: unknown, graph: Graph, depth = 0): string {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (depth > 4) return '';
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = textOf(item, graph, depth + 1);
      if (text) return text;
    }
    return '';
  }
  if (isObject(value)) {
    if (value['@value'] !== undefined) return textOf(value['@value'], graph, depth + 1);
    const node = graph.resolve(value);
    return isObject(node) && node.name !== undefined ? textOf(node.name, graph, depth + 1) : '';
  }
  return '';
}

/** The first readable duration of a value (microdata may repeat a property). */
function durationOf(value: unknown): string | null {
  for (const item of asList(value)) {
    const duration = normalizeDuration(isObject(item) ? item['@value'] : item);
    if (duration) return duration;
  }
  return null;
}

/** Author names: a string, a Person or Organization (followed by `@id`), or a list of them, joined with ', '. */
function authorOf(value: unknown, graph: Graph): string | null {
  const names = asList(value).flatMap((item) => {
    const node = graph.resolve(item);
    if (typeof node === 'string') return /^https?:\/\//i.test(node.trim()) ? [] : [cleanText(node)];
    if (!isObject(node)) return [];
    const name = textOf(node.name, graph) || [textOf(node.givenName, graph), textOf(node.familyName, graph)].join(' ');
    return [cleanText(name)];
  });
  const unique = dedupeTexts(names.filter(Boolean));
  return unique.length ? unique.join(', ') : null;
}

/** A bare number, or a range of them: '8', '4-6', '4 a 6'. */
const BARE_COUNT = /^\d+(?:[.,]\d+)?(?:\s*(?:-|–|a|ou)\s*\d+)?$/;

/**
 * The yield as text: of several (Google's ["8", "8 porções"]) the longest that has words; a bare number n as
 * 'n porções'.
 */
function yieldOf(value: unknown, graph: Graph): string | null {
  const texts = asList(value)
    .map((item) => textOf(item, graph))
    .filter(Boolean);
  if (!texts.length) return null;
  const worded = texts.filter((text) => /\p{L}/u.test(text.replace(/\b(?:a|ou)\b/g, '')));
  if (worded.length) return worded.reduce((best, text) => (text.length > best.length ? text : best));
  const count = texts[0];
  if (!BARE_COUNT.test(count)) return count;
  return `${count} ${count === '1' ? 'porção' : 'porções'}`;
}

/** Names from a string (comma-separated), a list, or nodes with a name; cleaned and without repeats. */
function namesOf(value: unknown, graph: Graph): string[] {
  const names = asList(value).flatMap((item) => {
    // decoded before the split: a ',' may be written as an entity
    const text = typeof item === 'string' ? cleanText(item) : textOf(item, graph);
    return text.split(/[,;]/).map(cleanText);
  });
  return dedupeTexts(names.filter(Boolean));
}

/** Ingredient lines: strings (one line each, or several lines in one string), or nodes with a name. */
function ingredientsOf(value: unknown, graph: Graph): ExtractedLine[] {
  const lines = asList(value).flatMap((item) => {
    if (typeof item === 'string') return htmlLines(item);
    const node = graph.resolve(item);
    if (!isObject(node)) return typeof node === 'number' ? [String(node)] : [];
    return splitLines(textOf(node.text ?? node.name ?? node.value, graph));
  });
  return withHeaderSections(lines.map(stripBullet).filter(Boolean), '');
}

/** A step as it was found: its text and the section a HowToSection gave it. */
interface RawStep {
  section: string;
  text: string;
}

/**
 * Steps from recipeInstructions in any of its shapes: a string (split on lines, `<li>`/`<p>`, or '1. … 2. …'), a list
 * of strings, HowToStep (its text, else its name), HowToSection (its name over its itemListElement), ItemList and
 * ListItem, nested lists. Leading numbers are removed, empty steps dropped; in a list without sections, a line like
 * 'Cobertura:' names the section of the steps after it.
 */
function stepsOf(value: unknown, graph: Graph): ExtractedLine[] {
  const raw: RawStep[] = [];
  const visit = (item: unknown, section: string, depth: number): void => {
    if (depth > MAX_STEP_NESTING) return;
    const node = graph.resolve(item);
    if (typeof node === 'string') {
      for (const text of instructionLines(node)) raw.push({ section, text });
    } else if (Array.isArray(node)) {
      for (const child of node) visit(child, section, depth + 1);
    } else if (isObject(node)) {
      const list = node.itemListElement ?? node.steps ?? node.step;
      const own = stepText(node, graph);
      if (list !== undefined && (hasType(node, 'howtosection') || !textOf(node.text, graph))) {
        // a HowToSection (or an untyped group) names its steps' section; lists and steps with directions do not
        const named = hasType(node, 'howtosection') || !typesOf(node).length;
        visit(list, (named && textOf(node.name, graph)) || section, depth + 1);
      } else if (node.item !== undefined) {
        // a ListItem: its item is the step (its name is often just 'Passo 1')
        visit(node.item, section, depth + 1);
      } else if (own) {
        raw.push({ section, text: own });
      }
    }
  };
  visit(value, '', 0);
  // header lines name sections only where no HowToSection did
  const steps = raw.some((step) => step.section)
    ? raw
    : withHeaderSections(
        raw.map((step) => step.text),
        '',
      );
  return steps.map((step) => ({ section: step.section, text: stripStepNumber(step.text) })).filter((step) => step.text);
}

/** A HowToStep's (or HowToDirection's, HowToTip's) text, tags removed: its text, else its name or description. */
function stepText(node: JsonObject, graph: Graph): string {
  for (const key of ['text', 'name', 'description']) {
    const text = textOf(node[key], graph);
    if (text) return text;
  }
  return '';
}

/** The steps in one instructions string. */
export function instructionLines(text: string): string[] {
  const lines = htmlLines(text);
  return lines.length === 1 ? splitNumberedRun(lines[0]) : lines;
}

/** '1. Misture… 2. Asse…' in one line, numbered from 1 on: split where each next number starts. */
const INLINE_NUMBER = /(?:^|\s)(\d{1,2})[.)]\s+/g;

export function splitNumberedRun(line: string): string[] {
  const cuts: number[] = [];
  let expected = 1;
  for (const match of line.matchAll(INLINE_NUMBER)) {
    if (Number(match[1]) !== expected) continue;
    cuts.push((match.index ?? 0) + (match[0].length - match[0].trimStart().length));
    expected += 1;
  }
  if (cuts.length < 2 || cuts[0] > 0) return [line];
  return cuts.map((cut, i) => line.slice(cut, cuts[i + 1] ?? line.length).trim()).filter(Boolean);
}

/** Image URLs from a string, a list, or ImageObjects (url / contentUrl, by `@id` too), the widest declared first. */
function imagesOf(value: unknown, context: SchemaContext): string[] {
  const found: { url: string; width: number | null }[] = [];
  const visit = (item: unknown, depth: number): void => {
    if (depth > 4) return;
    const node = context.graph.resolve(item);
    if (typeof node === 'string') found.push({ url: node, width: null });
    else if (Array.isArray(node)) for (const child of node) visit(child, depth + 1);
    else if (isObject(node)) {
      const url = [node.url, node.contentUrl].flatMap(asList).find((candidate) => typeof candidate === 'string');
      if (typeof url === 'string') found.push({ url, width: widthOf(node.width) });
    }
  };
  visit(value, 0);
  // the widest declared first; those without a width keep their place after them
  const ordered = found.some((image) => image.width !== null)
    ? [...found].sort((a, b) => (b.width ?? -1) - (a.width ?? -1))
    : found;
  const urls = ordered.map((image) => context.absolute(image.url.trim())).filter((url): url is string => Boolean(url));
  return [...new Set(urls)];
}

/** A declared width: a number, '1200', '1200px', or a QuantitativeValue; null when none. */
function widthOf(value: unknown): number | null {
  const raw = isObject(value) ? value.value : Array.isArray(value) ? value[0] : value;
  const width = typeof raw === 'number' ? raw : Number.parseInt(typeof raw === 'string' ? raw : '', 10);
  return Number.isFinite(width) && width > 0 ? width : null;
}
