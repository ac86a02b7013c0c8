import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { dateOnlyTransformer } from '../../shared/column-types';
import { lastDaysIn } from '../../shared/site-time';
import { Comment } from '../comment/comment.entity';
import type { ContactService } from '../contact/contact.service';
import { ACTIVE_SUBSCRIBER, NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { listingCriteria } from '../recipe/listing/recipe-criteria';
import { loadInOrder, type RecipeListing } from '../recipe/listing/recipe-listing';
import type { DailyViews, DashboardOverview, RecentComment, RecipeViewsTotal } from './dashboard.types';

export const OVERVIEW_DAYS = 30;
export const OVERVIEW_TOP_RECIPES = 5;
export const OVERVIEW_COMMENTS = 5;

/** The figures of the dashboard's home, read from the site's own records. */
export class DashboardService {
  constructor(
    private readonly ds: DataSource,
    private readonly contacts: ContactService,
    private readonly listing: RecipeListing,
    /** the site's calendar: a day of views is a day in São Paulo */
    private readonly timeZone: string,
  ) {}

  async overview(ctx: RequestContext, now = new Date()): Promise<DashboardOverview> {
    const days = lastDaysIn(this.timeZone, OVERVIEW_DAYS, now);
    const [recipes, newsletterSubscribers, unreadContacts, viewsByDay, topRecipes, latestComments] = await Promise.all([
      this.listing.statusCounts(listingCriteria({}), now),
      this.ds.getRepository(NewsletterSubscriber).countBy(ACTIVE_SUBSCRIBER),
      this.contacts.unreadCount(ctx),
      this.viewsByDay(days),
      this.topRecipes(days[0]),
      this.latestComments(),
    ]);
    return { recipes, newsletterSubscribers, unreadContacts, viewsByDay, topRecipes, latestComments };
  }

  /** One entry per day, zeros included. */
  private async viewsByDay(days: string[]): Promise<DailyViews[]> {
    const rows: { day: string | Date; views: string | number }[] = await this.ds.query(
      'SELECT day, SUM(count) AS views FROM recipe_view_days WHERE day >= ? AND day <= ? GROUP BY day',
      [days[0], days[days.length - 1]],
    );
    const byDay = new Map(rows.map((row) => [dateOnlyTransformer.from(row.day) as string, Number(row.views)]));
    return days.map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  }

  private async topRecipes(since: string): Promise<RecipeViewsTotal[]> {
    // Recipes in the trash are left out (their views stay in the daily totals: they were read).
    const rows: { recipeId: number; views: string | number }[] = await this.ds.query(
      `SELECT v.recipeId AS recipeId, SUM(v.count) AS views FROM recipe_view_days v
       INNER JOIN recipes r ON r.id = v.recipeId AND r.deletedAt IS NULL
       WHERE v.day >= ? GROUP BY v.recipeId ORDER BY views DESC, recipeId DESC LIMIT ${OVERVIEW_TOP_RECIPES}`,
      [since],
    );
    const recipes = await loadInOrder(
      this.ds,
      rows.map((row) => Number(row.recipeId)),
    );
    const views = new Map(rows.map((row) => [Number(row.recipeId), Number(row.views)]));
    return recipes.map((recipe) => ({ recipe, views: views.get(recipe.id) ?? 0 }));
  }

  /** The newest comments; those on a recipe in the trash are left out until it is restored. */
  private async latestComments(): Promise<RecentComment[]> {
    const rows = await this.ds
      .getRepository(Comment)
      .createQueryBuilder('c')
      .leftJoinAndSelect('c.user', 'user')
      .innerJoinAndSelect('c.recipe', 'recipe')
      .orderBy('c.datePosted', 'DESC')
      .addOrderBy('c.id', 'DESC')
      // one row per comment (its author and recipe are one each): a plain LIMIT
      .limit(OVERVIEW_COMMENTS)
      .getMany();
    return rows.map((row) => ({
      commentId: row.id,
      authorName: row.user?.name ?? '',
      content: row.content,
      score: row.score,
      isReply: row.parentCommentId !== null,
      datePosted: row.datePosted,
      recipe: row.recipe!,
    }));
  }
}
