import * as messages from '../../../messages/pt-BR';
import type { RecipeFormState } from './recipe-form-model';

// When a save is refused because the recipe changed on the site since the form opened (another tab, another
// person), the editor shows each field the site changed, with both versions, and the creator picks per field.

const f = messages.recipeForm.fields;
const s = messages.recipeForm.sections;

/** The form's fields as the creator knows them; a field may span several keys of the form. */
export const CONFLICT_FIELDS = [
  { id: 'title', label: f.title, keys: ['title'] },
  { id: 'description', label: f.description, keys: ['description'] },
  { id: 'author', label: f.author, keys: ['author'] },
  { id: 'prepTime', label: f.prepTime, keys: ['prepTime'] },
  { id: 'cookTime', label: f.cookTime, keys: ['cookTime'] },
  { id: 'servings', label: f.servings, keys: ['servings'] },
  { id: 'difficulty', label: f.difficulty, keys: ['difficulty'] },
  { id: 'cuisine', label: f.cuisine, keys: ['cuisine'] },
  { id: 'image', label: messages.recipeForm.image.label, keys: ['image', 'imageSourceUrl'] },
  { id: 'categoryIds', label: f.categories, keys: ['categoryIds'] },
  { id: 'cravings', label: f.cravings, keys: ['cravings'] },
  { id: 'occasions', label: f.occasions, keys: ['occasions'] },
  { id: 'tags', label: f.tags, keys: ['tags'] },
  { id: 'ingredients', label: s.ingredients, keys: ['ingredients'] },
  { id: 'instructions', label: s.steps, keys: ['instructions'] },
  { id: 'commentBody', label: f.body, keys: ['commentBody'] },
  { id: 'notes', label: messages.recipeForm.notes.title, keys: ['notes'] },
  { id: 'utensils', label: messages.recipeForm.utensils.title, keys: ['utensils'] },
  { id: 'nutrition', label: s.nutrition, keys: ['nutrition'] },
  { id: 'sourceUrl', label: messages.recipeForm.conflict.source, keys: ['sourceUrl'] },
  { id: 'publication', label: s.publication, keys: ['publication', 'scheduledAt'] },
] as const satisfies readonly { id: string; label: string; keys: readonly (keyof RecipeFormState)[] }[];

export type ConflictFieldId = (typeof CONFLICT_FIELDS)[number]['id'];
export type ConflictChoice = 'mine' | 'theirs';

export interface FieldConflict {
  id: ConflictFieldId;
  label: string;
  /** she changed this field too (both sides differ from where she started) */
  mineChanged: boolean;
  mine: string;
  theirs: string;
}

/** A value as JSON without the rows' keys (which differ between two loads of the same content). */
const contentOf = (value: unknown) =>
  JSON.stringify(value ?? null, (name, v: unknown) => (name === 'key' ? undefined : v));

const sameField = (keys: readonly (keyof RecipeFormState)[], a: RecipeFormState, b: RecipeFormState) =>
  keys.every((key) => contentOf(a[key]) === contentOf(b[key]));

const MAX_TEXT = 160;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text);
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** What a field holds, in a line the creator can compare at a glance. */
export function describeField(id: ConflictFieldId, form: RecipeFormState, termName: (id: number) => string): string {
  const c = messages.recipeForm.conflict;
  const list = (items: string[]) => (items.length ? clip(items.join('; ')) : c.empty);
  switch (id) {
    case 'image':
      return form.image?.original ? (form.image.original.split('/').pop() ?? c.image) : c.noImage;
    case 'categoryIds':
      return list(form.categoryIds.map(termName));
    case 'cravings':
    case 'occasions':
      return list(form[id].map((term) => term.name));
    case 'tags':
      return list(form.tags);
    case 'ingredients':
      return list(
        form.ingredients.flatMap((section) =>
          section.rows.map((row) => [row.quantity, row.unit, row.name].filter(Boolean).join(' ')),
        ),
      );
    case 'instructions':
      return list(form.instructions.flatMap((section) => section.rows.map((row) => row.text)));
    case 'commentBody':
      return clip(plain(form.commentBody)) || c.empty;
    case 'notes':
      return list(form.notes.map((note) => note.text));
    case 'utensils':
      return list(form.utensils.map((utensil) => utensil.name));
    case 'nutrition':
      return list(
        Object.entries(form.nutrition)
          .filter(([, value]) => value.trim())
          .map(([nutrient, value]) => `${messages.recipeForm.nutrition[nutrient as 'calories']}: ${value}`),
      );
    case 'publication':
      return c.publication(form.publication, form.scheduledAt);
    case 'difficulty':
      return messages.recipeForm.difficulties[form.difficulty];
    default:
      return clip(String(form[id] ?? '')) || c.empty;
  }
}

/**
 * The fields the site changed since `base` (what the form started from): `theirs` is the recipe as the site has it
 * now, `mine` the form. Fields only she changed are not listed: her change simply goes on.
 */
export function conflictsOf(
  base: RecipeFormState,
  mine: RecipeFormState,
  theirs: RecipeFormState,
  termName: (id: number) => string = String,
): FieldConflict[] {
  return CONFLICT_FIELDS.filter(({ keys }) => !sameField(keys, base, theirs) && !sameField(keys, mine, theirs)).map(
    ({ id, label, keys }) => ({
      id,
      label,
      mineChanged: !sameField(keys, base, mine),
      mine: describeField(id, mine, termName),
      theirs: describeField(id, theirs, termName),
    }),
  );
}

/** The choice offered first: her version where she changed the field, the site's where she did not. */
export const defaultChoices = (conflicts: FieldConflict[]): Record<string, ConflictChoice> =>
  Object.fromEntries(conflicts.map((c) => [c.id, c.mineChanged ? 'mine' : 'theirs']));

/** Her form with the fields she chose to take from the site. */
export function mergeForms(
  mine: RecipeFormState,
  theirs: RecipeFormState,
  choices: Record<string, ConflictChoice>,
): RecipeFormState {
  const merged: RecipeFormState = { ...mine, initialStatus: theirs.initialStatus };
  for (const { id, keys } of CONFLICT_FIELDS) {
    if (choices[id] !== 'theirs') continue;
    for (const key of keys) (merged as unknown as Record<string, unknown>)[key] = theirs[key];
  }
  return merged;
}
