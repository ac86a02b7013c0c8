import { Arg, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { NewsletterResult } from '../newsletter/newsletter.types';
import { MAX_RESULTS } from '../search/recipe-search-index';
import { pageWindow } from '../../shared/paging';
import { listingCriteria } from './listing/recipe-criteria';
import type { RecipeListing } from './listing/recipe-listing';
import type { RecipeMailService } from './recipe-mail.service';
import type { RecipePopularityService } from './recipe-popularity.service';
import type { RecipeSimilarService } from './recipe-similar.service';
import { Recipe } from './recipe.entity';
import { RecipePage } from './recipe.types';

/** Finding recipes beyond plain lists: search, popularity, similarity; and the reader actions around them. */
@Resolver(() => Recipe)
export class RecipeDiscoveryResolver {
  constructor(
    private readonly listing: RecipeListing,
    private readonly popularity: RecipePopularityService,
    private readonly similarService: RecipeSimilarService,
    private readonly recipeMail: RecipeMailService,
  ) {}

  @Query(() => [Recipe], { description: 'Full-text search (Portuguese-aware), best first, at most 50; blank → []' })
  async searchRecipes(@Arg('query', () => String) query: string) {
    const criteria = listingCriteria({ text: query });
    // No text, no search (a blank query is not "every recipe").
    if (!criteria.text) return [];
    return (await this.listing.find(criteria, pageWindow({ size: MAX_RESULTS }), 'public')).content;
  }

  @Query(() => [Recipe], { description: 'Most popular: counted views blended with a Bayesian average of ratings' })
  topRecipes(@Ctx() ctx: RequestContext, @Arg('limit', () => Int, { defaultValue: 10 }) limit: number) {
    return this.popularity.top(ctx, limit);
  }

  @Query(() => RecipePage, { description: 'Most alike recipes (never itself), at most 30 in all' })
  similarRecipes(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('page', () => Int, { defaultValue: 0 }) page: number,
    @Arg('size', () => Int, { defaultValue: 10 }) size: number,
  ) {
    return this.similarService.similar(ctx, id, page, size);
  }

  @Mutation(() => Boolean, { description: 'Counts a view (once per visitor, recipe and hour); true when it counted' })
  recordRecipeView(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.popularity.recordView(ctx, id);
  }

  @Mutation(() => NewsletterResult, {
    description: 'E-mails the recipe to the reader; subscribe: also join the newsletter',
  })
  saveRecipeByEmail(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('email', () => String) email: string,
    @Arg('subscribe', () => Boolean, { defaultValue: false }) subscribe: boolean,
    @Arg('factor', () => Float, {
      nullable: true,
      description: 'The servings the reader chose on the page, as a multiplier of the recipe (0 < factor ≤ 100)',
    })
    factor?: number | null,
  ) {
    return this.recipeMail.saveByEmail(ctx, id, email, subscribe, factor ?? 1);
  }
}
