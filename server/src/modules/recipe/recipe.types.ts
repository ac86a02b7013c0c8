import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../shared/paging';
import { ImageSetInput } from '../../shared/image-set';
import { NutritionInput } from './nutrition.types';
import { Difficulty, Recipe } from './recipe.entity';
import { RecipeConditions, type ListingCriteria } from './listing/recipe-criteria';

@InputType()
export class IngredientInput {
  @Field(() => String, { nullable: true })
  section?: string | null;

  @Field(() => String, { nullable: true })
  ingredientName?: string | null;

  @Field(() => String, { nullable: true })
  quantity?: string | null;

  @Field(() => String, { nullable: true })
  unit?: string | null;
}

@InputType()
export class InstructionInput {
  @Field(() => String, { nullable: true })
  section?: string | null;

  @Field(() => Int, { nullable: true, description: 'min 1; defaults to the position within its section' })
  stepNumber?: number | null;

  @Field(() => String, { nullable: true })
  instructionText?: string | null;
}

@InputType()
export class NoteInput {
  @Field(() => String, { nullable: true })
  noteText?: string | null;
}

@InputType()
export class TagInput {
  @Field(() => String, { nullable: true })
  name?: string | null;
}

@InputType()
export class UtensilInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  link?: string | null;
}

@InputType()
export class CategoryRefInput {
  @Field(() => Int)
  categoryId: number;
}

@InputType({ description: 'An existing craving by id, or one found by name (case-insensitive) or created' })
export class CravingRefInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => ImageSetInput, { nullable: true })
  imageUrl?: ImageSetInput | null;
}

@InputType({ description: 'An existing occasion by id, or one found by name (case-insensitive) or created' })
export class OccasionRefInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => String, { nullable: true })
  name?: string | null;
}

/** Create: omitted fields take defaults. Update: omitted fields keep their stored value; a given list replaces. */
@InputType()
export class RecipeInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  author?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601 duration (PT1H30M)' })
  prepTime?: string | null;

  @Field(() => String, { nullable: true })
  cookTime?: string | null;

  @Field(() => String, { nullable: true, description: 'defaults to prep + cook' })
  totalTime?: string | null;

  @Field(() => String, { nullable: true })
  servings?: string | null;

  @Field(() => Difficulty, { nullable: true })
  difficulty?: Difficulty | null;

  @Field(() => String, { nullable: true })
  cuisine?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The page the recipe was imported from (http or https); empty clears it',
  })
  sourceUrl?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A picture on another site (an import's imageSourceUrl): downloaded into the media on save when no imageUrl " +
      'is given, through the checks of an upload',
  })
  imageSourceUrl?: string | null;

  @Field(() => ImageSetInput, { nullable: true })
  imageUrl?: ImageSetInput | null;

  @Field(() => [IngredientInput], { nullable: true })
  ingredients?: IngredientInput[] | null;

  @Field(() => [InstructionInput], { nullable: true })
  instructions?: InstructionInput[] | null;

  @Field(() => [NoteInput], { nullable: true })
  notes?: NoteInput[] | null;

  @Field(() => [TagInput], { nullable: true })
  tags?: TagInput[] | null;

  @Field(() => [UtensilInput], { nullable: true })
  utensils?: UtensilInput[] | null;

  @Field(() => [CategoryRefInput], { nullable: true })
  category?: CategoryRefInput[] | null;

  @Field(() => [CravingRefInput], { nullable: true })
  cravings?: CravingRefInput[] | null;

  @Field(() => [OccasionRefInput], { nullable: true })
  occasions?: OccasionRefInput[] | null;

  @Field(() => String, { nullable: true, description: 'rich-text HTML; sanitised on the server' })
  commentBody?: string | null;

  @Field(() => NutritionInput, { nullable: true })
  nutrition?: NutritionInput | null;

  @Field(() => String, {
    nullable: true,
    description:
      'ISO 8601 date-time or yyyy-mm-dd; defaults to now. Publishing a never-published draft with its stored ' +
      'date kept (omitted or unchanged) and already past dates it now.',
  })
  datePublished?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: a draft, never shown to readers; false: public from datePublished on. Create: false',
  })
  draft?: boolean | null;
}

@InputType({ description: 'Criteria combine with AND' })
export class RecipeFilter extends RecipeConditions {
  @Field(() => String, { nullable: true, description: 'contained in the title, case- and accent-insensitive' })
  title?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'contained in the title, the description or the author, case- and accent-insensitive',
  })
  query?: string | null;

  @Field(() => String, { nullable: true, description: 'category name, case-insensitive' })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'craving id or name' })
  craving?: string | null;
}

@ObjectType()
export class RecipePage extends PageOf(Recipe) {}

@ObjectType({
  description: 'How many recipes are in each publication status (in a list: those its other criteria match)',
})
export class RecipeStatusCounts {
  @Field(() => Int)
  published: number;

  @Field(() => Int)
  scheduled: number;

  @Field(() => Int)
  drafts: number;
}

@ObjectType()
export class DashboardRecipePage extends RecipePage {
  /** what the page was listed by: `counts` is computed from it only when asked for */
  criteria: ListingCriteria;
}
