import { transaction } from '../../db/transaction';
import { bumpDiscussionVersion } from '../content/content-version';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { isAdmin } from '../../graphql/context';
import { badInput, forbidden, notFound, tooManyRequests, unauthenticated } from '../../shared/errors';
import { SlidingWindowLimiter } from '../../shared/rate-counters';
import type { NotificationService } from '../notification/notification.service';
import type { RecipeService } from '../recipe/recipe.service';
import { User } from '../user/user.entity';
import { Comment } from './comment.entity';
import type { CommentInput, CommentView } from './comment.types';

export const COMMENT_MAX = 5000;

export class CommentService {
  constructor(
    private readonly ds: DataSource,
    private readonly recipes: RecipeService,
    private readonly notifications: NotificationService,
    private readonly limiter: SlidingWindowLimiter,
  ) {}

  /** Top-level comments newest first, each with its replies oldest first. */
  async forRecipe(ctx: RequestContext, recipeId: number): Promise<CommentView[]> {
    await this.recipes.get(ctx, recipeId);
    const rows = await this.ds.getRepository(Comment).find({
      where: { recipeId },
      relations: { user: true },
      order: { datePosted: 'ASC', id: 'ASC' },
    });
    const views = new Map(rows.map((row) => [row.id, toView(row)]));
    const threads: CommentView[] = [];
    for (const row of rows) {
      const view = views.get(row.id)!;
      if (row.parentCommentId === null) threads.push(view);
      else views.get(row.parentCommentId)?.replies.push(view);
    }
    return threads.reverse();
  }

  async post(ctx: RequestContext, recipeId: number, input: CommentInput): Promise<CommentView> {
    if (!ctx.user) throw ctx.authError ?? unauthenticated('Você precisa estar logado para enviar um comentário');
    const content = (input.content ?? '').trim();
    if (!content) throw badInput('content', 'O comentário não pode ficar vazio.');
    if (content.length > COMMENT_MAX)
      throw badInput('content', `O comentário deve ter no máximo ${COMMENT_MAX} caracteres.`);
    await this.recipes.get(ctx, recipeId);
    let parent: Comment | null = null;
    if (input.parentCommentId != null) {
      parent = await this.ds.getRepository(Comment).findOneBy({ id: input.parentCommentId, recipeId });
      if (!parent) throw badInput('parentCommentId', 'O comentário respondido não existe nesta receita.');
    }
    const score = parent ? 0 : (input.score ?? 0);
    if (!parent && (!Number.isInteger(score) || score < 1 || score > 5)) {
      throw badInput('score', 'A avaliação deve ser de 1 a 5 estrelas.');
    }
    if (!(await this.limiter.hit(`user:${ctx.user.id}`))) {
      throw tooManyRequests('Você enviou muitos comentários seguidos. Aguarde um minuto.');
    }
    const author = ctx.user;
    const saved = await transaction(this.ds, async (em) => {
      // The recipe row's lock first: the comment's foreign key would otherwise take a shared lock on it before the
      // bump asks for an exclusive one, and two comments on one recipe would deadlock (MySQL).
      await bumpDiscussionVersion(em, recipeId);
      const comment = await em.getRepository(Comment).save(
        em.getRepository(Comment).create({
          recipeId,
          userId: author.id,
          // A reply to a reply joins the thread of its top-level comment.
          parentCommentId: parent ? (parent.parentCommentId ?? parent.id) : null,
          content,
          score,
          datePosted: new Date(Math.floor(Date.now() / 1000) * 1000),
        }),
      );
      if (parent && parent.userId !== author.id) {
        await this.notifications.notifyUser(em, parent.userId, `${author.name} respondeu ao seu comentário.`, recipeId);
      }
      return comment;
    });
    const user = await this.ds.getRepository(User).findOneByOrFail({ id: author.id });
    return toView({ ...saved, user });
  }

  /** An admin may delete any comment, an author their own; replies go with their comment. */
  async delete(ctx: RequestContext, commentId: number): Promise<void> {
    if (!ctx.user) throw ctx.authError ?? unauthenticated();
    const comment = await this.ds.getRepository(Comment).findOneBy({ id: commentId });
    if (!comment) throw notFound('Comentário não encontrado.');
    if (!isAdmin(ctx) && comment.userId !== ctx.user.id) throw forbidden('Você só pode excluir os seus comentários.');
    await transaction(this.ds, async (em) => {
      await bumpDiscussionVersion(em, comment.recipeId);
      await em.getRepository(Comment).delete({ id: commentId });
    });
  }
}

function toView(row: Comment): CommentView {
  return {
    commentId: row.id,
    user: { name: row.user?.name ?? 'Leitor' },
    userId: row.userId,
    content: row.content,
    score: row.score,
    datePosted: row.datePosted,
    parentCommentId: row.parentCommentId,
    replies: [],
  };
}
