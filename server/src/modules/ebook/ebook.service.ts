import { EBOOK_BOUNDS as MAX } from '@receitas/shared';
import { In, LessThanOrEqual, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import { bumpContentVersion } from '../content/content-write.subscriber';
import { Recipe } from '../recipe/recipe.entity';
import { moveToTrash } from '../trash/move-to-trash';
import { TrashKind } from '../trash/trash.types';
import { nextEditVersion, type EditRefusals } from '../../shared/edit-version';
import { badInput, notFound } from '../../shared/errors';
import { imageSet } from '../../shared/image-set';
import { todayIn } from '../../shared/site-time';
import { calendarDate, httpUrl, imageRef } from '../../shared/validation';
import { EBookRecipe } from './ebook-recipe.entity';
import { EBook } from './ebook.entity';
import { createEBookLoaders, type EBookLoaders } from './ebook.loaders';
import type { EBookInput, EBookView } from './ebook.types';

/** An e-book is a collection, not the whole site: more than this is a mistake (or an attack). */
export const MAX_EBOOK_RECIPES = MAX.recipes;

const REFUSALS: EditRefusals = {
  notFound: 'E-book não encontrado.',
  conflict: 'Este e-book foi alterado em outra aba ou por outra pessoa depois que você começou a editar.',
};

export class EBookService {
  private readonly ebooks: Repository<EBook>;
  /** one set of loaders per request context: its cache lives as long as the request */
  private readonly loaders = new WeakMap<RequestContext, EBookLoaders>();

  constructor(
    private readonly ds: DataSource,
    private readonly timeZone: string,
  ) {
    this.ebooks = ds.getRepository(EBook);
  }

  private loadersOf(ctx: RequestContext): EBookLoaders {
    let loaders = this.loaders.get(ctx);
    if (!loaders) {
      loaders = createEBookLoaders(this.ds, () => todayIn(this.timeZone));
      this.loaders.set(ctx, loaders);
    }
    return loaders;
  }

  /** The e-book's published recipes, in the admin's order. */
  publishedRecipes(ctx: RequestContext, ebookId: number): Promise<Recipe[]> {
    return this.loadersOf(ctx).publishedRecipes.load(ebookId);
  }

  /** Every recipe id linked to the e-book (drafts and scheduled ones included): what the dashboard edits. */
  recipeIds(ctx: RequestContext, ebookId: number): Promise<number[]> {
    return this.loadersOf(ctx).recipeIds.load(ebookId);
  }

  /** The published e-books that contain the recipe, newest first. */
  async ebooksOfRecipe(ctx: RequestContext, recipeId: number): Promise<EBookView[]> {
    return (await this.loadersOf(ctx).ebooksOfRecipe.load(recipeId)).map(toView);
  }

  /** The public catalogue: published (publicationDate ≤ today), newest first. */
  async published(_ctx: RequestContext): Promise<EBookView[]> {
    const rows = await this.ebooks.find({
      where: { publicationDate: LessThanOrEqual(todayIn(this.timeZone)) },
      order: { publicationDate: 'DESC', id: 'DESC' },
    });
    return rows.map(toView);
  }

  async all(_ctx: RequestContext): Promise<EBookView[]> {
    return (await this.ebooks.find({ order: { publicationDate: 'DESC', id: 'DESC' } })).map(toView);
  }

  async get(_ctx: RequestContext, id: number): Promise<EBookView> {
    return toView(await this.find(id));
  }

  async create(_ctx: RequestContext, input: EBookInput): Promise<EBookView> {
    const fields = this.fields(input);
    const recipeIds = recipeIdsOf(input);
    return this.ds.transaction(async (m) => {
      const ebook = await m.getRepository(EBook).save(m.getRepository(EBook).create(fields));
      if (recipeIds) await linkRecipes(m, ebook.id, recipeIds);
      return toView(ebook);
    });
  }

  /**
   * Omitted recipeIds keep the e-book's recipes; a given list (even empty) replaces them. With `expectedVersion`,
   * refused (CONFLICT) when the e-book was saved since the editor loaded that version.
   */
  async update(
    _ctx: RequestContext,
    id: number,
    input: EBookInput,
    expectedVersion?: number | null,
  ): Promise<EBookView> {
    const fields = this.fields(input);
    const recipeIds = recipeIdsOf(input);
    return transaction(this.ds, async (m) => {
      await nextEditVersion(m, EBook, id, expectedVersion, REFUSALS);
      const ebook = await m.getRepository(EBook).findOneByOrFail({ id });
      Object.assign(ebook, fields);
      const saved = await m.getRepository(EBook).save(ebook);
      if (recipeIds) await linkRecipes(m, id, recipeIds);
      return toView(saved);
    });
  }

  /** Moves the e-book to the trash (TrashService restores it or deletes it for good). */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    await transaction(this.ds, async (em) => {
      // The version row first, as every content writer takes it: the configuration may lose its featured e-book.
      await bumpContentVersion(em);
      if (!(await em.getRepository(EBook).existsBy({ id }))) throw notFound('E-book não encontrado.');
      await moveToTrash(em, TrashKind.EBOOK, [id], ctx.user?.id ?? null);
    });
  }

  private async find(id: number): Promise<EBook> {
    const ebook = await this.ebooks.findOneBy({ id });
    if (!ebook) throw notFound('E-book não encontrado.');
    return ebook;
  }

  /** The dashboard's rules, in its order and with its messages. */
  private fields(input: EBookInput): Partial<EBook> {
    const title = (input.title ?? '').trim();
    const author = (input.author ?? '').trim();
    if (!title || !author) throw badInput(!title ? 'title' : 'author', 'Título e autor são obrigatórios');
    if (title.length > MAX.title || author.length > MAX.author) {
      throw badInput(
        title.length > MAX.title ? 'title' : 'author',
        `Título (até ${MAX.title}) ou autor (até ${MAX.author} caracteres) longo demais.`,
      );
    }
    const price = input.price;
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
      throw badInput('price', 'Preço deve ser maior que zero');
    }
    if (Math.abs(Math.round(price * 100) - price * 100) > 1e-6 || price > MAX.price) {
      throw badInput('price', 'O preço deve ter no máximo duas casas decimais e ser menor que R$ 100.000,00.');
    }
    const externalUrl = (input.externalUrl ?? '').trim();
    if (!externalUrl) throw badInput('externalUrl', 'URL externa é obrigatória');
    httpUrl('externalUrl', externalUrl, MAX.externalUrl);
    const vertical = covers('verticalCoverImageUrl', input.verticalCoverImageUrl);
    const horizontal = covers('horizontalCoverImageUrl', input.horizontalCoverImageUrl);
    if (!vertical || !horizontal) {
      throw badInput(
        !vertical ? 'verticalCoverImageUrl' : 'horizontalCoverImageUrl',
        'Imagens vertical e horizontal são obrigatórias',
      );
    }
    const given = (input.publicationDate ?? '').trim();
    const date = given ? calendarDate('publicationDate', given) : todayIn(this.timeZone);
    return {
      title,
      author,
      price: price.toFixed(2),
      externalUrl,
      publicationDate: date,
      verticalCoverSmall: vertical.small,
      verticalCoverMedium: vertical.medium,
      verticalCoverOriginal: vertical.original,
      horizontalCoverSmall: horizontal.small,
      horizontalCoverMedium: horizontal.medium,
      horizontalCoverOriginal: horizontal.original,
    };
  }
}

/** The input's recipe ids, de-duplicated in their order; undefined when omitted (keep the stored ones). */
function recipeIdsOf(input: EBookInput): number[] | undefined {
  if (input.recipeIds == null) return undefined;
  const ids = [...new Set(input.recipeIds)];
  if (ids.length > MAX_EBOOK_RECIPES) {
    throw badInput('recipeIds', `Um e-book pode ter no máximo ${MAX_EBOOK_RECIPES} receitas.`);
  }
  if (ids.some((id) => !Number.isInteger(id) || id < 1))
    throw badInput('recipeIds', 'Identificador de receita inválido.');
  return ids;
}

/** Replaces the e-book's recipes with `recipeIds`, in order; every id must name an existing recipe out of the trash. */
async function linkRecipes(m: EntityManager, ebookId: number, recipeIds: number[]): Promise<void> {
  const found = recipeIds.length
    ? new Set(
        (await m.getRepository(Recipe).find({ select: { id: true }, where: { id: In(recipeIds) } })).map((r) => r.id),
      )
    : new Set<number>();
  const missing = recipeIds.filter((id) => !found.has(id));
  if (missing.length) throw badInput('recipeIds', `Receitas não encontradas: ${missing.join(', ')}.`);
  // Links to recipes in the trash (which the editor never sees) stay: a restored recipe is back in its e-books.
  await m
    .createQueryBuilder()
    .delete()
    .from(EBookRecipe)
    .where('ebookId = :ebookId', { ebookId })
    .andWhere('recipeId NOT IN (SELECT id FROM recipes WHERE deletedAt IS NOT NULL)')
    .execute();
  if (recipeIds.length) {
    await m.getRepository(EBookRecipe).insert(recipeIds.map((recipeId, position) => ({ ebookId, recipeId, position })));
  }
}

/** A cover needs at least one rendition; missing ones fall back to the largest given. */
function covers(field: string, input: EBookInput['verticalCoverImageUrl']) {
  const small = imageRef(`${field}.small`, input?.small);
  const medium = imageRef(`${field}.medium`, input?.medium);
  const original = imageRef(`${field}.original`, input?.original);
  const any = original ?? medium ?? small;
  if (!any) return null;
  return { small: small ?? any, medium: medium ?? any, original: original ?? any };
}

export function toView(e: EBook): EBookView {
  const vertical = imageSet(e.verticalCoverSmall, e.verticalCoverMedium, e.verticalCoverOriginal);
  return {
    id: e.id,
    title: e.title,
    author: e.author,
    price: Number(e.price),
    verticalCoverImageUrl: vertical,
    horizontalCoverImageUrl: imageSet(e.horizontalCoverSmall, e.horizontalCoverMedium, e.horizontalCoverOriginal),
    coverImageUrl: vertical,
    externalUrl: e.externalUrl,
    publicationDate: e.publicationDate,
    version: e.version,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}
