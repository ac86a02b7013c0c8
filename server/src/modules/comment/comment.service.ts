import { In, IsNull, MoreThan, type DataSource } from 'typeorm';
import { transaction } from '../../db/transaction';
import { bumpDiscussionVersion } from '../content/content-version';
import type { RequestContext } from '../../graphql/context';
import { isAdmin } from '../../graphql/context';
import { unauthenticated } from '../../shared/errors';
import { pageOf, type Page, type PageWindow } from '../../shared/paging';
import type { NotificationService } from '../notification/notification.service';
import type { RecipeService } from '../recipe/recipe.service';
import { SiteConfiguration } from '../configuration/configuration.entity';
import { Role, User } from '../user/user.entity';
import { Comment, CommentStatus } from './comment.entity';
import { commentErrors } from './comment.errors';
import { checkedContent, hasLink, type CommentLimits } from './comment.limits';
import { REPLY_PREVIEW, type CommentInput, type CommentThreadPage, type CommentView } from './comment.types';

/** The most held comments a reader is shown of their own on one recipe. */
export const MY_PENDING_MAX = 20;

/** How long the same text from the same reader on the same recipe counts as sent twice. */
export const DUPLICATE_WITHIN_MS = 24 * 60 * 60_000;

export class CommentService {
  constructor(
    private readonly ds: DataSource,
    private readonly recipes: RecipeService,
    private readonly notifications: NotificationService,
    private readonly limits: CommentLimits,
  ) {}

  /** One page of a recipe's top-level comments, newest first, each with its first replies and its reply count. */
  async threads(ctx: RequestContext, recipeId: number, window: PageWindow): Promise<CommentThreadPage> {
    await this.recipes.get(ctx, recipeId);
    const repo = this.ds.getRepository(Comment);
    const rows = await this.withAuthor('c')
      .where('c.recipeId = :recipeId AND c.status = :approved AND c.parentCommentId IS NULL', {
        recipeId,
        approved: CommentStatus.APPROVED,
      })
      .orderBy('c.datePosted', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(window.size)
      .offset(window.offset)
      .getMany();
    const total = await totalOf(rows, window, () =>
      repo.count({ where: { recipeId, status: CommentStatus.APPROVED, parentCommentId: IsNull() } }),
    );
    const threads = rows.map(toView);
    const ids = threads.map((t) => t.commentId);
    const [previews, counts] = await Promise.all([this.firstReplies(ids), this.replyCounts(ids)]);
    for (const thread of threads) {
      thread.replies = previews.get(thread.commentId) ?? [];
      thread.replyCount = counts.get(thread.commentId) ?? 0;
    }
    // Every thread on this page: its replies are all the others.
    const commentCount =
      total === window.offset + threads.length && window.offset === 0
        ? threads.reduce((sum, t) => sum + 1 + t.replyCount, 0)
        : await repo.count({ where: { recipeId, status: CommentStatus.APPROVED } });
    return { ...pageOf(threads, total, window), commentCount };
  }

  /**
   * The signed-in reader's own held comments on a recipe (newest first, at most MY_PENDING_MAX): the page shows them
   * to their author only, marked, so a reload does not make them look lost.
   */
  async myPending(ctx: RequestContext, recipeId: number): Promise<CommentView[]> {
    if (!ctx.user) throw ctx.authError ?? unauthenticated();
    const rows = await this.withAuthor('c')
      .where('c.recipeId = :recipeId AND c.userId = :userId AND c.status = :pending', {
        recipeId,
        userId: ctx.user.id,
        pending: CommentStatus.PENDING,
      })
      .orderBy('c.datePosted', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(MY_PENDING_MAX)
      .getMany();
    return rows.map(toView);
  }

  /**
   * The thread a comment belongs to (the comment itself when it is top-level), with its first replies and reply count
   * as a page of threads shows it: what a link to one comment (a reply notification) opens, wherever its page is.
   */
  async thread(ctx: RequestContext, commentId: number): Promise<CommentView> {
    const comment = await this.ds.getRepository(Comment).findOneBy({ id: commentId, status: CommentStatus.APPROVED });
    if (!comment) throw commentErrors.notFound();
    const top = await this.withAuthor('c')
      .where('c.id = :id AND c.status = :approved', {
        id: comment.parentCommentId ?? comment.id,
        approved: CommentStatus.APPROVED,
      })
      .getOne();
    if (!top) throw commentErrors.notFound();
    await this.recipes.get(ctx, top.recipeId);
    const thread = toView(top);
    const [previews, counts] = await Promise.all([this.firstReplies([top.id]), this.replyCounts([top.id])]);
    thread.replies = previews.get(top.id) ?? [];
    thread.replyCount = counts.get(top.id) ?? 0;
    return thread;
  }

  /** One page of a thread's replies, oldest first. */
  async replies(ctx: RequestContext, commentId: number, window: PageWindow): Promise<Page<CommentView>> {
    const thread = await this.ds.getRepository(Comment).findOneBy({ id: commentId, status: CommentStatus.APPROVED });
    if (!thread) throw commentErrors.notFound();
    await this.recipes.get(ctx, thread.recipeId);
    const rows = await this.withAuthor('c')
      .where('c.parentCommentId = :commentId AND c.status = :approved', { commentId, approved: CommentStatus.APPROVED })
      .orderBy('c.datePosted', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .limit(window.size)
      .offset(window.offset)
      .getMany();
    const total = await totalOf(rows, window, () =>
      this.ds.getRepository(Comment).count({ where: { parentCommentId: commentId, status: CommentStatus.APPROVED } }),
    );
    return pageOf(rows.map(toView), total, window);
  }

  async post(ctx: RequestContext, recipeId: number, input: CommentInput): Promise<CommentView> {
    if (!ctx.user) throw ctx.authError ?? commentErrors.signInToComment();
    const author = ctx.user;
    const content = checkedContent(input.content);
    const recipe = await this.recipes.get(ctx, recipeId);
    const account = await this.ds.getRepository(User).findOneBy({ id: author.id });
    if (!account) throw commentErrors.signInToComment();
    if (account.bannedAt) throw commentErrors.banned();
    const creator = account.role === Role.ADMIN;
    let parent: Comment | null = null;
    if (input.parentCommentId != null) {
      parent = await this.ds.getRepository(Comment).findOneBy({ id: input.parentCommentId, recipeId });
      // Readers answer what readers can see; the creator may answer a held comment (answering approves it).
      if (!parent || (parent.status !== CommentStatus.APPROVED && !creator)) throw commentErrors.unknownParent();
    }
    const score = parent ? 0 : (input.score ?? 0);
    if (!parent && (!Number.isInteger(score) || score < 1 || score > 5)) throw commentErrors.badScore();
    // Looked up among this reader's comments on the recipe only (IDX_comments_rating_status); a resend is not counted.
    const sentBefore = await this.ds.getRepository(Comment).exists({
      where: { recipeId, userId: author.id, content, datePosted: MoreThan(new Date(Date.now() - DUPLICATE_WITHIN_MS)) },
    });
    if (sentBefore) throw commentErrors.duplicate();
    await this.limits.take({ ...ctx, user: author }, recipeId);
    const status = creator ? CommentStatus.APPROVED : await this.statusOfNew(author.id, content);
    const approved = status === CommentStatus.APPROVED;
    const saved = await transaction(this.ds, async (em) => {
      // The recipe row's lock first: the comment's foreign key would otherwise take a shared lock on it before the
      // bump asks for an exclusive one, and two comments on one recipe would deadlock (MySQL). A held comment changes
      // nothing readers see: the cached page stays.
      if (approved) await bumpDiscussionVersion(em, recipeId);
      if (parent && parent.status !== CommentStatus.APPROVED) {
        await em.getRepository(Comment).update({ id: parent.id }, { status: CommentStatus.APPROVED });
        parent.status = CommentStatus.APPROVED;
      }
      const comment = await em.getRepository(Comment).save(
        em.getRepository(Comment).create({
          recipeId,
          userId: author.id,
          // A reply to a reply joins the thread of its top-level comment.
          parentCommentId: parent ? (parent.parentCommentId ?? parent.id) : null,
          content,
          score,
          status,
          datePosted: new Date(Math.floor(Date.now() / 1000) * 1000),
        }),
      );
      if (approved && parent && parent.userId !== author.id) {
        await this.notifications.notifyUser(
          em,
          parent.userId,
          replyNotice(account.name, recipe.title),
          recipeId,
          comment.id,
        );
      }
      return comment;
    });
    return toView({ ...saved, user: account });
  }

  /**
   * A reader's new comment: held (PENDING) when it carries a link, or while none of the reader's comments has been
   * approved yet, as the creator's moderation settings say; otherwise APPROVED.
   */
  private async statusOfNew(userId: number, content: string): Promise<CommentStatus> {
    const settings = await readModerationSettings(this.ds);
    if (settings.holdCommentsWithLinks && hasLink(content)) return CommentStatus.PENDING;
    if (settings.holdFirstComments) {
      const known = await this.ds.getRepository(Comment).exists({ where: { userId, status: CommentStatus.APPROVED } });
      if (!known) return CommentStatus.PENDING;
    }
    return CommentStatus.APPROVED;
  }

  /** An admin may delete any comment, an author their own; replies go with their comment. */
  async delete(ctx: RequestContext, commentId: number): Promise<void> {
    if (!ctx.user) throw ctx.authError ?? unauthenticated();
    const comment = await this.ds.getRepository(Comment).findOneBy({ id: commentId });
    if (!comment) throw commentErrors.notFound();
    if (!isAdmin(ctx) && comment.userId !== ctx.user.id) throw commentErrors.notYours();
    await transaction(this.ds, async (em) => {
      if (comment.status === CommentStatus.APPROVED) await bumpDiscussionVersion(em, comment.recipeId);
      await em.getRepository(Comment).delete({ id: commentId });
    });
  }

  /** Comments with their author's name only. */
  private withAuthor(alias: string) {
    return this.ds
      .getRepository(Comment)
      .createQueryBuilder(alias)
      .leftJoin(`${alias}.user`, 'author')
      .addSelect(['author.id', 'author.name', 'author.role']);
  }

  /** The first REPLY_PREVIEW replies of each thread, oldest first: one limited read per thread, in one statement. */
  private async firstReplies(threadIds: number[]): Promise<Map<number, CommentView[]>> {
    const previews = new Map<number, CommentView[]>();
    if (!threadIds.length) return previews;
    const perThread = `SELECT * FROM (SELECT id FROM comments WHERE parentCommentId = ? AND status = 'APPROVED' ORDER BY datePosted, id LIMIT ${REPLY_PREVIEW}) AS t`;
    const ids: { id: number | string }[] = await this.ds.query(
      threadIds.map((_, i) => perThread.replace(' AS t', ` AS t${i}`)).join(' UNION ALL '),
      threadIds,
    );
    if (!ids.length) return previews;
    const rows = await this.withAuthor('c')
      .where({ id: In(ids.map((row) => Number(row.id))) })
      .orderBy('c.datePosted', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
    for (const row of rows) {
      const list = previews.get(row.parentCommentId!) ?? [];
      list.push(toView(row));
      previews.set(row.parentCommentId!, list);
    }
    return previews;
  }

  private async replyCounts(threadIds: number[]): Promise<Map<number, number>> {
    if (!threadIds.length) return new Map();
    const rows: { parentCommentId: number | string; replies: number | string }[] = await this.ds
      .getRepository(Comment)
      .createQueryBuilder('c')
      .select('c.parentCommentId', 'parentCommentId')
      .addSelect('COUNT(*)', 'replies')
      .where({ parentCommentId: In(threadIds), status: CommentStatus.APPROVED })
      .groupBy('c.parentCommentId')
      .getRawMany();
    return new Map(rows.map((row) => [Number(row.parentCommentId), Number(row.replies)]));
  }
}

/** A list's size: known from a page that is not full (most recipes' first), else counted. */
async function totalOf(rows: unknown[], window: PageWindow, count: () => Promise<number>): Promise<number> {
  if (rows.length < window.size && (rows.length > 0 || window.offset === 0)) return window.offset + rows.length;
  return count();
}

/** The notice a reader gets when someone answers their comment: who, and on which recipe. */
export const replyNotice = (name: string, recipeTitle?: string) =>
  recipeTitle ? `${name} respondeu ao seu comentário em ${recipeTitle}.` : `${name} respondeu ao seu comentário.`;

/** The creator's moderation settings (all on when the site has no configuration yet). */
export async function readModerationSettings(
  ds: DataSource,
): Promise<Pick<SiteConfiguration, 'holdFirstComments' | 'holdCommentsWithLinks' | 'ratingsNeedConfirmedEmail'>> {
  const row = await ds.getRepository(SiteConfiguration).findOne({
    where: { id: 1 },
    select: { id: true, holdFirstComments: true, holdCommentsWithLinks: true, ratingsNeedConfirmedEmail: true },
  });
  return {
    holdFirstComments: row?.holdFirstComments ?? true,
    holdCommentsWithLinks: row?.holdCommentsWithLinks ?? true,
    ratingsNeedConfirmedEmail: row?.ratingsNeedConfirmedEmail ?? true,
  };
}

export function toView(row: Comment): CommentView {
  return {
    commentId: row.id,
    user: { name: row.user?.name ?? 'Leitor' },
    byCreator: row.user?.role === Role.ADMIN,
    status: row.status,
    userId: row.userId,
    content: row.content,
    score: row.score,
    datePosted: row.datePosted,
    parentCommentId: row.parentCommentId,
    replies: [],
    replyCount: 0,
  };
}
