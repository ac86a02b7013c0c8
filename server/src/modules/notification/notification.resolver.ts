import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { NotificationService } from './notification.service';
import { NotificationView } from './notification.types';

@Authorized()
@Resolver(() => NotificationView)
export class NotificationResolver {
  constructor(private readonly notificationService: NotificationService) {}

  @Query(() => [NotificationView], { description: "The signed-in reader's unread notifications, newest first" })
  unreadNotifications(@Ctx() ctx: RequestContext) {
    return this.notificationService.unread(ctx);
  }

  @Mutation(() => Boolean)
  async markNotificationRead(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await this.notificationService.markRead(ctx, id);
    return true;
  }
}
