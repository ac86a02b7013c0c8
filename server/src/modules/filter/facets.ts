import { normalizeKey } from '../../shared/text';
import type { FacetRow, FacetTable } from './facet-table';

export const GROUPS = ['category', 'occasion', 'craving', 'ingredient', 'skill', 'time'] as const;
export type Group = (typeof GROUPS)[number];
export type FacetSelection = Partial<Record<Group, string | null>>;

export const SKILLS = ['EASY', 'MEDIUM', 'HARD'];
export const TIMES = ['15', '30', '60', '120', '120+'];
export const TOP_INGREDIENTS = 30;

/** A selection resolved against the catalogues: ids and keys a row can be tested with. */
export interface ResolvedSelection {
  category?: number | null;
  occasion?: number | null;
  craving?: number | null;
  ingredient?: string;
  skill?: string;
  time?: string;
}

type Catalog = { id: number; nameKey: string }[];

/** Resolves names (case- and accent-insensitive) or ids; an unknown value resolves to null and matches nothing. */
export function resolveSelection(
  selection: FacetSelection,
  catalogs: { category: Catalog; occasion: Catalog; craving: Catalog },
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
  if (selection.ingredient?.trim()) out.ingredient = normalizeKey(selection.ingredient);
  if (selection.skill?.trim()) out.skill = selection.skill.trim().toUpperCase();
  if (selection.time?.trim()) out.time = selection.time.trim();
  return out;
}

function withinTime(minutes: number | null, time: string): boolean {
  if (minutes === null) return false;
  if (time === '120+') return minutes > 120;
  return /^\d+$/.test(time) && minutes <= Number(time);
}

function matches(row: FacetRow, group: Group, s: ResolvedSelection): boolean {
  switch (group) {
    case 'category':
      return s.category === undefined || (s.category !== null && row.categoryIds.includes(s.category));
    case 'occasion':
      return s.occasion === undefined || (s.occasion !== null && row.occasionIds.includes(s.occasion));
    case 'craving':
      return s.craving === undefined || (s.craving !== null && row.cravingIds.includes(s.craving));
    case 'ingredient':
      return s.ingredient === undefined || row.ingredientKeys.includes(s.ingredient);
    case 'skill':
      return s.skill === undefined || row.difficulty === s.skill;
    case 'time':
      return s.time === undefined || withinTime(row.totalMinutes, s.time);
  }
}

export interface FacetCounts {
  category: Map<number, number>;
  occasion: Map<number, number>;
  craving: Map<number, number>;
  ingredient: Map<string, number>;
  skill: Map<string, number>;
  time: Map<string, number>;
  /** ingredient keys ranked by use across published recipes (ties by key), at most TOP_INGREDIENTS */
  topIngredients: string[];
  /** ids of published recipes matching every group, newest first */
  matching: number[];
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * For each group, counts what choosing each of its options (in place of the group's current choice) would leave:
 * the recipes that satisfy every other group and have that option. One pass over the table per group.
 */
export function countFacets(table: FacetTable, selection: ResolvedSelection, now: number): FacetCounts {
  const rows = table.rows.filter((r) => r.publishedAt <= now);
  const counts: FacetCounts = {
    category: new Map(),
    occasion: new Map(),
    craving: new Map(),
    ingredient: new Map(),
    skill: new Map(),
    time: new Map(),
    topIngredients: [],
    matching: [],
  };
  const usage = new Map<string, number>();
  for (const row of rows) {
    for (const key of row.ingredientKeys) bump(usage, key);
    const ok = GROUPS.map((g) => matches(row, g, selection));
    const failing = ok.filter((v) => !v).length;
    if (failing === 0) counts.matching.push(row.id);
    if (failing > 1) continue;
    GROUPS.forEach((group, i) => {
      // The row counts for this group's options only if every other group is satisfied.
      if (failing === 1 && ok[i]) return;
      if (group === 'category') row.categoryIds.forEach((id) => bump(counts.category, id));
      else if (group === 'occasion') row.occasionIds.forEach((id) => bump(counts.occasion, id));
      else if (group === 'craving') row.cravingIds.forEach((id) => bump(counts.craving, id));
      else if (group === 'ingredient') row.ingredientKeys.forEach((key) => bump(counts.ingredient, key));
      else if (group === 'skill') bump(counts.skill, row.difficulty);
      else TIMES.filter((t) => withinTime(row.totalMinutes, t)).forEach((t) => bump(counts.time, t));
    });
  }
  counts.topIngredients = [...usage.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_INGREDIENTS)
    .map(([key]) => key);
  const published = new Map(rows.map((r) => [r.id, r.publishedAt]));
  counts.matching.sort((a, b) => published.get(b)! - published.get(a)! || b - a);
  return counts;
}

/** The most common spelling of an ingredient key. */
export function displayName(table: FacetTable, key: string): string {
  const forms = [...(table.spellings.get(key)?.entries() ?? [])];
  forms.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return forms[0]?.[0] ?? key;
}
