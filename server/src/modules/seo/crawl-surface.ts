import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Category } from '../category/category.entity';
import type { ContentVersion } from '../content/content-version';
import { Craving } from '../craving/craving.entity';
import { absoluteUrl, baseUrl, SITE_NAME } from '../mail/layout';
import { RecipeCategory, RecipeCraving } from '../recipe/recipe-links.entity';
import { Recipe } from '../recipe/recipe.entity';
import { wherePublic } from '../recipe/recipe-visibility';
import { toDbDateTime } from '../../shared/text';

/** Google's and the protocol's ceiling: a sitemap holds at most 50,000 URLs (and 50 MB, far above ours). */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** The feed's length: the newest recipes, as readers of a food blog's feed expect. */
export const FEED_ITEMS = 20;
/** A snapshot is rebuilt at least this often even when nothing moves its version (a clock-driven change missed). */
const SNAPSHOT_MAX_AGE_MS = 60 * 60_000;

/** The public pages that are not a recipe, category or craving, with what dates them. */
const SITE_PAGES = ['/', '/recipes', '/about', '/e-book'] as const;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
// Characters XML 1.0 does not allow at all (a pasted control character would make the whole file unreadable).
// eslint-disable-next-line no-control-regex
const printable = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
/** The latest of `dates` (a loop: a spread of 100,000 arguments would overflow the stack). */
const latest = (dates: Date[]) => {
  let max = 0;
  for (const date of dates) max = Math.max(max, date.getTime());
  return new Date(max);
};

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};
const imageType = (url: string) => IMAGE_TYPES[/\.(\w+)(?:\?|$)/.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/jpeg';

interface UrlEntry {
  loc: string;
  lastmod: Date;
  images?: string[];
}

/**
 * A crawl file as it is kept: its bytes and a strong ETag (a crawler's conditional request costs nothing). The object
 * lives as long as its snapshot, so the HTTP layer can key its compressed bodies by it.
 */
export interface CrawlFile {
  body: Buffer;
  etag: string;
}

const crawlFile = (text: string): CrawlFile => {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

/** What the crawl files are built from, read once per content version. */
interface Snapshot {
  version: number;
  /** when it must be read again: the next scheduled recipe's publication, or SNAPSHOT_MAX_AGE_MS */
  until: number;
  files: Map<string, CrawlFile>;
}

/**
 * The files crawlers and feed readers ask for: `robots.txt`, the sitemap index and its sitemaps (recipes in files of
 * 50,000, then categories, cravings and the other pages), and the RSS feed of the newest recipes. Only what readers
 * can see is listed (a draft or a scheduled recipe never is); URLs are absolute, from PUBLIC_URL. The files are built
 * together from a handful of statements and kept until the site's content version moves or a scheduled recipe's
 * time comes, so a crawler asking again costs nothing (crawl-routes.ts keeps their compressed bodies as long).
 */
export class CrawlSurface {
  private snapshot: Snapshot | null = null;
  private building: Promise<Snapshot> | null = null;
  private readonly origin: string;

  constructor(
    private readonly ds: DataSource,
    private readonly version: ContentVersion,
    publicUrl: string,
    private readonly now: () => number = Date.now,
    /** URLs per recipe sitemap (the protocol's ceiling; tests make it small) */
    private readonly urlsPerFile = SITEMAP_URLS_PER_FILE,
  ) {
    this.origin = baseUrl(publicUrl);
  }

  /** robots.txt: the sitemap's address, and the parts of the site that are nobody's search result. */
  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /dashboard',
      'Disallow: /preview',
      'Disallow: /print/',
      'Disallow: /minhas-receitas',
      'Disallow: /api/',
      'Disallow: /graphql',
      '',
      `Sitemap: ${this.origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** A crawl file by name (`sitemap.xml`, `sitemap-recipes-1.xml`, `rss.xml`…), or null when there is none. */
  async file(name: string): Promise<CrawlFile | null> {
    return (await this.current()).files.get(name) ?? null;
  }

  private async current(): Promise<Snapshot> {
    const version = await this.version.content();
    const held = this.snapshot;
    if (held && held.version === version && this.now() < held.until) return held;
    this.building ??= this.build(version).finally(() => (this.building = null));
    return (this.snapshot = await this.building);
  }

  private async build(version: number): Promise<Snapshot> {
    const now = new Date(this.now());
    const recipes = await wherePublic(
      this.ds
        .getRepository(Recipe)
        .createQueryBuilder('r')
        .select([
          'r.id',
          'r.title',
          'r.description',
          'r.author',
          'r.datePublished',
          'r.updatedAt',
          'r.imageMedium',
          'r.imageOriginal',
        ]),
      'r',
      now,
    )
      .orderBy('r.id', 'ASC')
      .getMany();
    const next = await this.ds
      .getRepository(Recipe)
      .createQueryBuilder('r')
      .select('r.datePublished')
      .where('r.draft = 0 AND r.datePublished > :now', { now: toDbDateTime(now) })
      .orderBy('r.datePublished', 'ASC')
      .getOne();
    const [categories, cravings, categoryLinks, cravingLinks] = await Promise.all([
      this.ds.getRepository(Category).find({ select: { id: true, updatedAt: true }, order: { id: 'ASC' } }),
      this.ds.getRepository(Craving).find({ select: { id: true, updatedAt: true }, order: { id: 'ASC' } }),
      this.ds.getRepository(RecipeCategory).find({ select: { recipeId: true, categoryId: true } }),
      this.ds.getRepository(RecipeCraving).find({ select: { recipeId: true, cravingId: true } }),
    ]);

    const recipeUpdated = new Map(recipes.map((r) => [r.id, r.updatedAt]));
    const newestRecipe = latest(recipes.map((r) => r.updatedAt));
    /** a list page changes with itself and with the public recipes it lists */
    const listDates = (links: { recipeId: number; listId: number }[]) => {
      const dates = new Map<number, Date[]>();
      for (const { recipeId, listId } of links) {
        const updated = recipeUpdated.get(recipeId);
        if (!updated) continue;
        const list = dates.get(listId);
        if (list) list.push(updated);
        else dates.set(listId, [updated]);
      }
      return dates;
    };
    const byCategory = listDates(categoryLinks.map((l) => ({ recipeId: l.recipeId, listId: l.categoryId })));
    const byCraving = listDates(cravingLinks.map((l) => ({ recipeId: l.recipeId, listId: l.cravingId })));

    const recipeEntries: UrlEntry[] = recipes.map((r) => ({
      loc: `${this.origin}/recipes/${r.id}`,
      lastmod: r.updatedAt,
      images: [r.imageOriginal ?? r.imageMedium]
        .map((image) => (image ? absoluteUrl(this.origin, image) : null))
        .filter((url): url is string => Boolean(url)),
    }));
    const taxonomy = (path: string, list: { id: number; updatedAt: Date }[], dates: Map<number, Date[]>) =>
      list.map((item) => ({
        loc: `${this.origin}/${path}/${item.id}`,
        lastmod: latest([item.updatedAt, ...(dates.get(item.id) ?? [])]),
      }));
    const pages: UrlEntry[] = SITE_PAGES.map((path) => ({ loc: `${this.origin}${path}`, lastmod: newestRecipe }));

    const files = new Map<string, CrawlFile>();
    const index: UrlEntry[] = [];
    const add = (name: string, entries: UrlEntry[]) => {
      files.set(name, crawlFile(urlSet(entries)));
      index.push({ loc: `${this.origin}/${name}`, lastmod: latest(entries.map((e) => e.lastmod)) });
    };
    add('sitemap-pages.xml', pages);
    for (let part = 0; part * this.urlsPerFile < Math.max(recipeEntries.length, 1); part++) {
      add(
        `sitemap-recipes-${part + 1}.xml`,
        recipeEntries.slice(part * this.urlsPerFile, (part + 1) * this.urlsPerFile),
      );
    }
    add('sitemap-categories.xml', taxonomy('category', categories, byCategory));
    add('sitemap-cravings.xml', taxonomy('craving', cravings, byCraving));
    files.set('sitemap.xml', crawlFile(sitemapIndex(index)));

    const newest = [...recipes]
      .sort((a, b) => b.datePublished.getTime() - a.datePublished.getTime() || b.id - a.id)
      .slice(0, FEED_ITEMS);
    files.set('rss.xml', crawlFile(this.feed(newest, now)));

    const until = Math.min(next ? next.datePublished.getTime() : Infinity, now.getTime() + SNAPSHOT_MAX_AGE_MS);
    return { version, until, files };
  }

  private feed(recipes: Recipe[], now: Date): string {
    const items = recipes.map((r) => {
      const link = `${this.origin}/recipes/${r.id}`;
      const image = r.imageMedium ?? r.imageOriginal;
      const imageUrl = image ? absoluteUrl(this.origin, image) : null;
      return [
        '<item>',
        `<title>${xml(printable(r.title))}</title>`,
        `<link>${xml(link)}</link>`,
        `<guid isPermaLink="true">${xml(link)}</guid>`,
        `<description>${xml(printable(r.description ?? ''))}</description>`,
        r.author ? `<dc:creator>${xml(printable(r.author))}</dc:creator>` : '',
        `<pubDate>${r.datePublished.toUTCString()}</pubDate>`,
        // the length is unknown without reading the file: 0, as the RSS profile asks for then
        imageUrl ? `<enclosure url="${xml(imageUrl)}" length="0" type="${imageType(imageUrl)}"/>` : '',
        '</item>',
      ]
        .filter(Boolean)
        .join('');
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '<channel>',
      `<title>${xml(SITE_NAME)}</title>`,
      `<link>${xml(this.origin)}/</link>`,
      `<description>${xml(`As receitas mais novas de ${SITE_NAME}`)}</description>`,
      '<language>pt-BR</language>',
      `<lastBuildDate>${(recipes[0]?.datePublished ?? now).toUTCString()}</lastBuildDate>`,
      `<atom:link href="${xml(this.origin)}/rss.xml" rel="self" type="application/rss+xml"/>`,
      ...items,
      '</channel>',
      '</rss>',
      '',
    ].join('\n');
  }
}

function urlSet(entries: UrlEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${xml(e.loc)}</loc><lastmod>${w3cDate(e.lastmod)}</lastmod>${(e.images ?? [])
        .map((image) => `<image:image><image:loc>${xml(image)}</image:loc></image:image>`)
        .join('')}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function sitemapIndex(entries: UrlEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((e) => `<sitemap><loc>${xml(e.loc)}</loc><lastmod>${w3cDate(e.lastmod)}</lastmod></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
