import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Notification')
export class NotificationView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  message: string;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => Boolean)
  read: boolean;

  @Field(() => Int, { nullable: true, description: 'the recipe it is about, if any' })
  recipeId: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "the comment it is about (a reply): the recipe page's anchor #comentario-{id}",
  })
  commentId: number | null;
}
