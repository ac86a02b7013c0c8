import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageInput, pageWindow } from '../../shared/paging';
import type { CommentService } from './comment.service';
import {
  CommentInput,
  CommentPage,
  CommentThreadPage,
  CommentView,
  REPLY_PAGE_MAX,
  REPLY_PREVIEW,
  THREAD_PAGE_MAX,
} from './comment.types';

@Resolver(() => CommentView)
export class CommentResolver {
  constructor(private readonly commentService: CommentService) {}

  @Query(() => [CommentView], {
    description: `The first page (20) of commentThreads: newest top-level comments, each with its first ${REPLY_PREVIEW} replies`,
    deprecationReason: 'Only the first page of threads: use commentThreads and commentReplies',
  })
  async comments(@Ctx() ctx: RequestContext, @Arg('recipeId', () => Int) recipeId: number) {
    return (await this.commentService.threads(ctx, recipeId, pageWindow({}, THREAD_PAGE_MAX))).content;
  }

  @Query(() => CommentThreadPage, {
    description: `A recipe's top-level comments newest first, one page (size at most ${THREAD_PAGE_MAX}), each with its first ${REPLY_PREVIEW} replies and replyCount`,
  })
  commentThreads(
    @Ctx() ctx: RequestContext,
    @Arg('recipeId', () => Int) recipeId: number,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.commentService.threads(ctx, recipeId, pageWindow(page ?? {}, THREAD_PAGE_MAX));
  }

  @Query(() => CommentView, {
    description: `The thread a published comment belongs to (the comment itself when top-level), with its first ${REPLY_PREVIEW} replies and replyCount: what a link to one comment opens`,
  })
  commentThread(@Ctx() ctx: RequestContext, @Arg('commentId', () => Int) commentId: number) {
    return this.commentService.thread(ctx, commentId);
  }

  @Query(() => CommentPage, {
    description: `A thread's replies oldest first, one page (size at most ${REPLY_PAGE_MAX})`,
  })
  commentReplies(
    @Ctx() ctx: RequestContext,
    @Arg('commentId', () => Int) commentId: number,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.commentService.replies(ctx, commentId, pageWindow(page ?? {}, REPLY_PAGE_MAX));
  }

  @Authorized()
  @Query(() => [CommentView], {
    description:
      "The signed-in reader's own held (PENDING) comments and replies on a recipe, newest first, at most 20: shown to them only",
  })
  myPendingComments(@Ctx() ctx: RequestContext, @Arg('recipeId', () => Int) recipeId: number) {
    return this.commentService.myPending(ctx, recipeId);
  }

  // Signed-in readers only; the service answers guests with the comment form's own message.
  @Mutation(() => CommentView)
  postComment(
    @Ctx() ctx: RequestContext,
    @Arg('recipeId', () => Int) recipeId: number,
    @Arg('input', () => CommentInput) input: CommentInput,
  ) {
    return this.commentService.post(ctx, recipeId, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'An admin may delete any comment, an author their own' })
  async deleteComment(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await this.commentService.delete(ctx, id);
    return true;
  }
}
