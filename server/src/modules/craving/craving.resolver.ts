import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { ImageSet, imageSet } from '../../shared/image-set';
import { Craving } from './craving.entity';
import type { CravingService } from './craving.service';

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

  @FieldResolver(() => ImageSet, { nullable: true })
  imageUrl(@Root() craving: Craving) {
    return imageSet(craving.imageSmall, craving.imageMedium, craving.imageOriginal);
  }
}
