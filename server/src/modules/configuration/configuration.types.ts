import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class SocialMedia {
  @Field(() => String, { nullable: true })
  instagram: string | null;

  @Field(() => String, { nullable: true })
  youtube: string | null;

  @Field(() => String, { nullable: true })
  tiktok: string | null;

  @Field(() => String, { nullable: true })
  pinterest: string | null;

  @Field(() => String, { nullable: true })
  facebook: string | null;
}

@ObjectType()
export class PartnershipView {
  @Field(() => String)
  name: string;

  @Field(() => String)
  image_url: string;

  @Field(() => String)
  website_url: string;
}

@ObjectType({ description: 'Recipe ids (as strings) for the home page weekly menu, Monday to Friday' })
export class WeeklyRecipes {
  @Field(() => String, { nullable: true })
  monday: string | null;

  @Field(() => String, { nullable: true })
  tuesday: string | null;

  @Field(() => String, { nullable: true })
  wednesday: string | null;

  @Field(() => String, { nullable: true })
  thursday: string | null;

  @Field(() => String, { nullable: true })
  friday: string | null;
}

@ObjectType({ description: "The creator's profile for the recipe page's author box (socials: socialMedia)" })
export class Creator {
  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true, description: 'an uploaded image (/uploads/…) or an https URL' })
  photoUrl: string | null;

  @Field(() => String, { nullable: true, description: 'a short bio, plain text' })
  bio: string | null;
}

@ObjectType('SiteConfiguration')
export class SiteConfigurationView {
  @Field(() => [String], { description: 'recipe ids for the home hero, in order' })
  featuredRecipeIds: string[];

  @Field(() => SocialMedia)
  socialMedia: SocialMedia;

  @Field(() => Int, { nullable: true })
  featuredEBookId: number | null;

  @Field(() => [PartnershipView])
  partnerships: PartnershipView[];

  @Field(() => String, { nullable: true, description: 'admin-trusted advertising snippet, stored as given' })
  googleAdsenseScript: string | null;

  @Field(() => WeeklyRecipes)
  weeklyRecipes: WeeklyRecipes;

  @Field(() => Creator)
  creator: Creator;
}

@InputType()
export class SocialMediaInput {
  @Field(() => String, { nullable: true })
  instagram?: string | null;

  @Field(() => String, { nullable: true })
  youtube?: string | null;

  @Field(() => String, { nullable: true })
  tiktok?: string | null;

  @Field(() => String, { nullable: true })
  pinterest?: string | null;

  @Field(() => String, { nullable: true })
  facebook?: string | null;
}

@InputType()
export class PartnershipInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  image_url?: string | null;

  @Field(() => String, { nullable: true })
  website_url?: string | null;
}

@InputType()
export class WeeklyRecipesInput {
  @Field(() => String, { nullable: true })
  monday?: string | null;

  @Field(() => String, { nullable: true })
  tuesday?: string | null;

  @Field(() => String, { nullable: true })
  wednesday?: string | null;

  @Field(() => String, { nullable: true })
  thursday?: string | null;

  @Field(() => String, { nullable: true })
  friday?: string | null;
}

@InputType()
export class CreatorInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  photoUrl?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;
}

@InputType()
export class SiteConfigurationInput {
  @Field(() => [String], { nullable: true })
  featuredRecipeIds?: string[] | null;

  @Field(() => SocialMediaInput, { nullable: true })
  socialMedia?: SocialMediaInput | null;

  @Field(() => Int, { nullable: true })
  featuredEBookId?: number | null;

  @Field(() => [PartnershipInput], { nullable: true })
  partnerships?: PartnershipInput[] | null;

  @Field(() => String, { nullable: true })
  googleAdsenseScript?: string | null;

  @Field(() => WeeklyRecipesInput, { nullable: true })
  weeklyRecipes?: WeeklyRecipesInput | null;

  @Field(() => CreatorInput, { nullable: true, description: 'omitted or null: the saved creator profile is kept' })
  creator?: CreatorInput | null;
}
