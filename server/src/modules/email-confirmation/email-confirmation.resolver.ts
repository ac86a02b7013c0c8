import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { User } from '../user/user.entity';
import type { EmailConfirmationService } from './email-confirmation.service';

@Resolver(() => User)
export class EmailConfirmationResolver {
  constructor(private readonly confirmations: EmailConfirmationService) {}

  @FieldResolver(() => Boolean, {
    description:
      "Whether this account confirmed its e-mail (its ratings count from then on; an ADMIN's always do). " +
      "Only on the signed-in user's own account (`me`): FORBIDDEN for anyone else's.",
  })
  emailConfirmed(@Root() user: User, @Ctx() ctx: RequestContext) {
    return this.confirmations.isConfirmed(ctx, user);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Mails the signed-in user a new e-mail confirmation link (valid 48 hours, one use). Answers true whether or ' +
      'not a mail went out: none when the e-mail is confirmed already or after 3 in an hour.',
  })
  async resendEmailConfirmation(@Ctx() ctx: RequestContext) {
    await this.confirmations.resend(ctx);
    return true;
  }

  @Query(() => Boolean, { description: 'Whether an e-mail confirmation link still works (not used, not expired)' })
  emailConfirmationLinkValid(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    return this.confirmations.linkValid(ctx, token);
  }

  @Mutation(() => Boolean, {
    description: "Confirms the e-mail of the link's account; false when the link is unknown, used or expired",
  })
  confirmEmail(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    return this.confirmations.confirm(ctx, token);
  }
}
