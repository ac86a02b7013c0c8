import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { User } from '../user/user.entity';
import type { UserService } from '../user/user.service';
import type { AuthService } from './auth.service';
import { AuthPayload, LoginInput, RegisterInput } from './auth.types';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly userService: UserService,
  ) {}

  @Mutation(() => AuthPayload)
  login(@Ctx() ctx: RequestContext, @Arg('input', () => LoginInput) input: LoginInput) {
    return this.auth.login(ctx, input.email, input.password);
  }

  @Mutation(() => AuthPayload)
  register(@Ctx() ctx: RequestContext, @Arg('input', () => RegisterInput) input: RegisterInput) {
    return this.auth.register(ctx, input);
  }

  @Mutation(() => Boolean, {
    description:
      'Mails a one-time sign-in link (valid 15 minutes) to the account of this e-mail, if there is one. ' +
      'Answers true whether or not the account exists.',
  })
  async requestSignInLink(@Ctx() ctx: RequestContext, @Arg('email', () => String) email: string) {
    await this.auth.requestSignInLink(ctx, email);
    return true;
  }

  @Mutation(() => AuthPayload, {
    description: 'Signs in with the secret of a mailed sign-in link; each link works once',
  })
  signInWithLink(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    return this.auth.signInWithLink(ctx, token);
  }

  @Authorized()
  @Mutation(() => AuthPayload, {
    description:
      "Ends every session of the signed-in user ('Sair de todos os dispositivos'): tokens issued before stop working. " +
      'Answers a fresh token so the device that asked stays signed in.',
  })
  logoutEverywhere(@Ctx() ctx: RequestContext) {
    return this.auth.logoutEverywhere(ctx);
  }

  @Query(() => User, { nullable: true, description: 'The signed-in user, or null' })
  async me(@Ctx() ctx: RequestContext) {
    return ctx.user ? this.userService.get(ctx, ctx.user.id) : null;
  }
}
