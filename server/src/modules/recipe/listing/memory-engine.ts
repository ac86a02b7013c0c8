import type { FacetRow } from '../../filter/facet-table';
import { failures, type ResolvedSelection } from '../../filter/facets';
import { RecipeStatus } from '../recipe-visibility';
import { RecipeSort, TIME_CEILINGS, type ListingCriteria } from './recipe-criteria';

/**
 * The criteria as a predicate over the in-memory rows (the facet table): the same meaning as sql-engine.ts's
 * WHERE clause, which the listing test checks on a shared fixture. `selection` is criteria.facets resolved.
 * Only the criteria given are checked (a text search calls this once per matching recipe).
 */
export function rowPredicate(
  c: ListingCriteria,
  selection: ResolvedSelection | null,
  now: number,
): (row: FacetRow) => boolean {
  const checks: ((row: FacetRow) => boolean)[] = [];
  const { status, categoryId, cravingId, occasionId, cuisineKey, difficulty, publishedBefore } = c;
  if (status) checks.push((row) => statusOf(row, now) === status);
  if (categoryId !== undefined) checks.push((row) => row.categoryIds.includes(categoryId));
  if (cravingId !== undefined) checks.push((row) => row.cravingIds.includes(cravingId));
  if (occasionId !== undefined) checks.push((row) => row.occasionIds.includes(occasionId));
  if (cuisineKey !== undefined) checks.push((row) => row.cuisineKey === cuisineKey);
  if (difficulty !== undefined) checks.push((row) => row.difficulty === difficulty);
  for (const [key, column] of TIME_CEILINGS) {
    const ceiling = c[key];
    if (ceiling === undefined) continue;
    checks.push((row) => {
      const minutes = row[column];
      return minutes !== null && minutes <= ceiling;
    });
  }
  if (publishedBefore !== undefined) checks.push((row) => row.datePublished < publishedBefore);
  if (selection) checks.push((row) => failures(row, selection) === 0);
  if (checks.length === 0) return () => true;
  if (checks.length === 1) return checks[0];
  return (row) => checks.every((check) => check(row));
}

export function statusOf(row: FacetRow, now: number): RecipeStatus {
  if (row.draft) return RecipeStatus.DRAFT;
  return row.datePublished > now ? RecipeStatus.SCHEDULED : RecipeStatus.PUBLISHED;
}

const STATUS_RANK: Record<RecipeStatus, number> = {
  [RecipeStatus.DRAFT]: 0,
  [RecipeStatus.SCHEDULED]: 1,
  [RecipeStatus.PUBLISHED]: 2,
};

const newest = (a: FacetRow, b: FacetRow) => b.datePublished - a.datePublished || b.id - a.id;

/**
 * The order of sql-engine.ts's ORDER BY for the sorts the rows can answer (MOST_VIEWED needs the live view
 * counts: the listing asks SQL for it). RELEVANCE keeps the given order.
 */
export function rowComparator(sort: RecipeSort, now: number): ((a: FacetRow, b: FacetRow) => number) | null {
  switch (sort) {
    case RecipeSort.NEWEST:
      return newest;
    case RecipeSort.TITLE:
      return (a, b) => (a.titleKey < b.titleKey ? -1 : a.titleKey > b.titleKey ? 1 : a.id - b.id);
    case RecipeSort.STATUS:
      return (a, b) => STATUS_RANK[statusOf(a, now)] - STATUS_RANK[statusOf(b, now)] || newest(a, b);
    case RecipeSort.RELEVANCE:
    case RecipeSort.MOST_VIEWED:
      return null;
  }
}
