import * as messages from '../../../messages/pt-BR';

// When a save is refused because the item changed on the site since the form opened (another tab, another person),
// the form shows each field the site changed, with both versions, and she picks per field what stays.

const t = messages.formKit.conflict;

/** A field as the creator knows it: it may span several values of the form; `describe` says it in one line. */
export interface MergeField<Values> {
  id: string;
  label: string;
  keys: readonly (keyof Values)[];
  describe: (values: Values) => string;
}

export type ConflictChoice = 'mine' | 'theirs';

export interface FieldConflict {
  id: string;
  label: string;
  /** she changed this field too (both sides differ from where she started) */
  mineChanged: boolean;
  mine: string;
  theirs: string;
}

/** A value as JSON without list rows' keys (which differ between two loads of the same content). */
const contentOf = (value: unknown) =>
  JSON.stringify(value ?? null, (name, v: unknown) => (name === 'key' ? undefined : v));

const sameField = <Values>(keys: readonly (keyof Values)[], a: Values, b: Values) =>
  keys.every((key) => contentOf(a[key]) === contentOf(b[key]));

const MAX_TEXT = 160;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text);

/** A text field in a line: clipped, or '(vazio)'. */
export const describeText = (value: string | null | undefined) => clip((value ?? '').trim()) || t.empty;

/** A list in a line: its items joined, clipped, or '(vazio)'. */
export const describeList = (items: readonly string[]) => (items.length ? clip(items.join('; ')) : t.empty);

/** A picture by its file name (a chosen file's, or the stored one's), or 'Sem imagem'. */
export const describeImage = (
  image: { original?: string | null; medium?: string | null } | { file: File } | null | undefined,
) => {
  if (image && 'file' in image) return image.file.name;
  const url = image?.original ?? image?.medium;
  return url ? (url.split('/').pop() ?? t.image) : t.noImage;
};

/**
 * The fields the site changed since `base` (what the form started from): `theirs` is the item as the site has it
 * now, `mine` the form. Fields only she changed are not listed: her change simply goes on.
 */
export function conflictsOf<Values>(
  fields: readonly MergeField<Values>[],
  base: Values,
  mine: Values,
  theirs: Values,
): FieldConflict[] {
  return fields
    .filter(({ keys }) => !sameField(keys, base, theirs) && !sameField(keys, mine, theirs))
    .map(({ id, label, keys, describe }) => ({
      id,
      label,
      mineChanged: !sameField(keys, base, mine),
      mine: describe(mine),
      theirs: describe(theirs),
    }));
}

/** The choice offered first: her version where she changed the field, the site's where she did not. */
export const defaultChoices = (conflicts: FieldConflict[]): Record<string, ConflictChoice> =>
  Object.fromEntries(conflicts.map((c) => [c.id, c.mineChanged ? 'mine' : 'theirs']));

/** Her values with the fields she chose to take from the site. */
export function mergeValues<Values>(
  fields: readonly MergeField<Values>[],
  mine: Values,
  theirs: Values,
  choices: Record<string, ConflictChoice>,
): Values {
  const merged = { ...mine };
  for (const { id, keys } of fields) {
    if (choices[id] !== 'theirs') continue;
    for (const key of keys) merged[key] = theirs[key];
  }
  return merged;
}
