import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Category } from '../category/category.entity';
import { Craving } from '../craving/craving.entity';
import { Occasion } from '../occasion/occasion.entity';

@InputType({ description: 'One value per group (name, case-insensitive, or id); groups combine with AND' })
export class FacetFilterInput {
  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => String, { nullable: true })
  occasion?: string | null;

  @Field(() => String, { nullable: true })
  craving?: string | null;

  @Field(() => String, { nullable: true })
  ingredient?: string | null;

  @Field(() => String, { nullable: true, description: 'EASY, MEDIUM or HARD' })
  skill?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "total time ceiling in minutes: '15', '30', '60', '120' or '120+'",
  })
  time?: string | null;
}

@ObjectType('FacetOption')
abstract class FacetOption {
  @Field(() => Boolean, { description: 'choosing this option (in place of its group’s current choice) leaves recipes' })
  active: boolean;

  @Field(() => Int, { description: 'how many published recipes that choice leaves' })
  count: number;

  @Field(() => Boolean, { description: 'this is the group’s current choice' })
  selected: boolean;
}

@ObjectType()
export class CategoryFacet extends FacetOption {
  @Field(() => Category)
  item: Category;
}

@ObjectType()
export class OccasionFacet extends FacetOption {
  @Field(() => Occasion)
  item: Occasion;
}

@ObjectType()
export class CravingFacet extends FacetOption {
  @Field(() => Craving)
  item: Craving;
}

@ObjectType()
export class TextFacet extends FacetOption {
  @Field(() => String)
  item: string;
}

@ObjectType()
export class FilterResponse {
  @Field(() => [CategoryFacet])
  categories: CategoryFacet[];

  @Field(() => [OccasionFacet])
  occasions: OccasionFacet[];

  @Field(() => [CravingFacet])
  cravings: CravingFacet[];

  @Field(() => [TextFacet])
  ingredients: TextFacet[];

  @Field(() => [TextFacet], { description: 'EASY, MEDIUM, HARD' })
  skills: TextFacet[];

  @Field(() => [TextFacet], { description: "'15', '30', '60', '120', '120+' (total minutes)" })
  times: TextFacet[];
}
