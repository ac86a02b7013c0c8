import type { FacetRow } from '../../filter/facet-table';
import { failures, type ResolvedSelection } from '../../filter/facets';
import { RecipeStatus } from '../recipe-visibility';
import { RecipeSort, TIME_CEILINGS, type ListingCriteria } from './recipe-criteria';

/**
 * The criteria as a predicate over the in-memory rows (the facet table): the same meaning as sql-engine.ts's
 * WHERE clause, which the listing test checks on a shared fixture. `selection` is criteria.facets resolved.
 */
export function rowPredicate(
  c: ListingCriteria,
  selection: ResolvedSelection | null,
  now: number,
): (row: FacetRow) => boolean {
  return (row) => {
    if (c.status && statusOf(row, now) !== c.status) return false;
    if (c.categoryId !== undefined && !row.categoryIds.includes(c.categoryId)) return false;
    if (c.cravingId !== undefined && !row.cravingIds.includes(c.cravingId)) return false;
    if (c.occasionId !== undefined && !row.occasionIds.includes(c.occasionId)) return false;
    if (c.cuisineKey !== undefined && row.cuisineKey !== c.cuisineKey) return false;
    if (c.difficulty !== undefined && row.difficulty !== c.difficulty) return false;
    for (const [key, column] of TIME_CEILINGS) {
      const ceiling = c[key];
      const minutes = row[column];
      if (ceiling !== undefined && (minutes === null || minutes > ceiling)) return false;
    }
    if (c.publishedBefore !== undefined && row.datePublished >= c.publishedBefore) return false;
    if (selection && failures(row, selection) !== 0) return false;
    return true;
  };
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
