import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { recipeCategories } from './recipe-categories';
import { ImageSet, imageSet } from '../../shared/image-set';
import { Category } from '../category/category.entity';
import { Rating } from '../comment/comment.types';
import { Craving } from '../craving/craving.entity';
import { Occasion } from '../occasion/occasion.entity';
import { Ingredient, Instruction, Note, RecipeTag, Utensil } from './recipe-parts.entity';
import { Recipe } from './recipe.entity';
import { RecipeStatus, recipeStatus } from './recipe-visibility';
import type { RecipeService } from './recipe.service';
import { DashboardRecipePage, RecipeFilter, RecipeInput, RecipePage, RecipeStatusCounts } from './recipe.types';
import { PageInput, pageWindow } from '../../shared/paging';
import { RecipeBulkAction, RecipeCriteria, criteriaFromFilter, listingCriteria } from './listing/recipe-criteria';
import type { RecipeListing } from './listing/recipe-listing';
import type { CategoryService } from '../category/category.service';
import type { FilterService } from '../filter/filter.service';
import type { ImportService } from '../import/import.service';

@Resolver(() => Recipe)
export class RecipeResolver {
  constructor(
    private readonly recipeService: RecipeService,
    private readonly listing: RecipeListing,
    private readonly filters: FilterService,
    private readonly categories: CategoryService,
    private readonly imports: ImportService,
  ) {}

  @Query(() => Recipe, { description: 'A public recipe (admins also see drafts and scheduled ones: the preview)' })
  recipe(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.recipeService.get(ctx, id);
  }

  @Query(() => RecipePage, {
    description: 'Published recipes matching the filter, newest first; page from 0, size capped at 100',
  })
  recipes(
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('size', () => Int, { defaultValue: 20 }) size: number,
    @Arg('filter', () => RecipeFilter, { nullable: true }) filter?: RecipeFilter,
  ) {
    return this.listing.find(criteriaFromFilter(filter), pageWindow({ page, size }), 'public');
  }

  @Query(() => [Recipe], {
    description: 'Every published recipe matching the filter, newest first (unpaged)',
    deprecationReason: 'Unpaged: use recipes or findRecipes',
  })
  allRecipes(@Arg('filter', () => RecipeFilter, { nullable: true }) filter?: RecipeFilter) {
    return this.listing.all(criteriaFromFilter(filter), 'public');
  }

  @Query(() => RecipePage, {
    description: 'Published recipes matching the criteria, one page: the site search, its filters and every list',
  })
  findRecipes(
    @Arg('criteria', () => RecipeCriteria, { nullable: true }) criteria?: RecipeCriteria,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return this.listing.find(listingCriteria(criteria), pageWindow(page ?? {}), 'public');
  }

  @Query(() => [Recipe], {
    description: "The published recipes of these ids, in the ids' order (at most 100): a reader's recently viewed",
  })
  recipesByIds(@Arg('ids', () => [Int]) ids: number[]) {
    return this.listing.byIds(ids, 'public');
  }

  @Authorized('ADMIN')
  @Query(() => DashboardRecipePage, {
    description: 'Recipes of every status matching the criteria, one page, with how many match in each status',
  })
  async dashboardRecipes(
    @Arg('criteria', () => RecipeCriteria, { nullable: true }) criteria?: RecipeCriteria,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ): Promise<DashboardRecipePage> {
    const c = listingCriteria(criteria);
    return { ...(await this.listing.find(c, pageWindow(page ?? {}), 'admin')), criteria: c };
  }

  @Authorized('ADMIN')
  @Mutation(() => Int, {
    description: 'Publishes, unpublishes or deletes the selected recipes (at most 100); how many changed',
  })
  bulkRecipes(
    @Ctx() ctx: RequestContext,
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('action', () => RecipeBulkAction) action: RecipeBulkAction,
  ) {
    return this.recipeService.bulk(ctx, ids, action);
  }

  @Authorized('ADMIN')
  @Mutation(() => Recipe)
  async createRecipe(@Ctx() ctx: RequestContext, @Arg('input', () => RecipeInput) input: RecipeInput) {
    return this.recipeService.create(ctx, await this.imports.withDownloadedImage(ctx, input));
  }

  @Authorized('ADMIN')
  @Mutation(() => Recipe, {
    description:
      'Omitted fields keep their value; each given list replaces the stored one. With expectedVersion (the version ' +
      'the editor loaded), refused with CONFLICT (extensions.currentVersion) when the recipe was saved since',
  })
  async updateRecipe(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RecipeInput) input: RecipeInput,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion?: number | null,
  ) {
    return this.recipeService.update(ctx, id, await this.imports.withDownloadedImage(ctx, input), expectedVersion);
  }

  @Authorized('ADMIN')
  @Mutation(() => Recipe, { description: "A draft copy of the recipe, titled '… (cópia)', every field and list kept" })
  duplicateRecipe(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.recipeService.duplicate(ctx, id);
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
    return recipeCategories(ctx, recipe.id, this.filters, this.categories);
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

@Resolver(() => DashboardRecipePage)
export class DashboardRecipePageResolver {
  constructor(private readonly listing: RecipeListing) {}

  @FieldResolver(() => RecipeStatusCounts, { description: 'How many recipes the other criteria match in each status' })
  counts(@Root() page: DashboardRecipePage) {
    return this.listing.statusCounts(page.criteria);
  }
}
