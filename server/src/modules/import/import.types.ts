import { Field, Int, ObjectType } from 'type-graphql';
import { Nutrition } from '../recipe/nutrition.types';
import { Recipe } from '../recipe/recipe.entity';

@ObjectType()
export class ImportedIngredient {
  @Field(() => String)
  section: string;

  @Field(() => String)
  quantity: string;

  @Field(() => String)
  unit: string;

  @Field(() => String)
  ingredientName: string;
}

@ObjectType()
export class ImportedInstruction {
  @Field(() => String)
  section: string;

  @Field(() => Int)
  stepNumber: number;

  @Field(() => String)
  instructionText: string;
}

@ObjectType()
export class ImportedNote {
  @Field(() => String)
  noteText: string;
}

@ObjectType()
export class ImportedTag {
  @Field(() => String)
  name: string;
}

@ObjectType()
export class ImportedCategory {
  @Field(() => Int)
  categoryId: number;

  @Field(() => String)
  name: string;
}

/** A recipe read from another page, in the fields of RecipeInput: the editor opens with it, as a draft. */
@ObjectType()
export class ImportedRecipe {
  @Field(() => String)
  title: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { nullable: true })
  author: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601 duration' })
  prepTime: string | null;

  @Field(() => String, { nullable: true })
  cookTime: string | null;

  @Field(() => String, { nullable: true })
  totalTime: string | null;

  @Field(() => String)
  servings: string;

  @Field(() => String, { nullable: true })
  cuisine: string | null;

  @Field(() => [ImportedIngredient])
  ingredients: ImportedIngredient[];

  @Field(() => [ImportedInstruction])
  instructions: ImportedInstruction[];

  @Field(() => [ImportedNote])
  notes: ImportedNote[];

  @Field(() => [ImportedTag], { description: "the page's keywords" })
  tags: ImportedTag[];

  @Field(() => [ImportedCategory], {
    description: "the page's categories this site has (case- and accent-insensitive)",
  })
  category: ImportedCategory[];

  @Field(() => [String], { description: "the page's categories this site does not have yet" })
  suggestedCategories: string[];

  @Field(() => Nutrition, { nullable: true })
  nutrition: Nutrition | null;

  @Field(() => String, {
    nullable: true,
    description: "the page's picture: give it back as RecipeInput.imageSourceUrl and it is downloaded on save",
  })
  imageSourceUrl: string | null;

  @Field(() => String, { nullable: true })
  sourceUrl: string | null;

  @Field(() => Boolean, { description: 'always true: an import is saved as a draft' })
  draft: boolean;
}

@ObjectType()
export class ImportSource {
  @Field(() => String, {
    nullable: true,
    description: 'the page read (after redirects); null for pasted HTML without one',
  })
  url: string | null;

  @Field(() => String, { nullable: true })
  siteName: string | null;
}

@ObjectType()
export class RecipeImport {
  @Field(() => ImportedRecipe)
  recipe: ImportedRecipe;

  @Field(() => ImportSource)
  source: ImportSource;

  @Field(() => [String], { description: 'what the creator should check, in pt-BR' })
  warnings: string[];

  @Field(() => Recipe, { nullable: true, description: 'a recipe of this site already imported from the same page' })
  duplicateOf: Recipe | null;
}
