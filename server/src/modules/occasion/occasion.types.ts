import { Field, InputType } from 'type-graphql';

@InputType()
export class OccasionInput {
  @Field(() => String, { nullable: true })
  name?: string | null;
}
