/**
 * What a recipe page says, read from its markup and nothing more: no database, no parsing of ingredient lines
 * (import.service.ts turns this into the site's recipe fields).
 */
export interface ExtractedRecipe {
  title: string | null;
  /** plain text: entities decoded, tags removed, whitespace collapsed */
  description: string | null;
  author: string | null;
  /** ISO 8601 durations normalised to the PT#H#M form (e.g. 'PT1H30M'); null when absent or unreadable */
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  /** recipeYield as text, e.g. '8 porções', '1 bolo (20 cm)' */
  servings: string | null;
  cuisine: string | null;
  /** recipeCategory names, as the page writes them, de-duplicated */
  categories: string[];
  /** keywords split on commas, trimmed, de-duplicated (case-insensitive) */
  keywords: string[];
  /** ingredient lines as plain text, in order, each with its section name ('' when the list has no sections) */
  ingredients: ExtractedLine[];
  /** steps as plain text, in order, each with its section name ('' when none) */
  instructions: ExtractedLine[];
  /** the cook's notes / tips, plain text */
  notes: string[];
  /** per serving; numbers read from texts like '250 kcal', '12,5 g', '300 mg' */
  nutrition: ExtractedNutrition | null;
  /** absolute image URLs, the best first (largest declared / the recipe's own before og:image) */
  images: string[];
  /** the page's canonical URL when it names one (absolute) */
  canonicalUrl: string | null;
  /** og:site_name, or the publisher / WebSite name in the JSON-LD graph */
  siteName: string | null;
  /** where the fields came from, in order of use */
  sources: ExtractionSource[];
  /** things the creator should check, in pt-BR (e.g. 'O JSON-LD da página estava malformado e foi corrigido.') */
  warnings: string[];
}

export interface ExtractedLine {
  section: string;
  text: string;
}

export interface ExtractedNutrition {
  calories?: number;
  carbohydrates?: number;
  protein?: number;
  fat?: number;
  fiber?: number;
  /** milligrams */
  sodium?: number;
}

export type ExtractionSource = 'json-ld' | 'microdata' | 'html';
