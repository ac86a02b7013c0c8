import { transaction } from '../../db/transaction';
import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { isAdmin, type RequestContext } from '../../graphql/context';
import { badInput, notFound } from '../../shared/errors';
import { LIKE_ESCAPE, escapeLike, normalizeKey, toDbDateTime } from '../../shared/text';
import { calendarDate } from '../../shared/validation';
import { Category } from '../category/category.entity';
import type { ContentVersion } from '../content/content-version';
import { Craving } from '../craving/craving.entity';
import { Occasion } from '../occasion/occasion.entity';
import { recipeChildren, recipeFields, type RecipeChildren } from './recipe-input';
import { RecipeCategory, RecipeCraving, RecipeOccasion } from './recipe-links.entity';
import { Ingredient, Instruction, Note, RecipeTag, Utensil } from './recipe-parts.entity';
import { Recipe } from './recipe.entity';
import { isPublic, wherePublic, whereStatus } from './recipe-visibility';
import type { RecipeFilter, RecipeInput } from './recipe.types';

export const MAX_PAGE_SIZE = 100;
/** Longest text the `query` filter looks at. */
const MAX_QUERY_LENGTH = 200;

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface RecipeWriteOptions {
  /** false: the recipe counts as already announced (demo seed); readers get no "new recipe" notification */
  announce?: boolean;
}

export class RecipeService {
  constructor(
    private readonly ds: DataSource,
    private readonly defaultAuthor: string,
    private readonly version: ContentVersion,
    private readonly announcer: { announceDue(now?: Date): Promise<number> },
  ) {}

  /** Public recipes (admins: drafts and scheduled ones too) matching the filter, newest first. */
  async list(ctx: RequestContext, filter: RecipeFilter = {}): Promise<Recipe[]> {
    return this.query(ctx, filter).getMany();
  }

  async page(ctx: RequestContext, filter: RecipeFilter, page: number, size: number): Promise<Page<Recipe>> {
    if (!Number.isInteger(page) || page < 0) throw badInput('page', 'O parâmetro page deve ser um inteiro ≥ 0.');
    if (!Number.isInteger(size) || size < 1) throw badInput('size', 'O parâmetro size deve ser um inteiro ≥ 1.');
    const capped = Math.min(size, MAX_PAGE_SIZE);
    const [content, totalElements] = await this.query(ctx, filter)
      .skip(page * capped)
      .take(capped)
      .getManyAndCount();
    return { content, page, size: capped, totalElements, totalPages: Math.ceil(totalElements / capped) };
  }

  /** One recipe; a draft or scheduled one is visible to admins only (everyone else gets the 404 of a missing id). */
  async get(ctx: RequestContext, id: number): Promise<Recipe> {
    const recipe = await ctx.loaders.recipe.byId.load(id);
    if (!recipe || (!isAdmin(ctx) && !isPublic(recipe))) {
      throw notFound('Receita não encontrada.');
    }
    return recipe;
  }

  async create(_ctx: RequestContext, input: RecipeInput, options: RecipeWriteOptions = {}): Promise<Recipe> {
    const fields = recipeFields(input, null, this.defaultAuthor);
    if (options.announce === false) fields.announcedAt = fields.datePublished;
    const children = recipeChildren(input);
    const { recipe, version } = await transaction(this.ds, async (em) => {
      // The version row is locked first: recipe writers queue on it instead of deadlocking on each other's rows.
      const version = await this.version.bump(em);
      const recipe = await em.getRepository(Recipe).save(em.getRepository(Recipe).create(fields));
      await this.writeChildren(em, recipe.id, children, true);
      return { recipe, version };
    });
    await this.afterWrite(recipe.id, version);
    return recipe;
  }

  async update(_ctx: RequestContext, id: number, input: RecipeInput): Promise<Recipe> {
    const { recipe, version } = await transaction(this.ds, async (em) => {
      const version = await this.version.bump(em);
      const recipes = em.getRepository(Recipe);
      const recipe = await recipes.findOneBy({ id });
      if (!recipe) throw notFound('Receita não encontrada.');
      Object.assign(recipe, recipeFields(input, recipe, this.defaultAuthor));
      recipe.updatedAt = new Date();
      await recipes.save(recipe);
      await this.writeChildren(em, id, recipeChildren(input));
      return { recipe, version };
    });
    await this.afterWrite(id, version);
    return recipe;
  }

  async delete(_ctx: RequestContext, id: number): Promise<void> {
    const version = await transaction(this.ds, async (em) => {
      const version = await this.version.bump(em);
      const result = await em.getRepository(Recipe).delete({ id });
      if (!result.affected) throw notFound('Receita não encontrada.');
      return version;
    });
    await this.afterWrite(id, version);
  }

  /** Lets this process's projections catch up, and tells readers about a recipe that is now public. */
  private async afterWrite(id: number, version: number): Promise<void> {
    await this.version.recipeChanged(id, version);
    await this.announcer.announceDue();
  }

  private query(ctx: RequestContext, filter: RecipeFilter): SelectQueryBuilder<Recipe> {
    const qb = this.ds
      .getRepository(Recipe)
      .createQueryBuilder('r')
      .orderBy('r.datePublished', 'DESC')
      .addOrderBy('r.id', 'DESC');
    const now = new Date();
    if (!isAdmin(ctx)) wherePublic(qb, 'r', now);
    if (filter.status) whereStatus(qb, filter.status, 'r', now);
    if (filter.title?.trim()) {
      qb.andWhere(`r.titleKey LIKE :title ESCAPE '${LIKE_ESCAPE}'`, {
        title: `%${escapeLike(normalizeKey(filter.title))}%`,
      });
    }
    const searched = normalizeKey((filter.query ?? '').slice(0, MAX_QUERY_LENGTH));
    if (searched) {
      qb.andWhere(`r.searchKey LIKE :searched ESCAPE '${LIKE_ESCAPE}'`, { searched: `%${escapeLike(searched)}%` });
    }
    if (filter.category?.trim()) {
      qb.andWhere(
        'r.id IN (SELECT rc.recipeId FROM recipe_categories rc INNER JOIN categories c ON c.id = rc.categoryId ' +
          'WHERE c.nameKey = :categoryKey)',
        { categoryKey: normalizeKey(filter.category) },
      );
    }
    if (filter.cuisine?.trim()) qb.andWhere('r.cuisineKey = :cuisineKey', { cuisineKey: normalizeKey(filter.cuisine) });
    if (filter.craving?.trim()) {
      const craving = filter.craving.trim();
      const byId = /^\d+$/.test(craving);
      qb.andWhere(
        'r.id IN (SELECT rv.recipeId FROM recipe_cravings rv INNER JOIN cravings v ON v.id = rv.cravingId ' +
          `WHERE ${byId ? 'v.id = :craving' : 'v.nameKey = :craving'})`,
        { craving: byId ? Number(craving) : normalizeKey(craving) },
      );
    }
    const ceilings = [
      ['maxPrepMinutes', 'prepMinutes'],
      ['maxCookMinutes', 'cookMinutes'],
      ['maxTotalMinutes', 'totalMinutes'],
    ] as const;
    for (const [key, column] of ceilings) {
      const value = filter[key];
      if (value === null || value === undefined) continue;
      if (!Number.isInteger(value) || value < 0)
        throw badInput('minutes', 'O parâmetro minutes deve ser um inteiro ≥ 0.');
      qb.andWhere(`r.${column} IS NOT NULL AND r.${column} <= :${key}`, { [key]: value });
    }
    if (filter.publishedBefore?.trim()) {
      const day = new Date(`${calendarDate('date', filter.publishedBefore)}T00:00:00Z`);
      qb.andWhere('r.datePublished < :before', { before: toDbDateTime(day) });
    }
    return qb;
  }

  /** Replaces each child list present in `children`; absent lists are left as stored. */
  private async writeChildren(
    em: EntityManager,
    recipeId: number,
    children: RecipeChildren,
    isNew = false,
  ): Promise<void> {
    const replace = async <T extends object>(entity: new () => T, rows: object[] | undefined) => {
      if (!rows) return;
      // A new recipe has nothing to delete (and a range delete would take gap locks that deadlock concurrent inserts).
      if (!isNew) await em.getRepository(entity).delete({ recipeId } as never);
      if (rows.length) {
        const items = rows.map((row, position) => ({ ...row, recipeId, position }));
        // No re-read of generated columns: nothing here needs them, and it saves a statement per list.
        await em
          .createQueryBuilder()
          .insert()
          .into(entity)
          .values(items as never)
          .updateEntity(false)
          .execute();
      }
    };
    await replace(Ingredient, children.ingredients);
    await replace(Instruction, children.instructions);
    await replace(Note, children.notes);
    await replace(RecipeTag, children.tags);
    await replace(Utensil, children.utensils);
    if (children.categoryIds) {
      const ids = children.categoryIds;
      const found = ids.length ? await em.getRepository(Category).findBy({ id: In(ids) }) : [];
      const missing = ids.filter((id) => !found.some((c) => c.id === id));
      if (missing.length) throw badInput('category', `Categoria inexistente: categoryId ${missing.join(', ')}.`);
      await replace(
        RecipeCategory,
        ids.map((categoryId) => ({ categoryId })),
      );
    }
    if (children.cravings) {
      const ids = await this.resolveCravings(em, children.cravings);
      await replace(
        RecipeCraving,
        ids.map((cravingId) => ({ cravingId })),
      );
    }
    if (children.occasions) {
      const ids = await this.resolveOccasions(em, children.occasions);
      await replace(
        RecipeOccasion,
        ids.map((occasionId) => ({ occasionId })),
      );
    }
  }

  private async resolveCravings(em: EntityManager, refs: NonNullable<RecipeChildren['cravings']>): Promise<number[]> {
    const repo = em.getRepository(Craving);
    const ids: number[] = [];
    for (const [i, ref] of refs.entries()) {
      if (ref.id !== undefined) {
        if (!(await repo.existsBy({ id: ref.id })))
          throw badInput(`cravings[${i}].id`, `Desejo inexistente: id ${ref.id}.`);
        ids.push(ref.id);
        continue;
      }
      const name = ref.name as string;
      const existing = await repo.findOneBy({ nameKey: normalizeKey(name) });
      const craving =
        existing ??
        (await repo.save(
          repo.create({
            name,
            nameKey: normalizeKey(name),
            description: ref.description ?? null,
            imageSmall: ref.imageUrl?.small ?? null,
            imageMedium: ref.imageUrl?.medium ?? null,
            imageOriginal: ref.imageUrl?.original ?? null,
          }),
        ));
      ids.push(craving.id);
    }
    return [...new Set(ids)];
  }

  private async resolveOccasions(em: EntityManager, refs: NonNullable<RecipeChildren['occasions']>): Promise<number[]> {
    const repo = em.getRepository(Occasion);
    const ids: number[] = [];
    for (const [i, ref] of refs.entries()) {
      if (ref.id !== undefined) {
        if (!(await repo.existsBy({ id: ref.id })))
          throw badInput(`occasions[${i}].id`, `Ocasião inexistente: id ${ref.id}.`);
        ids.push(ref.id);
        continue;
      }
      const name = ref.name as string;
      const key = normalizeKey(name);
      const occasion =
        (await repo.findOneBy({ nameKey: key })) ?? (await repo.save(repo.create({ name, nameKey: key })));
      ids.push(occasion.id);
    }
    return [...new Set(ids)];
  }
}
