import { In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import { dialectOf } from '../../db/data-source';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import { badInput, notFound, unauthenticated } from '../../shared/errors';
import { pageOf, type Page, type PageWindow } from '../../shared/paging';
import { recipeChildren, recipeFields } from './recipe-input';
import { HISTORY_KINDS, RecipeRevision, RecipeRevisionKind } from './recipe-revision.entity';
import type { RecipeRevisionSummary, RecipeRevisionView } from './recipe-revision.types';
import { changedFields, readRecipeInput } from './recipe-snapshot';
import { Recipe } from './recipe.entity';
import type { RecipeInput } from './recipe.types';

/** The most SAVE and RESTORE revisions a recipe keeps; each write past it drops the oldest. */
export const MAX_HISTORY = 100;

/** A recipe's history (every save and restore, with the content of each) and each editor's autosave. */
export class RecipeRevisionService {
  constructor(
    private readonly ds: DataSource,
    private readonly defaultAuthor: string,
  ) {}

  /**
   * What a write's changedFields are counted from: the newest SAVE or RESTORE, or the stored recipe when its history
   * has none yet (it was written before revisions were kept). Read before the write, in its transaction.
   */
  async previousContent(em: EntityManager, recipe: Recipe): Promise<RecipeInput> {
    return (await this.lastSnapshot(em, recipe.id)) ?? readRecipeInput(em, recipe);
  }

  /**
   * Records the write `em` just made to `recipe` (a SAVE or a RESTORE), in its transaction. `previous`: the content
   * before it (previousContent), null for a new recipe. The author's autosave of the recipe is spent, and the history
   * keeps its newest MAX_HISTORY entries.
   */
  async record(
    em: EntityManager,
    ctx: RequestContext,
    recipe: Recipe,
    kind: RecipeRevisionKind.SAVE | RecipeRevisionKind.RESTORE,
    previous: RecipeInput | null,
  ): Promise<void> {
    const snapshot = await readRecipeInput(em, recipe);
    const revisions = em.getRepository(RecipeRevision);
    // 0: a system context (seed, fixtures), no account to name
    const authorId = ctx.user?.id || null;
    await revisions.insert({
      recipeId: recipe.id,
      kind,
      recipeVersion: recipe.version,
      authorId,
      title: recipe.title,
      changedFields: changedFields(previous, snapshot),
      snapshot: snapshot as never,
    });
    if (!previous) return;
    if (authorId !== null) {
      await revisions.delete({ recipeId: recipe.id, kind: RecipeRevisionKind.AUTOSAVE, authorId });
    }
    const [oldestKept] = await revisions.find({
      select: { id: true },
      where: { recipeId: recipe.id, kind: In(HISTORY_KINDS) },
      order: { id: 'DESC' },
      skip: MAX_HISTORY - 1,
      take: 1,
    });
    if (oldestKept) {
      await revisions.delete({ recipeId: recipe.id, kind: In(HISTORY_KINDS), id: LessThan(oldestKept.id) });
    }
  }

  /** One page of the recipe's saves and restores, newest first, without their content. */
  async history(_ctx: RequestContext, recipeId: number, window: PageWindow): Promise<Page<RecipeRevisionSummary>> {
    const [rows, total] = await this.summaries()
      .where('r.recipeId = :recipeId AND r.kind IN (:...kinds)', { recipeId, kinds: HISTORY_KINDS })
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .offset(window.offset)
      .limit(window.size)
      .getManyAndCount();
    return pageOf(rows.map(toSummary), total, window);
  }

  /** One revision with its content (any kind: an autosave too). */
  async get(_ctx: RequestContext, id: number): Promise<RecipeRevisionView> {
    const revision = await this.withContent(this.summaries().where('r.id = :id', { id }));
    if (!revision) throw notFound('Versão da receita não encontrada.');
    return revision;
  }

  /** The signed-in editor's autosave of the recipe, or null. */
  autosaveOf(ctx: RequestContext, recipeId: number): Promise<RecipeRevisionView | null> {
    if (!ctx.user) throw unauthenticated();
    return this.withContent(
      this.summaries().where('r.recipeId = :recipeId AND r.kind = :kind AND r.authorId = :authorId', {
        recipeId,
        kind: RecipeRevisionKind.AUTOSAVE,
        authorId: ctx.user.id,
      }),
    );
  }

  /** Removes the signed-in editor's autosave of the recipe; false when there was none. */
  async discardAutosave(ctx: RequestContext, recipeId: number): Promise<boolean> {
    if (!ctx.user) throw unauthenticated();
    const result = await this.ds
      .getRepository(RecipeRevision)
      .delete({ recipeId, kind: RecipeRevisionKind.AUTOSAVE, authorId: ctx.user.id });
    return Boolean(result.affected);
  }

  /**
   * Keeps what the editor has typed so far, validated as an update would be, without touching the recipe: one
   * AUTOSAVE per person and recipe, replaced each time (their next save of the recipe removes it). `baseVersion` is
   * the recipe version the editor loaded. Its content is the stored recipe with the input's fields laid over it.
   */
  async autosave(
    ctx: RequestContext,
    recipeId: number,
    input: RecipeInput,
    baseVersion: number,
  ): Promise<RecipeRevisionView> {
    if (!Number.isInteger(baseVersion) || baseVersion < 1) {
      throw badInput('baseVersion', 'A versão de origem (baseVersion) deve ser um inteiro ≥ 1.');
    }
    if (!ctx.user) throw unauthenticated();
    const authorId = ctx.user.id;
    const id = await transaction(this.ds, async (em) => {
      // SQLite runs one write transaction at a time (transaction.ts); MySQL/MariaDB queues this recipe's writers here.
      const lock = dialectOf(this.ds) === 'mysql' ? { mode: 'pessimistic_write' as const } : undefined;
      const recipe = await em.getRepository(Recipe).findOne({ where: { id: recipeId }, lock });
      if (!recipe) throw notFound('Receita não encontrada.');
      const fields = recipeFields(input, recipe, this.defaultAuthor);
      recipeChildren(input);
      const stored = await readRecipeInput(em, recipe);
      const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const snapshot: RecipeInput = { ...stored, ...given };
      const row = {
        recipeVersion: baseVersion,
        title: fields.title ?? recipe.title,
        changedFields: changedFields((await this.lastSnapshot(em, recipeId)) ?? stored, snapshot),
        snapshot: snapshot as never,
        createdAt: new Date(),
      };
      const revisions = em.getRepository(RecipeRevision);
      const mine = { recipeId, kind: RecipeRevisionKind.AUTOSAVE, authorId };
      const existing = await revisions.findOne({ select: { id: true }, where: mine });
      if (existing) {
        await revisions.update({ id: existing.id }, row);
        return existing.id;
      }
      return (await revisions.insert({ ...mine, ...row })).identifiers[0].id as number;
    });
    return this.get(ctx, id);
  }

  /** The content of the recipe's newest SAVE or RESTORE, if it has one. */
  private async lastSnapshot(em: EntityManager, recipeId: number): Promise<RecipeInput | undefined> {
    const last = await em.getRepository(RecipeRevision).findOne({
      select: { id: true, snapshot: true },
      where: { recipeId, kind: In(HISTORY_KINDS) },
      order: { id: 'DESC' },
    });
    return last?.snapshot;
  }

  /** Revisions (aliased r) with their author's name, without their content. */
  private summaries() {
    return this.ds
      .getRepository(RecipeRevision)
      .createQueryBuilder('r')
      .leftJoin('r.author', 'a')
      .addSelect(['a.id', 'a.name']);
  }

  private async withContent(query: ReturnType<RecipeRevisionService['summaries']>): Promise<RecipeRevisionView | null> {
    const revision = await query.addSelect('r.snapshot').getOne();
    return revision ? { ...toSummary(revision), snapshot: JSON.stringify(revision.snapshot) } : null;
  }
}

function toSummary(revision: RecipeRevision): RecipeRevisionSummary {
  const { id, recipeId, kind, recipeVersion, authorId, title, changedFields, createdAt } = revision;
  return {
    id,
    recipeId,
    kind,
    recipeVersion,
    baseVersion: kind === RecipeRevisionKind.AUTOSAVE ? recipeVersion : null,
    authorId,
    authorName: revision.author?.name ?? null,
    title,
    changedFields,
    createdAt,
  };
}
