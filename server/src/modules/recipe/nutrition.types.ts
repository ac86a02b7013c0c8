import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';

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

@InputType()
export class NutritionInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'nutrition.calories deve ser um número inteiro' })
  @Min(0, { message: 'nutrition.calories não pode ser negativo' })
  @Max(100000)
  calories?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber()
  @Min(0, { message: 'nutrition.carbohydrates não pode ser negativo' })
  @Max(100000)
  carbohydrates?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber()
  @Min(0, { message: 'nutrition.protein não pode ser negativo' })
  @Max(100000)
  protein?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber()
  @Min(0, { message: 'nutrition.fat não pode ser negativo' })
  @Max(100000)
  fat?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber()
  @Min(0, { message: 'nutrition.fiber não pode ser negativo' })
  @Max(100000)
  fiber?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber()
  @Min(0, { message: 'nutrition.sodium não pode ser negativo' })
  @Max(1000000)
  sodium?: number | null;
}
