import { normalizeKey } from '../../../shared/text';
import type { Difficulty } from '../../recipe/recipe.entity';
import type { Nutrition } from '../../recipe/nutrition.types';

// The layout of a catalogue archive (GET /api/recipes/export, POST /api/recipes/import/archive): what one site writes
// and another reads back. Version 1:
//
//   receitas/<id>-<slug>.json   schema.org Recipe (the page's markup) + "receitas:dados" (the site's exact fields)
//   imagens/<file>              the largest stored rendition of each picture, once
//   categorias.json             every category: [{ name, description, image }]
//   receitas.csv                one line per recipe, for a spreadsheet
//   LEIA-ME.txt                 what the archive holds, how to import it, what was left out

export const ARCHIVE_FORMAT_VERSION = 1;
/** The top-level property of a recipe's JSON-LD holding the site's own fields. */
export const DATA_PROPERTY = 'receitas:dados';
export const RECIPES_DIR = 'receitas/';
export const IMAGES_DIR = 'imagens/';
export const CATEGORIES_FILE = 'categorias.json';
export const CSV_FILE = 'receitas.csv';
export const README_FILE = 'LEIA-ME.txt';

/** The largest archive an upload may be (the temporary file it is written to). */
export const MAX_ARCHIVE_BYTES = 2 * 1024 * 1024 * 1024;
/** Most entries an archive may list (10,000 recipes with their pictures fit many times over). */
export const MAX_ARCHIVE_ENTRIES = 50_000;
/** Most bytes one JSON file or picture may hold once uncompressed. */
export const MAX_ENTRY_BYTES = 20 * 1024 * 1024;
/** Most bytes all the entries the import reads may hold once uncompressed (read one at a time). */
export const MAX_TOTAL_UNCOMPRESSED_BYTES = 8 * 1024 * 1024 * 1024;

/** The site's fields of a recipe, exactly as stored: what makes a re-import lose nothing. */
export interface ArchiveRecipeData {
  formatVersion: number;
  title: string;
  description: string;
  author: string;
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  servings: string;
  difficulty: Difficulty;
  cuisine: string | null;
  /** the story above the recipe card (sanitised HTML) */
  commentBody: string;
  nutrition: Nutrition | null;
  /** ISO 8601 instant */
  datePublished: string;
  draft: boolean;
  sourceUrl: string | null;
  ingredients: { section: string; quantity: string; unit: string; ingredientName: string }[];
  instructions: { section: string; stepNumber: number; instructionText: string }[];
  notes: string[];
  tags: string[];
  utensils: { name: string; link: string | null }[];
  categories: string[];
  cravings: string[];
  occasions: string[];
  /** a file name under imagens/, or the picture's URL when this site did not store it; null without picture */
  image: string | null;
}

/** One category of categorias.json. */
export interface ArchiveCategory {
  name: string;
  description: string | null;
  /** a file name under imagens/, or a URL; null without picture */
  image: string | null;
}

const SLUG_MAX = 60;

/** 'Pão de Queijo Mineiro' → 'pao-de-queijo-mineiro': a file name safe on every system. */
export function slugOf(title: string): string {
  const slug = normalizeKey(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'receita';
}

export const recipeFileName = (id: number, title: string) => `${RECIPES_DIR}${id}-${slugOf(title)}.json`;

export const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);
