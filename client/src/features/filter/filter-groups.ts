import type { RecipeFilterFacetsQuery } from '../../gql/graphql';
import * as messages from '../../messages/pt-BR';

/** The six filter groups, in page order; each is also its URL query key and FacetFilterInput field. */
export const GROUP_KEYS = ['category', 'occasion', 'craving', 'ingredient', 'skill', 'time'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

/** What the URL query asks for: one value per group at most. */
export type Selection = Partial<Record<GroupKey, string>>;

export interface FilterOption {
  /** what goes into the URL and the filter input */
  value: string;
  /** catalogue id (categories, occasions, cravings), which the URL may also hold */
  id?: string;
  label: string;
  count: number;
  active: boolean;
}

export interface FilterGroupData {
  key: GroupKey;
  label: string;
  options: FilterOption[];
}

/** The selection in a URL query; blank values count as absent. */
export function selectionFrom(params: URLSearchParams): Selection {
  const selection: Selection = {};
  for (const key of GROUP_KEYS) {
    const value = params.get(key)?.trim();
    if (value) selection[key] = value;
  }
  return selection;
}

/** The URL query of a selection, groups in page order (the page number starts over at 1). */
export function queryOf(selection: Selection): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of GROUP_KEYS) if (selection[key]) query.set(key, selection[key]);
  return query;
}

/** The selection minus one group. */
export function without(selection: Selection, key: GroupKey): Selection {
  const { [key]: _removed, ...rest } = selection;
  return rest;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/** How an option reads on screen: pt-BR skill names, 'até 15 min'-style times, capitalised ingredients. */
export function optionLabel(key: GroupKey, value: string): string {
  if (key === 'skill') return messages.recipe.difficultyLabel[value.toUpperCase()] ?? value;
  if (key === 'time') return messages.filter.times[value] ?? value;
  if (key === 'ingredient') return capitalize(value);
  return value;
}

/** Same value for the server: case- and accent-insensitive, like its name matching. */
export function sameValue(a: string, b: string): boolean {
  const key = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  return key(a) === key(b);
}

type Facets = RecipeFilterFacetsQuery['recipeFilters'];

/** The server's facets as six uniform groups of options. */
export function groupsOf(facets: Facets): FilterGroupData[] {
  type Named = { item: { name: string; id?: number; categoryId?: number }; count: number; active: boolean };
  const named = (list: Named[]) =>
    list.map(({ item, count, active }) => ({
      value: item.name,
      id: String(item.categoryId ?? item.id),
      count,
      active,
    }));
  const text = (list: { item: string; count: number; active: boolean }[]) =>
    list.map(({ item, count, active }) => ({ value: item, count, active }));
  const values: Record<GroupKey, Omit<FilterOption, 'label'>[]> = {
    category: named(facets.categories),
    occasion: named(facets.occasions),
    craving: named(facets.cravings),
    ingredient: text(facets.ingredients),
    skill: text(facets.skills),
    time: text(facets.times),
  };
  return GROUP_KEYS.map((key) => ({
    key,
    label: messages.filter.groups[key],
    options: values[key].map((option) => ({ ...option, label: optionLabel(key, option.value) })),
  }));
}
