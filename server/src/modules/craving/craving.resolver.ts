import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { ImageSet, imageSet } from '../../shared/image-set';
import { Craving } from './craving.entity';
import type { CravingService } from './craving.service';
import { CravingInput } from './craving.types';

@Resolver(() => Craving)
export class CravingResolver {
  constructor(private readonly cravingService: CravingService) {}

  @Query(() => [Craving])
  cravings(@Ctx() ctx: RequestContext) {
    return this.cravingService.list(ctx);
  }

  @Query(() => Craving, { description: 'By id or by name' })
  craving(@Ctx() ctx: RequestContext, @Arg('id', () => String) id: string) {
    return this.cravingService.get(ctx, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Craving)
  createCraving(@Ctx() ctx: RequestContext, @Arg('input', () => CravingInput) input: CravingInput) {
    return this.cravingService.create(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Craving)
  updateCraving(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CravingInput) input: CravingInput,
  ) {
    return this.cravingService.update(ctx, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Recipes that had it keep everything else' })
  async deleteCraving(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await this.cravingService.delete(ctx, id);
    return true;
  }

  @FieldResolver(() => ImageSet, { nullable: true })
  imageUrl(@Root() craving: Craving) {
    return imageSet(craving.imageSmall, craving.imageMedium, craving.imageOriginal);
  }
}
