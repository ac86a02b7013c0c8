import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Occasion } from './occasion.entity';
import type { OccasionService } from './occasion.service';
import { OccasionInput } from './occasion.types';

@Resolver(() => Occasion)
export class OccasionResolver {
  constructor(private readonly occasionService: OccasionService) {}

  @Query(() => [Occasion])
  occasions(@Ctx() ctx: RequestContext) {
    return this.occasionService.list(ctx);
  }

  @Authorized('ADMIN')
  @Mutation(() => Occasion)
  createOccasion(@Ctx() ctx: RequestContext, @Arg('input', () => OccasionInput) input: OccasionInput) {
    return this.occasionService.create(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Occasion)
  updateOccasion(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => OccasionInput) input: OccasionInput,
  ) {
    return this.occasionService.update(ctx, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Recipes that had it keep everything else' })
  async deleteOccasion(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await this.occasionService.delete(ctx, id);
    return true;
  }
}
