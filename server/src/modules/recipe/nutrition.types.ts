import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

/** Nutrition facts per serving (grams, except calories in kcal and sodium in mg). */
@ObjectType()
export class Nutrition {
  @Field(() => Int, { nullable: true })
  calories?: number | null;

  @Field(() => Float, { nullable: true })
  carbohydrates?: number | null;

  @Field(() => Float, { nullable: true })
  protein?: number | null;

  @Field(() => Float, { nullable: true })
  fat?: number | null;

  @Field(() => Float, { nullable: true })
  fiber?: number | null;

  @Field(() => Float, { nullable: true })
  sodium?: number | null;
}

/** Bounds are checked where the recipe is written (recipe-input.ts): finite, from 0 to NUTRITION_MAX. */
@InputType()
export class NutritionInput {
  @Field(() => Int, { nullable: true })
  calories?: number | null;

  @Field(() => Float, { nullable: true })
  carbohydrates?: number | null;

  @Field(() => Float, { nullable: true })
  protein?: number | null;

  @Field(() => Float, { nullable: true })
  fat?: number | null;

  @Field(() => Float, { nullable: true })
  fiber?: number | null;

  @Field(() => Float, { nullable: true })
  sodium?: number | null;
}
