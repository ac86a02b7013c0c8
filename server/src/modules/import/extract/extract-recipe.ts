import { readBlocks } from './blocks';
import { findFirst, parseHtml } from './dom';
import { durationToMinutes, fromMinutes } from './duration';
import {
  htmlLineCandidates,
  postContent,
  readByline,
  readIntroduction,
  readLabelledFacts,
  readNotes,
  readTerms,
  type ListKind,
} from './html-fallback';
import { readJsonLd } from './json-ld';
import { mergeReadings, type Merged } from './merge';
import { readMicrodata } from './microdata';
import { contentImage, readPageMeta, siteNameFromTitle, stripSiteName } from './page-meta';
import type { RecipeParts } from './parts';
import { Graph } from './schema';
import { hasRecipeContent, readSchemaRecipe, type SchemaContext } from './schema-recipe';
import { alignSections, hasGroups } from './sections';
import type { ExtractedLine, ExtractedRecipe, ExtractionSource } from './types';
import { WARNINGS } from './warnings';

/** Pages longer than this are not read (the caller stops downloads at 5 MB; characters, not bytes). */
export const MAX_HTML_LENGTH = 6_000_000;

/** The sources in the order their fields are preferred. */
const SOURCE_ORDER: ExtractionSource[] = ['json-ld', 'microdata', 'html'];

/**
 * Reads the recipe of a web page from its HTML alone (no network, no database): schema.org Recipe in JSON-LD first,
 * then microdata, then the page's Open Graph tags and its headings and lists for what is still missing, merged field
 * by field. Ingredient and step sections only the HTML shows are put on the structured lines when the texts agree.
 *
 * `pageUrl` (the address the page was fetched from) makes relative URLs absolute; without it the page's canonical
 * URL or og:url is used.
 *
 * Returns null when the page holds no recipe: neither a structured Recipe with a name and ingredients or steps, nor
 * ingredients and steps from any source. Never throws; pages over MAX_HTML_LENGTH characters give null.
 */
export function extractRecipe(html: string, pageUrl: string | null): ExtractedRecipe | null {
  if (typeof html !== 'string' || !html.trim() || html.length > MAX_HTML_LENGTH) return null;
  try {
    return extract(html, typeof pageUrl === 'string' ? pageUrl : null);
  } catch {
    return null;
  }
}

function extract(html: string, pageUrl: string | null): ExtractedRecipe | null {
  const doc = parseHtml(html);
  const meta = readPageMeta(doc, pageUrl);
  const warnings: string[] = [];

  const jsonLd = readJsonLd(doc);
  if (jsonLd.repaired) warnings.push(WARNINGS.jsonRepaired);
  if (jsonLd.skipped) warnings.push(WARNINGS.jsonSkipped);
  const structured = (nodes: Parameters<typeof readSchemaRecipe>[0][], context: SchemaContext) =>
    pickRecipe(nodes.map((node) => readSchemaRecipe(node, context)));
  const ld = structured(jsonLd.recipes, { graph: jsonLd.graph, absolute: meta.absolute });
  const micro = structured(readMicrodata(doc), { graph: new Graph(), absolute: meta.absolute });
  const many = ld.count > 1 ? ld : micro.count > 1 ? micro : null;
  if (many) warnings.push(WARNINGS.manyRecipes(many.count, many.parts?.title ?? ''));

  const body = findFirst(doc, (el) => el.name === 'body') ?? doc;
  const blocks = readBlocks(body);
  const candidates: Record<ListKind, ExtractedLine[][]> = {
    ingredients: htmlLineCandidates(doc, blocks, 'ingredients'),
    instructions: htmlLineCandidates(doc, blocks, 'instructions'),
  };
  const siteName = meta.siteName ?? jsonLd.siteName ?? siteNameFromTitle(meta.documentTitle, meta.h1 ?? meta.ogTitle);
  const pageTitle = meta.ogTitle ?? meta.h1 ?? meta.documentTitle;
  const facts = readLabelledFacts(blocks);
  // notes and the introduction from the post's own text when the theme marks it (not the byline and tags after it)
  const content = postContent(doc);
  const postBlocks = content ? readBlocks(content) : blocks;
  const page: RecipeParts = {
    title: pageTitle ? stripSiteName(pageTitle, [meta.siteName, jsonLd.siteName, siteName]) : null,
    description: meta.description ?? readIntroduction(postBlocks),
    author: meta.author ?? readByline(doc),
    ...facts,
    ingredients: candidates.ingredients[0] ?? [],
    instructions: candidates.instructions[0] ?? [],
    notes: readNotes(doc, postBlocks),
    ...readTerms(doc),
    images: meta.images.length ? meta.images : [contentImage(doc, meta.absolute)].filter((url): url is string => !!url),
  };

  const merged = mergeReadings([
    { source: 'json-ld', parts: ld.parts },
    { source: 'microdata', parts: micro.parts },
    { source: 'html', parts: page },
  ]);
  const isStructured = [ld.parts, micro.parts].some((parts) => parts !== null && hasRecipeContent(parts));
  const { parts } = merged;
  const ingredients = parts.ingredients ?? [];
  const instructions = parts.instructions ?? [];
  if (!isStructured && !(ingredients.length && instructions.length)) return null;

  const withSections = (kind: ListKind, mismatch: string): ExtractedLine[] => {
    const lines = parts[kind] ?? [];
    if (merged.from[kind] === 'html' || lines.some((line) => line.section)) return lines;
    for (const grouped of candidates[kind]) {
      const aligned = alignSections(lines, grouped);
      if (aligned) {
        merged.used.add('html');
        return aligned;
      }
    }
    if (candidates[kind].some(hasGroups)) warnings.push(mismatch);
    return lines;
  };
  const finalIngredients = withSections('ingredients', WARNINGS.ingredientGroupsMismatch);
  const finalInstructions = withSections('instructions', WARNINGS.stepGroupsMismatch);
  warnings.push(...listWarnings(merged, finalIngredients, finalInstructions));

  return {
    title: parts.title ?? null,
    description: parts.description ?? null,
    author: parts.author ?? null,
    prepTime: parts.prepTime ?? null,
    cookTime: parts.cookTime ?? null,
    totalTime: parts.totalTime ?? sumTimes(parts.prepTime, parts.cookTime),
    servings: parts.servings ?? null,
    cuisine: parts.cuisine ?? null,
    categories: parts.categories ?? [],
    keywords: parts.keywords ?? [],
    ingredients: finalIngredients,
    instructions: finalInstructions,
    notes: parts.notes ?? [],
    nutrition: parts.nutrition ?? null,
    images: parts.images ?? [],
    canonicalUrl: meta.canonicalUrl,
    siteName,
    sources: SOURCE_ORDER.filter((source) => merged.used.has(source)),
    warnings,
  };
}

/** The recipe a source holds: the first with a name and ingredients or steps (else the first), and how many have. */
function pickRecipe(readings: RecipeParts[]): { parts: RecipeParts | null; count: number } {
  const complete = readings.filter(hasRecipeContent);
  const titles = new Set(complete.map((parts) => parts.title));
  return { parts: complete[0] ?? readings[0] ?? null, count: titles.size };
}

/** totalTime from prepTime + cookTime when the page gives both but no total. */
function sumTimes(prep: string | null | undefined, cook: string | null | undefined): string | null {
  if (!prep || !cook) return null;
  return fromMinutes(durationToMinutes(prep) + durationToMinutes(cook));
}

/** Warnings about the lists: read from the page's text, or missing. */
function listWarnings(merged: Merged, ingredients: ExtractedLine[], instructions: ExtractedLine[]): string[] {
  const warnings: string[] = [];
  const ingredientsFromText = merged.from.ingredients === 'html';
  const stepsFromText = merged.from.instructions === 'html';
  if (ingredientsFromText || stepsFromText) warnings.push(WARNINGS.listsFromText(ingredientsFromText, stepsFromText));
  if (!ingredients.length) warnings.push(WARNINGS.noIngredients);
  if (!instructions.length) warnings.push(WARNINGS.noInstructions);
  return warnings;
}
