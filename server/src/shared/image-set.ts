import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The three renditions of an uploaded image (URLs). */
@ObjectType()
export class ImageSet {
  @Field(() => String, { nullable: true })
  small: string | null;

  @Field(() => String, { nullable: true })
  medium: string | null;

  @Field(() => String, { nullable: true })
  original: string | null;
}

/** The AVIF renditions of an uploaded image, for <picture> (made after the upload: none until then). */
@ObjectType()
export class AvifSet {
  @Field(() => String, { description: '400 px wide' })
  small: string;

  @Field(() => String, { description: '800 px wide' })
  medium: string;

  @Field(() => String, { description: '1200 px wide (or the picture’s width, when narrower)' })
  large: string;
}

/** One crop: its URL and size. */
@ObjectType()
export class ImageCrop {
  @Field(() => String)
  url: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;
}

/** The crops search engines and sharing use, centred on the picture's focal point. */
@ObjectType()
export class ImageCrops {
  @Field(() => ImageCrop, { description: '1:1, 1200 px wide' })
  square: ImageCrop;

  @Field(() => ImageCrop, { description: '4:3, 1200 px wide' })
  standard: ImageCrop;

  @Field(() => ImageCrop, { description: '16:9, 1200 px wide' })
  wide: ImageCrop;

  @Field(() => ImageCrop, { description: 'The sharing image (og:image): JPEG, 1200 × 630' })
  share: ImageCrop;
}

/** Where the crops keep the picture in view, in thousandths of its width and height. */
@ObjectType()
export class FocalPoint {
  @Field(() => Int)
  x: number;

  @Field(() => Int)
  y: number;
}

@InputType()
export class ImageSetInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  small?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  medium?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  original?: string | null;
}

export function imageSet(small: string | null, medium: string | null, original: string | null): ImageSet | null {
  if (!small && !medium && !original) return null;
  return { small, medium, original };
}
