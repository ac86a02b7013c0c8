import sharp from 'sharp';
import type { Logger } from 'pino';
import { createRequestContext } from '../../graphql/context';
import { Category } from '../../modules/category/category.entity';
import { SiteConfiguration } from '../../modules/configuration/configuration.entity';
import { Craving } from '../../modules/craving/craving.entity';
import { EBookRecipe } from '../../modules/ebook/ebook-recipe.entity';
import { EBook } from '../../modules/ebook/ebook.entity';
import type { StoredImage } from '../../modules/media/media.service';
import { Occasion } from '../../modules/occasion/occasion.entity';
import { Recipe } from '../../modules/recipe/recipe.entity';
import { Role } from '../../modules/user/user.entity';
import type { Services } from '../../services';
import { normalizeKey } from '../../shared/text';
import { DEMO_EBOOKS } from './demo-ebooks';
import { DEMO_RECIPES } from './demo-recipes';
import { DEMO_CATEGORIES, DEMO_CRAVINGS, DEMO_OCCASIONS } from './demo-taxonomy';
import { categorySvg, dishSvg, ebookCoverSvg } from './illustrations';
import {
  creatorPortraitSvg,
  partnerLogoSvg,
  DEMO_CREATOR,
  DEMO_FEATURED,
  DEMO_PARTNERS,
  DEMO_SOCIAL,
  DEMO_VIEWS,
  DEMO_WEEKLY_DESSERTS,
} from './demo-site';

const DAY = 86_400_000;

const svgToPng = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();

/** Runs `work` over the items, `concurrency` at a time, keeping the order of results. */
async function mapPool<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export interface DemoSeedOptions {
  now?: Date;
  /** stores a picture drawn as SVG; by default encoded and stored as any upload is (the media service) */
  storeImage?: (svg: string) => Promise<StoredImage>;
}

/** Seeds the demo site (recipes, taxonomy, e-books, configuration) when the database has no recipe yet. */
export async function seedDemoContent(
  services: Services,
  logger: Logger,
  { now = new Date(), storeImage }: DemoSeedOptions = {},
): Promise<boolean> {
  const { ds, media, recipes } = services;
  // Recipes in the trash count: a creator who deleted every recipe gets no demo back.
  if ((await ds.getRepository(Recipe).count({ withDeleted: true })) > 0) return false;
  const started = Date.now();
  const ctx = createRequestContext(ds, {
    requestId: 'seed',
    ip: '127.0.0.1',
    user: { id: 0, name: 'seed', email: 'seed@receitas.local', role: Role.ADMIN },
  });
  const image = storeImage ?? (async (svg: string): Promise<StoredImage> => media.storeImage(ctx, await svgToPng(svg)));

  // Taxonomy is found or created by name, so a seed interrupted before its first recipe can simply run again.
  const categoryIds = new Map<string, number>();
  for (const [i, c] of DEMO_CATEGORIES.entries()) {
    const existing = await ds.getRepository(Category).findOneBy({ nameKey: normalizeKey(c.name) });
    if (existing) {
      categoryIds.set(c.name, existing.id);
      continue;
    }
    const img = await image(categorySvg(c.art, `category-${i}`));
    const saved = await ds.getRepository(Category).save({
      name: c.name,
      nameKey: normalizeKey(c.name),
      description: c.description,
      imageSmall: img.small,
      imageMedium: img.medium,
    });
    categoryIds.set(c.name, saved.id);
  }
  const cravingIds = new Map<string, number>();
  for (const [i, c] of DEMO_CRAVINGS.entries()) {
    const existing = await ds.getRepository(Craving).findOneBy({ nameKey: normalizeKey(c.name) });
    if (existing) {
      cravingIds.set(c.name, existing.id);
      continue;
    }
    const img = await image(categorySvg(c.art, `craving-${i}`));
    const saved = await ds.getRepository(Craving).save({
      name: c.name,
      nameKey: normalizeKey(c.name),
      description: c.description,
      imageSmall: img.small,
      imageMedium: img.medium,
      imageOriginal: img.original,
    });
    cravingIds.set(c.name, saved.id);
  }
  const occasionIds = new Map<string, number>();
  for (const name of DEMO_OCCASIONS) {
    const repo = ds.getRepository(Occasion);
    const saved =
      (await repo.findOneBy({ nameKey: normalizeKey(name) })) ??
      (await repo.save({ name, nameKey: normalizeKey(name) }));
    occasionIds.set(name, saved.id);
  }

  const idOf = (map: Map<string, number>, name: string, kind: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`demo data: unknown ${kind} "${name}"`);
    return id;
  };
  const recipeIds = new Map<string, number>();
  // Oldest first, so ids grow with publication dates as they would on a real site.
  const ordered = [...DEMO_RECIPES].sort((a, b) => b.daysAgo - a.daysAgo);
  // Image encoding dominates the seed: render the dishes a few at a time (sharp works off the main thread).
  const photos = await mapPool(ordered, 3, (r) => image(dishSvg(r.art, r.slug, 1200, 900)));
  for (const [index, r] of ordered.entries()) {
    const img = photos[index];
    const published = new Date(now.getTime() - r.daysAgo * DAY);
    published.setUTCHours(11, 0, 0, 0);
    const saved = await recipes.create(
      ctx,
      {
        title: r.title,
        description: r.description,
        prepTime: r.prepTime,
        cookTime: r.cookTime,
        servings: r.servings,
        difficulty: r.difficulty as Recipe['difficulty'],
        cuisine: r.cuisine,
        imageUrl: img,
        ingredients: r.ingredients,
        instructions: r.instructions,
        notes: r.notes.map((noteText) => ({ noteText })),
        tags: r.tags.map((name) => ({ name })),
        utensils: r.utensils,
        category: r.categories.map((name) => ({ categoryId: idOf(categoryIds, name, 'category') })),
        cravings: r.cravings.map((name) => ({ id: idOf(cravingIds, name, 'craving') })),
        occasions: r.occasions.map((name) => ({ id: idOf(occasionIds, name, 'occasion') })),
        commentBody: r.commentBody,
        nutrition: r.nutrition,
        datePublished: published.toISOString(),
      },
      // demo content has no history until its first save
      { announce: false, revision: false },
    );
    recipeIds.set(r.slug, saved.id);
    const views = DEMO_VIEWS[r.slug];
    // A view is not an edit: updatedAt keeps its value.
    if (views)
      await ds.query('UPDATE recipes SET viewCount = ?, updatedAt = updatedAt WHERE id = ?', [views, saved.id]);
  }
  // No invented day-by-day history: the dashboard's chart counts real visits only (the totals above rank the demo).

  const ebookIds: number[] = [];
  const covers = await mapPool(DEMO_EBOOKS, 3, async (e) => ({
    vertical: await image(ebookCoverSvg(e.title, e.author, e.coverColors, 'vertical')),
    horizontal: await image(ebookCoverSvg(e.title, e.author, e.coverColors, 'horizontal')),
  }));
  for (const [index, e] of DEMO_EBOOKS.entries()) {
    const { vertical, horizontal } = covers[index];
    const saved = await ds.getRepository(EBook).save({
      title: e.title,
      author: e.author,
      price: e.price,
      externalUrl: e.externalUrl,
      publicationDate: new Date(now.getTime() - e.daysAgo * DAY).toISOString().slice(0, 10),
      verticalCoverSmall: vertical.small,
      verticalCoverMedium: vertical.medium,
      verticalCoverOriginal: vertical.original,
      horizontalCoverSmall: horizontal.small,
      horizontalCoverMedium: horizontal.medium,
      horizontalCoverOriginal: horizontal.original,
    });
    ebookIds.push(saved.id);
    await ds
      .getRepository(EBookRecipe)
      .insert(
        e.recipes.map((slug, position) => ({ ebookId: saved.id, recipeId: idOf(recipeIds, slug, 'recipe'), position })),
      );
  }

  const partnerships = [];
  for (const [i, p] of DEMO_PARTNERS.entries()) {
    const logo = await image(partnerLogoSvg(p.name, p.colors, i));
    partnerships.push({ name: p.name, image_url: logo.small, website_url: p.websiteUrl });
  }

  const creatorPhoto = await image(creatorPortraitSvg());

  const bySlug = (slug: string) => idOf(recipeIds, slug, 'recipe');
  const weekly = DEMO_WEEKLY_DESSERTS.map(bySlug);
  await ds.getRepository(SiteConfiguration).save({
    id: 1,
    featuredRecipeIds: DEMO_FEATURED.map(bySlug),
    instagramUrl: DEMO_SOCIAL.instagram,
    youtubeUrl: DEMO_SOCIAL.youtube,
    tiktokUrl: DEMO_SOCIAL.tiktok,
    pinterestUrl: DEMO_SOCIAL.pinterest,
    facebookUrl: DEMO_SOCIAL.facebook,
    featuredEBookId: ebookIds[0] ?? null,
    partnerships,
    googleAdsenseScript: null,
    weeklyMonday: weekly[0] ?? null,
    weeklyTuesday: weekly[1] ?? null,
    weeklyWednesday: weekly[2] ?? null,
    weeklyThursday: weekly[3] ?? null,
    weeklyFriday: weekly[4] ?? null,
    creatorName: DEMO_CREATOR.name,
    creatorPhotoUrl: creatorPhoto.small,
    creatorBio: DEMO_CREATOR.bio,
  });
  logger.info(
    { recipes: recipeIds.size, categories: categoryIds.size, ebooks: ebookIds.length, ms: Date.now() - started },
    'demo content seeded',
  );
  return true;
}
