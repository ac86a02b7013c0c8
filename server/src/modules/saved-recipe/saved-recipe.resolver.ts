import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Recipe } from '../recipe/recipe.entity';
import type { SavedRecipeService } from './saved-recipe.service';

@Resolver(() => Recipe)
export class SavedRecipeResolver {
  constructor(private readonly savedRecipeService: SavedRecipeService) {}

  @Authorized()
  @Query(() => [Recipe], { description: "The signed-in reader's saved public recipes, newest saved first" })
  savedRecipes(@Ctx() ctx: RequestContext) {
    return this.savedRecipeService.list(ctx);
  }

  @Authorized()
  @Mutation(() => Recipe, { description: 'Saves a public recipe for the signed-in reader (idempotent)' })
  saveRecipe(@Ctx() ctx: RequestContext, @Arg('recipeId', () => Int) recipeId: number) {
    return this.savedRecipeService.save(ctx, recipeId);
  }

  @Authorized()
  @Mutation(() => Recipe, { description: "Removes a recipe from the signed-in reader's saved ones (idempotent)" })
  unsaveRecipe(@Ctx() ctx: RequestContext, @Arg('recipeId', () => Int) recipeId: number) {
    return this.savedRecipeService.unsave(ctx, recipeId);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in reader saved it (false for guests)' })
  saved(@Root() recipe: Recipe, @Ctx() ctx: RequestContext) {
    return this.savedRecipeService.isSaved(ctx, recipe.id);
  }
}
