import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

/** The most top-level comments one page of threads may hold (each thread adds up to REPLY_PREVIEW replies). */
export const THREAD_PAGE_MAX = 50;
/** The replies each thread of a page carries; the rest come a page at a time (commentReplies). */
export const REPLY_PREVIEW = 3;
/** The most replies one page of a thread's replies may hold. */
export const REPLY_PAGE_MAX = 50;

@ObjectType()
export class CommentAuthor {
  @Field(() => String)
  name: string;
}

@ObjectType('Comment')
export class CommentView {
  @Field(() => Int)
  commentId: number;

  @Field(() => CommentAuthor)
  user: CommentAuthor;

  /** id of the author, for the client to offer deleting one's own comments */
  @Field(() => Int)
  userId: number;

  @Field(() => String, { description: 'plain text; never render as HTML' })
  content: string;

  @Field(() => Int, { description: '1–5 on a comment, 0 on a reply' })
  score: number;

  @Field(() => DateTimeISOResolver)
  datePosted: Date;

  @Field(() => Int, { nullable: true })
  parentCommentId: number | null;

  @Field(() => [CommentView], {
    description: `oldest first, one level deep: a thread of a page carries its first ${REPLY_PREVIEW} (commentReplies pages them all)`,
  })
  replies: CommentView[];

  @Field(() => Int, { description: 'how many replies the thread has (0 on a reply)' })
  replyCount: number;
}

@ObjectType({
  description: 'One page of comments: top-level threads newest first, or one thread’s replies oldest first',
})
export class CommentPage {
  @Field(() => [CommentView])
  content: CommentView[];

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  size: number;

  @Field(() => Int)
  totalElements: number;

  @Field(() => Int)
  totalPages: number;
}

@InputType()
export class CommentInput {
  @Field(() => String)
  content: string;

  @Field(() => Int, { nullable: true, description: '1–5 for a comment; ignored (0) for a reply' })
  score?: number | null;

  @Field(() => Int, { nullable: true })
  parentCommentId?: number | null;
}

@ObjectType()
export class Rating {
  @Field(() => Float, { description: 'average of each reader’s latest score, 0 when unrated' })
  average: number;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'One page of a recipe’s threads, newest first' })
export class CommentThreadPage extends CommentPage {
  @Field(() => Int, { description: 'every comment and reply of the recipe' })
  commentCount: number;
}
