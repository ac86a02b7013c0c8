import { In, IsNull, type DataSource } from 'typeorm';
import { transaction } from '../../db/transaction';
import { pageOf, type PageWindow } from '../../shared/paging';
import { bumpDiscussionVersion } from '../content/content-version';
import { SiteConfiguration } from '../configuration/configuration.entity';
import type { NotificationService } from '../notification/notification.service';
import { Recipe } from '../recipe/recipe.entity';
import { Role, User } from '../user/user.entity';
import { Comment, CommentStatus } from './comment.entity';
import { commentErrors } from './comment.errors';
import { hasLink } from './comment.limits';
import { readModerationSettings, replyNotice } from './comment.service';
import {
  CommentModerationAction,
  MODERATION_BATCH_MAX,
  type CommentModerationSettingsInput,
  type CommentModerationSettingsView,
  type ModerationComment,
  type ModerationCommentPage,
  type ModerationCounts,
} from './comment.types';

/**
 * The creator's side of comments (dashboard 'Comentários'): the queue by status, approving, marking as spam,
 * deleting (one or many at once), banning an account, and the moderation settings. Whatever becomes visible or stops
 * being visible moves its recipe's discussion version, so cached pages follow at once; held comments never did.
 * Comments on a recipe in the trash are out of the queue and its counts until the recipe is restored.
 */
export class CommentModerationService {
  constructor(
    private readonly ds: DataSource,
    private readonly notifications: NotificationService,
  ) {}

  async counts(): Promise<ModerationCounts> {
    const rows: { status: string; total: number | string }[] = await this.onLiveRecipes()
      .select('c.status', 'status')
      .addSelect('COUNT(*)', 'total')
      .groupBy('c.status')
      .getRawMany();
    const of = (status: CommentStatus) => Number(rows.find((r) => r.status === status)?.total ?? 0);
    return { pending: of(CommentStatus.PENDING), approved: of(CommentStatus.APPROVED), spam: of(CommentStatus.SPAM) };
  }

  /** One page of the comments in a status, newest first, with their recipe and author. */
  async queue(status: CommentStatus, window: PageWindow): Promise<ModerationCommentPage> {
    const [rows, total] = await Promise.all([
      this.onLiveRecipes()
        .leftJoin('c.user', 'author')
        .addSelect(['author.id', 'author.name', 'author.email', 'author.bannedAt', 'author.role'])
        .addSelect(['recipe.id', 'recipe.title'])
        .where('c.status = :status', { status })
        .orderBy('c.datePosted', 'DESC')
        .addOrderBy('c.id', 'DESC')
        .limit(window.size)
        .offset(window.offset)
        .getMany(),
      this.onLiveRecipes().where('c.status = :status', { status }).getCount(),
    ]);
    const approvedBy = await this.approvedCounts([...new Set(rows.map((r) => r.userId))]);
    const content: ModerationComment[] = rows.map((row) => ({
      commentId: row.id,
      content: row.content,
      score: row.score,
      datePosted: row.datePosted,
      status: row.status,
      parentCommentId: row.parentCommentId,
      hasLink: hasLink(row.content),
      recipe: { recipeId: row.recipeId, title: row.recipe?.title ?? '' },
      author: {
        userId: row.userId,
        name: row.user?.name ?? '',
        email: row.user?.email ?? '',
        banned: Boolean(row.user?.bannedAt),
        admin: row.user?.role === Role.ADMIN,
        approvedComments: approvedBy.get(row.userId) ?? 0,
      },
    }));
    return pageOf(content, total, window);
  }

  /** Approves, marks as spam or deletes the chosen comments; answers how many changed. */
  async moderate(ids: number[], action: CommentModerationAction): Promise<number> {
    const unique = [...new Set(ids)];
    if (!unique.length) throw commentErrors.noneChosen();
    if (unique.length > MODERATION_BATCH_MAX) throw commentErrors.tooManyChosen();
    return transaction(this.ds, async (em) => {
      const repo = em.getRepository(Comment);
      const rows = await repo.find({ where: { id: In(unique) }, order: { id: 'ASC' } });
      const target =
        action === CommentModerationAction.APPROVE
          ? CommentStatus.APPROVED
          : action === CommentModerationAction.SPAM
            ? CommentStatus.SPAM
            : null;
      const changing = target ? rows.filter((r) => r.status !== target) : rows;
      if (!changing.length) return 0;
      // Pages change where a comment appears or disappears for readers: its recipe's discussion moves (recipe rows'
      // locks first, in id order, as posting does).
      const visibleChange = changing.filter(
        (r) => r.status === CommentStatus.APPROVED || target === CommentStatus.APPROVED,
      );
      for (const recipeId of [...new Set(visibleChange.map((r) => r.recipeId))].sort((a, b) => a - b)) {
        await bumpDiscussionVersion(em, recipeId);
      }
      const changed = changing.map((r) => r.id);
      if (target) await repo.update({ id: In(changed) }, { status: target });
      else await repo.delete({ id: In(changed) });
      if (target === CommentStatus.APPROVED) {
        // An approved reply reaches its parent's author as a notification (once: only on the way to approved).
        const replies = changing.filter((r) => r.parentCommentId !== null);
        const parents = replies.length
          ? await repo.find({ where: { id: In(replies.map((r) => r.parentCommentId!)) } })
          : [];
        const names = await em.getRepository(User).find({
          where: { id: In([...new Set(replies.map((r) => r.userId))]) },
          select: { id: true, name: true },
        });
        const titles = replies.length
          ? await em.getRepository(Recipe).find({
              where: { id: In([...new Set(replies.map((r) => r.recipeId))]) },
              select: { id: true, title: true },
            })
          : [];
        for (const reply of replies) {
          const parent = parents.find((p) => p.id === reply.parentCommentId);
          if (!parent || parent.userId === reply.userId) continue;
          const name = names.find((u) => u.id === reply.userId)?.name ?? 'Alguém';
          await this.notifications.notifyUser(
            em,
            parent.userId,
            replyNotice(name, titles.find((r) => r.id === reply.recipeId)?.title),
            reply.recipeId,
            reply.id,
          );
        }
        // A reply approved under a held comment would hang under nothing: the thread's comment is approved with it.
        const heldParents = parents.filter((p) => p.status !== CommentStatus.APPROVED);
        if (heldParents.length) {
          await repo.update({ id: In(heldParents.map((p) => p.id)) }, { status: CommentStatus.APPROVED });
        }
      }
      return changed.length;
    });
  }

  /**
   * Bans an account from commenting: it can no longer post, and its held comments go to spam. Its approved comments
   * stay until the creator removes them (they may be fine).
   */
  async ban(userId: number): Promise<boolean> {
    const user = await this.ds.getRepository(User).findOneBy({ id: userId });
    if (!user) throw commentErrors.userNotFound();
    if (user.role === Role.ADMIN) throw commentErrors.cannotBanAdmin();
    await transaction(this.ds, async (em) => {
      await em.getRepository(User).update({ id: userId, bannedAt: IsNull() }, { bannedAt: new Date() });
      await em.getRepository(Comment).update({ userId, status: CommentStatus.PENDING }, { status: CommentStatus.SPAM });
    });
    return true;
  }

  async unban(userId: number): Promise<boolean> {
    const user = await this.ds.getRepository(User).findOneBy({ id: userId });
    if (!user) throw commentErrors.userNotFound();
    await this.ds.getRepository(User).update({ id: userId }, { bannedAt: null });
    return true;
  }

  async settings(): Promise<CommentModerationSettingsView> {
    return readModerationSettings(this.ds);
  }

  /** Saves the settings. Whether ratings need a confirmed e-mail changes every rating: every recipe page moves. */
  async saveSettings(input: CommentModerationSettingsInput): Promise<CommentModerationSettingsView> {
    const before = await readModerationSettings(this.ds);
    const next = {
      holdFirstComments: input.holdFirstComments === true,
      holdCommentsWithLinks: input.holdCommentsWithLinks === true,
      ratingsNeedConfirmedEmail: input.ratingsNeedConfirmedEmail === true,
    };
    await transaction(this.ds, async (em) => {
      const repo = em.getRepository(SiteConfiguration);
      if (await repo.existsBy({ id: 1 })) await repo.update({ id: 1 }, next);
      else await repo.insert({ id: 1, featuredRecipeIds: [], partnerships: [], ...next });
      if (before.ratingsNeedConfirmedEmail !== next.ratingsNeedConfirmedEmail) {
        await em.query(
          `UPDATE recipes SET discussionVersion = discussionVersion + 1, updatedAt = updatedAt
           WHERE id IN (SELECT recipeId FROM comments WHERE parentCommentId IS NULL AND score > 0 AND status = 'APPROVED')`,
        );
      }
    });
    return next;
  }

  /** Comments (aliased `c`) on recipes out of the trash (the join leaves the others out), their recipe as `recipe`. */
  private onLiveRecipes() {
    return this.ds.getRepository(Comment).createQueryBuilder('c').innerJoin('c.recipe', 'recipe');
  }

  private async approvedCounts(userIds: number[]): Promise<Map<number, number>> {
    if (!userIds.length) return new Map();
    const rows: { userId: number | string; total: number | string }[] = await this.ds
      .getRepository(Comment)
      .createQueryBuilder('c')
      .select('c.userId', 'userId')
      .addSelect('COUNT(*)', 'total')
      .where({ userId: In(userIds), status: CommentStatus.APPROVED })
      .groupBy('c.userId')
      .getRawMany();
    return new Map(rows.map((r) => [Number(r.userId), Number(r.total)]));
  }
}
