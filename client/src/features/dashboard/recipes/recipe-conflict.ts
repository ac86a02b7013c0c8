import * as messages from '../../../messages/pt-BR';
import { describeImage, describeList, describeText, mergeValues, type MergeField } from '../form-kit/stale-merge';
import type { RecipeFormState } from './recipe-form-model';

// The recipe's fields as the conflict question puts them, when a save is refused because the recipe changed on the
// site since the form opened (the form kit's stale-merge.ts does the rest).

const f = messages.recipeForm.fields;
const s = messages.recipeForm.sections;

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

type Field = MergeField<RecipeFormState>;
const text = (
  id: 'title' | 'description' | 'author' | 'prepTime' | 'cookTime' | 'servings' | 'cuisine',
  label: string,
): Field => ({
  id,
  label,
  keys: [id],
  describe: (form) => describeText(form[id]),
});

/** The form's fields as the creator knows them, in the form's order; `termName` names a category by its id. */
export function recipeMergeFields(termName: (id: number) => string = String): Field[] {
  return [
    text('title', f.title),
    text('description', f.description),
    text('author', f.author),
    text('prepTime', f.prepTime),
    text('cookTime', f.cookTime),
    text('servings', f.servings),
    {
      id: 'difficulty',
      label: f.difficulty,
      keys: ['difficulty'],
      describe: (form) => messages.recipeForm.difficulties[form.difficulty],
    },
    text('cuisine', f.cuisine),
    {
      id: 'image',
      label: messages.recipeForm.image.label,
      keys: ['image', 'imageSourceUrl'],
      describe: (form) => describeImage(form.image),
    },
    {
      id: 'categoryIds',
      label: f.categories,
      keys: ['categoryIds'],
      describe: (form) => describeList(form.categoryIds.map(termName)),
    },
    {
      id: 'cravings',
      label: f.cravings,
      keys: ['cravings'],
      describe: (form) => describeList(form.cravings.map((term) => term.name)),
    },
    {
      id: 'occasions',
      label: f.occasions,
      keys: ['occasions'],
      describe: (form) => describeList(form.occasions.map((term) => term.name)),
    },
    { id: 'tags', label: f.tags, keys: ['tags'], describe: (form) => describeList(form.tags) },
    {
      id: 'ingredients',
      label: s.ingredients,
      keys: ['ingredients'],
      describe: (form) =>
        describeList(
          form.ingredients.flatMap((section) =>
            section.rows.map((row) => [row.quantity, row.unit, row.name].filter(Boolean).join(' ')),
          ),
        ),
    },
    {
      id: 'instructions',
      label: s.steps,
      keys: ['instructions'],
      describe: (form) => describeList(form.instructions.flatMap((section) => section.rows.map((row) => row.text))),
    },
    {
      id: 'commentBody',
      label: f.body,
      keys: ['commentBody'],
      describe: (form) => describeText(plain(form.commentBody)),
    },
    {
      id: 'notes',
      label: messages.recipeForm.notes.title,
      keys: ['notes'],
      describe: (form) => describeList(form.notes.map((note) => note.text)),
    },
    {
      id: 'utensils',
      label: messages.recipeForm.utensils.title,
      keys: ['utensils'],
      describe: (form) => describeList(form.utensils.map((utensil) => utensil.name)),
    },
    {
      id: 'nutrition',
      label: s.nutrition,
      keys: ['nutrition'],
      describe: (form) =>
        describeList(
          Object.entries(form.nutrition)
            .filter(([, value]) => value.trim())
            .map(([nutrient, value]) => `${messages.recipeForm.nutrition[nutrient as 'calories']}: ${value}`),
        ),
    },
    {
      id: 'sourceUrl',
      label: messages.recipeForm.conflict.source,
      keys: ['sourceUrl'],
      describe: (form) => describeText(form.sourceUrl),
    },
    {
      id: 'publication',
      label: s.publication,
      keys: ['publication', 'scheduledAt'],
      describe: (form) => messages.recipeForm.conflict.publication(form.publication, form.scheduledAt),
    },
  ];
}

/**
 * Her form with the fields she chose to take from the site; where the recipe's publication stands is the site's
 * (it is what the form now starts from).
 */
export function mergeForms(
  mine: RecipeFormState,
  theirs: RecipeFormState,
  choices: Record<string, 'mine' | 'theirs'>,
): RecipeFormState {
  return { ...mergeValues(recipeMergeFields(), mine, theirs, choices), initialStatus: theirs.initialStatus };
}
