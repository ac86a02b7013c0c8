import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { DashboardService } from './dashboard.service';
import { DashboardOverview } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboardService: DashboardService) {}

  @Authorized('ADMIN')
  @Query(() => DashboardOverview, { description: "The dashboard home's figures (days in the site's time zone)" })
  dashboardOverview(@Ctx() ctx: RequestContext) {
    return this.dashboardService.overview(ctx);
  }
}
