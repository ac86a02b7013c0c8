import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { User } from './user.entity';
import type { UserService } from './user.service';
import { UserCreateInput, UserUpdateInput } from './user.types';

@Authorized('ADMIN')
@Resolver(() => User)
export class UserResolver {
  constructor(private readonly userService: UserService) {}

  @Query(() => [User])
  users(@Ctx() ctx: RequestContext) {
    return this.userService.list(ctx);
  }

  @Query(() => User)
  user(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.userService.get(ctx, id);
  }

  @Mutation(() => User)
  createUser(@Ctx() ctx: RequestContext, @Arg('input', () => UserCreateInput) input: UserCreateInput) {
    return this.userService.create(ctx, input);
  }

  @Mutation(() => User, { description: 'A blank or omitted password keeps the current one' })
  updateUser(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UserUpdateInput) input: UserUpdateInput,
  ) {
    return this.userService.update(ctx, id, input);
  }

  @Mutation(() => Boolean)
  async deleteUser(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await this.userService.delete(ctx, id);
    return true;
  }
}
