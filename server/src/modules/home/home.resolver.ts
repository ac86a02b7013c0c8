import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { HomeService } from './home.service';
import { HomePage } from './home.types';

@Resolver(() => HomePage)
export class HomeResolver {
  constructor(private readonly homeService: HomeService) {}

  @Query(() => HomePage, { description: 'The home page sections (published recipes only; picks stable for a day)' })
  homePage(@Ctx() ctx: RequestContext) {
    return this.homeService.homePage(ctx);
  }
}
