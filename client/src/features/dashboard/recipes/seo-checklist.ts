import { servingsCount } from '@receitas/shared';
import type { RecipeFormState } from './recipe-form-model';

// The creator's SEO checklist (issue 25), like WP Recipe Maker's health check but live while editing: what keeps a
// recipe out of Google's recipe results, or makes it show worse there. Each item names the form field that fixes it.

/** Google's own bounds: a search result shows about 60 characters of a title and 150–160 of a description. */
export const SEO_LIMITS = { titleMax: 60, descriptionMin: 50, descriptionMax: 160, cropPixels: 50_000 } as const;

export type SeoCheckId =
  | 'image'
  | 'imageSize'
  | 'descriptionShort'
  | 'descriptionLong'
  | 'yieldNumber'
  | 'times'
  | 'steps'
  | 'category'
  | 'titleLong'
  | 'rating';

export interface SeoCheck {
  id: SeoCheckId;
  /** 'warning': search results suffer; 'info': worth knowing, nothing to fix now */
  level: 'warning' | 'info';
  /** the form field that fixes it (a field path, as `fieldId` takes it) */
  field: string;
}

/** What the checks read: the form as typed, or a recipe as the recipes screen lists it. */
export interface SeoInput {
  title: string;
  description: string;
  hasImage: boolean;
  /** the picture's size in pixels, when known (its smallest crop, 16:9, must hold 50,000 pixels) */
  imageSize?: { width: number; height: number } | null;
  servings: string;
  prepTime: string;
  cookTime: string;
  /** each step's text; null when the list is not known (the recipes screen does not load the steps) */
  steps: string[] | null;
  categoryCount: number;
  /** readers' ratings so far; null when not known */
  ratingCount: number | null;
}

/** Whether a picture of this size gives crops of at least 50,000 pixels (the 16:9 one is the smallest). */
export function largeEnough({ width, height }: { width: number; height: number }): boolean {
  const wide = Math.min(width, (height * 16) / 9);
  return wide * ((wide * 9) / 16) >= SEO_LIMITS.cropPixels;
}

const filled = (time: string) => /[1-9]/.test(time);

/** The open items, in the order of the form. */
export function seoChecks(input: SeoInput): SeoCheck[] {
  const checks: SeoCheck[] = [];
  const title = input.title.trim();
  const description = input.description.trim().replace(/\s+/g, ' ');
  if (title.length > SEO_LIMITS.titleMax) checks.push({ id: 'titleLong', level: 'warning', field: 'title' });
  if (description.length < SEO_LIMITS.descriptionMin)
    checks.push({ id: 'descriptionShort', level: 'warning', field: 'description' });
  else if (description.length > SEO_LIMITS.descriptionMax)
    checks.push({ id: 'descriptionLong', level: 'warning', field: 'description' });
  if (!filled(input.prepTime) && !filled(input.cookTime))
    checks.push({ id: 'times', level: 'warning', field: 'prepTime' });
  const count = input.servings.trim() ? servingsCount(input.servings.trim()) : null;
  if (!count) checks.push({ id: 'yieldNumber', level: 'warning', field: 'servings' });
  if (!input.hasImage) checks.push({ id: 'image', level: 'warning', field: 'image' });
  else if (input.imageSize && !largeEnough(input.imageSize))
    checks.push({ id: 'imageSize', level: 'warning', field: 'image' });
  if (input.categoryCount === 0) checks.push({ id: 'category', level: 'warning', field: 'categoryIds' });
  if (input.steps && (input.steps.length === 0 || input.steps.some((text) => !text.trim())))
    checks.push({ id: 'steps', level: 'warning', field: 'heading.steps' });
  if (input.ratingCount === 0) checks.push({ id: 'rating', level: 'info', field: 'heading.seo' });
  return checks;
}

/** The checks' input from a recipe as the recipes screen lists it: no steps nor ratings (the editor checks those). */
export function seoInputOfCard(recipe: {
  title: string;
  description: string;
  servings: string;
  prepTime?: string | null;
  cookTime?: string | null;
  category: unknown[];
  imageUrl?: {
    medium?: string | null;
    original?: string | null;
    crops?: { wide: { width: number; height: number } } | null;
  } | null;
}): SeoInput {
  const crop = recipe.imageUrl?.crops?.wide;
  return {
    title: recipe.title,
    description: recipe.description,
    hasImage: Boolean(recipe.imageUrl?.original ?? recipe.imageUrl?.medium),
    imageSize: crop ? { width: crop.width, height: crop.height } : null,
    servings: recipe.servings,
    prepTime: recipe.prepTime ?? '',
    cookTime: recipe.cookTime ?? '',
    steps: null,
    categoryCount: recipe.category.length,
    ratingCount: null,
  };
}

/** The checks' input from the open form. */
export function seoInputOfForm(
  form: RecipeFormState,
  extra: { imageSize?: { width: number; height: number } | null; ratingCount: number | null },
): SeoInput {
  return {
    title: form.title,
    description: form.description,
    hasImage: Boolean(form.image?.original ?? form.image?.medium ?? form.image?.small),
    imageSize: extra.imageSize,
    servings: form.servings,
    prepTime: form.prepTime,
    cookTime: form.cookTime,
    steps: form.instructions.flatMap((section) => section.rows.map((row) => row.text)),
    categoryCount: form.categoryIds.length,
    ratingCount: extra.ratingCount,
  };
}
