import { Field, InputType, ObjectType } from 'type-graphql';
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
