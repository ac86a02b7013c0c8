import type { Logger } from 'pino';
import { In, IsNull, LessThan, type DataSource, type Repository } from 'typeorm';
import { createRequestContext, type RequestContext } from '../../graphql/context';
import { BackgroundWork } from '../../shared/background-work';
import { AppError, badInput, conflict, notFound, unprocessable } from '../../shared/errors';
import type { Recipe } from '../recipe/recipe.entity';
import type { RecipeService } from '../recipe/recipe.service';
import { Role, User } from '../user/user.entity';
import { ImportItemStatus, ImportJob, ImportJobItem, ImportJobStatus } from './import-job.entity';
import { duplicateWarning, type ImportService } from './import.service';
import { recipeInputOf } from './imported-recipe';
import { MAX_JOB_URLS, MAX_SITEMAPS, MAX_SITEMAP_BYTES, matchesPrefix, readSitemap, sitemapText } from './sitemap';
import { safeFetch } from './fetch/safe-fetch';
import { normalizeSourceUrl } from './source-key';

export interface ImportJobOptions {
  /** the pause between two requests to one site (politeness); default 1 s */
  hostPauseMs?: number;
  /** a job whose process renewed no claim for this long is taken over (that process died); default 2 min */
  claimTtlMs?: number;
  logger?: Logger;
}

export interface ImportProgress {
  total: number;
  /** imported + failed + duplicates */
  done: number;
  imported: number;
  failed: number;
  duplicates: number;
  pending: number;
  /** the page being read now (a running job's first pending one) */
  currentUrl: string | null;
}

/** Most jobs left unfinished at once: a migration at a time is what a creator needs; a few allow a retry beside it. */
const MAX_OPEN_JOBS = 3;
/** Pending items read per query while a job runs. */
const ITEM_BATCH = 20;
const OPEN = [ImportJobStatus.DISCOVERING, ImportJobStatus.RUNNING];

const clip = (text: string, max = 500) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Site migrations: lists of pages (given, or read from a sitemap) imported as drafts one after another in the
 * background. Every step is written as it happens, so a job survives a restart: a job whose process stopped renewing
 * its claim is taken over by the scheduler's next sweep and goes on from its first pending page.
 */
export class ImportJobs {
  /** Whether starting a job and the scheduler's sweep start the work (tests turn it off and call runPending). */
  automatic = true;
  private readonly lastRequestAt = new Map<string, number>();
  /** aborts the requests in flight when the process stops */
  private readonly stopping = new AbortController();
  private readonly work: BackgroundWork;
  private readonly hostPauseMs: number;
  private readonly claimTtlMs: number;

  constructor(
    private readonly ds: DataSource,
    private readonly imports: ImportService,
    private readonly recipes: RecipeService,
    private readonly options: ImportJobOptions = {},
  ) {
    this.hostPauseMs = options.hostPauseMs ?? 1000;
    this.claimTtlMs = options.claimTtlMs ?? 2 * 60_000;
    this.work = new BackgroundWork(
      () => this.runPending(),
      (err) => this.options.logger?.error({ err }, 'recipe import job failed'),
    );
  }

  /** A new job for a list of addresses or a sitemap (optionally only the pages under `pathPrefix`). */
  async start(
    ctx: RequestContext,
    input: { urls?: string[] | null; sitemapUrl?: string | null; pathPrefix?: string | null },
  ): Promise<ImportJob> {
    const sitemapUrl = input.sitemapUrl?.trim() || null;
    const given = input.urls ?? null;
    if (Boolean(sitemapUrl) === Boolean(given?.length)) {
      throw badInput('urls', 'Informe uma lista de endereços ou o endereço de um sitemap.');
    }
    if (sitemapUrl && !isHttpUrl(sitemapUrl)) {
      throw badInput('sitemapUrl', 'Informe o endereço http:// ou https:// do sitemap.');
    }
    const pathPrefix = input.pathPrefix?.trim() || null;
    if (pathPrefix && pathPrefix.length > 300)
      throw badInput('pathPrefix', 'O prefixo deve ter no máximo 300 caracteres.');
    const urls = given ? uniqueUrls(given) : [];
    const open = await this.ds.getRepository(ImportJob).countBy({ status: In(OPEN) });
    if (open >= MAX_OPEN_JOBS) {
      throw conflict(`Já há ${open} importações em andamento; aguarde uma terminar ou cancele uma delas.`);
    }
    const job = await this.ds.transaction(async (em) => {
      const saved = await em.getRepository(ImportJob).save(
        em.getRepository(ImportJob).create({
          status: sitemapUrl ? ImportJobStatus.DISCOVERING : ImportJobStatus.RUNNING,
          sitemapUrl,
          pathPrefix: sitemapUrl ? pathPrefix : null,
          error: null,
          createdById: ctx.user?.id ?? null,
          finishedAt: null,
          claimedAt: null,
        }),
      );
      await insertItems(em.getRepository(ImportJobItem), saved.id, urls, 0);
      return saved;
    });
    this.kick();
    return job;
  }

  async get(jobId: number): Promise<ImportJob> {
    const job = await this.ds.getRepository(ImportJob).findOneBy({ id: jobId });
    if (!job) throw notFound('Importação não encontrada.');
    return job;
  }

  /** The latest jobs, newest first. */
  recent(limit = 20): Promise<ImportJob[]> {
    return this.ds.getRepository(ImportJob).find({ order: { id: 'DESC' }, take: limit });
  }

  async progress(job: ImportJob): Promise<ImportProgress> {
    const rows: { status: ImportItemStatus; n: number | string }[] = await this.ds
      .getRepository(ImportJobItem)
      .createQueryBuilder('item')
      .select('item.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where('item.jobId = :jobId', { jobId: job.id })
      .groupBy('item.status')
      .getRawMany();
    const count = (status: ImportItemStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    const imported = count(ImportItemStatus.IMPORTED);
    const failed = count(ImportItemStatus.FAILED);
    const duplicates = count(ImportItemStatus.DUPLICATE);
    const pending = count(ImportItemStatus.PENDING);
    let currentUrl: string | null = null;
    if (job.status === ImportJobStatus.RUNNING && pending) {
      currentUrl =
        (
          await this.ds
            .getRepository(ImportJobItem)
            .findOne({ where: { jobId: job.id, status: ImportItemStatus.PENDING }, order: { position: 'ASC' } })
        )?.url ?? null;
    } else if (job.status === ImportJobStatus.DISCOVERING) {
      currentUrl = job.sitemapUrl;
    }
    const done = imported + failed + duplicates;
    return { total: done + pending, done, imported, failed, duplicates, pending, currentUrl };
  }

  items(jobId: number, offset = 0, limit = 100, status?: ImportItemStatus | null): Promise<ImportJobItem[]> {
    return this.ds.getRepository(ImportJobItem).find({
      where: { jobId, ...(status ? { status } : {}) },
      order: { position: 'ASC' },
      skip: Math.max(0, offset),
      take: Math.min(Math.max(1, limit), MAX_JOB_URLS),
    });
  }

  /** Stops a job after the page it is reading; its pending pages stay listed as pending. */
  async cancel(jobId: number): Promise<ImportJob> {
    const job = await this.get(jobId);
    if (OPEN.includes(job.status)) {
      await this.ds
        .getRepository(ImportJob)
        .update({ id: jobId }, { status: ImportJobStatus.CANCELLED, finishedAt: new Date(), claimedAt: null });
    }
    return this.get(jobId);
  }

  /** Starts a round now unless one runs (then another follows it); never throws. */
  kick(): void {
    if (this.automatic) this.work.kick();
  }

  /** Resolves once this process has no job running (tests). */
  settled(): Promise<void> {
    return this.work.settled();
  }

  /**
   * Shutdown: the page being read is dropped (it stays pending) and the job's claim is given back, so the next
   * process to start takes the job over at once and reads that page again.
   */
  async stop(): Promise<void> {
    this.automatic = false;
    this.stopping.abort();
    await this.settled();
  }

  /** Runs every open job no live process holds, to its end; resolves with how many pages it handled. */
  async runPending(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (this.stopping.signal.aborted) return handled;
      const job = await this.claimNext();
      if (!job) return handled;
      handled += await this.run(job);
    }
  }

  /** Takes the oldest open job whose claim is free or stale (its process died): one process per job. */
  private async claimNext(): Promise<ImportJob | null> {
    const repo = this.ds.getRepository(ImportJob);
    const stale = new Date(Date.now() - this.claimTtlMs);
    const candidates = await repo.find({
      where: [
        { status: In(OPEN), claimedAt: IsNull() },
        { status: In(OPEN), claimedAt: LessThan(stale) },
      ],
      order: { id: 'ASC' },
      take: 5,
    });
    for (const job of candidates) {
      const now = new Date();
      // the claim is a compare-and-set on the value read: of two processes, one updates the row
      const result = await repo
        .createQueryBuilder()
        .update()
        .set({ claimedAt: now })
        .where('id = :id', { id: job.id })
        .andWhere(job.claimedAt ? 'claimedAt = :was' : 'claimedAt IS NULL', { was: job.claimedAt })
        .execute();
      if (result.affected) return { ...job, claimedAt: now } as ImportJob;
    }
    return null;
  }

  private async run(job: ImportJob): Promise<number> {
    const jobs = this.ds.getRepository(ImportJob);
    const items = this.ds.getRepository(ImportJobItem);
    const ctx = await this.contextOf(job);
    if (job.status === ImportJobStatus.DISCOVERING) {
      try {
        const urls = await this.discover(job);
        await this.ds.transaction(async (em) => {
          const position = await em.getRepository(ImportJobItem).countBy({ jobId: job.id });
          await insertItems(em.getRepository(ImportJobItem), job.id, urls, position);
          await em.getRepository(ImportJob).update({ id: job.id }, { status: ImportJobStatus.RUNNING });
        });
      } catch (err) {
        if (this.stopping.signal.aborted) {
          await jobs.update({ id: job.id }, { claimedAt: null });
          return 0;
        }
        await jobs.update(
          { id: job.id },
          {
            status: ImportJobStatus.FAILED,
            error: clip(messageOf(err, this.options.logger)),
            finishedAt: new Date(),
            claimedAt: null,
          },
        );
        return 0;
      }
    }
    let handled = 0;
    for (;;) {
      const batch = await items.find({
        where: { jobId: job.id, status: ImportItemStatus.PENDING },
        order: { position: 'ASC' },
        take: ITEM_BATCH,
      });
      if (!batch.length) break;
      for (const item of batch) {
        // renews the claim, and stops when the creator cancelled
        const renewed = await jobs.update({ id: job.id, status: ImportJobStatus.RUNNING }, { claimedAt: new Date() });
        if (!renewed.affected) return handled;
        const result = await this.importItem(ctx, item);
        if (this.stopping.signal.aborted) {
          await jobs.update({ id: job.id }, { claimedAt: null });
          return handled;
        }
        await items.update({ id: item.id }, result);
        handled += 1;
      }
    }
    await jobs.update(
      { id: job.id, status: ImportJobStatus.RUNNING },
      { status: ImportJobStatus.DONE, finishedAt: new Date(), claimedAt: null },
    );
    return handled;
  }

  /** One page: a draft, a duplicate of a recipe already here, or a failure with its reason. */
  private async importItem(ctx: RequestContext, item: ImportJobItem): Promise<Partial<ImportJobItem>> {
    const finished = { finishedAt: new Date() };
    try {
      const known = await this.imports.findImported([item.url]);
      if (known) return { ...finished, ...duplicateItem(known) };
      await this.politely(item.url);
      const page = await this.imports.fetchPage(item.url, this.stopping.signal);
      const read = await this.imports.read(page.html, page.url);
      if (read.duplicateOf) return { ...finished, ...duplicateItem(read.duplicateOf) };
      if (!read.recipe.title) throw badInput('title', 'A página não tem um título de receita.');
      const input = recipeInputOf(read.recipe);
      let warning: string | null = null;
      if (read.recipe.imageSourceUrl) {
        try {
          await this.politely(read.recipe.imageSourceUrl);
          input.imageUrl = await this.imports.downloadImage(ctx, read.recipe.imageSourceUrl, this.stopping.signal);
        } catch (err) {
          warning = `Importada sem foto. ${messageOf(err, this.options.logger)}`;
        }
      } else {
        warning = 'Importada sem foto: a página não tem uma.';
      }
      const recipe = await this.recipes.create(ctx, input);
      return { ...finished, status: ImportItemStatus.IMPORTED, recipeId: recipe.id, warning: warning && clip(warning) };
    } catch (err) {
      return { ...finished, status: ImportItemStatus.FAILED, error: clip(messageOf(err, this.options.logger)) };
    }
  }

  /** The pages a sitemap (or a sitemap index, read to its children) lists under the job's prefix. */
  private async discover(job: ImportJob): Promise<string[]> {
    const queue = [job.sitemapUrl as string];
    const seen = new Set<string>();
    const pages: string[] = [];
    while (queue.length && seen.size < MAX_SITEMAPS && pages.length < MAX_JOB_URLS) {
      const url = queue.shift() as string;
      if (seen.has(url)) continue;
      seen.add(url);
      await this.politely(url);
      let body: Buffer;
      try {
        body = (
          await safeFetch(url, {
            maxBytes: MAX_SITEMAP_BYTES,
            accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5',
            allowPrivateNetworks: this.imports.allowPrivateNetworks,
            signal: this.stopping.signal,
          })
        ).body;
      } catch (err) {
        // the first sitemap is the job's; a child that fails leaves the others to read
        if (seen.size === 1) throw err;
        this.options.logger?.warn({ err, url }, 'child sitemap not read');
        continue;
      }
      const sitemap = readSitemap(sitemapText(body));
      if (sitemap.kind === 'index') queue.push(...sitemap.locations);
      else pages.push(...sitemap.locations.filter((page) => matchesPrefix(page, job.pathPrefix)));
    }
    const urls = uniqueUrls(pages, false).slice(0, MAX_JOB_URLS);
    if (!urls.length) {
      throw unprocessable(
        job.pathPrefix
          ? `O sitemap não lista nenhuma página que comece com ${job.pathPrefix}.`
          : 'O sitemap não lista nenhuma página.',
        'sitemapUrl',
      );
    }
    return urls;
  }

  /** One request at a time per site, with a pause between two (the other site is a person's blog, not a CDN). */
  private async politely(url: string): Promise<void> {
    const host = hostOf(url);
    const last = this.lastRequestAt.get(host) ?? 0;
    const wait = last + this.hostPauseMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.lastRequestAt.set(host, Date.now());
    if (this.lastRequestAt.size > 1000) this.lastRequestAt.clear();
  }

  /** The job's author as the writer of its drafts (any admin when she is gone). */
  private async contextOf(job: ImportJob): Promise<RequestContext> {
    const users = this.ds.getRepository(User);
    const author =
      (job.createdById ? await users.findOneBy({ id: job.createdById }) : null) ??
      (await users.findOne({ where: { role: Role.ADMIN }, order: { id: 'ASC' } }));
    return createRequestContext(this.ds, {
      requestId: `import-job-${job.id}`,
      ip: 'import-job',
      user: author ? { id: author.id, name: author.name, email: author.email, role: author.role } : null,
    });
  }
}

/** A page imported before: its recipe, and the advice to restore it when it is in the trash. */
function duplicateItem(recipe: Recipe): Partial<ImportJobItem> {
  const warning = recipe.deletedAt ? clip(duplicateWarning(recipe)) : null;
  return { status: ImportItemStatus.DUPLICATE, recipeId: recipe.id, warning };
}

async function insertItems(
  repo: Repository<ImportJobItem>,
  jobId: number,
  urls: string[],
  start: number,
): Promise<void> {
  for (let i = 0; i < urls.length; i += 500) {
    const rows = urls
      .slice(i, i + 500)
      .map((url, j) => ({ jobId, position: start + i + j, url, status: ImportItemStatus.PENDING }));
    await repo.insert(rows);
  }
}

/** The addresses once each (the same page with and without tracking parameters is one), every one checked. */
function uniqueUrls(urls: string[], strict = true): string[] {
  const out = new Map<string, string>();
  urls.forEach((raw, index) => {
    const url = typeof raw === 'string' ? raw.trim() : '';
    if (!url) return;
    const key = url.length <= 1000 ? normalizeSourceUrl(url) : null;
    if (!key) {
      if (strict) throw badInput('urls', `Endereço inválido na linha ${index + 1}: ${clip(url, 120)}`);
      return;
    }
    if (!out.has(key)) out.set(key, url);
  });
  if (strict && !out.size) throw badInput('urls', 'Informe ao menos um endereço.');
  if (out.size > MAX_JOB_URLS) {
    throw badInput('urls', `Uma importação aceita no máximo ${MAX_JOB_URLS.toLocaleString('pt-BR')} endereços.`);
  }
  return [...out.values()];
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}

function messageOf(err: unknown, logger?: Logger): string {
  if (err instanceof AppError) return err.message;
  logger?.error({ err }, 'unexpected error importing a page');
  return 'Erro inesperado ao importar esta página.';
}
