import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../../graphql/context';
import { AppError, unprocessable } from '../../../shared/errors';
import { normalizeKey } from '../../../shared/text';
import { Category } from '../../category/category.entity';
import type { CategoryService } from '../../category/category.service';
import type { MediaService, StoredImage } from '../../media/media.service';
import type { NutritionInput } from '../../recipe/nutrition.types';
import { Difficulty, Recipe } from '../../recipe/recipe.entity';
import type { RecipeService } from '../../recipe/recipe.service';
import type { RecipeInput } from '../../recipe/recipe.types';
import { CATEGORIES_FILE, DATA_PROPERTY, IMAGES_DIR, MAX_ENTRY_BYTES, isHttpUrl } from './archive-format';
import type { ArchiveItemStatus, RecipeArchiveImport, RecipeArchiveItem } from './archive.types';
import { extractRecipe } from '../extract/extract-recipe';
import { importedRecipe, recipeInputOf } from '../imported-recipe';
import { recipeNodes } from './schema-org';
import { shownName, ZipIn, type ZipEntry } from './zip-in';

export interface ImportDeps {
  ds: DataSource;
  media: MediaService;
  recipes: RecipeService;
  categories: CategoryService;
  logger: Logger;
}

type Json = Record<string, unknown>;

/** What a recipe file holds, in RecipeInput's terms, before the archive's names are resolved. */
interface RecipeDraft {
  input: RecipeInput;
  categories: string[];
  /** a file of the archive or a URL */
  image: string | null;
  /** where a relative picture name starts from: the folder of a foreign JSON file */
  folder?: string;
}

const NUTRITION_KEYS = ['calories', 'carbohydrates', 'protein', 'fat', 'fiber', 'sodium'] as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const objects = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((v): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)) : [];
/** A list of names, given as texts or as objects with `key` (both forms are read). */
const names = (value: unknown, key: string): string[] =>
  Array.isArray(value)
    ? value
        .map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' ? text((v as Json)[key]) : undefined))
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];

/**
 * Recreates an archive's catalogue here: its categories (matched by name, else created with their picture), then each
 * recipe file in the archive's order (a title the site has already is skipped), its picture stored again through the
 * checks of an upload. One bad file fails alone; the summary says what became of each.
 */
export async function importArchive(deps: ImportDeps, ctx: RequestContext, file: string): Promise<RecipeArchiveImport> {
  const zip = await ZipIn.open(file);
  try {
    return await new ArchiveImport(deps, ctx, zip).run();
  } finally {
    zip.close();
  }
}

class ArchiveImport {
  private readonly warnings: string[];
  private readonly items: RecipeArchiveItem[] = [];
  private categoriesCreated = 0;
  /** category ids by normalised name */
  private categoryIds = new Map<string, number>();
  /** pictures stored so far, by archive file (null: it could not be) */
  private readonly pictures = new Map<string, StoredImage | null>();

  constructor(
    private readonly deps: ImportDeps,
    private readonly ctx: RequestContext,
    private readonly zip: ZipIn,
  ) {
    this.warnings = [...zip.warnings];
  }

  async run(): Promise<RecipeArchiveImport> {
    const existing = await this.deps.ds.getRepository(Category).find({ select: { id: true, nameKey: true } });
    this.categoryIds = new Map(existing.map((c) => [c.nameKey, c.id]));
    await this.importCategories();
    const files = this.zip.ordered.filter(
      (entry) => /\.json$/i.test(entry.name) && entry.name !== CATEGORIES_FILE && !entry.name.startsWith(IMAGES_DIR),
    );
    if (!files.length && !this.zip.entries.has(CATEGORIES_FILE)) {
      this.warnings.push('O .zip não tem receitas (arquivos .json) nem categorias.');
    }
    for (const entry of files) this.items.push(await this.importFile(entry));
    const count = (status: ArchiveItemStatus) => this.items.filter((item) => item.status === status).length;
    return {
      created: count('created'),
      duplicates: count('duplicate'),
      failed: count('failed'),
      categoriesCreated: this.categoriesCreated,
      warnings: this.warnings,
      recipes: this.items,
    };
  }

  private async importCategories(): Promise<void> {
    const entry = this.zip.entries.get(CATEGORIES_FILE);
    if (!entry) return;
    let list: unknown;
    try {
      list = JSON.parse((await this.zip.read(entry)).toString('utf8'));
    } catch (err) {
      this.warnings.push(err instanceof AppError ? err.message : `${CATEGORIES_FILE} não é um JSON válido.`);
      return;
    }
    for (const item of objects(list)) {
      const name = text(item.name)?.trim();
      if (!name) continue;
      if (this.categoryIds.has(normalizeKey(name))) continue;
      const image = text(item.image)
        ? await this.picture(text(item.image)!, `da categoria "${shownName(name)}"`)
        : null;
      await this.createCategory(name, textOrNull(item.description), image);
    }
  }

  private async createCategory(name: string, description: string | null, image: StoredImage | null): Promise<void> {
    try {
      const created = await this.deps.categories.create(this.ctx, {
        name,
        description,
        imageUrl: image ? { small: image.small, medium: image.medium } : null,
      });
      this.categoryIds.set(created.nameKey, created.id);
      this.categoriesCreated += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      this.warnings.push(`Categoria "${shownName(name)}" não foi criada: ${err.message}`);
    }
  }

  private async importFile(entry: ZipEntry): Promise<RecipeArchiveItem> {
    const item = (status: ArchiveItemStatus, extra: Partial<RecipeArchiveItem> = {}): RecipeArchiveItem => ({
      file: entry.name,
      status,
      ...extra,
    });
    try {
      const draft = await this.readRecipe(entry);
      const title = draft.input.title?.trim() ?? '';
      if (!title) return item('failed', { error: 'A receita não tem título.' });
      const known = await this.sameTitle(title);
      if (known) {
        if (known.deletedAt) {
          this.warnings.push(
            `${shownName(entry.name)}: a receita "${shownName(title)}" (#${known.id}) está na Lixeira: ` +
              'restaure-a em vez de importar de novo.',
          );
        }
        return item('duplicate');
      }
      const input: RecipeInput = { ...draft.input };
      input.category = await this.categoryRefs(draft.categories);
      if (draft.image) {
        if (isHttpUrl(draft.image)) {
          // a picture the other site did not store either: pointed at, as there
          input.imageUrl = { small: draft.image, medium: draft.image, original: draft.image };
        } else {
          const stored = await this.picture(draft.image, `da receita "${shownName(title)}"`, draft.folder);
          if (stored) input.imageUrl = stored;
        }
      }
      // Already public there: readers are not told of it as new (a scheduled or draft one is announced when due).
      const published = input.draft !== true && Date.parse(input.datePublished ?? '') <= Date.now();
      const recipe = await this.deps.recipes.create(this.ctx, input, published ? { announce: false } : {});
      return item('created', { recipeId: recipe.id });
    } catch (err) {
      if (err instanceof AppError) return item('failed', { error: err.message });
      this.deps.logger.error({ err, file: entry.name, requestId: this.ctx.requestId }, 'Archive import: recipe failed');
      return item('failed', { error: 'Erro inesperado ao importar esta receita.' });
    }
  }

  /** A recipe of this site with this title: a live one first, else one in the trash (it would come back twice). */
  private sameTitle(title: string): Promise<Pick<Recipe, 'id' | 'deletedAt'> | null> {
    return this.deps.ds.getRepository(Recipe).findOne({
      select: { id: true, deletedAt: true },
      where: { titleKey: normalizeKey(title) },
      withDeleted: true,
      // NULL sorts first on both dialects: a live recipe before one in the trash
      order: { deletedAt: 'ASC', id: 'ASC' },
    });
  }

  /** The recipe of a file: the site's own fields when it has them, else its schema.org markup (a draft). */
  private async readRecipe(entry: ZipEntry): Promise<RecipeDraft> {
    let document: unknown;
    try {
      document = JSON.parse((await this.zip.read(entry)).toString('utf8').replace(/^\uFEFF/, ''));
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unprocessable('O arquivo não é um JSON válido.');
    }
    const nodes = recipeNodes(document);
    if (!nodes.length) throw unprocessable('O arquivo não tem uma receita schema.org (Recipe).');
    if (nodes.length > 1) {
      this.warnings.push(`${shownName(entry.name)} tem ${nodes.length} receitas; só a primeira foi importada.`);
    }
    const node = nodes[0];
    const data = node[DATA_PROPERTY];
    if (data && typeof data === 'object' && !Array.isArray(data)) return siteRecipe(data as Json);
    const folder = entry.name.slice(0, entry.name.lastIndexOf('/') + 1);
    const foreign = foreignRecipe(node, folder);
    if (!foreign) throw unprocessable('O arquivo não tem uma receita schema.org (Recipe).');
    for (const warning of foreign.warnings) this.warnings.push(`${shownName(entry.name)}: ${warning}`);
    return { ...foreign.draft, folder };
  }

  /** The categories named, by id: found by name (case- and accent-free), else created. */
  private async categoryRefs(categoryNames: string[]): Promise<{ categoryId: number }[]> {
    const refs: { categoryId: number }[] = [];
    for (const name of categoryNames) {
      const key = normalizeKey(name);
      if (!key) continue;
      if (!this.categoryIds.has(key)) await this.createCategory(name.trim(), null, null);
      const id = this.categoryIds.get(key);
      if (id !== undefined && !refs.some((ref) => ref.categoryId === id)) refs.push({ categoryId: id });
    }
    return refs;
  }

  /**
   * A picture of the archive stored in the media, through the checks of an upload; once per file, however many
   * recipes show it. A file that is missing or is not a picture leaves its owner without one, with a warning.
   */
  private async picture(name: string, owner: string, folder = ''): Promise<StoredImage | null> {
    const bare = name.replace(/^\.\//, '');
    const base = bare.slice(bare.lastIndexOf('/') + 1);
    const candidates = [`${folder}${bare}`, bare, `${IMAGES_DIR}${bare}`, `${IMAGES_DIR}${base}`];
    const path = candidates.find((candidate) => this.zip.entries.has(candidate)) ?? `${IMAGES_DIR}${bare}`;
    if (this.pictures.has(path)) return this.pictures.get(path)!;
    let stored: StoredImage | null = null;
    const entry = this.zip.entries.get(path);
    if (!entry) {
      this.warnings.push(`Foto ${owner} não está no .zip (${shownName(path)}).`);
    } else {
      try {
        stored = await this.deps.media.storeImage(this.ctx, await this.zip.read(entry), { maxBytes: MAX_ENTRY_BYTES });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        this.warnings.push(`Foto ${owner} (${shownName(path)}) não foi importada: ${err.message}`);
      }
    }
    this.pictures.set(path, stored);
    return stored;
  }
}

/** A recipe exactly as the site that exported it stored it ("receitas:dados"). */
function siteRecipe(data: Json): RecipeDraft {
  const nutrition =
    data.nutrition && typeof data.nutrition === 'object' && !Array.isArray(data.nutrition)
      ? (Object.fromEntries(
          NUTRITION_KEYS.map((key) => [key, (data.nutrition as Json)[key]]).filter(
            ([, value]) => typeof value === 'number' || value === null,
          ),
        ) as NutritionInput)
      : null;
  const difficulty = Object.values(Difficulty).find((value) => value === data.difficulty);
  const input: RecipeInput = {
    title: text(data.title) ?? '',
    description: text(data.description),
    author: text(data.author),
    prepTime: textOrNull(data.prepTime),
    cookTime: textOrNull(data.cookTime),
    totalTime: textOrNull(data.totalTime),
    servings: text(data.servings),
    difficulty,
    cuisine: textOrNull(data.cuisine),
    commentBody: text(data.commentBody),
    nutrition,
    datePublished: text(data.datePublished),
    draft: typeof data.draft === 'boolean' ? data.draft : undefined,
    sourceUrl: textOrNull(data.sourceUrl),
    ingredients: objects(data.ingredients).map((i) => ({
      section: text(i.section),
      quantity: text(i.quantity),
      unit: text(i.unit),
      ingredientName: text(i.ingredientName),
    })),
    instructions: objects(data.instructions).map((s) => ({
      section: text(s.section),
      stepNumber: typeof s.stepNumber === 'number' ? s.stepNumber : undefined,
      instructionText: text(s.instructionText),
    })),
    notes: names(data.notes, 'noteText').map((noteText) => ({ noteText })),
    tags: names(data.tags, 'name').map((name) => ({ name })),
    utensils: objects(data.utensils).map((u) => ({ name: text(u.name), link: textOrNull(u.link) })),
    cravings: names(data.cravings, 'name').map((name) => ({ name })),
    occasions: names(data.occasions, 'name').map((name) => ({ name })),
  };
  return { input, categories: names(data.categories, 'name'), image: textOrNull(data.image) };
}

/** Where a foreign file's relative picture names are resolved, then given back relative (the archive holds them). */
const ARCHIVE_BASE = 'https://arquivo.invalid/';

/**
 * A schema.org Recipe from elsewhere, read as a page's JSON-LD is read (the same reader and the same fields as an
 * import from a URL), as a draft; its categories are the archive's to find or create. Null when it holds no recipe.
 */
function foreignRecipe(node: Json, folder: string): { draft: RecipeDraft; warnings: string[] } | null {
  const script = JSON.stringify(node).replace(/</g, '\\u003c');
  const extracted = extractRecipe(`<script type="application/ld+json">${script}</script>`, `${ARCHIVE_BASE}${folder}`);
  if (!extracted) {
    // a page needs ingredients or steps to count as a recipe; a file that says it is one keeps at least its name
    const name = typeof node.name === 'string' ? node.name.trim().slice(0, 200) : '';
    if (!name) return null;
    return {
      draft: { input: { title: name, draft: true }, categories: [], image: null },
      warnings: ['o arquivo traz só o nome da receita.'],
    };
  }
  const { recipe, warnings } = importedRecipe(extracted, null, []);
  const image = recipe.imageSourceUrl?.startsWith(ARCHIVE_BASE)
    ? decodeURI(recipe.imageSourceUrl.slice(ARCHIVE_BASE.length + folder.length))
    : recipe.imageSourceUrl;
  const source = typeof node.url === 'string' && isHttpUrl(node.url) && node.url.length <= 1000 ? node.url : null;
  return {
    draft: {
      input: { ...recipeInputOf(recipe), sourceUrl: source },
      categories: extracted.categories,
      image,
    },
    warnings,
  };
}
