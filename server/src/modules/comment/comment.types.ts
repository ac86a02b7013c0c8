import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../shared/paging';
import { CommentStatus } from './comment.entity';

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

  @Field(() => Boolean, { description: "written by the site's creator (an admin): shown with the 'Autora' badge" })
  byCreator: boolean;

  @Field(() => CommentStatus, {
    description: 'APPROVED for every comment readers see; PENDING on a held comment answered to its own author',
  })
  status: CommentStatus;

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
export class CommentPage extends PageOf(CommentView) {}

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

/** What the creator does to the comments chosen in the moderation queue. */
export enum CommentModerationAction {
  APPROVE = 'APPROVE',
  SPAM = 'SPAM',
  DELETE = 'DELETE',
}
registerEnumType(CommentModerationAction, { name: 'CommentModerationAction' });

/** The most comments one moderation action may take. */
export const MODERATION_BATCH_MAX = 100;
/** The most comments one page of the moderation queue may hold. */
export const MODERATION_PAGE_MAX = 100;

@ObjectType()
export class ModerationRecipe {
  @Field(() => Int)
  recipeId: number;

  @Field(() => String)
  title: string;
}

@ObjectType()
export class ModerationAuthor {
  @Field(() => Int)
  userId: number;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => Boolean)
  banned: boolean;

  @Field(() => Boolean, { description: 'an admin account (the creator): never banned' })
  admin: boolean;

  @Field(() => Int, { description: 'comments of this account approved so far' })
  approvedComments: number;
}

@ObjectType()
export class ModerationComment {
  @Field(() => Int)
  commentId: number;

  @Field(() => String, { description: 'plain text; never render as HTML' })
  content: string;

  @Field(() => Int)
  score: number;

  @Field(() => DateTimeISOResolver)
  datePosted: Date;

  @Field(() => CommentStatus)
  status: CommentStatus;

  @Field(() => Int, { nullable: true })
  parentCommentId: number | null;

  @Field(() => Boolean, { description: 'carries a link (what the hold-links rule holds)' })
  hasLink: boolean;

  @Field(() => ModerationRecipe)
  recipe: ModerationRecipe;

  @Field(() => ModerationAuthor)
  author: ModerationAuthor;
}

@ObjectType({ description: 'One page of the moderation queue, newest first' })
export class ModerationCommentPage extends PageOf(ModerationComment) {}

@ObjectType({ description: 'How many comments each moderation status holds' })
export class ModerationCounts {
  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  approved: number;

  @Field(() => Int)
  spam: number;
}

@ObjectType('CommentModerationSettings')
export class CommentModerationSettingsView {
  @Field(() => Boolean, { description: "a reader's comments wait for approval until one of theirs is approved" })
  holdFirstComments: boolean;

  @Field(() => Boolean, { description: 'a comment with a link waits for approval' })
  holdCommentsWithLinks: boolean;

  @Field(() => Boolean, { description: 'a rating counts only once its account has confirmed its e-mail' })
  ratingsNeedConfirmedEmail: boolean;
}

@InputType()
export class CommentModerationSettingsInput {
  @Field(() => Boolean)
  holdFirstComments: boolean;

  @Field(() => Boolean)
  holdCommentsWithLinks: boolean;

  @Field(() => Boolean)
  ratingsNeedConfirmedEmail: boolean;
}
