import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Recipe } from '../recipe/recipe.entity';
import { RecipeStatusCounts } from '../recipe/recipe.types';

@ObjectType({ description: "Counted views on one day of the site's calendar (America/Sao_Paulo)" })
export class DailyViews {
  @Field(() => String, { description: 'yyyy-mm-dd' })
  day: string;

  @Field(() => Int)
  views: number;
}

@ObjectType()
export class RecipeViewsTotal {
  @Field(() => Recipe)
  recipe: Recipe;

  @Field(() => Int)
  views: number;
}

@ObjectType({ description: 'A comment or reply, with the recipe it was posted on' })
export class RecentComment {
  @Field(() => Int)
  commentId: number;

  @Field(() => String)
  authorName: string;

  @Field(() => String, { description: 'plain text; never render as HTML' })
  content: string;

  @Field(() => Int, { description: '1–5 on a comment, 0 on a reply' })
  score: number;

  @Field(() => Boolean)
  isReply: boolean;

  @Field(() => DateTimeISOResolver)
  datePosted: Date;

  @Field(() => Recipe)
  recipe: Recipe;
}

@ObjectType({ description: "The admin's overview: the site's real figures" })
export class DashboardOverview {
  @Field(() => RecipeStatusCounts)
  recipes: RecipeStatusCounts;

  @Field(() => Int, { description: 'Active newsletter subscribers' })
  newsletterSubscribers: number;

  @Field(() => Int, { description: 'Contact messages no admin has opened' })
  unreadContacts: number;

  @Field(() => [DailyViews], { description: 'The last 30 days, oldest first, today included (zeros too)' })
  viewsByDay: DailyViews[];

  @Field(() => [RecipeViewsTotal], { description: 'The 5 most viewed recipes of the last 30 days' })
  topRecipes: RecipeViewsTotal[];

  @Field(() => [RecentComment], { description: 'The newest comments and replies, newest first' })
  latestComments: RecentComment[];
}
