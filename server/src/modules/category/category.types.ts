import { Field, InputType } from 'type-graphql';
import { ImageSetInput } from '../../shared/image-set';

@InputType()
export class CategoryInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ImageSetInput, { nullable: true, description: 'small and medium renditions' })
  imageUrl?: ImageSetInput | null;
}
