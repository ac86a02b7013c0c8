import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageInput, pageWindow } from '../../shared/paging';
import type { RecipeRevisionService } from './recipe-revision.service';
import { REVISION_PAGE_MAX, RecipeRevisionPage, RecipeRevisionView } from './recipe-revision.types';
import { Recipe } from './recipe.entity';
import type { RecipeService } from './recipe.service';
import { RecipeInput } from './recipe.types';

/** The editor's safety net: a recipe's history, restoring from it, and each editor's autosave (admins only). */
@Resolver()
export class RecipeRevisionResolver {
  constructor(
    private readonly revisions: RecipeRevisionService,
    private readonly recipes: RecipeService,
  ) {}

  @Authorized('ADMIN')
  @Query(() => RecipeRevisionPage, {
    description: `The recipe's saves and restores, newest first, without their content (page size at most ${REVISION_PAGE_MAX})`,
  })
  recipeRevisions(
    @Ctx() ctx: RequestContext,
    @Arg('recipeId', () => Int) recipeId: number,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.revisions.history(ctx, recipeId, pageWindow(page ?? {}, REVISION_PAGE_MAX));
  }

  @Authorized('ADMIN')
  @Query(() => RecipeRevisionView, { description: 'One revision with its content (snapshot)' })
  recipeRevision(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.revisions.get(ctx, id);
  }

  @Authorized('ADMIN')
  @Query(() => RecipeRevisionView, {
    nullable: true,
    description:
      "The signed-in editor's unsaved work on the recipe (baseVersion: the version it started from), or null",
  })
  recipeAutosave(@Ctx() ctx: RequestContext, @Arg('recipeId', () => Int) recipeId: number) {
    return this.revisions.autosaveOf(ctx, recipeId);
  }

  @Authorized('ADMIN')
  @Mutation(() => RecipeRevisionView, {
    description:
      "Keeps the editor's unsaved input (checked as updateRecipe checks it) without changing the recipe: one " +
      'autosave per person and recipe, replaced each time and removed by their next save',
  })
  autosaveRecipe(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RecipeInput) input: RecipeInput,
    @Arg('baseVersion', () => Int) baseVersion: number,
  ) {
    return this.revisions.autosave(ctx, id, input, baseVersion);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, {
    description: "Forgets the signed-in editor's autosave of the recipe (she discarded it); false when there was none",
  })
  discardRecipeAutosave(@Ctx() ctx: RequestContext, @Arg('recipeId', () => Int) recipeId: number) {
    return this.revisions.discardAutosave(ctx, recipeId);
  }

  @Authorized('ADMIN')
  @Mutation(() => Recipe, {
    description:
      "Applies a revision's content as updateRecipe would (expectedVersion as there) and records a RESTORE revision",
  })
  restoreRecipeRevision(
    @Ctx() ctx: RequestContext,
    @Arg('revisionId', () => Int) revisionId: number,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion?: number | null,
  ) {
    return this.recipes.restore(ctx, revisionId, expectedVersion);
  }
}
