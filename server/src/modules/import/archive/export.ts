import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { MoreThan, type DataSource } from 'typeorm';
import { createRequestContext, type RequestContext } from '../../../graphql/context';
import { Category } from '../../category/category.entity';
import { baseUrl } from '../../mail/layout';
import { storageKeyOf } from '../../media/media-variants';
import type { MediaStorage } from '../../media/storage';
import { Recipe } from '../../recipe/recipe.entity';
import type { RecipeParts } from '../../recipe/recipe-parts.loader';
import { recipeStatus, RecipeStatus } from '../../recipe/recipe-visibility';
import { recipeJsonLd, type SiteFacts, type StructuredData, type StructuredRecipe } from '../../seo/structured-data';
import {
  ARCHIVE_FORMAT_VERSION,
  CATEGORIES_FILE,
  CSV_FILE,
  DATA_PROPERTY,
  IMAGES_DIR,
  README_FILE,
  isHttpUrl,
  recipeFileName,
  type ArchiveCategory,
  type ArchiveRecipeData,
} from './archive-format';
import { CSV_BOM, csvRow } from './csv';
import { ZipOut } from './zip-out';

/** Recipes read (with their children) per round: one page in memory at a time. */
export const EXPORT_PAGE_SIZE = 100;
/** Warnings the LEIA-ME lists one by one; beyond them, how many more. */
const README_WARNINGS_MAX = 1000;

const CSV_HEADER = [
  'id',
  'título',
  'status',
  'publicada em',
  'categorias',
  'tempo total (min)',
  'porções',
  'ingredientes',
  'passos',
  'origem',
  'arquivo',
];

const STATUS_LABEL: Record<RecipeStatus, string> = {
  [RecipeStatus.PUBLISHED]: 'Publicada',
  [RecipeStatus.SCHEDULED]: 'Agendada',
  [RecipeStatus.DRAFT]: 'Rascunho',
};

export interface ExportDeps {
  ds: DataSource;
  storage: MediaStorage;
  /** the recipe pages' own markup builder and the way it reads a recipe */
  structuredData: StructuredData;
  publicUrl: string;
  siteTimeZone: string;
  logger: Logger;
}

/** A running export: its file name, its bytes, and `abort` for when the reader goes away. */
export interface RunningExport {
  fileName: string;
  stream: Readable;
  abort(): void;
}

class ClientGone extends Error {}

/** A file written line by line, waiting when the disk is behind; a write error fails the next call. */
class LineFile {
  private readonly stream: fs.WriteStream;
  private error: Error | null = null;

  constructor(file: string) {
    this.stream = fs.createWriteStream(file, { mode: 0o600 });
    this.stream.on('error', (err) => {
      this.error = err;
    });
  }

  async write(text: string): Promise<void> {
    if (this.error) throw this.error;
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }

  async end(): Promise<void> {
    if (this.error) throw this.error;
    const finished = once(this.stream, 'finish');
    this.stream.end();
    await finished;
  }

  destroy(): void {
    this.stream.destroy();
  }
}

/** Where a stored picture's bytes are: the file name it gets in the archive, or its URL when it is elsewhere. */
type PictureRef = { file: string } | { url: string } | null;

/**
 * Writes the whole catalogue as a zip, page by page: each recipe's JSON-LD (the page's markup, with the site's own
 * fields) and its picture, the categories, a spreadsheet and a note. The first read happens before this returns, so a
 * database that cannot be read fails the request instead of cutting a download short.
 */
export async function startExport(deps: ExportDeps, ctx: RequestContext): Promise<RunningExport> {
  const categories = await deps.ds.getRepository(Category).find({ order: { id: 'ASC' } });
  const zip = new ZipOut();
  const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), 'receitas-export-'));
  const cleanup = () => void fsp.rm(tmp, { recursive: true, force: true }).catch(() => undefined);
  zip.output.once('close', cleanup);
  zip.output.once('end', cleanup);
  const job = new ExportJob(deps, ctx, zip, tmp);
  job.run(categories).catch((err: unknown) => {
    if (err instanceof ClientGone) deps.logger.info({ requestId: ctx.requestId }, 'Recipe export abandoned');
    else deps.logger.error({ err, requestId: ctx.requestId }, 'Recipe export cut short');
    zip.abort(err instanceof Error ? err : new Error(String(err)));
  });
  return {
    fileName: `receitas-${localDate(new Date(), deps.siteTimeZone)}.zip`,
    stream: zip.output,
    abort: () => zip.abort(new ClientGone('export aborted: the client went away')),
  };
}

class ExportJob {
  private readonly site: SiteFacts;
  private readonly warnings: string[] = [];
  /** storage keys (or paths) of the pictures already in the archive, with their file names */
  private readonly pictures = new Map<string, PictureRef>();
  private readonly counts = { recipes: 0, drafts: 0, scheduled: 0, images: 0, categories: 0 };
  private readonly csvPath: string;

  constructor(
    private readonly deps: ExportDeps,
    private readonly ctx: RequestContext,
    private readonly zip: ZipOut,
    tmp: string,
  ) {
    this.site = { origin: baseUrl(deps.publicUrl), profiles: [] };
    this.csvPath = path.join(tmp, CSV_FILE);
  }

  async run(categories: Category[]): Promise<void> {
    await this.writeCategories(categories);
    const csv = new LineFile(this.csvPath);
    try {
      await csv.write(CSV_BOM + csvRow(CSV_HEADER));
      let after = 0;
      for (;;) {
        const page = await this.deps.ds.getRepository(Recipe).find({
          select: { id: true },
          where: { id: MoreThan(after) },
          order: { id: 'ASC' },
          take: EXPORT_PAGE_SIZE,
        });
        if (!page.length) break;
        after = page[page.length - 1].id;
        for (const recipe of await this.readPage(page.map((row) => row.id))) await this.writeRecipe(recipe, csv);
      }
      await csv.end();
    } finally {
      csv.destroy();
    }
    await this.zip.add(CSV_FILE, () => fs.createReadStream(this.csvPath), { compress: true });
    await this.zip.add(README_FILE, Buffer.from(this.readme(), 'utf8'), { compress: true });
    this.zip.end();
  }

  /** the start of the last entry added: resolved once everything before it is written */
  private lastEntry: Promise<void> = Promise.resolve();

  private add(name: string, bytes: Buffer, compress: boolean): void {
    this.lastEntry = this.zip.add(name, bytes, { compress });
  }

  private async writeCategories(categories: Category[]): Promise<void> {
    const list: ArchiveCategory[] = [];
    for (const category of categories) {
      const picture = await this.picture(category.imageMedium ?? category.imageSmall, `a categoria "${category.name}"`);
      list.push({ name: category.name, description: category.description, image: pictureName(picture) });
    }
    this.counts.categories = list.length;
    this.add(CATEGORIES_FILE, Buffer.from(`${JSON.stringify(list, null, 2)}\n`, 'utf8'), true);
  }

  /** One page of recipes, as the recipe page reads them (its loaders batch each list into one query per page). */
  private async readPage(ids: number[]): Promise<ExportedRecipe[]> {
    // a context per page: the loaders' cache holds one page, not the catalogue
    const ctx = createRequestContext(this.deps.ds, { user: this.ctx.user, requestId: this.ctx.requestId });
    const loaders = ctx.loaders.recipe;
    const read = await Promise.all(
      ids.map(async (id) => {
        const [structured, recipe, parts, cravings, occasions] = await Promise.all([
          this.deps.structuredData.recipe(ctx, id),
          loaders.byId.load(id),
          loaders.parts.load(id),
          loaders.cravings.load(id),
          loaders.occasions.load(id),
        ]);
        if (!structured || !recipe) return null; // deleted meanwhile
        return {
          structured,
          recipe,
          parts,
          cravings: cravings.map((c) => c.name),
          occasions: occasions.map((o) => o.name),
        };
      }),
    );
    return read.filter((recipe): recipe is ExportedRecipe => recipe !== null);
  }

  private async writeRecipe(exported: ExportedRecipe, csv: LineFile): Promise<void> {
    // what is queued is written out before more is made: a recipe or two in memory, however slow the reader
    await this.lastEntry;
    const { structured, recipe, parts } = exported;
    const file = recipeFileName(recipe.id, recipe.title);
    const picture = await this.picture(
      recipe.imageOriginal ?? recipe.imageMedium ?? recipe.imageSmall,
      `a receita "${recipe.title}" (${file})`,
    );
    const data: ArchiveRecipeData = {
      formatVersion: ARCHIVE_FORMAT_VERSION,
      title: recipe.title,
      description: recipe.description,
      author: recipe.author,
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      totalTime: recipe.totalTime,
      servings: recipe.servings,
      difficulty: recipe.difficulty,
      cuisine: recipe.cuisine,
      commentBody: recipe.commentBody,
      nutrition: recipe.nutrition,
      datePublished: recipe.datePublished.toISOString(),
      draft: recipe.draft,
      sourceUrl: recipe.sourceUrl,
      ingredients: parts.ingredients.map((i) => ({
        section: i.section,
        quantity: i.quantity,
        unit: i.unit,
        ingredientName: i.ingredientName,
      })),
      instructions: parts.instructions.map((s) => ({
        section: s.section,
        stepNumber: s.stepNumber,
        instructionText: s.instructionText,
      })),
      notes: parts.notes.map((n) => n.noteText),
      tags: parts.tags.map((t) => t.name),
      utensils: parts.utensils.map((u) => ({ name: u.name, link: u.link })),
      categories: structured.categories.map((c) => c.name),
      cravings: exported.cravings,
      occasions: exported.occasions,
      image: pictureName(picture),
    };
    const jsonLd = { ...recipeJsonLd(structured, this.site), [DATA_PROPERTY]: data };
    this.add(file, Buffer.from(`${JSON.stringify(jsonLd, null, 2)}\n`, 'utf8'), true);
    const status = recipeStatus(recipe);
    this.counts.recipes += 1;
    if (status === RecipeStatus.DRAFT) this.counts.drafts += 1;
    if (status === RecipeStatus.SCHEDULED) this.counts.scheduled += 1;
    await csv.write(
      csvRow([
        recipe.id,
        recipe.title,
        STATUS_LABEL[status],
        localDateTime(recipe.datePublished, this.deps.siteTimeZone),
        data.categories.join(', '),
        recipe.totalMinutes,
        recipe.servings,
        data.ingredients.length,
        data.instructions.length,
        recipe.sourceUrl ?? '',
        file,
      ]),
    );
  }

  /**
   * The archive's copy of a stored picture (its largest rendition, once however many recipes show it), the URL of one
   * this site does not store, or null (no picture; a stored one whose file is gone is noted in the LEIA-ME).
   */
  private async picture(url: string | null, owner: string): Promise<PictureRef> {
    const value = url?.trim();
    if (!value) return null;
    const key = storageKeyOf(value);
    const candidates = key
      ? ['original', 'medium', 'small'].map((rendition) => `${key}-${rendition}.webp`)
      : value.startsWith('/uploads/')
        ? [value.slice('/uploads/'.length)]
        : [];
    const id = key ?? value;
    if (this.pictures.has(id)) return this.pictures.get(id)!;
    // what is queued is written out before another picture is read: a picture or two in memory, whatever the size
    await this.lastEntry;
    let ref: PictureRef = null;
    for (const candidate of candidates) {
      let bytes: Buffer;
      try {
        bytes = await this.deps.storage.get(candidate);
      } catch {
        continue;
      }
      const file = `${IMAGES_DIR}${candidate.replace(/[^\w.-]+/g, '-')}`;
      // already compressed pictures are stored as they are
      this.add(file, bytes, false);
      this.counts.images += 1;
      ref = { file };
      break;
    }
    if (!ref) {
      const ours = candidates.some((candidate) => this.deps.storage.urlOf(candidate) === value);
      if (isHttpUrl(value) && !ours) ref = { url: value };
      else if (candidates.length || !isHttpUrl(value)) {
        this.warnings.push(`Foto não encontrada para ${owner}: ${value}`);
        this.deps.logger.warn({ url: value, requestId: this.ctx.requestId }, 'Export: stored picture missing');
      }
    }
    this.pictures.set(id, ref);
    return ref;
  }

  private readme(): string {
    const { recipes, drafts, scheduled, images, categories } = this.counts;
    const lines = [
      'Receitas exportadas do site',
      '',
      `Exportado em ${localDateTime(new Date(), this.deps.siteTimeZone)}.`,
      '',
      'O que este arquivo contém:',
      `- receitas/: ${recipes} receita(s) (${drafts} rascunho(s) e ${scheduled} agendada(s) incluídos), uma por arquivo`,
      '  JSON. Cada arquivo traz a receita em schema.org (o mesmo que a página da receita publica) e, na',
      `  propriedade "${DATA_PROPERTY}", todos os campos do site, para que nada se perca ao importar.`,
      `- imagens/: ${images} foto(s), na maior versão guardada pelo site.`,
      `- ${CATEGORIES_FILE}: as ${categories} categoria(s) do site, mesmo as que não têm receitas.`,
      `- ${CSV_FILE}: uma planilha com uma linha por receita (abre no Excel).`,
      '',
      'Como importar em outro site:',
      '- No painel administrativo, envie este .zip sem alterações na importação de arquivo de receitas',
      '  (POST /api/recipes/import/archive, campo "archive").',
      '- Receitas com um título que já existe no site são puladas; importar o mesmo arquivo duas vezes não',
      '  duplica nada.',
      '- Rascunhos e receitas agendadas continuam como estavam, com a mesma data de publicação.',
      '',
    ];
    if (this.warnings.length) {
      lines.push('Avisos:');
      for (const warning of this.warnings.slice(0, README_WARNINGS_MAX)) lines.push(`- ${warning}`);
      if (this.warnings.length > README_WARNINGS_MAX) {
        lines.push(`- … e mais ${this.warnings.length - README_WARNINGS_MAX} aviso(s).`);
      }
    } else {
      lines.push('Avisos: nenhum.');
    }
    return `${lines.join('\r\n')}\r\n`;
  }
}

interface ExportedRecipe {
  /** the page's markup input */
  structured: StructuredRecipe;
  /** the stored recipe and its lists, from the same loaders (no second query) */
  recipe: Recipe;
  parts: RecipeParts;
  cravings: string[];
  occasions: string[];
}

function pictureName(picture: PictureRef): string | null {
  if (!picture) return null;
  return 'file' in picture ? picture.file.slice(IMAGES_DIR.length) : picture.url;
}

function parts(date: Date, timeZone: string): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** yyyy-mm-dd in the site's time zone (the download's name). */
function localDate(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** dd/mm/aaaa hh:mm in the site's time zone: what Excel in pt-BR reads as a date. */
function localDateTime(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
