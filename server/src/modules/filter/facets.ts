import { normalizeKey } from '../../shared/text';
import type { FacetRow, FacetTable } from './facet-table';

export const GROUPS = ['category', 'occasion', 'craving', 'ingredient', 'skill', 'time'] as const;
export type Group = (typeof GROUPS)[number];
export type FacetSelection = Partial<Record<Group, string | null>>;

export const SKILLS = ['EASY', 'MEDIUM', 'HARD'];
export const TIMES = ['15', '30', '60', '120', '120+'];
const TIME_CEILINGS = [15, 30, 60, 120];
export const TOP_INGREDIENTS = 30;

/** A selection resolved against the catalogues; null means "a value that matches nothing". */
export interface ResolvedSelection {
  category?: number | null;
  occasion?: number | null;
  craving?: number | null;
  /** ingredient index in the facet table */
  ingredient?: number | null;
  skill?: string;
  time?: string;
}

type Catalog = { id: number; nameKey: string }[];

/** Resolves names (case- and accent-insensitive) or ids; an unknown value resolves to null and matches nothing. */
export function resolveSelection(
  selection: FacetSelection,
  catalogs: { category: Catalog; occasion: Catalog; craving: Catalog },
  table: FacetTable,
): ResolvedSelection {
  const out: ResolvedSelection = {};
  for (const group of ['category', 'occasion', 'craving'] as const) {
    const value = selection[group]?.trim();
    if (!value) continue;
    const found = /^\d+$/.test(value)
      ? catalogs[group].find((c) => c.id === Number(value))
      : catalogs[group].find((c) => c.nameKey === normalizeKey(value));
    out[group] = found?.id ?? null;
  }
  if (selection.ingredient?.trim())
    out.ingredient = table.ingredientIndex.get(normalizeKey(selection.ingredient)) ?? null;
  if (selection.skill?.trim()) out.skill = selection.skill.trim().toUpperCase();
  if (selection.time?.trim()) out.time = selection.time.trim();
  return out;
}

function withinTime(minutes: number | null, time: string): boolean {
  if (minutes === null) return false;
  if (time === '120+') return minutes > 120;
  return /^\d+$/.test(time) && minutes <= Number(time);
}

/** Bit i set = the row fails group i of the selection (0: the row matches every group). */
export function failures(row: FacetRow, s: ResolvedSelection): number {
  let bits = 0;
  if (s.category !== undefined && (s.category === null || !row.categoryIds.includes(s.category))) bits |= 1;
  if (s.occasion !== undefined && (s.occasion === null || !row.occasionIds.includes(s.occasion))) bits |= 2;
  if (s.craving !== undefined && (s.craving === null || !row.cravingIds.includes(s.craving))) bits |= 4;
  if (s.ingredient !== undefined && (s.ingredient === null || !row.ingredients.includes(s.ingredient))) bits |= 8;
  if (s.skill !== undefined && row.difficulty !== s.skill) bits |= 16;
  if (s.time !== undefined && !withinTime(row.totalMinutes, s.time)) bits |= 32;
  return bits;
}

export interface FacetCounts {
  category: Map<number, number>;
  occasion: Map<number, number>;
  craving: Map<number, number>;
  /** per ingredient index */
  ingredient: Int32Array;
  skill: Map<string, number>;
  time: Map<string, number>;
  /** ingredient indexes ranked by use across published recipes (ties by name), at most TOP_INGREDIENTS */
  topIngredients: number[];
  /** ids of published recipes matching every group, newest first */
  matching: number[];
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * For each group, counts what choosing each of its options (in place of the group's current choice) would leave:
 * the published recipes that satisfy every other group and have that option. One pass over the table.
 */
export function countFacets(table: FacetTable, selection: ResolvedSelection, now: number): FacetCounts {
  const counts: FacetCounts = {
    category: new Map(),
    occasion: new Map(),
    craving: new Map(),
    ingredient: new Int32Array(table.ingredientKeys.length),
    skill: new Map(),
    time: new Map(),
    topIngredients: [],
    matching: [],
  };
  const usage = new Int32Array(table.ingredientKeys.length);
  const matched: FacetRow[] = [];
  for (const row of table.rows) {
    if (row.publishedAt > now) continue;
    for (const i of row.ingredients) usage[i] += 1;
    const failed = failures(row, selection);
    // A row counts toward a group's options when it fails no other group: with no failure, toward every group;
    // with exactly one, toward that group only; with more, toward none.
    if (failed !== 0 && (failed & (failed - 1)) !== 0) continue;
    if (failed === 0) matched.push(row);
    const counts_ = (bit: number) => failed === 0 || failed === bit;
    if (counts_(1)) for (const id of row.categoryIds) bump(counts.category, id);
    if (counts_(2)) for (const id of row.occasionIds) bump(counts.occasion, id);
    if (counts_(4)) for (const id of row.cravingIds) bump(counts.craving, id);
    if (counts_(8)) for (const i of row.ingredients) counts.ingredient[i] += 1;
    if (counts_(16)) bump(counts.skill, row.difficulty);
    if (counts_(32) && row.totalMinutes !== null) {
      for (const ceiling of TIME_CEILINGS) if (row.totalMinutes <= ceiling) bump(counts.time, String(ceiling));
      if (row.totalMinutes > 120) bump(counts.time, '120+');
    }
  }
  counts.topIngredients = [...usage.keys()]
    .filter((i) => usage[i] > 0)
    .sort((a, b) => usage[b] - usage[a] || table.ingredientKeys[a].localeCompare(table.ingredientKeys[b]))
    .slice(0, TOP_INGREDIENTS);
  counts.matching = matched.sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id).map((r) => r.id);
  return counts;
}

/** The most common spelling of an ingredient. */
export function displayName(table: FacetTable, index: number): string {
  const forms = [...table.spellings[index].entries()];
  forms.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return forms[0]?.[0] ?? table.ingredientKeys[index];
}
