import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { NewsletterService } from './newsletter.service';
import { FileDownload, NewsletterResult } from './newsletter.types';

@Resolver()
export class NewsletterResolver {
  constructor(private readonly newsletterService: NewsletterService) {}

  @Mutation(() => NewsletterResult, { description: 'source: modal, footer, home or recipe' })
  subscribeNewsletter(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String) email: string,
    @Arg('source', () => String, { nullable: true }) source?: string,
  ) {
    return this.newsletterService.subscribe(ctx, email, source);
  }

  @Query(() => Boolean, { description: 'Whether a confirmation link still works (not used, not expired)' })
  newsletterConfirmationPending(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    return this.newsletterService.confirmationPending(ctx, token);
  }

  @Mutation(() => Boolean, {
    description: 'Confirms a sign-up with the token mailed to the address; false when the link is used or expired',
  })
  confirmNewsletterSubscription(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    return this.newsletterService.confirm(ctx, token);
  }

  @Query(() => Boolean, { description: 'Whether an unsubscribe link names a subscription' })
  newsletterUnsubscribeLinkValid(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    return this.newsletterService.unsubscribeLinkValid(ctx, token);
  }

  @Mutation(() => Boolean, { description: 'One-click unsubscribe with the token from any newsletter e-mail' })
  async unsubscribeNewsletter(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    await this.newsletterService.unsubscribe(ctx, token);
    return true;
  }

  @Authorized('ADMIN')
  @Query(() => FileDownload, { description: 'Active subscribers as an .xlsx workbook' })
  newsletterExport(@Ctx() ctx: RequestContext) {
    return this.newsletterService.export(ctx);
  }

  @Authorized('ADMIN')
  @Query(() => Int, { description: 'How many addresses the newsletter export would list now' })
  newsletterSubscriberCount(@Ctx() ctx: RequestContext) {
    return this.newsletterService.activeCount(ctx);
  }
}
