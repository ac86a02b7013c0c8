import { In, type DataSource } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { AppError, ErrorCode, badInput, tooManyRequests, unprocessable } from '../../shared/errors';
import type { SlidingWindowLimiter } from '../../shared/rate-counters';
import { Category } from '../category/category.entity';
import type { MediaService, StoredImage } from '../media/media.service';
import { Recipe } from '../recipe/recipe.entity';
import type { RecipeInput } from '../recipe/recipe.types';
import { extractRecipe } from './extract/extract-recipe';
import type { ExtractedRecipe } from './extract/types';
import { readTextBody, safeFetch } from './fetch/safe-fetch';
import { importedRecipe, type ImportedRecipeData } from './imported-recipe';
import { sourceKeyOf } from './source-key';

/** Most HTML one page may have, fetched or pasted. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** Most bytes one picture may have when downloaded from another site. */
export const MAX_REMOTE_IMAGE_BYTES = 15 * 1024 * 1024;

export const NO_RECIPE_MESSAGE = 'Nenhuma receita encontrada nesta página.';

export interface ImportOptions {
  /** fetch addresses on this machine and private networks too (tests, intranets): IMPORT_ALLOW_PRIVATE_NETWORKS */
  allowPrivateNetworks: boolean;
  /** imports of one admin */
  perAdmin: SlidingWindowLimiter;
  /** imports of the whole site (every admin), under one key */
  global: SlidingWindowLimiter;
}

export interface PageImport {
  recipe: ImportedRecipeData;
  source: { url: string | null; siteName: string | null };
  warnings: string[];
  duplicateOf: Recipe | null;
}

/** What the creator is told of a page imported before; one in the trash is to be restored, not imported again. */
export function duplicateWarning(recipe: Pick<Recipe, 'id' | 'title' | 'deletedAt'>): string {
  const known = `Esta página já foi importada: "${recipe.title}" (#${recipe.id})`;
  return recipe.deletedAt
    ? `${known}, e a receita está na Lixeira: restaure-a em vez de importar de novo.`
    : `${known}.`;
}

const HTML_TYPES = /^(?:text\/html|application\/xhtml\+xml|text\/plain)\b/i;

/** Reads recipes out of other sites' pages (fetched safely, or pasted) and brings their pictures in. */
export class ImportService {
  constructor(
    private readonly ds: DataSource,
    private readonly media: MediaService,
    private readonly options: ImportOptions,
  ) {}

  get allowPrivateNetworks(): boolean {
    return this.options.allowPrivateNetworks;
  }

  /**
   * One recipe page as the editor's fields, nothing saved: from `html` when given (with `url` for its relative links),
   * else fetched from `url`. A page without a recipe is a 422.
   */
  async importPage(ctx: RequestContext, input: { url?: string | null; html?: string | null }): Promise<PageImport> {
    const url = input.url?.trim() || null;
    const pasted = input.html ?? null;
    if (!url && !pasted?.trim()) throw badInput('url', 'Informe o endereço da receita ou cole o HTML da página.');
    if (pasted !== null && Buffer.byteLength(pasted) > MAX_PAGE_BYTES) {
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'A página tem mais de 5 MB.', 'html');
    }
    if (url && !isHttpUrl(url)) throw badInput('url', 'Informe um endereço http:// ou https:// válido.');
    await this.throttle(ctx);
    const page = pasted?.trim() ? { html: pasted, url } : await this.fetchPage(url as string);
    return this.read(page.html, page.url);
  }

  /** Reads a page already in hand (the batch job fetched it): the same answer as importPage. */
  async read(html: string, url: string | null): Promise<PageImport> {
    const extracted = extractRecipe(html, url);
    if (!extracted) throw unprocessable(NO_RECIPE_MESSAGE, 'url');
    const categories = await this.ds.getRepository(Category).find({ select: { id: true, name: true } });
    const sourceUrl = sourceOf(extracted, url);
    const { recipe, warnings } = importedRecipe(extracted, sourceUrl, categories);
    const duplicateOf = await this.findImported([url, sourceUrl, extracted.canonicalUrl]);
    if (duplicateOf) warnings.unshift(duplicateWarning(duplicateOf));
    return {
      recipe,
      source: { url, siteName: extracted.siteName ?? (url ? hostOf(url) : null) },
      warnings,
      duplicateOf,
    };
  }

  /** Fetches one page's HTML, following at most 5 redirects, refusing private addresses (unless allowed). */
  async fetchPage(url: string, signal?: AbortSignal): Promise<{ html: string; url: string }> {
    const result = await safeFetch(url, {
      maxBytes: MAX_PAGE_BYTES,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
      allowPrivateNetworks: this.options.allowPrivateNetworks,
      signal,
    });
    if (result.contentType && !HTML_TYPES.test(result.contentType)) {
      throw unprocessable(`O endereço não é uma página HTML (recebido: ${result.contentType.split(';')[0]}).`, 'url');
    }
    return { html: readTextBody(result), url: result.url };
  }

  /**
   * The recipe of this site already imported from one of these addresses, or null: the oldest live one, else the
   * oldest in the trash (imported again, it would come back twice once restored).
   */
  async findImported(urls: (string | null | undefined)[]): Promise<Recipe | null> {
    const keys = [...new Set(urls.map((url) => sourceKeyOf(url)).filter((key): key is string => Boolean(key)))];
    if (!keys.length) return null;
    return this.ds.getRepository(Recipe).findOne({
      where: { sourceKey: In(keys) },
      withDeleted: true,
      // NULL sorts first on both dialects: a live recipe before one in the trash
      order: { deletedAt: 'ASC', id: 'ASC' },
    });
  }

  /** Downloads a picture from another site into the media, through the checks of an upload. */
  async downloadImage(ctx: RequestContext | null, url: string, signal?: AbortSignal): Promise<StoredImage> {
    if (!isHttpUrl(url)) throw badInput('imageSourceUrl', 'O endereço da foto deve ser http:// ou https://.');
    try {
      const result = await safeFetch(url, {
        maxBytes: MAX_REMOTE_IMAGE_BYTES,
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5',
        allowPrivateNetworks: this.options.allowPrivateNetworks,
        signal,
      });
      return await this.media.storeImage(ctx, result.body, { maxBytes: MAX_REMOTE_IMAGE_BYTES });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(
        error.code,
        `Não foi possível baixar a foto da receita: ${lowerFirst(error.message)}`,
        'imageSourceUrl',
      );
    }
  }

  /** downloadImage for one admin's request, within the import rate limits. */
  async downloadImageThrottled(ctx: RequestContext, url: string): Promise<StoredImage> {
    await this.throttle(ctx);
    return this.downloadImage(ctx, url);
  }

  /**
   * A recipe write naming a remote picture (imageSourceUrl) and no picture of its own gets the picture downloaded
   * first; the write itself then goes on as any other.
   */
  async withDownloadedImage(ctx: RequestContext, input: RecipeInput): Promise<RecipeInput> {
    const remote = input.imageSourceUrl?.trim();
    const { imageSourceUrl: _ignored, ...rest } = input;
    if (!remote || input.imageUrl?.original || input.imageUrl?.medium) return rest;
    return { ...rest, imageUrl: await this.downloadImageThrottled(ctx, remote) };
  }

  private async throttle(ctx: RequestContext): Promise<void> {
    const message = 'Muitas importações seguidas. Aguarde um minuto e tente de novo.';
    if (!(await this.options.global.hit('site'))) throw tooManyRequests(message);
    if (!(await this.options.perAdmin.hit(String(ctx.user?.id ?? 'anonymous')))) throw tooManyRequests(message);
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The page's own address: its canonical one when it is on the same site, else the one read. */
function sourceOf(extracted: ExtractedRecipe, url: string | null): string | null {
  const canonical = extracted.canonicalUrl;
  if (!url) return canonical;
  if (canonical && hostOf(canonical) === hostOf(url)) return canonical;
  return url;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
