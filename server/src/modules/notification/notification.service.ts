import { transaction } from '../../db/transaction';
import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { notFound, unauthenticated } from '../../shared/errors';
import { toDbDateTime } from '../../shared/text';
import { Recipe } from '../recipe/recipe.entity';
import { publicCondition, wherePublic } from '../recipe/recipe-visibility';
import { bumpContentVersion } from '../content/content-write.subscriber';
import { User } from '../user/user.entity';
import { Notification, NotificationRead } from './notification.entity';
import type { NotificationView } from './notification.types';

const UNREAD_LIMIT = 50;

/**
 * Personal notifications (a reply to your comment) are one row for one user. A new recipe is one broadcast row for
 * everyone (userId null) plus a read mark per user who read it: publishing never writes a row per user.
 */
export class NotificationService {
  constructor(private readonly ds: DataSource) {}

  /** Notifications about a recipe readers can no longer see (made a draft again) are left out. */
  async unread(ctx: RequestContext): Promise<NotificationView[]> {
    const since = await this.memberSince(ctx);
    const recipeIsPublic = publicCondition('rc');
    const rows: {
      id: number;
      message: string;
      createdAt: string | Date;
      recipeId: number | null;
      commentId: number | null;
    }[] = await this.ds
      .getRepository(Notification)
      .createQueryBuilder('n')
      .select([
        'n.id AS id',
        'n.message AS message',
        'n.createdAt AS createdAt',
        'n.recipeId AS recipeId',
        'n.commentId AS commentId',
      ])
      .leftJoin(NotificationRead, 'r', 'r.notificationId = n.id AND r.userId = :uid', { uid: ctx.user!.id })
      .leftJoin(Recipe, 'rc', 'rc.id = n.recipeId')
      .where('r.notificationId IS NULL')
      .andWhere(`(n.recipeId IS NULL OR (${recipeIsPublic.sql}))`, recipeIsPublic.params)
      .andWhere('(n.userId = :uid OR (n.userId IS NULL AND n.createdAt >= :since))', { since: toDbDateTime(since) })
      .orderBy('n.createdAt', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .limit(UNREAD_LIMIT)
      .getRawMany();
    return rows.map((row) => ({
      id: Number(row.id),
      message: row.message,
      createdAt: asUtcDate(row.createdAt),
      recipeId: row.recipeId === null ? null : Number(row.recipeId),
      commentId: row.commentId === null || row.recipeId === null ? null : Number(row.commentId),
      read: false,
    }));
  }

  /** Marks one of the reader's notifications read; anybody else's (or an unknown one) is 404. */
  async markRead(ctx: RequestContext, id: number): Promise<void> {
    const since = await this.memberSince(ctx);
    const uid = ctx.user!.id;
    const notification = await this.ds.getRepository(Notification).findOneBy({ id });
    const visible =
      notification &&
      (notification.userId === uid || (notification.userId === null && notification.createdAt >= dropMs(since)));
    if (!visible) throw notFound('Notificação não encontrada.');
    const reads = this.ds.getRepository(NotificationRead);
    if (!(await reads.existsBy({ notificationId: id, userId: uid }))) {
      await transaction(this.ds, (em) =>
        em.getRepository(NotificationRead).insert({ notificationId: id, userId: uid, readAt: new Date() }),
      ).catch((err: Error) => {
        if (!/UNIQUE|Duplicate/i.test(err.message)) throw err;
      });
    }
  }

  async notifyUser(
    em: EntityManager,
    userId: number,
    message: string,
    recipeId: number | null,
    commentId: number | null = null,
  ): Promise<void> {
    await em.getRepository(Notification).insert({ userId, message: message.slice(0, 500), recipeId, commentId });
  }

  /**
   * Announces every public recipe not yet announced (new ones, scheduled ones whose time came, drafts just
   * published); a draft never. The claim is an atomic UPDATE, so several app instances running this at once announce
   * each recipe exactly once.
   */
  async announceDue(now = new Date()): Promise<number> {
    const due = await wherePublic(
      this.ds.getRepository(Recipe).createQueryBuilder('r').select(['r.id', 'r.title']).where('r.announcedAt IS NULL'),
      'r',
      now,
    ).getMany();
    let announced = 0;
    for (const recipe of due) {
      await transaction(this.ds, async (em) => {
        // The recipe is public from now on: pages showing it must be rendered again. (Raw SQL is not seen by the
        // content-write subscriber; the version row first, in the lock order every content writer uses.)
        await bumpContentVersion(em);
        // Announcing is not an edit: updatedAt keeps its value (MySQL would otherwise bump it ON UPDATE).
        const claim = await em.queryRunner!.query(
          'UPDATE recipes SET announcedAt = ?, updatedAt = updatedAt ' +
            'WHERE id = ? AND announcedAt IS NULL AND draft = 0 AND deletedAt IS NULL',
          [toDbDateTime(now), recipe.id],
          true,
        );
        if (!claim.affected) return;
        await em
          .getRepository(Notification)
          .insert({ userId: null, message: `Nova receita: ${recipe.title}`.slice(0, 500), recipeId: recipe.id });
        announced += 1;
      });
    }
    return announced;
  }

  private async memberSince(ctx: RequestContext): Promise<Date> {
    if (!ctx.user) throw ctx.authError ?? unauthenticated();
    const user = await this.ds
      .getRepository(User)
      .findOne({ where: { id: ctx.user.id }, select: { id: true, createdAt: true } });
    if (!user) throw unauthenticated();
    return dropMs(user.createdAt);
  }
}

const dropMs = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

/** Raw datetime values come back as Date (MySQL) or 'yyyy-mm-dd hh:mm:ss' UTC text (SQLite). */
function asUtcDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(`${value.replace(' ', 'T')}${/Z|[+-]\d\d:?\d\d$/.test(value) ? '' : 'Z'}`);
}
