import { TERM_BOUNDS } from '@receitas/shared';
import { Not, type DataSource, type Repository } from 'typeorm';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import type { ContentVersion } from '../content/content-version';
import { nextEditVersion, type EditRefusals } from '../../shared/edit-version';
import { conflict, notFound } from '../../shared/errors';
import { normalizeKey } from '../../shared/text';
import { imageRef, optionalText, requiredText } from '../../shared/validation';
import { moveToTrash } from '../trash/move-to-trash';
import { TrashKind } from '../trash/trash.types';
import { Category } from './category.entity';
import type { CategoryInput } from './category.types';

const MAX = TERM_BOUNDS.categories;

const REFUSALS: EditRefusals = {
  notFound: 'Categoria não encontrada.',
  conflict: 'Esta categoria foi alterada em outra aba ou por outra pessoa depois que você começou a editar.',
};

export class CategoryService {
  private readonly categories: Repository<Category>;

  constructor(
    private readonly ds: DataSource,
    private readonly version: ContentVersion,
  ) {
    this.categories = ds.getRepository(Category);
  }

  /** one read per request context: a page render's menu and its recipes' categories share it */
  private readonly reads = new WeakMap<RequestContext, Promise<Category[]>>();
  private readonly maps = new WeakMap<RequestContext, Promise<Map<number, Category>>>();

  /** In creation order: the creator's first categories lead the menus. */
  list(ctx: RequestContext): Promise<Category[]> {
    let read = this.reads.get(ctx);
    if (!read) {
      read = this.categories.find({ order: { id: 'ASC' } });
      this.reads.set(ctx, read);
      // A failed read is not kept for the rest of the request.
      read.catch(() => this.reads.delete(ctx));
    }
    return read;
  }

  /** Every category by id (from the request's one read). */
  byId(ctx: RequestContext): Promise<Map<number, Category>> {
    let map = this.maps.get(ctx);
    if (!map) {
      map = this.list(ctx).then((list) => new Map(list.map((c) => [c.id, c])));
      this.maps.set(ctx, map);
      map.catch(() => this.maps.delete(ctx));
    }
    return map;
  }

  async get(_ctx: RequestContext, id: number): Promise<Category> {
    const category = await this.categories.findOneBy({ id });
    if (!category) throw notFound('Categoria não encontrada.');
    return category;
  }

  async create(_ctx: RequestContext, input: CategoryInput): Promise<Category> {
    const fields = await this.fields(input, null);
    return transaction(this.ds, (em) => em.getRepository(Category).save(em.getRepository(Category).create(fields)));
  }

  /** With `expectedVersion`, refused (CONFLICT) when the category was saved since the editor loaded that version. */
  async update(
    ctx: RequestContext,
    id: number,
    input: CategoryInput,
    expectedVersion?: number | null,
  ): Promise<Category> {
    await this.get(ctx, id);
    const fields = await this.fields(input, id);
    return this.renamingRecipes(async (categories) => {
      await nextEditVersion(categories.manager, Category, id, expectedVersion, REFUSALS);
      return categories.save(Object.assign(await categories.findOneByOrFail({ id }), fields));
    });
  }

  /** Moves the category to the trash: its recipes stay, without it, until it is restored. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.renamingRecipes(async (categories) => {
      if (!(await categories.existsBy({ id }))) throw notFound('Categoria não encontrada.');
      await moveToTrash(categories.manager, TrashKind.CATEGORY, [id], ctx.user?.id ?? null);
    });
  }

  /** A write that changes what recipes are called by: the recipe search index (it holds category names) is rebuilt. */
  private renamingRecipes<T>(work: (categories: Repository<Category>) => Promise<T>): Promise<T> {
    return transaction(this.ds, async (em) => {
      // The version row is locked first, as recipe writers do.
      await this.version.bump(em);
      return work(em.getRepository(Category));
    });
  }

  private async fields(input: CategoryInput, id: number | null): Promise<Partial<Category>> {
    const name = requiredText('name', input.name, MAX.name, 'Nome da categoria é obrigatório');
    const nameKey = normalizeKey(name);
    const taken = await this.categories.existsBy(id === null ? { nameKey } : { nameKey, id: Not(id) });
    if (taken) throw conflict(`Já existe uma categoria chamada "${name}".`);
    return {
      name,
      nameKey,
      description: optionalText('description', input.description, MAX.description),
      imageSmall: imageRef('imageUrl.small', input.imageUrl?.small),
      imageMedium: imageRef('imageUrl.medium', input.imageUrl?.medium ?? input.imageUrl?.small),
    };
  }
}
