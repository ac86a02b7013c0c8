import { RECIPE_BOUNDS as MAX, isSectionHeader, parseIngredientLine } from '@receitas/shared';
import { normalizeKey } from '../../shared/text';
import { parseIsoDuration } from '../../shared/duration';
import { LIMITS, NUTRITION_MAX } from '../recipe/recipe-input';
import type { RecipeInput } from '../recipe/recipe.types';
import type { ExtractedRecipe } from './extract/types';

/** A recipe read from another page, in the shape of the recipe form (and of the POST /api/recipes body). */
export interface ImportedRecipeData {
  title: string;
  description: string;
  author: string | null;
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  servings: string;
  cuisine: string | null;
  ingredients: { section: string; quantity: string; unit: string; ingredientName: string }[];
  instructions: { section: string; stepNumber: number; instructionText: string }[];
  notes: { noteText: string }[];
  tags: { name: string }[];
  /** the page's categories that exist here (matched case- and accent-insensitively) */
  category: { categoryId: number; name: string }[];
  /** the page's categories this site does not have: the creator may create them */
  suggestedCategories: string[];
  nutrition: ExtractedRecipe['nutrition'];
  /** the page's best picture, downloaded into the site's media when the recipe is saved */
  imageSourceUrl: string | null;
  sourceUrl: string | null;
  /** an import is always a draft until the creator publishes it */
  draft: true;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** 'Para a massa:' → 'Massa'; 'FOR THE SAUCE' → 'Sauce'; 'Cobertura:' → 'Cobertura'. */
export function sectionName(header: string): string {
  const bare = header
    .trim()
    .replace(/:$/, '')
    .replace(/^(?:para (?:o|a|os|as)|for the)\s+/iu, '')
    .trim();
  const lower = bare === bare.toUpperCase() ? bare.toLowerCase() : bare;
  return clip(lower.charAt(0).toUpperCase() + lower.slice(1), MAX.section);
}

/** The page's ingredient lines as the site stores them; a header line among them starts a section. */
function ingredientsOf(extracted: ExtractedRecipe): ImportedRecipeData['ingredients'] {
  const out: ImportedRecipeData['ingredients'] = [];
  let inlineSection: string | null = null;
  let lastPageSection = '';
  for (const line of extracted.ingredients) {
    if (line.section !== lastPageSection) {
      lastPageSection = line.section;
      inlineSection = null;
    }
    if (isSectionHeader(line.text)) {
      inlineSection = sectionName(line.text);
      continue;
    }
    const parsed = parseIngredientLine(line.text);
    if (!parsed.ingredientName && !parsed.quantity) continue;
    const name = parsed.note ? `${parsed.ingredientName} (${parsed.note})` : parsed.ingredientName;
    out.push({
      section: clip(inlineSection ?? line.section, MAX.section),
      quantity: clip(parsed.quantity, MAX.quantity),
      unit: clip(parsed.unit, MAX.unit),
      ingredientName: clip(name || line.text, MAX.ingredientName),
    });
  }
  return out;
}

function instructionsOf(extracted: ExtractedRecipe): ImportedRecipeData['instructions'] {
  const numbers = new Map<string, number>();
  return extracted.instructions
    .filter((step) => step.text.trim())
    .map((step) => {
      const section = clip(step.section, MAX.section);
      const stepNumber = (numbers.get(section) ?? 0) + 1;
      numbers.set(section, stepNumber);
      return { section, stepNumber, instructionText: step.text.trim() };
    });
}

/** Keeps the first `limit` items of a list, saying so when the page had more. */
function capped<T>(items: T[], limit: number, what: string, warnings: string[]): T[] {
  if (items.length <= limit) return items;
  warnings.push(`A página tem ${items.length} ${what}; foram importados os primeiros ${limit}.`);
  return items.slice(0, limit);
}

/**
 * Turns what a page says into the form's fields: ingredient lines parsed into quantity, unit and name (their headers
 * into sections), steps numbered within their sections, keywords into tags, categories matched to the site's own.
 */
export function importedRecipe(
  extracted: ExtractedRecipe,
  sourceUrl: string | null,
  categories: { id: number; name: string }[],
): { recipe: ImportedRecipeData; warnings: string[] } {
  const warnings = [...extracted.warnings];
  const byKey = new Map(categories.map((category) => [normalizeKey(category.name), category]));
  const matched: ImportedRecipeData['category'] = [];
  const suggested: string[] = [];
  for (const name of extracted.categories) {
    const found = byKey.get(normalizeKey(name));
    if (found && !matched.some((c) => c.categoryId === found.id))
      matched.push({ categoryId: found.id, name: found.name });
    else if (!found && !suggested.some((s) => normalizeKey(s) === normalizeKey(name))) suggested.push(name);
  }
  const tags = [...new Map(extracted.keywords.map((k) => [normalizeKey(k), clip(k, MAX.tag)])).values()];
  const title = extracted.title?.trim() ?? '';
  if (!title) warnings.push('A página não tem um título de receita: escreva um antes de salvar.');
  const ingredients = ingredientsOf(extracted);
  const instructions = instructionsOf(extracted);
  if (!ingredients.length) warnings.push('Nenhum ingrediente encontrado na página.');
  if (!instructions.length) warnings.push('Nenhum modo de preparo encontrado na página.');
  if (!extracted.images.length) warnings.push('A página não tem foto da receita.');
  const source = sourceUrl ?? extracted.canonicalUrl;
  return {
    recipe: {
      title: clip(title, MAX.title),
      description: clip(extracted.description ?? '', MAX.description),
      author: extracted.author ? clip(extracted.author, MAX.author) : null,
      prepTime: extracted.prepTime,
      cookTime: extracted.cookTime,
      totalTime: extracted.totalTime,
      servings: clip(extracted.servings ?? '', MAX.servings),
      cuisine: extracted.cuisine ? clip(extracted.cuisine, MAX.cuisine) : null,
      ingredients: capped(ingredients, LIMITS.ingredients, 'ingredientes', warnings),
      instructions: capped(instructions, LIMITS.instructions, 'passos', warnings),
      notes: capped(
        extracted.notes.filter((n) => n.trim()).map((noteText) => ({ noteText })),
        LIMITS.notes,
        'notas',
        warnings,
      ),
      tags: capped(
        tags.map((name) => ({ name })),
        LIMITS.tags,
        'palavras-chave',
        warnings,
      ),
      category: capped(matched, LIMITS.category, 'categorias', warnings),
      suggestedCategories: suggested,
      nutrition: extracted.nutrition,
      imageSourceUrl: extracted.images.find((image) => image.length <= MAX.sourceUrl) ?? null,
      sourceUrl: source && source.length <= MAX.sourceUrl ? source : null,
      draft: true,
    },
    warnings,
  };
}

/** The import's fields as a recipe write: a draft, its categories by id, values the writer would refuse left out. */
export function recipeInputOf(data: ImportedRecipeData): RecipeInput {
  const duration = (value: string | null) => {
    const seconds = value ? parseIsoDuration(value) : null;
    return seconds !== null && seconds <= 30 * 86400 ? value : null;
  };
  const nutrition: Record<string, number> = {};
  for (const [key, max] of Object.entries(NUTRITION_MAX)) {
    const value = data.nutrition?.[key as keyof typeof NUTRITION_MAX];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max) {
      nutrition[key] = key === 'calories' ? Math.round(value) : value;
    }
  }
  return {
    title: data.title,
    description: data.description,
    author: data.author,
    prepTime: duration(data.prepTime),
    cookTime: duration(data.cookTime),
    totalTime: duration(data.totalTime),
    servings: data.servings,
    cuisine: data.cuisine,
    ingredients: data.ingredients,
    instructions: data.instructions,
    notes: data.notes,
    tags: data.tags,
    category: data.category.map(({ categoryId }) => ({ categoryId })),
    nutrition: Object.keys(nutrition).length ? nutrition : null,
    sourceUrl: data.sourceUrl,
    draft: true,
  };
}
