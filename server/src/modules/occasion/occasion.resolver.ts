import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Occasion } from './occasion.entity';
import type { OccasionService } from './occasion.service';

@Resolver(() => Occasion)
export class OccasionResolver {
  constructor(private readonly occasionService: OccasionService) {}

  @Query(() => [Occasion])
  occasions(@Ctx() ctx: RequestContext) {
    return this.occasionService.list(ctx);
  }
}
