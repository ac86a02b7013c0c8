import { transaction } from '../../db/transaction';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { isAdmin, type RequestContext } from '../../graphql/context';
import { nextEditVersion, type EditRefusals } from '../../shared/edit-version';
import { badInput, notFound } from '../../shared/errors';
import { normalizeKey } from '../../shared/text';
import { Category } from '../category/category.entity';
import type { ContentVersion } from '../content/content-version';
import { Craving } from '../craving/craving.entity';
import { Occasion } from '../occasion/occasion.entity';
import { recipeChildren, recipeFields, type RecipeChildren } from './recipe-input';
import { RecipeCategory, RecipeCraving, RecipeOccasion } from './recipe-links.entity';
import { Ingredient, Instruction, Note, RecipeTag, Utensil } from './recipe-parts.entity';
import { RecipeRevisionKind } from './recipe-revision.entity';
import type { RecipeRevisionService } from './recipe-revision.service';
import { readRecipeInput } from './recipe-snapshot';
import { Recipe } from './recipe.entity';
import { RecipeBulkAction } from './listing/recipe-criteria';
import { isPublic } from './recipe-visibility';
import { moveToTrash } from '../trash/move-to-trash';
import { TrashKind } from '../trash/trash.types';
import type { RecipeInput } from './recipe.types';

/** Most recipes one bulk action takes (a page of the dashboard holds fewer). */
export const MAX_BULK = 100;

export interface RecipeWriteOptions {
  /** false: the recipe counts as already announced (demo seed); readers get no "new recipe" notification */
  announce?: boolean;
  /** false: no revision is recorded (demo content: its history starts at its first save) */
  revision?: boolean;
}

const REFUSALS: EditRefusals = {
  notFound: 'Receita não encontrada.',
  conflict: 'Esta receita foi alterada em outra aba ou por outra pessoa depois que você começou a editar.',
};

export class RecipeService {
  constructor(
    private readonly ds: DataSource,
    private readonly defaultAuthor: string,
    private readonly version: ContentVersion,
    private readonly announcer: { announceDue(now?: Date): Promise<number> },
    private readonly revisions: RecipeRevisionService,
  ) {}

  /** One recipe; a draft or scheduled one is visible to admins only (everyone else gets the 404 of a missing id). */
  async get(ctx: RequestContext, id: number): Promise<Recipe> {
    const recipe = await ctx.loaders.recipe.byId.load(id);
    if (!recipe || (!isAdmin(ctx) && !isPublic(recipe))) {
      throw notFound('Receita não encontrada.');
    }
    return recipe;
  }

  async create(ctx: RequestContext, input: RecipeInput, options: RecipeWriteOptions = {}): Promise<Recipe> {
    const fields = recipeFields(input, null, this.defaultAuthor);
    if (options.announce === false) fields.announcedAt = fields.datePublished;
    const children = recipeChildren(input);
    const { recipe, version } = await transaction(this.ds, async (em) => {
      // The version row is locked first: recipe writers queue on it instead of deadlocking on each other's rows.
      const version = await this.version.bump(em);
      const recipe = await em.getRepository(Recipe).save(em.getRepository(Recipe).create(fields));
      await this.writeChildren(em, recipe.id, children, true);
      if (options.revision !== false) await this.revisions.record(em, ctx, recipe, RecipeRevisionKind.SAVE, null);
      return { recipe, version };
    });
    await this.afterWrite(recipe.id, version);
    return recipe;
  }

  /** With `expectedVersion`, refused (CONFLICT) when the recipe was saved since the editor loaded that version. */
  update(ctx: RequestContext, id: number, input: RecipeInput, expectedVersion?: number | null): Promise<Recipe> {
    return this.edit(ctx, id, input, expectedVersion, RecipeRevisionKind.SAVE);
  }

  /** Applies a revision's content as an update (same checks, version check included) and records a RESTORE. */
  async restore(ctx: RequestContext, revisionId: number, expectedVersion?: number | null): Promise<Recipe> {
    const revision = await this.revisions.get(ctx, revisionId);
    const input = JSON.parse(revision.snapshot) as RecipeInput;
    return this.edit(ctx, revision.recipeId, input, expectedVersion, RecipeRevisionKind.RESTORE);
  }

  private async edit(
    ctx: RequestContext,
    id: number,
    input: RecipeInput,
    expectedVersion: number | null | undefined,
    kind: RecipeRevisionKind.SAVE | RecipeRevisionKind.RESTORE,
  ): Promise<Recipe> {
    const { recipe, version, withdrawn } = await transaction(this.ds, async (em) => {
      const version = await this.version.bump(em);
      await nextEditVersion(em, Recipe, id, expectedVersion, REFUSALS);
      const recipes = em.getRepository(Recipe);
      const recipe = await recipes.findOneByOrFail({ id });
      const previous = await this.revisions.previousContent(em, recipe);
      const wasPublic = isPublic(recipe);
      Object.assign(recipe, recipeFields(input, recipe, this.defaultAuthor));
      recipe.updatedAt = new Date();
      await recipes.save(recipe);
      await this.writeChildren(em, id, recipeChildren(input));
      await this.revisions.record(em, ctx, recipe, kind, previous);
      // made a draft again, or scheduled into the future
      return { recipe, version, withdrawn: wasPublic && !isPublic(recipe) };
    });
    await this.afterWrite(id, version, withdrawn);
    return recipe;
  }

  /**
   * One action on a selection of recipes, in one transaction: PUBLISH makes each public now (a scheduled one too),
   * UNPUBLISH makes each a draft, DELETE moves them to the trash. Answers how many recipes it changed; unknown ids are skipped.
   * Each publication change moves the recipe's edit version (an editor open on it then gets a conflict) but records no
   * revision: the next save's changedFields show it.
   */
  async bulk(ctx: RequestContext, ids: number[], action: RecipeBulkAction): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length > MAX_BULK) throw badInput('ids', `Selecione no máximo ${MAX_BULK} receitas por vez.`);
    if (unique.some((id) => !Number.isInteger(id) || id < 1)) throw badInput('ids', 'Receita inválida na seleção.');
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const edited = { version: () => 'version + 1' };
    const changed = await transaction(this.ds, async (em) => {
      const recipes = em.getRepository(Recipe);
      const found = unique.length ? await recipes.findBy({ id: In(unique) }) : [];
      const due = found
        .filter((recipe) =>
          action === RecipeBulkAction.PUBLISH
            ? !isPublic(recipe, now.getTime())
            : action === RecipeBulkAction.UNPUBLISH
              ? !recipe.draft
              : true,
        )
        .sort((a, b) => a.id - b.id);
      const writes: { id: number; version: number; withdrawn: boolean }[] = [];
      for (const recipe of due) {
        // The version row is locked before any recipe row (as every recipe writer does); one version per recipe,
        // so each process patches its search index and facet table recipe by recipe.
        const version = await this.version.bump(em);
        if (action === RecipeBulkAction.PUBLISH) {
          // Public from now on: a draft or a scheduled recipe is dated now, as the form's "Publicar agora" does.
          await recipes.update(
            { id: recipe.id },
            { draft: false, datePublished: now, updatedAt: new Date(), ...edited },
          );
        } else if (action === RecipeBulkAction.UNPUBLISH) {
          await recipes.update({ id: recipe.id }, { draft: true, updatedAt: new Date(), ...edited });
        } else {
          await moveToTrash(em, TrashKind.RECIPE, [recipe.id], ctx.user?.id ?? null);
        }
        const withdrawn = action !== RecipeBulkAction.PUBLISH && isPublic(recipe, now.getTime());
        writes.push({ id: recipe.id, version, withdrawn });
      }
      return writes;
    });
    for (const { id, version, withdrawn } of changed) await this.version.recipeChanged(id, version, withdrawn);
    if (changed.length) await this.announcer.announceDue();
    return changed.length;
  }

  /**
   * A draft copy of a recipe, every field and list kept, titled '… (cópia)' (the creator's starting point for a
   * variation). The copy is no import: it has no source page. Its picture is the same upload.
   */
  async duplicate(ctx: RequestContext, id: number): Promise<Recipe> {
    const source = await this.ds.getRepository(Recipe).findOneBy({ id });
    if (!source) throw notFound('Receita não encontrada.');
    const { datePublished: _dated, ...content } = await readRecipeInput(this.ds.manager, source);
    const suffix = ' (cópia)';
    return this.create(ctx, {
      ...content,
      title: `${source.title.slice(0, 200 - suffix.length).trimEnd()}${suffix}`,
      draft: true,
      sourceUrl: null,
    });
  }

  /** Moves the recipe to the trash (TrashService restores it or deletes it for good). */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const { version, withdrawn } = await transaction(this.ds, async (em) => {
      const version = await this.version.bump(em);
      const recipe = await em.getRepository(Recipe).findOneBy({ id });
      if (!recipe) throw notFound('Receita não encontrada.');
      await moveToTrash(em, TrashKind.RECIPE, [id], ctx.user?.id ?? null);
      return { version, withdrawn: isPublic(recipe) };
    });
    await this.afterWrite(id, version, withdrawn);
  }

  /**
   * Lets every process's projections catch up (and, for a recipe that stopped being public, drop every page that may
   * show it), and tells readers about a recipe that is now public.
   */
  private async afterWrite(id: number, version: number, withdrawn = false): Promise<void> {
    await this.version.recipeChanged(id, version, withdrawn);
    await this.announcer.announceDue();
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
