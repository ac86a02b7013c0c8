import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { ImageSet, ImageSetInput } from '../../shared/image-set';

@ObjectType('EBook')
export class EBookView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  title: string;

  @Field(() => String)
  author: string;

  @Field(() => Float, { description: 'BRL, exactly two decimals' })
  price: number;

  @Field(() => ImageSet, { nullable: true })
  verticalCoverImageUrl: ImageSet | null;

  @Field(() => ImageSet, { nullable: true })
  horizontalCoverImageUrl: ImageSet | null;

  @Field(() => ImageSet, { nullable: true, description: 'the cover shown in lists: the vertical one' })
  coverImageUrl: ImageSet | null;

  @Field(() => String)
  externalUrl: string;

  @Field(() => String, { description: 'yyyy-mm-dd; later than today = not yet in the public catalogue' })
  publicationDate: string;

  @Field(() => Int, {
    description: 'Moves on by one with every edit; an editor sends back the one it loaded as expectedVersion',
  })
  version: number;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => DateTimeISOResolver)
  updatedAt: Date;
}

@InputType()
export class EBookInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  author?: string | null;

  @Field(() => Float, { nullable: true })
  price?: number | null;

  @Field(() => ImageSetInput, { nullable: true })
  verticalCoverImageUrl?: ImageSetInput | null;

  @Field(() => ImageSetInput, { nullable: true })
  horizontalCoverImageUrl?: ImageSetInput | null;

  @Field(() => String, { nullable: true })
  externalUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd; today when omitted' })
  publicationDate?: string | null;

  @Field(() => [Int], {
    nullable: true,
    description: 'the recipes in the e-book, in order (at most 200); omitted keeps them, [] removes them all',
  })
  recipeIds?: number[] | null;
}
