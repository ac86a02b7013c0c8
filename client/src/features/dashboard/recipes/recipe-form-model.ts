import { RECIPE_BOUNDS } from '@receitas/shared';
import type { Difficulty, RecipeForm_RecipeFragment } from '../../../gql/graphql';
import { toSiteDateTime } from '../../../lib/format';
import { fieldToIso, isoToField, totalField } from './duration-fields';
import {
  publicationInput,
  publicationOf,
  statusOf,
  type PublicationState,
  type RecipeWriteInput,
} from './recipe-publication';
import { groupRows, type RowSection } from './sectioned-list';

/** Where a picture's crops keep it in view, in thousandths of its width and height (0–1000). */
export interface FocalPointValue {
  x: number;
  y: number;
}
/** The centre: where the server starts a new upload's focal point. */
export const CENTRE: FocalPointValue = { x: 500, y: 500 };

export interface ImageValue {
  small: string | null;
  medium: string | null;
  original: string | null;
  /** null: not an upload of this site, no crops to aim (absent in a copy autosaved before it was kept) */
  focalPoint?: FocalPointValue | null;
}
export interface IngredientRow {
  key: string;
  quantity: string;
  unit: string;
  name: string;
}
export interface StepRow {
  key: string;
  text: string;
}
export interface NoteRow {
  key: string;
  text: string;
}
export interface UtensilRow {
  key: string;
  name: string;
  link: string;
}
/** An existing term (id) or a new one created by name on save. */
export interface TermValue {
  id: number | null;
  name: string;
}
export interface CravingValue extends TermValue {
  /** the image of a new craving (existing ones keep theirs) */
  image: ImageValue | null;
}

export const NUTRIENTS = ['calories', 'carbohydrates', 'protein', 'fat', 'fiber', 'sodium'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

/** The open form, as typed: text fields hold what the creator typed (times as 'HH:MM:SS'). */
export interface RecipeFormState extends PublicationState {
  title: string;
  description: string;
  author: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  difficulty: Difficulty;
  cuisine: string;
  image: ImageValue | null;
  categoryIds: number[];
  cravings: CravingValue[];
  occasions: TermValue[];
  tags: string[];
  ingredients: RowSection<IngredientRow>[];
  instructions: RowSection<StepRow>[];
  commentBody: string;
  notes: NoteRow[];
  utensils: UtensilRow[];
  nutrition: Record<Nutrient, string>;
  /** the page the recipe was imported from ('' when written here) */
  sourceUrl: string;
  /** an import's picture on the other site while it is not downloaded yet (the server downloads it on save) */
  imageSourceUrl: string | null;
}

/** Field path → message, in the order the fields appear in the form. */
export type FormErrors = Record<string, string>;

/** The server's limits (the shared RECIPE_BOUNDS, which recipe-input.ts enforces), checked before sending. */
export const LIMITS = RECIPE_BOUNDS;

let counter = 0;
/** A key for a new row or section, unique within the page. */
export const newKey = () => `k${Date.now().toString(36)}${(counter++).toString(36)}`;

export const emptyIngredient = (): IngredientRow => ({ key: newKey(), quantity: '', unit: '', name: '' });
export const emptyStep = (): StepRow => ({ key: newKey(), text: '' });
const emptyNutrition = () => Object.fromEntries(NUTRIENTS.map((n) => [n, ''])) as Record<Nutrient, string>;

/** A new recipe: difficulty EASY (spec §4, §9), one empty ingredient and one empty step to start typing in. */
export function emptyForm(): RecipeFormState {
  return {
    title: '',
    description: '',
    author: '',
    prepTime: '',
    cookTime: '',
    servings: '',
    difficulty: 'EASY',
    cuisine: '',
    image: null,
    categoryIds: [],
    cravings: [],
    occasions: [],
    tags: [],
    ingredients: [{ key: newKey(), name: '', rows: [emptyIngredient()] }],
    instructions: [{ key: newKey(), name: '', rows: [emptyStep()] }],
    commentBody: '',
    notes: [],
    utensils: [],
    nutrition: emptyNutrition(),
    sourceUrl: '',
    imageSourceUrl: null,
    publication: 'now',
    scheduledAt: '',
    initialStatus: null,
  };
}

const decimal = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n).replace('.', ','));

/** The form for a stored recipe (durations ISO → 'HH:MM:SS'). */
export function fromRecipe(recipe: RecipeForm_RecipeFragment, now = new Date()): RecipeFormState {
  const status = statusOf(recipe, now);
  const ingredients = groupRows(
    recipe.ingredients,
    (i) => ({ key: newKey(), quantity: i.quantity, unit: i.unit, name: i.ingredientName }),
    newKey,
  );
  const instructions = groupRows(recipe.instructions, (i) => ({ key: newKey(), text: i.instructionText }), newKey);
  const empty = emptyForm();
  return {
    title: recipe.title,
    description: recipe.description,
    author: recipe.author,
    prepTime: isoToField(recipe.prepTime),
    cookTime: isoToField(recipe.cookTime),
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    cuisine: recipe.cuisine ?? '',
    image: recipe.imageUrl ? imageValue(recipe.imageUrl) : null,
    categoryIds: recipe.category.map((c) => c.categoryId),
    cravings: recipe.cravings.map((c) => ({ id: c.id, name: c.name, image: null })),
    occasions: recipe.occasions.map((o) => ({ id: o.id, name: o.name })),
    tags: recipe.tags.map((tag) => tag.name),
    ingredients: ingredients.length ? ingredients : empty.ingredients,
    instructions: instructions.length ? instructions : empty.instructions,
    commentBody: recipe.commentBody,
    notes: recipe.notes.map((n) => ({ key: newKey(), text: n.noteText })),
    utensils: recipe.utensils.map((u) => ({ key: newKey(), name: u.name, link: u.link ?? '' })),
    nutrition: Object.fromEntries(NUTRIENTS.map((n) => [n, decimal(recipe.nutrition?.[n])])) as Record<
      Nutrient,
      string
    >,
    sourceUrl: recipe.sourceUrl ?? '',
    imageSourceUrl: null,
    publication: publicationOf(status),
    scheduledAt: status === 'SCHEDULED' ? toSiteDateTime(recipe.datePublished) : '',
    initialStatus: status,
  };
}

/** What the server read out of another site's page (ImportRecipe), without the answer's __typename fields. */
export interface ImportedFields {
  title: string;
  description: string;
  author?: string | null;
  prepTime?: string | null;
  cookTime?: string | null;
  servings: string;
  cuisine?: string | null;
  ingredients: { section: string; quantity: string; unit: string; ingredientName: string }[];
  instructions: { section: string; instructionText: string }[];
  notes: { noteText: string }[];
  tags: { name: string }[];
  category: { categoryId: number }[];
  nutrition?: Partial<Record<Nutrient, number | null>> | null;
  imageSourceUrl?: string | null;
  sourceUrl?: string | null;
}

/** A new recipe's form filled with an import, as a draft (nothing is saved until the creator saves). */
export function fromImport(recipe: ImportedFields): RecipeFormState {
  const empty = emptyForm();
  const ingredients = groupRows(
    recipe.ingredients,
    (i) => ({ key: newKey(), quantity: i.quantity, unit: i.unit, name: i.ingredientName }),
    newKey,
  );
  const instructions = groupRows(recipe.instructions, (i) => ({ key: newKey(), text: i.instructionText }), newKey);
  return {
    ...empty,
    title: recipe.title,
    description: recipe.description,
    author: recipe.author ?? '',
    prepTime: isoToField(recipe.prepTime ?? null),
    cookTime: isoToField(recipe.cookTime ?? null),
    servings: recipe.servings,
    cuisine: recipe.cuisine ?? '',
    categoryIds: recipe.category.map((c) => c.categoryId),
    tags: recipe.tags.map((tag) => tag.name),
    ingredients: ingredients.length ? ingredients : empty.ingredients,
    instructions: instructions.length ? instructions : empty.instructions,
    notes: recipe.notes.map((n) => ({ key: newKey(), text: n.noteText })),
    nutrition: Object.fromEntries(NUTRIENTS.map((n) => [n, decimal(recipe.nutrition?.[n])])) as Record<
      Nutrient,
      string
    >,
    sourceUrl: recipe.sourceUrl ?? '',
    imageSourceUrl: recipe.imageSourceUrl ?? null,
    publication: 'draft',
  };
}

const text = (value: string) => value.trim();
const optional = (value: string) => value.trim() || null;
export const isBlankIngredient = (r: IngredientRow) => !r.name.trim() && !r.quantity.trim() && !r.unit.trim();

/** The rows that are sent, with their section: blank rows are dropped. */
export function sentIngredients(form: RecipeFormState) {
  return form.ingredients.flatMap((s) => s.rows.filter((r) => !isBlankIngredient(r)).map((row) => ({ row, s })));
}
export function sentSteps(form: RecipeFormState) {
  return form.instructions.flatMap((s) => s.rows.filter((r) => r.text.trim()).map((row) => ({ row, s })));
}
export const sentNotes = (form: RecipeFormState) => form.notes.filter((n) => n.text.trim());
export const sentUtensils = (form: RecipeFormState) => form.utensils.filter((u) => u.name.trim() || u.link.trim());

/** The answer's picture without its __typename (which must not reach the mutation's input). */
function imageValue({ small, medium, original, focalPoint }: NonNullable<RecipeForm_RecipeFragment['imageUrl']>) {
  return { small, medium, original, focalPoint: focalPoint && { x: focalPoint.x, y: focalPoint.y } };
}

const imageInput = (image: ImageValue) => ({ small: image.small, medium: image.medium, original: image.original });

/** '1.234,5' or '12.5' → 12.5; null when blank; NaN when not a number. */
export function parseDecimal(value: string): number | null {
  const raw = value.trim().replace(/\s/g, '');
  if (!raw) return null;
  const normalized = raw.includes(',') ? raw.replace(/\./g, '').replace(',', '.') : raw;
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * The mutation input: every field sent (an update replaces every list), text trimmed, empty optional fields null,
 * blank rows dropped, steps numbered 1…n across sections, times as ISO with the total = prep + cook.
 */
export function toInput(form: RecipeFormState, now = new Date()): RecipeWriteInput {
  const prepTime = fieldToIso(form.prepTime) || null;
  const cookTime = fieldToIso(form.cookTime) || null;
  const total = totalField(form.prepTime, form.cookTime);
  const nutrition = Object.fromEntries(NUTRIENTS.map((n) => [n, parseDecimal(form.nutrition[n])]));
  return {
    title: text(form.title),
    description: text(form.description),
    author: optional(form.author),
    prepTime,
    cookTime,
    totalTime: total ? fieldToIso(total) : null,
    servings: optional(form.servings),
    difficulty: form.difficulty,
    cuisine: optional(form.cuisine),
    imageUrl: form.image ? imageInput(form.image) : null,
    ingredients: sentIngredients(form).map(({ row, s }) => ({
      section: text(s.name),
      quantity: text(row.quantity),
      unit: text(row.unit),
      ingredientName: text(row.name),
    })),
    instructions: sentSteps(form).map(({ row, s }, i) => ({
      section: text(s.name),
      stepNumber: i + 1,
      instructionText: text(row.text),
    })),
    notes: sentNotes(form).map((n) => ({ noteText: text(n.text) })),
    tags: form.tags.map((name) => ({ name: text(name) })).filter((tag) => tag.name),
    utensils: sentUtensils(form).map((u) => ({ name: text(u.name), link: optional(u.link) })),
    category: form.categoryIds.map((categoryId) => ({ categoryId })),
    cravings: form.cravings.map((c) =>
      c.id !== null ? { id: c.id } : { name: text(c.name), ...(c.image ? { imageUrl: imageInput(c.image) } : {}) },
    ),
    occasions: form.occasions.map((o) => (o.id !== null ? { id: o.id } : { name: text(o.name) })),
    commentBody: form.commentBody,
    nutrition: Object.values(nutrition).some((v) => v !== null) ? nutrition : null,
    sourceUrl: optional(form.sourceUrl ?? ''),
    // the server downloads an import's picture when no picture of the site's own is chosen
    ...(!form.image && form.imageSourceUrl ? { imageSourceUrl: form.imageSourceUrl } : {}),
    ...publicationInput(form, now),
  };
}

/** The DOM id of a field's input, for labels, error links and focus. */
export const fieldId = (path: string) => `rf-${path.replace(/[^\w-]/g, '-')}`;

/**
 * The form field a server error names ('ingredients[2].ingredientName' → that row's name), or null. The indexes
 * count the rows `toInput` sent.
 */
export function fieldOfServerError(form: RecipeFormState, serverField: string | undefined): string | null {
  if (!serverField) return null;
  const direct: Record<string, string> = {
    title: 'title',
    description: 'description',
    author: 'author',
    servings: 'servings',
    cuisine: 'cuisine',
    prepTime: 'prepTime',
    cookTime: 'cookTime',
    totalTime: 'prepTime',
    commentBody: 'commentBody',
    datePublished: 'scheduledAt',
    category: 'categoryIds',
    ingredients: 'ingredients',
    instructions: 'instructions',
    notes: 'notes',
    utensils: 'utensils',
    tags: 'tags',
    cravings: 'cravings',
    occasions: 'occasions',
    sourceUrl: 'sourceUrl',
    imageSourceUrl: 'image',
  };
  if (direct[serverField]) return direct[serverField];
  const match = /^(\w+)\[(\d+)\](?:\.(\w+))?/.exec(serverField);
  if (!match) return serverField.startsWith('imageUrl') ? 'image' : null;
  const [, list, indexText, property] = match;
  const index = Number(indexText);
  switch (list) {
    case 'ingredients': {
      const sent = sentIngredients(form)[index];
      if (!sent) return 'ingredients';
      if (property === 'section') return `section.${sent.s.key}`;
      const field = property === 'quantity' ? 'quantity' : property === 'unit' ? 'unit' : 'name';
      return `row.${sent.row.key}.${field}`;
    }
    case 'instructions': {
      const sent = sentSteps(form)[index];
      if (!sent) return 'instructions';
      return property === 'section' ? `section.${sent.s.key}` : `row.${sent.row.key}.text`;
    }
    case 'notes': {
      const note = sentNotes(form)[index];
      return note ? `row.${note.key}.text` : 'notes';
    }
    case 'utensils': {
      const utensil = sentUtensils(form)[index];
      return utensil ? `row.${utensil.key}.${property === 'link' ? 'link' : 'name'}` : 'utensils';
    }
    case 'tags':
    case 'cravings':
    case 'occasions':
      return list;
    default:
      return null;
  }
}

/** Whether two forms hold the same recipe (row keys aside): what tells a changed form from an untouched one. */
export function sameContent(a: RecipeFormState, b: RecipeFormState): boolean {
  return contentOf(a) === contentOf(b);
}

/** The form as JSON with sorted property names and without row keys. */
const contentOf = (form: RecipeFormState) =>
  JSON.stringify(form, (_name, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .filter((k) => k !== 'key')
            .sort()
            .map((k) => [k, (value as Record<string, unknown>)[k]]),
        )
      : value,
  );
