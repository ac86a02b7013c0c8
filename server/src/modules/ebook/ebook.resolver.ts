import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Recipe } from '../recipe/recipe.entity';
import type { EBookService } from './ebook.service';
import { EBookInput, EBookView } from './ebook.types';

@Resolver(() => EBookView)
export class EBookResolver {
  constructor(private readonly ebookService: EBookService) {}

  @Query(() => [EBookView], { description: 'Published e-books (publication date ≤ today), newest first' })
  ebooks(@Ctx() ctx: RequestContext) {
    return this.ebookService.published(ctx);
  }

  @Authorized('ADMIN')
  @Query(() => [EBookView], { description: 'Every e-book, scheduled ones included' })
  adminEbooks(@Ctx() ctx: RequestContext) {
    return this.ebookService.all(ctx);
  }

  @Authorized('ADMIN')
  @Query(() => EBookView)
  adminEbook(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.ebookService.get(ctx, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => EBookView)
  createEbook(@Ctx() ctx: RequestContext, @Arg('input', () => EBookInput) input: EBookInput) {
    return this.ebookService.create(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => EBookView, {
    description:
      'With expectedVersion (the version the editor loaded), refused with CONFLICT (extensions.currentVersion) when ' +
      'the e-book was saved since',
  })
  updateEbook(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EBookInput) input: EBookInput,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion?: number | null,
  ) {
    return this.ebookService.update(ctx, id, input, expectedVersion);
  }

  @FieldResolver(() => [Recipe], { description: 'The published recipes in the e-book, in order' })
  recipes(@Ctx() ctx: RequestContext, @Root() ebook: EBookView) {
    return this.ebookService.publishedRecipes(ctx, ebook.id);
  }

  @Authorized('ADMIN')
  @FieldResolver(() => [Int], { description: 'Every recipe in the e-book (drafts and scheduled ones too), in order' })
  recipeIds(@Ctx() ctx: RequestContext, @Root() ebook: EBookView) {
    return this.ebookService.recipeIds(ctx, ebook.id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean)
  async deleteEbook(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await this.ebookService.delete(ctx, id);
    return true;
  }
}

/** Recipe.ebooks lives here: the recipe module need not know about e-books. */
@Resolver(() => Recipe)
export class RecipeEBooksResolver {
  constructor(private readonly ebookService: EBookService) {}

  @FieldResolver(() => [EBookView], { description: 'The published e-books that contain the recipe, newest first' })
  ebooks(@Ctx() ctx: RequestContext, @Root() recipe: Recipe) {
    return this.ebookService.ebooksOfRecipe(ctx, recipe.id);
  }
}
