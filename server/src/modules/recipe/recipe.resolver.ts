import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { ImageSet, imageSet } from '../../shared/image-set';
import { Category } from '../category/category.entity';
import { Rating } from '../comment/comment.types';
import { Craving } from '../craving/craving.entity';
import { Occasion } from '../occasion/occasion.entity';
import { Ingredient, Instruction, Note, RecipeTag, Utensil } from './recipe-parts.entity';
import { Recipe } from './recipe.entity';
import { RecipeStatus, recipeStatus } from './recipe-visibility';
import type { RecipeService } from './recipe.service';
import { RecipeFilter, RecipeInput, RecipePage } from './recipe.types';

@Resolver(() => Recipe)
export class RecipeResolver {
  constructor(private readonly recipeService: RecipeService) {}

  @Query(() => Recipe, { description: 'A public recipe (admins also see drafts and scheduled ones: the preview)' })
  recipe(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.recipeService.get(ctx, id);
  }

  @Query(() => RecipePage, {
    description: 'Newest first; page from 0, size capped at 100. Admins also get drafts and scheduled recipes',
  })
  recipes(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('size', () => Int, { defaultValue: 20 }) size: number,
    @Arg('filter', () => RecipeFilter, { nullable: true }) filter?: RecipeFilter,
  ) {
    return this.recipeService.page(ctx, filter ?? {}, page, size);
  }

  @Query(() => [Recipe], {
    description: 'Every matching recipe, newest first (unpaged). Admins also get drafts and scheduled recipes',
  })
  allRecipes(@Ctx() ctx: RequestContext, @Arg('filter', () => RecipeFilter, { nullable: true }) filter?: RecipeFilter) {
    return this.recipeService.list(ctx, filter ?? {});
  }

  @Authorized('ADMIN')
  @Mutation(() => Recipe)
  createRecipe(@Ctx() ctx: RequestContext, @Arg('input', () => RecipeInput) input: RecipeInput) {
    return this.recipeService.create(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Recipe, { description: 'Omitted fields keep their value; each given list replaces the stored one' })
  updateRecipe(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RecipeInput) input: RecipeInput,
  ) {
    return this.recipeService.update(ctx, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean)
  async deleteRecipe(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await this.recipeService.delete(ctx, id);
    return true;
  }

  @FieldResolver(() => RecipeStatus, { description: 'Readers only ever get PUBLISHED recipes' })
  status(@Root() recipe: Recipe) {
    return recipeStatus(recipe);
  }

  @FieldResolver(() => ImageSet, { nullable: true })
  imageUrl(@Root() recipe: Recipe) {
    return imageSet(recipe.imageSmall, recipe.imageMedium, recipe.imageOriginal);
  }

  @FieldResolver(() => [Ingredient])
  async ingredients(@Root() recipe: Recipe, @Ctx() ctx: RequestContext) {
    return (await ctx.loaders.recipe.parts.load(recipe.id)).ingredients;
  }

  @FieldResolver(() => [Instruction])
  async instructions(@Root() recipe: Recipe, @Ctx() ctx: RequestContext) {
    return (await ctx.loaders.recipe.parts.load(recipe.id)).instructions;
  }

  @FieldResolver(() => [Note])
  async notes(@Root() recipe: Recipe, @Ctx() ctx: RequestContext) {
    return (await ctx.loaders.recipe.parts.load(recipe.id)).notes;
  }

  @FieldResolver(() => [RecipeTag])
  async tags(@Root() recipe: Recipe, @Ctx() ctx: RequestContext) {
    return (await ctx.loaders.recipe.parts.load(recipe.id)).tags;
  }

  @FieldResolver(() => [Utensil])
  async utensils(@Root() recipe: Recipe, @Ctx() ctx: RequestContext) {
    return (await ctx.loaders.recipe.parts.load(recipe.id)).utensils;
  }

  @FieldResolver(() => [Category], { description: 'The categories of the recipe (a list, named as in the REST API)' })
  category(@Root() recipe: Recipe, @Ctx() ctx: RequestContext) {
    return ctx.loaders.recipe.categories.load(recipe.id);
  }

  @FieldResolver(() => [Craving])
  cravings(@Root() recipe: Recipe, @Ctx() ctx: RequestContext) {
    return ctx.loaders.recipe.cravings.load(recipe.id);
  }

  @FieldResolver(() => Rating, { description: "average and count of readers' latest scores" })
  rating(@Root() recipe: Recipe, @Ctx() ctx: RequestContext) {
    return ctx.loaders.recipe.ratings.load(recipe.id);
  }

  @FieldResolver(() => [Occasion])
  occasions(@Root() recipe: Recipe, @Ctx() ctx: RequestContext) {
    return ctx.loaders.recipe.occasions.load(recipe.id);
  }
}
