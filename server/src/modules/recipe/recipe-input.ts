import { NUTRITION_BOUNDS, RECIPE_BOUNDS as MAX } from '@receitas/shared';
import { badInput } from '../../shared/errors';
import { sanitizeRichText } from '../../shared/html';
import { formatIsoDuration, durationMinutes, parseIsoDuration } from '../../shared/duration';
import { normalizeKey } from '../../shared/text';
import {
  boundedNumber,
  calendarDateTime,
  httpUrl,
  imageRef,
  optionalText,
  requiredText,
} from '../../shared/validation';
import { Difficulty, type Recipe } from './recipe.entity';
import type { NutritionInput } from './nutrition.types';
import type { RecipeInput } from './recipe.types';
import { sourceKeyOf } from '../import/source-key';

/** The input's lists by their GraphQL names (a refusal names the field), and the story's length. */
export const LIMITS = {
  ingredients: MAX.ingredients,
  instructions: MAX.instructions,
  notes: MAX.notes,
  tags: MAX.tags,
  utensils: MAX.utensils,
  category: MAX.categories,
  cravings: MAX.cravings,
  occasions: MAX.occasions,
  commentBody: MAX.commentBody,
};

export interface RecipeChildren {
  ingredients?: { section: string; ingredientName: string; quantity: string; unit: string }[];
  instructions?: { section: string; stepNumber: number; instructionText: string }[];
  notes?: { noteText: string }[];
  tags?: { name: string }[];
  utensils?: { name: string; link: string | null }[];
  categoryIds?: number[];
  cravings?: { id?: number; name?: string; description?: string | null; imageUrl?: ImageRefs }[];
  occasions?: { id?: number; name?: string }[];
}

type ImageRefs = { small: string | null; medium: string | null; original: string | null };

function list<T>(field: keyof typeof LIMITS, items: T[] | null | undefined): T[] | undefined {
  if (items === undefined || items === null) return undefined;
  if (items.length > LIMITS[field]) throw badInput(field, `O campo ${field} aceita no máximo ${LIMITS[field]} itens.`);
  return items;
}

function duration(field: string, value: string | null | undefined): { iso: string | null; seconds: number | null } {
  const text = (value ?? '').trim();
  if (!text) return { iso: null, seconds: null };
  const seconds = parseIsoDuration(text);
  if (seconds === null || seconds > 30 * 86400) {
    throw badInput(field, `O campo ${field} deve ser uma duração ISO 8601, como PT1H30M.`);
  }
  return { iso: formatIsoDuration(seconds), seconds };
}

/** Per serving: kcal (whole), grams, sodium in mg; beyond these no dish is real. */
export const NUTRITION_MAX = NUTRITION_BOUNDS;

function nutrition(input: NutritionInput): Recipe['nutrition'] {
  const out: Record<string, number | null> = {};
  for (const [key, max] of Object.entries(NUTRITION_MAX) as [keyof typeof NUTRITION_MAX, number][]) {
    if (input[key] === undefined) continue;
    out[key] = boundedNumber(`nutrition.${key}`, input[key], { min: 0, max, integer: key === 'calories' });
  }
  return out;
}

function images(field: string, input: { small?: string | null; medium?: string | null; original?: string | null }) {
  const small = imageRef(`${field}.small`, input.small);
  const medium = imageRef(`${field}.medium`, input.medium);
  const original = imageRef(`${field}.original`, input.original);
  return { small, medium, original };
}

/** Validates and normalises the scalar part of a recipe write. `existing` is the stored recipe on update. */
export function recipeFields(input: RecipeInput, existing: Recipe | null, defaultAuthor: string): Partial<Recipe> {
  const has = (key: keyof RecipeInput) => input[key] !== undefined;
  const out: Partial<Recipe> = {};
  if (!existing || has('title')) {
    out.title = requiredText('title', input.title, MAX.title, 'Título da receita é obrigatório');
    out.titleKey = normalizeKey(out.title);
  }
  if (!existing || has('description'))
    out.description = optionalText('description', input.description, MAX.description) ?? '';
  if (!existing || has('author')) out.author = optionalText('author', input.author, MAX.author) ?? defaultAuthor;
  if (!existing || has('servings')) out.servings = optionalText('servings', input.servings, MAX.servings) ?? '';
  if (!existing || has('difficulty')) out.difficulty = input.difficulty ?? Difficulty.EASY;
  if (!existing || has('cuisine')) {
    out.cuisine = optionalText('cuisine', input.cuisine, MAX.cuisine);
    out.cuisineKey = out.cuisine ? normalizeKey(out.cuisine) : null;
  }
  if (!existing || has('sourceUrl')) {
    const text = (input.sourceUrl ?? '').trim();
    out.sourceUrl = text ? httpUrl('sourceUrl', text, MAX.sourceUrl) : null;
    out.sourceKey = sourceKeyOf(out.sourceUrl);
  }
  if (!existing || has('imageUrl')) {
    const set = images('imageUrl', input.imageUrl ?? {});
    Object.assign(out, { imageSmall: set.small, imageMedium: set.medium, imageOriginal: set.original });
  }
  if (!existing || has('commentBody')) {
    const html = sanitizeRichText(input.commentBody ?? '');
    if (html.length > LIMITS.commentBody) {
      throw badInput('commentBody', `O campo commentBody deve ter no máximo ${LIMITS.commentBody} caracteres.`);
    }
    out.commentBody = html;
  }
  if (!existing || has('nutrition')) out.nutrition = input.nutrition ? nutrition(input.nutrition) : null;
  if (!existing || has('datePublished')) {
    // Whole seconds: what every dialect stores, so the answer to a write equals the next read.
    const date = input.datePublished ? calendarDateTime('datePublished', input.datePublished) : new Date();
    date.setUTCMilliseconds(0);
    out.datePublished = date;
  }
  if (!existing || has('draft')) out.draft = input.draft ?? false;
  if (existing && isFirstPublication(existing, out)) {
    // Written earlier, public now: readers see it as new. A date given on purpose (a change, or one ahead) wins.
    out.datePublished = new Date(Math.floor(Date.now() / 1000) * 1000);
  }
  if (!existing || has('title') || has('description') || has('author')) {
    const merged = { ...existing, ...out };
    out.searchKey = recipeSearchKey(merged.title ?? '', merged.description ?? '', merged.author ?? '');
  }

  const prep = has('prepTime') || !existing ? duration('prepTime', input.prepTime) : secondsOf(existing.prepTime);
  const cook = has('cookTime') || !existing ? duration('cookTime', input.cookTime) : secondsOf(existing.cookTime);
  let total = has('totalTime') || !existing ? duration('totalTime', input.totalTime) : secondsOf(existing.totalTime);
  // An omitted total is prep + cook (recomputed whenever either changes and no total is given).
  if (!input.totalTime && (!existing || has('prepTime') || has('cookTime') || has('totalTime'))) {
    const sum = prep.seconds === null && cook.seconds === null ? null : (prep.seconds ?? 0) + (cook.seconds ?? 0);
    total = { iso: sum === null ? null : formatIsoDuration(sum), seconds: sum };
  }
  Object.assign(out, {
    prepTime: prep.iso,
    cookTime: cook.iso,
    totalTime: total.iso,
    prepMinutes: durationMinutes(prep.seconds),
    cookMinutes: durationMinutes(cook.seconds),
    totalMinutes: durationMinutes(total.seconds),
  });
  return out;
}

/** A never-announced draft leaving draft state with its stored date kept, and that date already past. */
function isFirstPublication(existing: Recipe, out: Partial<Recipe>): boolean {
  if (!existing.draft || out.draft !== false || existing.announcedAt !== null) return false;
  const date = out.datePublished ?? existing.datePublished;
  return date.getTime() === existing.datePublished.getTime() && date.getTime() <= Date.now();
}

/** What the dashboard's text filter matches: title, description and author, case- and accent-free, one per line. */
export function recipeSearchKey(title: string, description: string, author: string): string {
  return [title, description, author].map(normalizeKey).join('\n');
}

function secondsOf(iso: string | null) {
  return { iso, seconds: iso ? parseIsoDuration(iso) : null };
}

/** Validates and normalises the child lists present in the input (absent lists stay undefined: unchanged). */
export function recipeChildren(input: RecipeInput): RecipeChildren {
  const out: RecipeChildren = {};
  const ingredients = list('ingredients', input.ingredients);
  if (ingredients) {
    out.ingredients = ingredients.map((item, i) => ({
      section: optionalText(`ingredients[${i}].section`, item.section, MAX.section) ?? '',
      ingredientName: requiredText(`ingredients[${i}].ingredientName`, item.ingredientName, MAX.ingredientName),
      quantity: optionalText(`ingredients[${i}].quantity`, item.quantity, MAX.quantity) ?? '',
      unit: optionalText(`ingredients[${i}].unit`, item.unit, MAX.unit) ?? '',
    }));
  }
  const instructions = list('instructions', input.instructions);
  if (instructions) {
    const perSection = new Map<string, number>();
    out.instructions = instructions.map((item, i) => {
      const section = optionalText(`instructions[${i}].section`, item.section, MAX.section) ?? '';
      const position = (perSection.get(section) ?? 0) + 1;
      perSection.set(section, position);
      const stepNumber = item.stepNumber ?? position;
      if (!Number.isInteger(stepNumber) || stepNumber < 1 || stepNumber > MAX.stepNumber) {
        throw badInput(`instructions[${i}].stepNumber`, 'O número do passo (stepNumber) deve ser no mínimo 1.');
      }
      const instructionText = requiredText(`instructions[${i}].instructionText`, item.instructionText, MAX.stepText);
      return { section, stepNumber, instructionText };
    });
  }
  const notes = list('notes', input.notes);
  if (notes)
    out.notes = notes.map((n, i) => ({
      noteText: requiredText(`notes[${i}].noteText`, n.noteText, MAX.noteText),
    }));
  const tags = list('tags', input.tags);
  if (tags) {
    const seen = new Set<string>();
    out.tags = tags
      .map((t, i) => ({ name: requiredText(`tags[${i}].name`, t.name, MAX.tag) }))
      .filter((t) => !seen.has(normalizeKey(t.name)) && seen.add(normalizeKey(t.name)));
  }
  const utensils = list('utensils', input.utensils);
  if (utensils) {
    out.utensils = utensils.map((u, i) => {
      const link = (u.link ?? '').trim();
      return {
        name: requiredText(`utensils[${i}].name`, u.name, MAX.utensilName),
        link: link ? httpUrl(`utensils[${i}].link`, link, MAX.link) : null,
      };
    });
  }
  const category = list('category', input.category);
  if (category) out.categoryIds = [...new Set(category.map((c) => c.categoryId))];
  const cravings = list('cravings', input.cravings);
  if (cravings) {
    out.cravings = cravings.map((c, i) => {
      if (c.id != null) return { id: c.id };
      return {
        name: requiredText(
          `cravings[${i}].name`,
          c.name,
          MAX.termName,
          `Informe o id ou o nome do desejo (cravings[${i}]).`,
        ),
        description: optionalText(`cravings[${i}].description`, c.description, MAX.cravingDescription),
        imageUrl: images(`cravings[${i}].imageUrl`, c.imageUrl ?? {}),
      };
    });
  }
  const occasions = list('occasions', input.occasions);
  if (occasions) {
    out.occasions = occasions.map((o, i) =>
      o.id != null
        ? { id: o.id }
        : {
            name: requiredText(
              `occasions[${i}].name`,
              o.name,
              MAX.termName,
              `Informe o id ou o nome da ocasião (occasions[${i}]).`,
            ),
          },
    );
  }
  return out;
}
