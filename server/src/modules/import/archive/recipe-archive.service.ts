import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../../graphql/context';
import type { CategoryService } from '../../category/category.service';
import type { MediaService } from '../../media/media.service';
import type { MediaStorage } from '../../media/storage';
import type { RecipeService } from '../../recipe/recipe.service';
import type { StructuredData } from '../../seo/structured-data';
import { spool, spooledPathOf } from './archive-upload';
import type { RecipeArchiveImport } from './archive.types';
import { startExport, type RunningExport } from './export';
import { importArchive } from './import-archive';

export interface RecipeArchiveOptions {
  storage: MediaStorage;
  media: MediaService;
  recipes: RecipeService;
  categories: CategoryService;
  /** the recipe pages' structured data: each recipe's file is built as its page builds it */
  structuredData: StructuredData;
  publicUrl: string;
  siteTimeZone: string;
  logger: Logger;
}

/**
 * The whole catalogue as one .zip and back: `startExport` streams it (GET /api/recipes/export), `importUpload`
 * recreates one in this site (the importRecipeArchive mutation, POST /api/recipes/import/archive). Admins only: the
 * callers check (the export's route, the mutation's @Authorized).
 */
export class RecipeArchiveService {
  constructor(
    private readonly ds: DataSource,
    private readonly opts: RecipeArchiveOptions,
  ) {}

  startExport(ctx: RequestContext): Promise<RunningExport> {
    const { storage, structuredData, publicUrl, siteTimeZone, logger } = this.opts;
    return startExport({ ds: this.ds, storage, structuredData, publicUrl, siteTimeZone, logger }, ctx);
  }

  /** Imports an uploaded archive, read from the temporary file it was written to (spooled here when it was not). */
  async importUpload(ctx: RequestContext, upload: FileUpload): Promise<RecipeArchiveImport> {
    const deps = {
      ds: this.ds,
      media: this.opts.media,
      recipes: this.opts.recipes,
      categories: this.opts.categories,
      logger: this.opts.logger,
    };
    const spooled = spooledPathOf(upload);
    if (spooled) return importArchive(deps, ctx, spooled);
    const own = await spool(upload.createReadStream());
    try {
      return await importArchive(deps, ctx, own.file);
    } finally {
      await own.remove();
    }
  }
}
