import type { DataSource } from 'typeorm';
import { transaction } from '../../db/transaction';
import type { RequestContext } from '../../graphql/context';
import { conflict, notFound, unauthenticated } from '../../shared/errors';
import { Recipe } from '../recipe/recipe.entity';
import { isPublic, wherePublic } from '../recipe/recipe-visibility';
import { createSavedRecipeLoader } from './saved-recipe.loaders';
import { SavedRecipe } from './saved-recipe.entity';

/** How many recipes one reader may keep saved. */
export const SAVED_RECIPES_LIMIT = 1000;

/** A signed-in reader's saved recipes: a private list of public recipes, newest saved first. */
export class SavedRecipeService {
  constructor(private readonly ds: DataSource) {}

  /** The reader's saved recipes that readers can see now (one made a draft again drops out until republished). */
  list(ctx: RequestContext): Promise<Recipe[]> {
    const userId = this.readerId(ctx);
    return wherePublic(
      this.ds
        .getRepository(Recipe)
        .createQueryBuilder('r')
        .innerJoin(SavedRecipe, 's', 's.recipeId = r.id AND s.userId = :userId', { userId }),
      'r',
    )
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .limit(SAVED_RECIPES_LIMIT)
      .getMany();
  }

  /** Saves a public recipe; saving it again changes nothing. */
  async save(ctx: RequestContext, recipeId: number): Promise<Recipe> {
    const userId = this.readerId(ctx);
    const recipe = await this.publicRecipe(recipeId);
    const saved = this.ds.getRepository(SavedRecipe);
    if (await saved.existsBy({ userId, recipeId })) return recipe;
    if ((await saved.countBy({ userId })) >= SAVED_RECIPES_LIMIT) {
      const limit = SAVED_RECIPES_LIMIT.toLocaleString('pt-BR');
      throw conflict(`Você já tem ${limit} receitas salvas. Remova alguma para salvar outra.`);
    }
    await transaction(this.ds, (em) => em.getRepository(SavedRecipe).insert({ userId, recipeId })).catch(
      (err: Error) => {
        // the same reader saving the same recipe twice at once: the first one won
        if (!/UNIQUE|Duplicate/i.test(err.message)) throw err;
      },
    );
    return recipe;
  }

  /** Removes a recipe from the reader's list; removing one not saved changes nothing. */
  async unsave(ctx: RequestContext, recipeId: number): Promise<Recipe> {
    const userId = this.readerId(ctx);
    const recipe = await this.publicRecipe(recipeId);
    await transaction(this.ds, (em) => em.getRepository(SavedRecipe).delete({ userId, recipeId }));
    return recipe;
  }

  /** Whether the reader saved the recipe; false for guests (public pages ask nobody to sign in). */
  isSaved(ctx: RequestContext, recipeId: number): Promise<boolean> | boolean {
    if (!ctx.user) return false;
    ctx.loaders.saved ??= createSavedRecipeLoader(this.ds, ctx.user.id);
    return ctx.loaders.saved.load(recipeId);
  }

  private async publicRecipe(id: number): Promise<Recipe> {
    const recipe = await this.ds.getRepository(Recipe).findOneBy({ id });
    if (!recipe || !isPublic(recipe)) throw notFound('Receita não encontrada.');
    return recipe;
  }

  private readerId(ctx: RequestContext): number {
    if (!ctx.user) throw ctx.authError ?? unauthenticated();
    return ctx.user.id;
  }
}
