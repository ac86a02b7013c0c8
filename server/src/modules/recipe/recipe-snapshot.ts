import { isDeepStrictEqual } from 'node:util';
import type { EntityManager } from 'typeorm';
import { RecipeCategory, RecipeCraving, RecipeOccasion } from './recipe-links.entity';
import { Ingredient, Instruction, Note, RecipeTag, Utensil } from './recipe-parts.entity';
import type { Recipe } from './recipe.entity';
import type { RecipeInput } from './recipe.types';

/** The fields of a recipe's input, in the order the form shows them (changedFields follow it). */
const INPUT_FIELDS = [
  'title',
  'description',
  'author',
  'prepTime',
  'cookTime',
  'totalTime',
  'servings',
  'difficulty',
  'cuisine',
  'sourceUrl',
  'imageUrl',
  'ingredients',
  'instructions',
  'notes',
  'tags',
  'utensils',
  'category',
  'cravings',
  'occasions',
  'commentBody',
  'nutrition',
  'datePublished',
  'draft',
] as const satisfies readonly (keyof RecipeInput)[];

/**
 * The stored recipe as the complete input that would write it again (every field and list): what a revision keeps,
 * and where a copy starts. Read through `em`, so a transaction sees its own writes.
 */
export async function readRecipeInput(em: EntityManager, recipe: Recipe): Promise<RecipeInput> {
  const of = { where: { recipeId: recipe.id }, order: { position: 'ASC' as const } };
  const [ingredients, instructions, notes, tags, utensils, categories, cravings, occasions] = await Promise.all([
    em.getRepository(Ingredient).find(of),
    em.getRepository(Instruction).find(of),
    em.getRepository(Note).find(of),
    em.getRepository(RecipeTag).find(of),
    em.getRepository(Utensil).find(of),
    em.getRepository(RecipeCategory).find(of),
    em.getRepository(RecipeCraving).find(of),
    em.getRepository(RecipeOccasion).find(of),
  ]);
  return {
    title: recipe.title,
    description: recipe.description,
    author: recipe.author,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    cuisine: recipe.cuisine,
    sourceUrl: recipe.sourceUrl,
    imageUrl: { small: recipe.imageSmall, medium: recipe.imageMedium, original: recipe.imageOriginal },
    ingredients: ingredients.map(({ section, ingredientName, quantity, unit }) => ({
      section,
      ingredientName,
      quantity,
      unit,
    })),
    instructions: instructions.map(({ section, stepNumber, instructionText }) => ({
      section,
      stepNumber,
      instructionText,
    })),
    notes: notes.map(({ noteText }) => ({ noteText })),
    tags: tags.map(({ name }) => ({ name })),
    utensils: utensils.map(({ name, link }) => ({ name, link })),
    category: categories.map(({ categoryId }) => ({ categoryId })),
    cravings: cravings.map(({ cravingId }) => ({ id: cravingId })),
    occasions: occasions.map(({ occasionId }) => ({ id: occasionId })),
    commentBody: recipe.commentBody,
    nutrition: recipe.nutrition,
    datePublished: recipe.datePublished.toISOString(),
    draft: recipe.draft,
  };
}

/**
 * The input fields `after` gives a value different from `before`'s (every field that has one, without a `before`).
 * A field `after` omits is unchanged, as in an update.
 */
export function changedFields(before: RecipeInput | null, after: RecipeInput): string[] {
  return INPUT_FIELDS.filter((field) => {
    const value = after[field];
    if (value === undefined) return false;
    if (!before) return !isBlank(value);
    return !isDeepStrictEqual(comparable(before[field]), comparable(value));
  });
}

/** Nothing filled in: null, '', [], or an object of nulls (a recipe without a picture). */
const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) ? value.length === 0 : typeof value === 'object' && Object.values(value).every(isBlank));

/** JSON's view of a value: what a snapshot read back holds (no undefined keys, no class instances). */
const comparable = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
