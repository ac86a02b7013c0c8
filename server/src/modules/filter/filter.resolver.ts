import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { pageWindow } from '../../shared/paging';
import { listingCriteria } from '../recipe/listing/recipe-criteria';
import type { RecipeListing } from '../recipe/listing/recipe-listing';
import { Recipe } from '../recipe/recipe.entity';
import { RecipePage } from '../recipe/recipe.types';
import type { FilterService } from './filter.service';
import { FacetFilterInput, FilterResponse } from './filter.types';

@Resolver()
export class FilterResolver {
  constructor(
    private readonly filterService: FilterService,
    private readonly listing: RecipeListing,
  ) {}

  @Query(() => FilterResponse, { description: 'Filter groups with, per option, whether choosing it leaves recipes' })
  recipeFilters(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => FacetFilterInput, { nullable: true }) filter?: FacetFilterInput,
  ) {
    return this.filterService.filters(ctx, filter ?? {});
  }

  @Query(() => [String], { description: 'The cuisines of published recipes, A to Z (the search drawer’s choices)' })
  recipeCuisines() {
    return this.filterService.cuisines();
  }

  @Query(() => RecipePage, { description: 'One page of filteredRecipes (page from 0, size ≤ 100)' })
  filteredRecipesPage(
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('size', () => Int, { defaultValue: 16 }) size: number,
    @Arg('filter', () => FacetFilterInput, { nullable: true }) filter?: FacetFilterInput,
  ) {
    return this.listing.find(listingCriteria({ facets: filter }), pageWindow({ page, size }), 'public');
  }

  @Query(() => [Recipe], { description: 'Published recipes matching every chosen group, newest first' })
  filteredRecipes(@Arg('filter', () => FacetFilterInput, { nullable: true }) filter?: FacetFilterInput) {
    return this.listing.all(listingCriteria({ facets: filter }), 'public');
  }
}
