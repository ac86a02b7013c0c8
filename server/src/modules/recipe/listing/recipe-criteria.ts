import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { badInput } from '../../../shared/errors';
import { normalizeKey } from '../../../shared/text';
import { calendarDate } from '../../../shared/validation';
import { FacetFilterInput } from '../../filter/filter.types';
import { Difficulty } from '../recipe.entity';
import { RecipeStatus } from '../recipe-visibility';
import type { RecipeFilter } from '../recipe.types';

export enum RecipeSort {
  /** best match first (the default with a text); without a text, NEWEST */
  RELEVANCE = 'RELEVANCE',
  /** latest publication date first (the default without a text) */
  NEWEST = 'NEWEST',
  /** A to Z, ignoring case and accents */
  TITLE = 'TITLE',
  /** most counted views first */
  MOST_VIEWED = 'MOST_VIEWED',
  /** drafts, then scheduled, then published; newest first within each */
  STATUS = 'STATUS',
}
registerEnumType(RecipeSort, { name: 'RecipeSort' });

export enum RecipeBulkAction {
  /** public from now on (drafts and scheduled recipes alike) */
  PUBLISH = 'PUBLISH',
  /** back to draft: readers no longer see it */
  UNPUBLISH = 'UNPUBLISH',
  DELETE = 'DELETE',
}
registerEnumType(RecipeBulkAction, { name: 'RecipeBulkAction' });

/** Longest text a listing looks at: hostile input costs no more than a long ordinary query. */
export const MAX_TEXT_LENGTH = 200;

/** The conditions both list inputs share: the REST facade's RecipeFilter and the listing's RecipeCriteria. */
@InputType()
export abstract class RecipeConditions {
  @Field(() => RecipeStatus, {
    nullable: true,
    description: 'public lists only ever hold PUBLISHED recipes; the dashboard may ask for any status',
  })
  status?: RecipeStatus | null;

  @Field(() => String, { nullable: true, description: 'equal, ignoring case and accents' })
  cuisine?: string | null;

  @Field(() => Int, { nullable: true })
  maxPrepMinutes?: number | null;

  @Field(() => Int, { nullable: true })
  maxCookMinutes?: number | null;

  @Field(() => Int, { nullable: true })
  maxTotalMinutes?: number | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd: published before that day' })
  publishedBefore?: string | null;
}

@InputType({ description: 'Which recipes a list holds and in what order; criteria combine with AND' })
export class RecipeCriteria extends RecipeConditions {
  @Field(() => String, {
    nullable: true,
    description: "the site's Portuguese full-text search (accents, plurals, typos); ranked best first",
  })
  text?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'contained in the title, the description or the author, ignoring case and accents (not with text)',
  })
  contains?: string | null;

  @Field(() => Int, { nullable: true })
  categoryId?: number | null;

  @Field(() => Int, { nullable: true })
  cravingId?: number | null;

  @Field(() => Int, { nullable: true })
  occasionId?: number | null;

  @Field(() => Difficulty, { nullable: true })
  difficulty?: Difficulty | null;

  @Field(() => FacetFilterInput, { nullable: true, description: "the filter page's groups (ingredient, time, …)" })
  facets?: FacetFilterInput | null;

  @Field(() => RecipeSort, { nullable: true })
  sort?: RecipeSort | null;
}

/** Time ceilings: criterion → recipe column. */
export const TIME_CEILINGS = [
  ['maxPrepMinutes', 'prepMinutes'],
  ['maxCookMinutes', 'cookMinutes'],
  ['maxTotalMinutes', 'totalMinutes'],
] as const;

/**
 * Criteria checked and normalised once, the form every engine reads. Beyond the GraphQL input: the REST facade's
 * older "contains" filters (title, or title + description + author), which only the SQL engine answers.
 */
export interface ListingCriteria {
  text?: string;
  status?: RecipeStatus;
  categoryId?: number;
  cravingId?: number;
  occasionId?: number;
  /** normalizeKey form */
  cuisineKey?: string;
  difficulty?: Difficulty;
  maxPrepMinutes?: number;
  maxCookMinutes?: number;
  maxTotalMinutes?: number;
  /** epoch ms: published before this instant */
  publishedBefore?: number;
  facets?: FacetFilterInput;
  sort: RecipeSort;
  /** normalizeKey form, contained in the title */
  titleContains?: string;
  /** normalizeKey form, contained in the title, the description or the author */
  contains?: string;
  /** normalizeKey form of a category's name (the REST facade's ?category=) */
  categoryName?: string;
  /** normalizeKey form of a craving's name (the REST facade's /craving/{name}) */
  cravingName?: string;
}

/** The criteria only SQL answers: the REST facade's older by-name and "contains" filters. */
export const SQL_ONLY = ['contains', 'titleContains', 'categoryName', 'cravingName'] as const;

/**
 * The REST facade's filter (RecipeFilter: names, "contains" texts, a craving by id or name) as criteria. Bad values
 * answer 400 as listingCriteria does.
 */
export function criteriaFromFilter(filter: RecipeFilter | null | undefined): ListingCriteria {
  const f = filter ?? {};
  const c = listingCriteria({
    contains: f.query,
    status: f.status,
    cuisine: f.cuisine,
    maxPrepMinutes: f.maxPrepMinutes,
    maxCookMinutes: f.maxCookMinutes,
    maxTotalMinutes: f.maxTotalMinutes,
    publishedBefore: f.publishedBefore,
  });
  const key = (text: string | null | undefined) => normalizeKey((text ?? '').slice(0, MAX_TEXT_LENGTH));
  if (key(f.title)) c.titleContains = key(f.title);
  if (key(f.category)) c.categoryName = key(f.category);
  const craving = (f.craving ?? '').trim();
  if (/^\d{1,9}$/.test(craving)) c.cravingId = Number(craving);
  else if (key(craving)) c.cravingName = key(craving);
  return c;
}

const hasFacets = (facets: FacetFilterInput | null | undefined): facets is FacetFilterInput =>
  Boolean(facets && Object.values(facets).some((value) => typeof value === 'string' && value.trim()));

/** Checks and normalises criteria from any caller; a bad value answers 400 naming it. */
export function listingCriteria(input: RecipeCriteria | null | undefined): ListingCriteria {
  const c = input ?? {};
  const out: ListingCriteria = { sort: RecipeSort.NEWEST };
  const text = (c.text ?? '').slice(0, MAX_TEXT_LENGTH).trim();
  if (text) out.text = text;
  if (c.status) out.status = c.status;
  for (const key of ['categoryId', 'cravingId', 'occasionId'] as const) {
    const id = c[key];
    if (id === null || id === undefined) continue;
    if (!Number.isInteger(id) || id < 1) throw badInput(key, `O parâmetro ${key} deve ser um inteiro ≥ 1.`);
    out[key] = id;
  }
  const cuisine = normalizeKey(c.cuisine ?? '');
  if (cuisine) out.cuisineKey = cuisine;
  if (c.difficulty) out.difficulty = c.difficulty;
  for (const [key] of TIME_CEILINGS) {
    const value = c[key];
    if (value === null || value === undefined) continue;
    if (!Number.isInteger(value) || value < 0)
      throw badInput('minutes', 'O parâmetro minutes deve ser um inteiro ≥ 0.');
    out[key] = value;
  }
  if (c.publishedBefore?.trim()) {
    out.publishedBefore = Date.parse(`${calendarDate('date', c.publishedBefore)}T00:00:00Z`);
  }
  if (hasFacets(c.facets)) out.facets = c.facets;
  const contains = normalizeKey((c.contains ?? '').slice(0, MAX_TEXT_LENGTH));
  if (contains) {
    if (out.text || out.facets)
      throw badInput('contains', 'O critério contains não se combina com text nem com facets.');
    out.contains = contains;
  }
  out.sort = c.sort ?? (out.text ? RecipeSort.RELEVANCE : RecipeSort.NEWEST);
  if (out.sort === RecipeSort.RELEVANCE && !out.text) out.sort = RecipeSort.NEWEST;
  return out;
}
