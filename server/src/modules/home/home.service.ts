import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { todayIn } from '../../shared/site-time';
import { Category } from '../category/category.entity';
import type { ConfigurationService } from '../configuration/configuration.service';
import { RecipeCategory } from '../recipe/recipe-links.entity';
import { loadInOrder } from '../recipe/listing/recipe-listing';
import type { RecipePopularityService } from '../recipe/recipe-popularity.service';
import { Recipe } from '../recipe/recipe.entity';
import { isPublic, wherePublic } from '../recipe/recipe-visibility';
import { seededRandom, shuffled } from './daily-random';
import { WEEKDAYS, type HomePage, type WeeklyMenuDay } from './home.types';

// Spec §9: every number of the home page.
const HERO = 4;
const PERFECT_FOR_YOU = 4;
const POPULAR = 3;
const KITCHEN = 4;
const LATEST = 8;
/** The weekly menu's defaults come from the dessert category when there is one (its name says so). */
const DESSERT_CATEGORY = /sobremesa|doce/i;
const CONFIGURED_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/** The home page's recipes: published ones only; the random picks are seeded by the site's date, so stable all day. */
export class HomeService {
  constructor(
    private readonly ds: DataSource,
    private readonly configuration: ConfigurationService,
    private readonly popularity: RecipePopularityService,
    private readonly timeZone: string,
  ) {}

  async homePage(ctx: RequestContext, now = new Date()): Promise<HomePage> {
    const pickedOn = todayIn(this.timeZone, now);
    const config = await this.configuration.get(ctx);
    const [hero, perfectForYou, weeklyMenu, popular, pictured, latest] = await Promise.all([
      this.hero(config.featuredRecipeIds, now),
      this.perfectForYou(seededRandom(pickedOn), now),
      this.weeklyMenu(config.weeklyRecipes, now),
      this.popularity.top(ctx, POPULAR),
      this.newest(LATEST + KITCHEN, now, true),
      this.newest(LATEST, now),
    ]);
    return { pickedOn, hero, perfectForYou, weeklyMenu, popular, kitchen: kitchenOf(pictured, latest), latest };
  }

  /** The featured recipes that are public, in their order, then the newest others up to 4. */
  private async hero(featuredIds: readonly string[], now: Date): Promise<Recipe[]> {
    const ids = featuredIds.map(Number).filter(Number.isInteger);
    const featured = (await loadInOrder(this.ds, ids)).filter((r) => isPublic(r, now.getTime())).slice(0, HERO);
    if (featured.length === HERO) return featured;
    const fill = await this.newest(
      HERO,
      now,
      false,
      featured.map((r) => r.id),
    );
    return [...featured, ...fill].slice(0, HERO);
  }

  /** One random recipe from each of 4 random categories that have public recipes, never the same recipe twice. */
  private async perfectForYou(random: () => number, now: Date): Promise<Recipe[]> {
    const links: { recipeId: number; categoryId: number }[] = await wherePublic(
      this.ds
        .getRepository(RecipeCategory)
        .createQueryBuilder('rc')
        .innerJoin('rc.recipe', 'r')
        // a category in the trash is not one of the site's
        .innerJoin('rc.category', 'c')
        .select(['rc.recipeId AS recipeId', 'rc.categoryId AS categoryId'])
        .orderBy('rc.categoryId')
        .addOrderBy('rc.recipeId'),
      'r',
      now,
    ).getRawMany();
    const byCategory = new Map<number, number[]>();
    for (const { recipeId, categoryId } of links) {
      const list = byCategory.get(Number(categoryId)) ?? [];
      list.push(Number(recipeId));
      byCategory.set(Number(categoryId), list);
    }
    const chosen: number[] = [];
    for (const categoryId of shuffled([...byCategory.keys()], random)) {
      if (chosen.length === PERFECT_FOR_YOU) break;
      const pick = shuffled(byCategory.get(categoryId)!, random).find((id) => !chosen.includes(id));
      if (pick !== undefined) chosen.push(pick);
    }
    return loadInOrder(this.ds, chosen);
  }

  /** The configured recipe of each weekday (null when it is not public); none configured: the newest desserts. */
  private async weeklyMenu(
    configured: Partial<Record<(typeof CONFIGURED_DAYS)[number], string | null>>,
    now: Date,
  ): Promise<WeeklyMenuDay[]> {
    const ids = CONFIGURED_DAYS.map((day) => (configured[day] ? Number(configured[day]) : null));
    let recipes: (Recipe | null)[];
    if (ids.some((id) => id !== null)) {
      const found = await loadInOrder(
        this.ds,
        ids.filter((id): id is number => id !== null),
      );
      const byId = new Map(found.filter((r) => isPublic(r, now.getTime())).map((r) => [r.id, r]));
      recipes = ids.map((id) => (id === null ? null : (byId.get(id) ?? null)));
    } else {
      recipes = await this.defaultDesserts(now);
    }
    return WEEKDAYS.map((day, i) => ({ day, recipe: recipes[i] ?? null }));
  }

  private async defaultDesserts(now: Date): Promise<Recipe[]> {
    const categories = await this.ds.getRepository(Category).find({ order: { id: 'ASC' } });
    const dessert = categories.find((c) => DESSERT_CATEGORY.test(c.name));
    if (!dessert) return this.newest(WEEKDAYS.length, now);
    const links = await this.ds.getRepository(RecipeCategory).findBy({ categoryId: dessert.id });
    const ids = links.map((l) => l.recipeId);
    if (!ids.length) return this.newest(WEEKDAYS.length, now);
    const qb = this.ds
      .getRepository(Recipe)
      .createQueryBuilder('r')
      .where({ id: In(ids) });
    return wherePublic(qb, 'r', now)
      .orderBy('r.datePublished', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .take(WEEKDAYS.length)
      .getMany();
  }

  /** The newest public recipes (by publication date); `withMediumImage`: only those with a medium image. */
  private newest(take: number, now: Date, withMediumImage = false, except: number[] = []): Promise<Recipe[]> {
    const qb = this.ds.getRepository(Recipe).createQueryBuilder('r');
    if (withMediumImage) qb.andWhere("r.imageMedium IS NOT NULL AND r.imageMedium <> ''");
    if (except.length) qb.andWhere('r.id NOT IN (:...except)', { except });
    return wherePublic(qb, 'r', now).orderBy('r.datePublished', 'DESC').addOrderBy('r.id', 'DESC').take(take).getMany();
  }
}

/**
 * 'Direto da Cozinha' right above 'Receitas mais recentes' is a selection of its own: the newest recipes with a medium
 * picture that the latest eight do not already show; only a site too small for both repeats some (newest first).
 */
function kitchenOf(pictured: Recipe[], latest: Recipe[]): Recipe[] {
  const shown = new Set(latest.map((r) => r.id));
  const own = pictured.filter((r) => !shown.has(r.id));
  return [...own, ...pictured.filter((r) => shown.has(r.id))].slice(0, KITCHEN);
}
