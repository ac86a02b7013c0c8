import { Field, InputType } from 'type-graphql';
import { ImageSetInput } from '../../shared/image-set';

@InputType()
export class CravingInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ImageSetInput, { nullable: true, description: 'small, medium and original renditions' })
  imageUrl?: ImageSetInput | null;
}
