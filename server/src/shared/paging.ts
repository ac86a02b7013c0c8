import { Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { badInput } from './errors';

/** The most items one page may hold, whatever a client asks for. */
export const MAX_PAGE_SIZE = 100;

/** One page of a list: the envelope every paged answer has, on GraphQL and REST alike. */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/**
 * The GraphQL type of one page of `item`s (the Page envelope): `class RecipePage extends PageOf(Recipe) {}`, with its own
 * @ObjectType, so every paged answer of the API has the same five fields.
 */
export function PageOf<T extends object>(item: ClassType<T>) {
  // not in the schema by itself: only the named subclasses are reachable from a resolver
  @ObjectType()
  abstract class PageType implements Page<T> {
    @Field(() => [item])
    content: T[];

    @Field(() => Int, { description: 'This page, from 0' })
    page: number;

    @Field(() => Int, { description: 'The most items a page holds' })
    size: number;

    @Field(() => Int)
    totalElements: number;

    @Field(() => Int)
    totalPages: number;
  }
  return PageType;
}

@InputType({ description: 'Which page of a list: page from 0; size from 1, capped at 100' })
export class PageInput {
  @Field(() => Int, { defaultValue: 0 })
  page: number = 0;

  @Field(() => Int, { defaultValue: 20 })
  size: number = 20;
}

/** A validated page request: where it starts and how many items it holds. */
export interface PageWindow {
  page: number;
  size: number;
  offset: number;
}

/**
 * The one check of a page request: page ≥ 0, size ≥ 1 (capped at `maxSize`). Every paged list goes through here, so
 * every list answers the same mistake with the same message.
 */
export function pageWindow(input: { page?: number | null; size?: number | null }, maxSize = MAX_PAGE_SIZE): PageWindow {
  const page = input.page ?? 0;
  const size = input.size ?? 20;
  if (!Number.isInteger(page) || page < 0) throw badInput('page', 'O parâmetro page deve ser um inteiro ≥ 0.');
  if (!Number.isInteger(size) || size < 1) throw badInput('size', 'O parâmetro size deve ser um inteiro ≥ 1.');
  const capped = Math.min(size, maxSize);
  return { page, size: capped, offset: page * capped };
}

/** The envelope of one page of a list of `totalElements` items. */
export function pageOf<T>(content: T[], totalElements: number, window: PageWindow): Page<T> {
  return {
    content,
    page: window.page,
    size: window.size,
    totalElements,
    totalPages: Math.ceil(totalElements / window.size),
  };
}

/** The window's slice of a list held in full (ids ranked in memory). */
export function sliceOf<T>(items: readonly T[], window: PageWindow): T[] {
  return items.slice(window.offset, window.offset + window.size);
}
