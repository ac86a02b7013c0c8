import type { Difficulty } from '../../../gql/graphql';
import { toSiteDateTime } from '../../../lib/format';
import { isoToField } from './duration-fields';
import { NUTRIENTS, emptyForm, newKey, type Nutrient, type RecipeFormState, type TermValue } from './recipe-form-model';
import { groupRows } from './sectioned-list';

// A revision's content as the server keeps it (the RecipeInput a save sends: recipe-revision operations), read back
// into the form: the site's autosave of an edit is offered back like this browser's own copy.

interface Section {
  section?: string | null;
}
export interface RecipeSnapshot {
  title?: string | null;
  description?: string | null;
  author?: string | null;
  prepTime?: string | null;
  cookTime?: string | null;
  servings?: string | null;
  difficulty?: Difficulty | null;
  cuisine?: string | null;
  imageUrl?: { small?: string | null; medium?: string | null; original?: string | null } | null;
  ingredients?: (Section & { quantity?: string | null; unit?: string | null; ingredientName?: string | null })[];
  instructions?: (Section & { instructionText?: string | null })[];
  notes?: { noteText?: string | null }[];
  tags?: { name?: string | null }[];
  utensils?: { name?: string | null; link?: string | null }[];
  category?: { categoryId: number }[];
  cravings?: { id?: number | null; name?: string | null }[];
  occasions?: { id?: number | null; name?: string | null }[];
  commentBody?: string | null;
  nutrition?: Partial<Record<Nutrient, number | null>> | null;
  sourceUrl?: string | null;
  draft?: boolean | null;
  datePublished?: string | null;
}

/** The snapshot's JSON, or null when it is not one (a snapshot is read, never trusted to be well formed). */
export function parseSnapshot(json: string): RecipeSnapshot | null {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as RecipeSnapshot) : null;
  } catch {
    return null;
  }
}

const str = (value: string | null | undefined) => value ?? '';
const decimal = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n).replace('.', ','));

/**
 * The form holding a snapshot. `base` is the form of the recipe as stored: what the snapshot cannot say (a picture's
 * focal point, a term known by id only, the status the recipe has on the site) comes from it and from `names`.
 */
export function fromSnapshot(
  snapshot: RecipeSnapshot,
  base: RecipeFormState,
  names: { cravings: Map<number, string>; occasions: Map<number, string> },
  now = new Date(),
): RecipeFormState {
  const ingredients = groupRows(
    (snapshot.ingredients ?? []).map((i) => ({ ...i, section: str(i.section) })),
    (i) => ({ key: newKey(), quantity: str(i.quantity), unit: str(i.unit), name: str(i.ingredientName) }),
    newKey,
  );
  const instructions = groupRows(
    (snapshot.instructions ?? []).map((i) => ({ ...i, section: str(i.section) })),
    (i) => ({ key: newKey(), text: str(i.instructionText) }),
    newKey,
  );
  const term = (ref: { id?: number | null; name?: string | null }, known: Map<number, string>): TermValue =>
    ref.id ? { id: ref.id, name: known.get(ref.id) ?? str(ref.name) } : { id: null, name: str(ref.name) };
  const image = snapshot.imageUrl?.original
    ? {
        small: snapshot.imageUrl.small ?? null,
        medium: snapshot.imageUrl.medium ?? null,
        original: snapshot.imageUrl.original,
        focalPoint: base.image?.original === snapshot.imageUrl.original ? base.image.focalPoint : null,
      }
    : null;
  const published = snapshot.datePublished ? new Date(snapshot.datePublished) : null;
  const scheduled = !snapshot.draft && published !== null && published.getTime() > now.getTime();
  return {
    ...base,
    title: str(snapshot.title),
    description: str(snapshot.description),
    author: str(snapshot.author),
    prepTime: isoToField(snapshot.prepTime ?? null),
    cookTime: isoToField(snapshot.cookTime ?? null),
    servings: str(snapshot.servings),
    difficulty: snapshot.difficulty ?? base.difficulty,
    cuisine: str(snapshot.cuisine),
    image,
    categoryIds: (snapshot.category ?? []).map((c) => c.categoryId),
    cravings: (snapshot.cravings ?? []).map((c) => {
      const known = base.cravings.find((b) => b.id !== null && b.id === c.id);
      return known ?? { ...term(c, names.cravings), image: null };
    }),
    occasions: (snapshot.occasions ?? []).map((o) => term(o, names.occasions)),
    tags: (snapshot.tags ?? []).map((tag) => str(tag.name)).filter(Boolean),
    ingredients: ingredients.length ? ingredients : emptyForm().ingredients,
    instructions: instructions.length ? instructions : emptyForm().instructions,
    commentBody: str(snapshot.commentBody),
    notes: (snapshot.notes ?? []).map((n) => ({ key: newKey(), text: str(n.noteText) })),
    utensils: (snapshot.utensils ?? []).map((u) => ({ key: newKey(), name: str(u.name), link: str(u.link) })),
    nutrition: Object.fromEntries(NUTRIENTS.map((n) => [n, decimal(snapshot.nutrition?.[n])])) as Record<
      Nutrient,
      string
    >,
    sourceUrl: str(snapshot.sourceUrl),
    imageSourceUrl: null,
    publication: snapshot.draft ? 'draft' : scheduled ? 'schedule' : 'now',
    scheduledAt: scheduled && published ? toSiteDateTime(published) : '',
  };
}
