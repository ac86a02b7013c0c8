import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { ImageSet, imageSet } from '../../shared/image-set';
import { Category } from './category.entity';
import type { CategoryService } from './category.service';
import { CategoryInput } from './category.types';

@Resolver(() => Category)
export class CategoryResolver {
  constructor(private readonly categoryService: CategoryService) {}

  @Query(() => [Category])
  categories(@Ctx() ctx: RequestContext) {
    return this.categoryService.list(ctx);
  }

  @Query(() => Category)
  category(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.categoryService.get(ctx, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Category)
  createCategory(@Ctx() ctx: RequestContext, @Arg('input', () => CategoryInput) input: CategoryInput) {
    return this.categoryService.create(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Category, {
    description:
      'With expectedVersion (the version the editor loaded), refused with CONFLICT (extensions.currentVersion) when ' +
      'the category was saved since',
  })
  updateCategory(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CategoryInput) input: CategoryInput,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion?: number | null,
  ) {
    return this.categoryService.update(ctx, id, input, expectedVersion);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean)
  async deleteCategory(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await this.categoryService.delete(ctx, id);
    return true;
  }

  @FieldResolver(() => ImageSet, { nullable: true })
  imageUrl(@Root() category: Category) {
    return imageSet(category.imageSmall, category.imageMedium, null);
  }
}
