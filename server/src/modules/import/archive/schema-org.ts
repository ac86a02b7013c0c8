import { isSectionHeader, parseIngredientLine } from '@receitas/shared';
import { parseIsoDuration } from '../../../shared/duration';
import { normalizeKey } from '../../../shared/text';
import { LIMITS } from '../../recipe/recipe-input';
import type { NutritionInput } from '../../recipe/nutrition.types';
import { isHttpUrl } from './archive-format';

// A schema.org Recipe from anywhere (another site's export, a page's JSON-LD saved to a file) read into the site's
// fields as well as its markup allows: ingredient lines parsed into quantity, unit and name, their header lines and
// HowToSections into sections, keywords into tags. What the markup does not say is left to the site's defaults.

type Json = Record<string, unknown>;

/** Column sizes (recipe.entity.ts, recipe-parts.entity.ts): a longer foreign value is cut, not refused. */
const SIZES = {
  title: 200,
  description: 5000,
  author: 120,
  servings: 100,
  cuisine: 100,
  section: 120,
  ingredientName: 200,
  quantity: 50,
  unit: 50,
  tag: 80,
  step: 5000,
  url: 1000,
  category: 100,
} as const;

export interface ForeignRecipe {
  title: string;
  description: string;
  author: string | null;
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  servings: string;
  cuisine: string | null;
  datePublished: string | null;
  sourceUrl: string | null;
  ingredients: { section: string; quantity: string; unit: string; ingredientName: string }[];
  instructions: { section: string; stepNumber: number; instructionText: string }[];
  tags: string[];
  categories: string[];
  nutrition: NutritionInput | null;
  /** a URL, or a file name inside the archive */
  image: string | null;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Text of a markup value: tags dropped, entities of the common kind decoded, spaces collapsed. */
export function plainText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return value
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

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

/** A name given as text, a Person/Organization, or a list of either: the first. */
function nameOf(value: unknown): string | null {
  for (const item of asArray(value)) {
    const name = plainText(typeof item === 'object' && item ? (item as Json).name : item);
    if (name) return name;
  }
  return null;
}

/** A list given as text separated by commas, or as an array. */
function textList(value: unknown): string[] {
  const items = asArray(value).flatMap((item) => (typeof item === 'string' ? item.split(',') : [plainText(item)]));
  const seen = new Set<string>();
  return items
    .map((item) => plainText(item))
    .filter((item) => item && !seen.has(normalizeKey(item)) && seen.add(normalizeKey(item)));
}

const duration = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  const seconds = text ? parseIsoDuration(text) : null;
  return seconds !== null && seconds <= 30 * 86400 ? text : null;
};

/** recipeYield: ['30', '30 unidades'] → '30 unidades' (the text that says what); '8' → '8'. */
function servingsOf(value: unknown): string {
  const texts = asArray(value)
    .map(plainText)
    .filter((text) => text);
  return clip(texts.find((text) => /\D/.test(text)) ?? texts[0] ?? '', SIZES.servings);
}

/** The first picture: a URL, an ImageObject, or a list of either. */
function imageOf(value: unknown): string | null {
  for (const item of asArray(value)) {
    const url = typeof item === 'string' ? item : typeof item === 'object' && item ? (item as Json).url : null;
    if (typeof url === 'string' && url.trim()) return url.trim();
  }
  return null;
}

/** '250 kcal' → 250; '12,5 g' → 12.5; sodium given in grams becomes milligrams. */
function nutritionOf(value: unknown): NutritionInput | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const node = value as Json;
  const amount = (key: string, unitless: 'g' | 'mg' | 'kcal') => {
    const text = plainText(node[key]);
    const match = /(-?\d+(?:[.,]\d+)?)\s*([a-zµ]*)/i.exec(text);
    if (!match) return undefined;
    let number = Number(match[1].replace(',', '.'));
    const unit = match[2].toLowerCase();
    if (!Number.isFinite(number) || number < 0) return undefined;
    if (unitless === 'mg' && unit === 'g') number *= 1000;
    if (unitless === 'g' && unit === 'mg') number /= 1000;
    if (unitless === 'kcal' && unit === 'kj') number /= 4.184;
    return Math.round(number * 100) / 100;
  };
  const calories = amount('calories', 'kcal');
  const out: NutritionInput = {
    calories: calories === undefined ? undefined : Math.round(calories),
    carbohydrates: amount('carbohydrateContent', 'g'),
    protein: amount('proteinContent', 'g'),
    fat: amount('fatContent', 'g'),
    fiber: amount('fiberContent', 'g'),
    sodium: amount('sodiumContent', 'mg'),
  };
  const given = Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as NutritionInput;
  return Object.keys(given).length ? given : null;
}

/** 'Para a massa:' → 'Massa'; 'COBERTURA' → 'Cobertura'. */
function sectionName(header: string): string {
  const bare = header
    .trim()
    .replace(/:$/, '')
    .replace(/^(?:para (?:o|a|os|as)|for the)\s+/iu, '')
    .trim();
  const lower = bare === bare.toUpperCase() ? bare.toLowerCase() : bare;
  return clip(lower.charAt(0).toUpperCase() + lower.slice(1), SIZES.section);
}

function ingredientsOf(value: unknown): ForeignRecipe['ingredients'] {
  const out: ForeignRecipe['ingredients'] = [];
  let section = '';
  for (const item of asArray(value)) {
    const line = plainText(typeof item === 'object' && item ? ((item as Json).text ?? (item as Json).name) : item);
    if (!line) continue;
    if (isSectionHeader(line)) {
      section = sectionName(line);
      continue;
    }
    const parsed = parseIngredientLine(line);
    const name = parsed.note ? `${parsed.ingredientName} (${parsed.note})` : parsed.ingredientName;
    out.push({
      section,
      quantity: clip(parsed.quantity, SIZES.quantity),
      unit: clip(parsed.unit, SIZES.unit),
      ingredientName: clip(name || line, SIZES.ingredientName),
    });
  }
  return out;
}

/** Steps as text, HowToStep, HowToSection (its name a section) or ItemList, numbered within their sections. */
function instructionsOf(value: unknown): ForeignRecipe['instructions'] {
  const steps: { section: string; text: string }[] = [];
  const visit = (node: unknown, section: string, depth: number) => {
    if (depth > 4) return;
    if (typeof node === 'string') {
      // one text with the whole method: a step per line
      for (const line of node.split(/\r?\n|<br\s*\/?>|<\/p>|<\/li>/i)) {
        const text = plainText(line);
        if (text) steps.push({ section, text });
      }
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) visit(item, section, depth + 1);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const json = node as Json;
    if (isType(json, 'HowToSection') || (json.itemListElement !== undefined && !isType(json, 'HowToStep'))) {
      const name = plainText(json.name);
      visit(json.itemListElement, name ? clip(name, SIZES.section) : section, depth + 1);
      return;
    }
    const text = plainText(json.text) || plainText(json.name);
    if (text) steps.push({ section, text });
  };
  visit(value, '', 0);
  const numbers = new Map<string, number>();
  return steps.map(({ section, text }) => {
    const stepNumber = (numbers.get(section) ?? 0) + 1;
    numbers.set(section, stepNumber);
    return { section, stepNumber, instructionText: clip(text, SIZES.step) };
  });
}

/** Keeps the first `limit` items of a list, saying so when there were more. */
function capped<T>(items: T[], limit: number, what: string, warnings: string[]): T[] {
  if (items.length <= limit) return items;
  warnings.push(`${items.length} ${what}; foram importados os primeiros ${limit}.`);
  return items.slice(0, limit);
}

/** A schema.org Recipe in the site's terms, with what had to be cut (pt-BR). */
export function foreignRecipe(node: Json): { recipe: ForeignRecipe; warnings: string[] } {
  const warnings: string[] = [];
  const url = typeof node.url === 'string' ? node.url.trim() : '';
  const date = typeof node.datePublished === 'string' ? node.datePublished.trim() : '';
  const categories = textList(node.recipeCategory).map((name) => clip(name, SIZES.category));
  const cuisine = textList(node.recipeCuisine).join(', ');
  const recipe: ForeignRecipe = {
    title: clip(plainText(node.name ?? node.headline), SIZES.title),
    description: clip(plainText(node.description), SIZES.description),
    author: nameOf(node.author) ? clip(nameOf(node.author)!, SIZES.author) : null,
    prepTime: duration(node.prepTime),
    cookTime: duration(node.cookTime),
    totalTime: duration(node.totalTime),
    servings: servingsOf(node.recipeYield),
    cuisine: cuisine ? clip(cuisine, SIZES.cuisine) : null,
    datePublished: /^\d{4}-\d{2}-\d{2}/.test(date) ? date : null,
    sourceUrl: isHttpUrl(url) && url.length <= SIZES.url ? url : null,
    ingredients: capped(
      ingredientsOf(node.recipeIngredient ?? node.ingredients),
      LIMITS.ingredients,
      'ingredientes',
      warnings,
    ),
    instructions: capped(instructionsOf(node.recipeInstructions), LIMITS.instructions, 'passos', warnings),
    tags: capped(
      textList(node.keywords).map((tag) => clip(tag, SIZES.tag)),
      LIMITS.tags,
      'palavras-chave',
      warnings,
    ),
    categories: capped(categories, LIMITS.category, 'categorias', warnings),
    nutrition: nutritionOf(node.nutrition),
    image: imageOf(node.image),
  };
  return { recipe, warnings };
}
