import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { CommentService } from './comment.service';
import { CommentInput, CommentView } from './comment.types';

@Resolver(() => CommentView)
export class CommentResolver {
  constructor(private readonly commentService: CommentService) {}

  @Query(() => [CommentView], { description: 'Top-level comments newest first, each with replies oldest first' })
  comments(@Ctx() ctx: RequestContext, @Arg('recipeId', () => Int) recipeId: number) {
    return this.commentService.forRecipe(ctx, recipeId);
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
