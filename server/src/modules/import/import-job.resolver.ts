import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Recipe } from '../recipe/recipe.entity';
import { ImportItemStatus, ImportJob, ImportJobItem } from './import-job.entity';
import type { ImportJobs } from './import-jobs.service';
import { MAX_JOB_URLS } from './sitemap';

@ObjectType()
export class ImportProgress {
  @Field(() => Int)
  total: number;

  @Field(() => Int, { description: 'imported + failed + duplicates' })
  done: number;

  @Field(() => Int)
  imported: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Int)
  duplicates: number;

  @Field(() => Int)
  pending: number;

  @Field(() => String, { nullable: true, description: 'the page being read now' })
  currentUrl: string | null;
}

@Resolver(() => ImportJob)
export class ImportJobResolver {
  constructor(private readonly jobs: ImportJobs) {}

  @Authorized('ADMIN')
  @Mutation(() => ImportJob, {
    description:
      'Starts a site migration: every page of `urls`, or of the sitemap at `sitemapUrl` (an index and .gz included; ' +
      'only paths starting with `pathPrefix` when given), imported as a draft in the background',
  })
  startImportJob(
    @Ctx() ctx: RequestContext,
    @Arg('urls', () => [String], { nullable: true }) urls: string[] | null,
    @Arg('sitemapUrl', () => String, { nullable: true }) sitemapUrl: string | null,
    @Arg('pathPrefix', () => String, { nullable: true }) pathPrefix: string | null,
  ): Promise<ImportJob> {
    return this.jobs.start(ctx, { urls, sitemapUrl, pathPrefix });
  }

  @Authorized('ADMIN')
  @Mutation(() => ImportJob, { description: 'Stops a migration after the page it is reading' })
  cancelImportJob(@Arg('jobId', () => Int) jobId: number): Promise<ImportJob> {
    return this.jobs.cancel(jobId);
  }

  @Authorized('ADMIN')
  @Query(() => ImportJob)
  importJob(@Arg('jobId', () => Int) jobId: number): Promise<ImportJob> {
    return this.jobs.get(jobId);
  }

  @Authorized('ADMIN')
  @Query(() => [ImportJob], { description: 'The latest migrations, newest first' })
  importJobs(@Arg('limit', () => Int, { defaultValue: 10 }) limit: number): Promise<ImportJob[]> {
    return this.jobs.recent(Math.min(Math.max(limit, 1), 50));
  }

  @FieldResolver(() => ImportProgress)
  progress(@Root() job: ImportJob): Promise<ImportProgress> {
    return this.jobs.progress(job);
  }

  @FieldResolver(() => [ImportJobItem], { description: 'The pages in order' })
  items(
    @Root() job: ImportJob,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 100, description: `at most ${MAX_JOB_URLS}` }) limit: number,
    @Arg('status', () => ImportItemStatus, { nullable: true }) status: ImportItemStatus | null,
  ): Promise<ImportJobItem[]> {
    return this.jobs.items(job.id, offset, limit, status);
  }
}

@Resolver(() => ImportJobItem)
export class ImportJobItemResolver {
  @FieldResolver(() => Recipe, { nullable: true, description: 'the draft made, or the recipe it duplicates' })
  async recipe(@Ctx() ctx: RequestContext, @Root() item: ImportJobItem): Promise<Recipe | null> {
    return item.recipeId ? ((await ctx.loaders.recipe.byId.load(item.recipeId)) ?? null) : null;
  }
}
