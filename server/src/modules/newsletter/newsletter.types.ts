import { Field, ObjectType } from 'type-graphql';

@ObjectType()
export class NewsletterResult {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => String)
  message: string;
}

@ObjectType()
export class FileDownload {
  @Field(() => String)
  filename: string;

  @Field(() => String)
  contentType: string;

  @Field(() => String, { description: 'the file, base64-encoded' })
  contentBase64: string;
}
