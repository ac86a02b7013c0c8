import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Recipe } from '../recipe/recipe.entity';
import { RecipePage } from '../recipe/recipe.types';
import type { FilterService } from './filter.service';
import { FacetFilterInput, FilterResponse } from './filter.types';

@Resolver()
export class FilterResolver {
  constructor(private readonly filterService: FilterService) {}

  @Query(() => FilterResponse, { description: 'Filter groups with, per option, whether choosing it leaves recipes' })
  recipeFilters(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => FacetFilterInput, { nullable: true }) filter?: FacetFilterInput,
  ) {
    return this.filterService.filters(ctx, filter ?? {});
  }

  @Query(() => RecipePage, { description: 'One page of filteredRecipes (page from 0, size ≤ 100)' })
  filteredRecipesPage(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('size', () => Int, { defaultValue: 16 }) size: number,
    @Arg('filter', () => FacetFilterInput, { nullable: true }) filter?: FacetFilterInput,
  ) {
    return this.filterService.recipesPage(ctx, filter ?? {}, page, size);
  }

  @Query(() => [Recipe], { description: 'Published recipes matching every chosen group, newest first' })
  filteredRecipes(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => FacetFilterInput, { nullable: true }) filter?: FacetFilterInput,
  ) {
    return this.filterService.recipes(ctx, filter ?? {});
  }
}
