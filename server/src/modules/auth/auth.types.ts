import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from '../user/user.entity';

@InputType()
export class LoginInput {
  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;
}

@InputType()
export class RegisterInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;
}

@ObjectType()
export class AuthPayload {
  @Field(() => String, {
    description: 'HS256 JWT with claims sub, role, email, tv (session version), exp; valid for 7 days',
  })
  token: string;

  @Field(() => User)
  user: User;
}
