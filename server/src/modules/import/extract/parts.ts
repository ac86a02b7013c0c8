import type { ExtractedRecipe } from './types';

/**
 * What one source (JSON-LD, microdata or the page's HTML) says about the recipe: any of the result's fields, absent
 * or empty when that source does not say. merge.ts takes each field from the first source that has it.
 */
export type RecipeParts = Partial<Omit<ExtractedRecipe, 'sources' | 'warnings' | 'canonicalUrl' | 'siteName'>>;

/** The recipe fields merge.ts reads from the sources, in the result's order. */
export const PART_FIELDS = [
  'title',
  'description',
  'author',
  'prepTime',
  'cookTime',
  'totalTime',
  'servings',
  'cuisine',
  'categories',
  'keywords',
  'ingredients',
  'instructions',
  'notes',
  'nutrition',
  'images',
] as const satisfies readonly (keyof RecipeParts)[];
