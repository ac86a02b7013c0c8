import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class CommentAuthor {
  @Field(() => String)
  name: string;
}

@ObjectType('Comment')
export class CommentView {
  @Field(() => Int)
  commentId: number;

  @Field(() => CommentAuthor)
  user: CommentAuthor;

  /** id of the author, for the client to offer deleting one's own comments */
  @Field(() => Int)
  userId: number;

  @Field(() => String, { description: 'plain text; never render as HTML' })
  content: string;

  @Field(() => Int, { description: '1–5 on a comment, 0 on a reply' })
  score: number;

  @Field(() => DateTimeISOResolver)
  datePosted: Date;

  @Field(() => Int, { nullable: true })
  parentCommentId: number | null;

  @Field(() => [CommentView], { description: 'oldest first; one level deep' })
  replies: CommentView[];
}

@InputType()
export class CommentInput {
  @Field(() => String)
  content: string;

  @Field(() => Int, { nullable: true, description: '1–5 for a comment; ignored (0) for a reply' })
  score?: number | null;

  @Field(() => Int, { nullable: true })
  parentCommentId?: number | null;
}

@ObjectType()
export class Rating {
  @Field(() => Float, { description: 'average of each reader’s latest score, 0 when unrated' })
  average: number;

  @Field(() => Int)
  count: number;
}
