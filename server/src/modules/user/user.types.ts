import { Field, InputType } from 'type-graphql';
import { Role } from './user.entity';

@InputType()
export class UserCreateInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true, description: 'Required for new users' })
  password?: string | null;

  @Field(() => Role, { defaultValue: Role.USER })
  role: Role;
}

@InputType()
export class UserUpdateInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true, description: 'Omit or leave blank to keep the current password' })
  password?: string | null;

  @Field(() => Role)
  role: Role;
}
