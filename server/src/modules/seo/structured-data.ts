import { agreeWords, bySection, ingredientLine, numberSteps, servingsCount, servingsUnit } from '@receitas/shared';
import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import type { ConfigurationService } from '../configuration/configuration.service';
import type { MediaService } from '../media/media.service';
import { EBook } from '../ebook/ebook.entity';
import { absoluteUrl, baseUrl, SITE_NAME } from '../mail/layout';
import type { Nutrition } from '../recipe/nutrition.types';
import type { Recipe } from '../recipe/recipe.entity';
import { normalizeKey } from '../../shared/text';
import type { Crumb, PageSubject } from '../../../../client/src/render-contract';

export type { Crumb, PageSubject };

// schema.org markup, built here alone: the pages' heads (what a page declares it shows: http/ssr.ts) and any export
// of a recipe read the same builders. Google Search Central's rules are followed: the markup describes what the page
// shows, URLs are absolute, and what a recipe does not have is left out rather than invented.

type JsonLd = Record<string, unknown>;

/** The site's facts every builder needs. */
export interface SiteFacts {
  /** PUBLIC_URL without its trailing slash */
  origin: string;
  /** the configured social profiles (Organization.sameAs) */
  profiles: string[];
}

/** Everything a Recipe's markup is made of: the recipe and its parts, as the recipe page shows them. */
export interface StructuredRecipe {
  recipe: Pick<
    Recipe,
    | 'id'
    | 'title'
    | 'description'
    | 'author'
    | 'prepTime'
    | 'cookTime'
    | 'totalTime'
    | 'servings'
    | 'cuisine'
    | 'datePublished'
    | 'updatedAt'
    | 'imageMedium'
    | 'imageOriginal'
  > & { nutrition: Nutrition | null };
  /** absolute or site-relative URLs of its pictures, the widest first (the 1:1, 4:3 and 16:9 crops when there are) */
  images?: string[];
  categories: { name: string }[];
  tags: { name: string }[];
  ingredients: { section: string; ingredientName: string; quantity: string; unit: string }[];
  instructions: { section: string; instructionText: string }[];
  rating: { average: number; count: number };
}

/** The page's anchor of the Nth step (StepList.tsx's ids), numbered on across sections. */
export const stepAnchor = (position: number) => `passo-${position}`;

/** A step's name: its first sentence, at most this long (a longer one is cut at a word). */
const STEP_NAME_MAX = 80;

export function stepName(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?…])(\s|$)/.exec(clean)?.[1] ?? clean;
  if (sentence.length <= STEP_NAME_MAX) return sentence.replace(/[.;:]$/, '');
  const cut = sentence.slice(0, STEP_NAME_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), STEP_NAME_MAX / 2)).replace(/[,;:.]$/, '')}…`;
}

const organizationId = (origin: string) => `${origin}/#organization`;

/** The site's logo for publishers and the Organization: the 512 px icon (site-icons.ts). */
const logoOf = (origin: string): JsonLd => ({
  '@type': 'ImageObject',
  url: `${origin}/icons/icon-512.png`,
  width: 512,
  height: 512,
});

/** Who publishes the site's recipes and e-books: the site, with its logo. */
const publisherOf = (origin: string): JsonLd => ({
  '@type': 'Organization',
  '@id': organizationId(origin),
  name: SITE_NAME,
  logo: logoOf(origin),
});

/** '12.5' g per serving → '12,5 g'? schema.org wants a number and its unit: '12.5 g'. */
const amount = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined || !Number.isFinite(value) ? undefined : `${value} ${unit}`;

/** schema.org Recipe for a recipe page (and any export of the recipe). */
export function recipeJsonLd(input: StructuredRecipe, site: SiteFacts): JsonLd {
  const { recipe } = input;
  const origin = site.origin;
  const url = `${origin}/recipes/${recipe.id}`;
  const images = dedupe(
    (input.images ?? [recipe.imageOriginal, recipe.imageMedium])
      .map((image) => (image ? absoluteUrl(origin, image) : null))
      .filter((image): image is string => Boolean(image)),
  );
  const servings = recipe.servings.replace(/\s+/g, ' ').trim();
  const count = servings ? servingsCount(servings) : null;
  const hasCount = count !== null && count > 0;
  // Google's rule: keywords other than the category and the cuisine
  const taken = new Set([...input.categories.map((c) => normalizeKey(c.name)), normalizeKey(recipe.cuisine ?? '')]);
  const keywords = dedupe(
    input.tags.map((t) => t.name.trim()).filter((name) => name && !taken.has(normalizeKey(name))),
  );
  const nutrition = recipe.nutrition;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description.trim() || undefined,
    url,
    image: images.length ? images : undefined,
    author: { '@type': 'Person', name: recipe.author, url: `${origin}/about` },
    publisher: publisherOf(origin),
    datePublished: recipe.datePublished.toISOString(),
    dateModified: recipe.updatedAt.toISOString(),
    prepTime: recipe.prepTime ?? undefined,
    cookTime: recipe.cookTime ?? undefined,
    totalTime: recipe.totalTime ?? undefined,
    // the number and the text, as Google reads a yield: ["30", "30 unidades"]
    recipeYield: servings ? (hasCount ? [formatCount(count), servings] : servings) : undefined,
    recipeCategory: input.categories.length ? input.categories.map((c) => c.name).join(', ') : undefined,
    recipeCuisine: recipe.cuisine?.trim() || undefined,
    keywords: keywords.length ? keywords.join(', ') : undefined,
    recipeIngredient: input.ingredients.map((ingredient) => ingredientLine(ingredient)),
    recipeInstructions: instructionsOf(input.instructions, url),
    // per serving: without a number of servings there is no serving to speak of
    nutrition:
      hasCount && nutrition?.calories
        ? compact({
            '@type': 'NutritionInformation',
            servingSize: servingOf(servings),
            calories: amount(nutrition.calories, 'kcal'),
            carbohydrateContent: amount(nutrition.carbohydrates, 'g'),
            proteinContent: amount(nutrition.protein, 'g'),
            fatContent: amount(nutrition.fat, 'g'),
            fiberContent: amount(nutrition.fiber, 'g'),
            sodiumContent: amount(nutrition.sodium, 'mg'),
          })
        : undefined,
    // readers' real scores only
    aggregateRating:
      input.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Math.round(input.rating.average * 10) / 10,
            ratingCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  });
}

/** HowToStep with its text, a short name and the page's anchor; HowToSection for named sections. */
function instructionsOf(instructions: StructuredRecipe['instructions'], url: string): JsonLd[] {
  const steps = numberSteps(instructions.filter((step) => step.instructionText.trim()));
  const howTo = (step: (typeof steps)[number]): JsonLd => ({
    '@type': 'HowToStep',
    name: stepName(step.instructionText),
    text: step.instructionText.trim(),
    url: `${url}#${stepAnchor(step.position)}`,
  });
  return bySection(steps).flatMap((group) =>
    group.section
      ? [{ '@type': 'HowToSection', name: group.section, itemListElement: group.items.map(howTo) }]
      : group.items.map(howTo),
  );
}

/** WebSite with its search (the search drawer opens from `?busca=`) and the Organization behind it. */
export function siteJsonLd(site: SiteFacts): JsonLd[] {
  const { origin } = site;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: SITE_NAME,
      url: `${origin}/`,
      inLanguage: 'pt-BR',
      publisher: { '@id': organizationId(origin) },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/?busca={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    compact({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId(origin),
      name: SITE_NAME,
      url: `${origin}/`,
      logo: logoOf(origin),
      sameAs: site.profiles.length ? site.profiles : undefined,
    }),
  ];
}

export function breadcrumbJsonLd(crumbs: Crumb[], site: SiteFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.origin, crumb.path),
    })),
  };
}

/** A summary page's list (Google's carousel of a list page): each recipe's URL, in the order shown. */
export function itemListJsonLd(paths: string[], site: SiteFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: dedupe(paths).map((path, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(site.origin, path),
    })),
  };
}

/** An e-book for sale: Book, with the shop's Offer in reais. */
export function bookJsonLd(ebook: EBook, site: SiteFacts): JsonLd {
  const cover = ebook.verticalCoverOriginal ?? ebook.verticalCoverMedium ?? ebook.horizontalCoverOriginal;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: ebook.title,
    author: { '@type': 'Person', name: ebook.author, url: `${site.origin}/about` },
    publisher: publisherOf(site.origin),
    image: cover ? absoluteUrl(site.origin, cover) : undefined,
    url: ebook.externalUrl,
    bookFormat: 'https://schema.org/EBook',
    inLanguage: 'pt-BR',
    datePublished: ebook.publicationDate,
    offers: {
      '@type': 'Offer',
      price: ebook.price,
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      url: ebook.externalUrl,
    },
  });
}

/** `<script type="application/ld+json">` tags for a page's head ('<' escaped: no text can close the script). */
export function jsonLdScripts(items: JsonLd[]): string {
  return items
    .map((item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`)
    .join('');
}

/**
 * The structured data of a page from what its render declared it shows, read through the render's own context (its
 * loaders already hold what the page loaded, so a recipe page costs no second read of its recipe).
 */
export class StructuredData {
  private readonly origin: string;

  constructor(
    private readonly ds: DataSource,
    private readonly configuration: ConfigurationService,
    private readonly media: MediaService,
    /** a recipe's categories as its page reads them (no second query) */
    private readonly categoriesOf: (ctx: RequestContext, recipeId: number) => Promise<{ name: string }[]>,
    publicUrl: string,
  ) {
    this.origin = baseUrl(publicUrl);
  }

  async forPage(ctx: RequestContext, subjects: PageSubject[]): Promise<string> {
    if (!subjects.length) return '';
    const site = await this.site(ctx, subjects);
    const items: JsonLd[] = [];
    const listed = subjects.flatMap((s) => (s.type === 'ItemList' ? s.paths : []));
    for (const subject of subjects) {
      if (subject.type === 'WebSite') items.push(...siteJsonLd(site));
      else if (subject.type === 'BreadcrumbList') items.push(breadcrumbJsonLd(subject.crumbs, site));
      else if (subject.type === 'Recipe') {
        const recipe = await this.recipe(ctx, subject.id);
        if (recipe) items.push(recipeJsonLd(recipe, site));
      } else if (subject.type === 'Book') {
        const ebooks = await this.ds.getRepository(EBook).findBy({ id: In(subject.ids) });
        const byId = new Map(ebooks.map((ebook) => [ebook.id, ebook]));
        for (const id of subject.ids) {
          const ebook = byId.get(id);
          if (ebook) items.push(bookJsonLd(ebook, site));
        }
      }
    }
    // the lists a page shows (the index has one per category) are one list for search engines
    if (listed.length) items.push(itemListJsonLd(listed, site));
    return jsonLdScripts(items);
  }

  /** A recipe's markup input through the context's loaders (null for a recipe that is not there). */
  async recipe(ctx: RequestContext, id: number): Promise<StructuredRecipe | null> {
    const loaders = ctx.loaders.recipe;
    const [recipe, parts, categories, rating] = await Promise.all([
      loaders.byId.load(id),
      loaders.parts.load(id),
      this.categoriesOf(ctx, id),
      loaders.ratings.load(id),
    ]);
    if (!recipe) return null;
    // Google's three ratios at 1200 px, once the background work cut them; until then the picture as uploaded
    const crops = await this.media.cropsFor(ctx, recipe.imageOriginal ?? recipe.imageMedium);
    return {
      recipe,
      images: crops ? [crops.square.url, crops.standard.url, crops.wide.url] : undefined,
      categories,
      tags: parts.tags,
      ingredients: parts.ingredients,
      instructions: parts.instructions,
      rating,
    };
  }

  private async site(ctx: RequestContext, subjects: PageSubject[]): Promise<SiteFacts> {
    if (!subjects.some((s) => s.type === 'WebSite')) return { origin: this.origin, profiles: [] };
    const { socialMedia } = await this.configuration.get(ctx);
    const profiles = [
      socialMedia.instagram,
      socialMedia.youtube,
      socialMedia.tiktok,
      socialMedia.pinterest,
      socialMedia.facebook,
    ].filter((url): url is string => Boolean(url?.trim()));
    return { origin: this.origin, profiles };
  }
}

/** One serving of a yield: '30 unidades' → '1 unidade', '8 porções' → '1 porção'; '1 porção' when it names none. */
function servingOf(servings: string): string {
  const unit = servingsUnit(servings);
  return unit && /^\p{L}/u.test(unit) ? `1 ${agreeWords(unit, 1)}` : '1 porção';
}

function formatCount(count: number): string {
  return Number.isInteger(count) ? String(count) : String(Math.round(count * 100) / 100);
}

function dedupe(values: string[]): string[] {
  return [...new Set(values)];
}

/** The object without its undefined members (JSON drops them anyway; tests compare objects). */
function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}
