import { z } from 'zod';
import type { Difficulty } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { MAX_DURATION_HOURS, exceedsMaxDuration, isDurationField } from './duration-fields';
import { scheduleProblem, type Publication, type RecipeStatus, type RecipeWriteInput } from './recipe-publication';
import {
  LIMITS,
  NUTRIENTS,
  isBlankIngredient,
  parseDecimal,
  sentIngredients,
  sentNotes,
  sentSteps,
  sentUtensils,
  toInput,
  type CravingValue,
  type FormErrors,
  type ImageValue,
  type IngredientRow,
  type NoteRow,
  type Nutrient,
  type RecipeFormState,
  type StepRow,
  type TermValue,
  type UtensilRow,
} from './recipe-form-model';
import type { RowSection } from './sectioned-list';

const t = messages.recipeForm.errors;

/*
 * The recipe's rules, as one zod schema on the open form: the bounds are the shared RECIPE_BOUNDS that the server's
 * recipe-input.ts enforces. An issue's path is the field's path in the form's own terms (`title`, `nutrition.fat`,
 * `row.<key>.name`, `section.<key>`), which is also its input's id (`fieldId`): a row keeps its message while rows
 * around it are added, moved or removed.
 */

const blank = (value: string) => !value.trim();
const fitsIn = (max: number) => (value: string) => value.trim().length <= max;

/** Optional text of at most `max` characters (trimmed). */
const text = (max: number) => z.string().refine(fitsIn(max), { message: t.tooLong(max) });
/** Text that must be there, of at most `max` characters (trimmed); one message at a time. */
const required = (message: string, max: number) =>
  z
    .string()
    .refine((value) => !blank(value), { message, abort: true })
    .refine(fitsIn(max), { message: t.tooLong(max) });
/** 'HH:MM:SS' (or empty), 30 days at most. */
const duration = z
  .string()
  .refine(isDurationField, { message: t.duration, abort: true })
  .refine((value) => !exceedsMaxDuration(value), { message: t.durationTooLong(MAX_DURATION_HOURS) });
/** A list of chosen terms: at most `max`, each name within the bound. */
const terms = <T extends TermValue>(max: number) =>
  z
    .array(z.custom<T>())
    .max(max, { message: t.tooMany(max), abort: true })
    .refine((list) => list.every((term) => fitsIn(LIMITS.termName)(term.name)), { message: t.termTooLong });
/** A nutrient as typed ('12,5'): blank, or a number ≥ 0 up to the bound (calories whole). */
const nutrient = (name: Nutrient) => {
  const max = name === 'sodium' ? LIMITS.sodium : LIMITS.nutrient;
  return z.string().superRefine((value, ctx) => {
    const number = parseDecimal(value);
    if (number === null) return;
    if (Number.isNaN(number)) ctx.addIssue({ code: 'custom', message: t.nutrient });
    else if (name === 'calories' && !Number.isInteger(number)) ctx.addIssue({ code: 'custom', message: t.calories });
    else if (number > max) ctx.addIssue({ code: 'custom', message: t.nutrientTooLarge(max) });
  });
};

function isHttpUrl(value: string, max: number = LIMITS.link): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.trim().length <= max;
  } catch {
    return false;
  }
}

/** The fields whose rules stand on their own. */
const fields = z.object({
  title: required(t.titleRequired, LIMITS.title),
  description: required(t.descriptionRequired, LIMITS.description),
  author: text(LIMITS.author),
  prepTime: duration,
  cookTime: duration,
  servings: text(LIMITS.servings),
  difficulty: z.custom<Difficulty>(),
  cuisine: text(LIMITS.cuisine),
  image: z.custom<ImageValue | null>(),
  categoryIds: z.array(z.number()).max(LIMITS.categories, { message: t.tooMany(LIMITS.categories) }),
  cravings: terms<CravingValue>(LIMITS.cravings),
  occasions: terms<TermValue>(LIMITS.occasions),
  tags: z
    .array(z.string())
    .max(LIMITS.tags, { message: t.tooMany(LIMITS.tags), abort: true })
    .refine((tags) => tags.every(fitsIn(LIMITS.tag)), { message: t.tagTooLong(LIMITS.tag) }),
  ingredients: z.array(z.custom<RowSection<IngredientRow>>()),
  instructions: z.array(z.custom<RowSection<StepRow>>()),
  commentBody: z.string().max(LIMITS.commentBody, { message: t.bodyTooLong }),
  notes: z.array(z.custom<NoteRow>()),
  utensils: z.array(z.custom<UtensilRow>()),
  nutrition: z.object(
    Object.fromEntries(NUTRIENTS.map((name) => [name, nutrient(name)])) as Record<
      Nutrient,
      ReturnType<typeof nutrient>
    >,
  ),
  sourceUrl: z.string().refine((value) => blank(value) || isHttpUrl(value, LIMITS.sourceUrl), { message: t.sourceUrl }),
  imageSourceUrl: z.string().nullable(),
  publication: z.custom<Publication>(),
  scheduledAt: z.string(),
  initialStatus: z.custom<RecipeStatus | null>(),
});

type Issue = (path: string, message: string) => void;

/** Past the first, every section needs a name (readers see it as the group's heading). */
function checkSections(sections: RowSection<{ key: string }>[], list: string, issue: Issue) {
  for (const [i, section] of sections.entries()) {
    const path = `section.${section.key}`;
    if (i > 0 && blank(section.name)) issue(path, t.sectionName(list, i + 1));
    else if (!fitsIn(LIMITS.section)(section.name)) issue(path, t.tooLong(LIMITS.section));
  }
}

/** The rules across fields and rows: sections, each row by its key, the counts of what is sent, times, the date. */
function checkAcross(form: RecipeFormState, issue: Issue, now: Date) {
  const times = [form.prepTime, form.cookTime];
  const eachFine = times.every((time) => isDurationField(time) && !exceedsMaxDuration(time));
  if (eachFine && exceedsMaxDuration(form.prepTime, form.cookTime)) {
    issue('cookTime', t.totalTooLong(MAX_DURATION_HOURS));
  }
  const tooLong = (path: string, value: string, max: number) => {
    if (!fitsIn(max)(value)) issue(path, t.tooLong(max));
  };

  checkSections(form.ingredients, messages.recipeForm.sections.ingredients, issue);
  if (sentIngredients(form).length > LIMITS.ingredients) issue('ingredients', t.tooMany(LIMITS.ingredients));
  let position = 0;
  for (const section of form.ingredients) {
    for (const row of section.rows) {
      position += 1;
      if (isBlankIngredient(row)) continue;
      const name = `row.${row.key}.name`;
      if (blank(row.name)) issue(name, t.ingredientName(position));
      else tooLong(name, row.name, LIMITS.ingredientName);
      tooLong(`row.${row.key}.quantity`, row.quantity, LIMITS.quantity);
      tooLong(`row.${row.key}.unit`, row.unit, LIMITS.unit);
    }
  }

  checkSections(form.instructions, messages.recipeForm.sections.steps, issue);
  if (sentSteps(form).length > LIMITS.instructions) issue('instructions', t.tooMany(LIMITS.instructions));
  for (const section of form.instructions) {
    for (const row of section.rows) tooLong(`row.${row.key}.text`, row.text, LIMITS.stepText);
  }

  if (sentNotes(form).length > LIMITS.notes) issue('notes', t.tooMany(LIMITS.notes));
  for (const note of form.notes) tooLong(`row.${note.key}.text`, note.text, LIMITS.noteText);
  if (sentUtensils(form).length > LIMITS.utensils) issue('utensils', t.tooMany(LIMITS.utensils));
  for (const [i, utensil] of form.utensils.entries()) {
    const name = `row.${utensil.key}.name`;
    if (blank(utensil.name) && !blank(utensil.link)) issue(name, t.utensilName(i + 1));
    else tooLong(name, utensil.name, LIMITS.utensilName);
    if (!blank(utensil.link) && !isHttpUrl(utensil.link)) issue(`row.${utensil.key}.link`, t.utensilLink(i + 1));
  }

  const schedule = scheduleProblem(form, now);
  if (schedule) issue('scheduledAt', schedule === 'required' ? t.scheduleRequired : t.schedulePast);
}

/** The open recipe form's schema: every problem as a pt-BR message on its field; a valid form becomes the input. */
export const recipeSchema: z.ZodType<RecipeWriteInput, RecipeFormState> = fields
  .superRefine((form, ctx) =>
    checkAcross(form, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }), new Date()),
  )
  .transform((form) => toInput(form));

/** Every problem of the form (the first per field), keyed by field path, in the order the schema finds them. */
export function validate(form: RecipeFormState, now = new Date()): FormErrors {
  const errors: FormErrors = {};
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const result = fields.safeParse(form);
  for (const issue of result.error?.issues ?? []) add(issue.path.join('.'), issue.message);
  checkAcross(form, add, now);
  return errors;
}
