import { transaction } from '../../db/transaction';
import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { dialectOf } from '../../db/data-source';
import { badInput } from '../../shared/errors';
import { todayIn } from '../../shared/site-time';
import { ratingStats } from '../comment/ratings';
import { loadInOrder } from './listing/recipe-listing';
import { RecipeView } from './recipe-view.entity';
import { Recipe } from './recipe.entity';
import { isPublic, wherePublic } from './recipe-visibility';
import type { RecipeService } from './recipe.service';

const DAY = 86_400_000;
export const MAX_TOP = 50;
// Bayesian prior: a recipe's rating counts as if it also had PRIOR_WEIGHT ratings at the site-wide mean.
const PRIOR_WEIGHT = 3;

/** Real popularity: counted views blended with readers' ratings. No invented numbers. */
export class RecipePopularityService {
  constructor(
    private readonly ds: DataSource,
    private readonly recipes: RecipeService,
    private readonly visitorSalt: string,
    /** the site's calendar, for the daily counts (America/Sao_Paulo) */
    private readonly timeZone: string,
  ) {}

  /**
   * Counts a view at most once per client address, recipe and day of the site's calendar (signed in or not, whatever
   * the User-Agent says: those are free to change, the address is not). Answers whether this one counted: an admin's
   * preview of a draft or scheduled recipe does not (readers get its 404).
   */
  async recordView(ctx: RequestContext, recipeId: number, now = new Date()): Promise<boolean> {
    if (!isPublic(await this.recipes.get(ctx, recipeId), now.getTime())) return false;
    const visitorHash = crypto.createHmac('sha256', this.visitorSalt).update(visitorNetwork(ctx.ip)).digest('hex');
    const day = todayIn(this.timeZone, now);
    try {
      // On its own, before the counts: inside their transaction, concurrent repeats would each hold the recipe's
      // foreign-key lock while waiting on this row, and deadlock with the count's UPDATE on MySQL/MariaDB.
      await this.ds.getRepository(RecipeView).insert({ recipeId, visitorHash, day });
    } catch (err) {
      // The unique (recipe, visitor, day) key refused a repeat view.
      if (/UNIQUE|Duplicate/i.test((err as Error).message)) return false;
      throw err;
    }
    return transaction(this.ds, async (em) => {
      // A view is not an edit: updatedAt keeps its value (MySQL would otherwise bump it ON UPDATE).
      await em.query('UPDATE recipes SET viewCount = viewCount + 1, updatedAt = updatedAt WHERE id = ?', [recipeId]);
      await em.query(
        dialectOf(this.ds) === 'sqlite'
          ? 'INSERT INTO recipe_view_days (recipeId, day, count) VALUES (?, ?, 1) ON CONFLICT (recipeId, day) DO UPDATE SET count = count + 1'
          : 'INSERT INTO recipe_view_days (recipeId, day, count) VALUES (?, ?, 1) ON DUPLICATE KEY UPDATE count = count + 1',
        [recipeId, day],
      );
      return true;
    });
  }

  /** Forgets visits before yesterday (only needed to refuse repeats on the current day). */
  async purgeOldViews(now = new Date()): Promise<void> {
    await this.ds.query('DELETE FROM recipe_views WHERE day < ?', [
      todayIn(this.timeZone, new Date(now.getTime() - DAY)),
    ]);
  }

  async top(_ctx: RequestContext, limit = 10): Promise<Recipe[]> {
    if (!Number.isInteger(limit) || limit < 1) throw badInput('limit', 'O parâmetro limit deve ser um inteiro ≥ 1.');
    const take = Math.min(limit, MAX_TOP);
    const candidates = await wherePublic(
      this.ds.getRepository(Recipe).createQueryBuilder('r').select(['r.id', 'r.viewCount', 'r.datePublished']),
    ).getMany();
    if (!candidates.length) return [];
    const ratings = await ratingStats(this.ds, null);
    let total = 0;
    let count = 0;
    for (const stats of ratings.values()) {
      total += stats.average * stats.count;
      count += stats.count;
    }
    const mean = count ? total / count : 0;
    const maxViews = Math.max(1, ...candidates.map((r) => r.viewCount));
    const score = (r: Recipe) => {
      const views = Math.log1p(r.viewCount) / Math.log1p(maxViews);
      const stats = ratings.get(r.id);
      if (!count) return views;
      const n = stats?.count ?? 0;
      const bayes = (mean * PRIOR_WEIGHT + (stats?.average ?? 0) * n) / (PRIOR_WEIGHT + n);
      return 0.5 * views + 0.5 * ((bayes - 1) / 4);
    };
    const ranked = candidates
      .map((r) => ({ r, s: score(r) }))
      .sort((a, b) => b.s - a.s || b.r.datePublished.getTime() - a.r.datePublished.getTime() || b.r.id - a.r.id)
      .slice(0, take)
      .map(({ r }) => r.id);
    return loadInOrder(this.ds, ranked);
  }
}

/**
 * Who a view belongs to: the client address, an IPv6 one by its /64 network (what one subscriber line gets, so
 * rotating addresses within it counts once). IPv4-mapped IPv6 addresses are their IPv4 address.
 */
export function visitorNetwork(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, '') || '0')
    .join(':')}::/64`;
}
