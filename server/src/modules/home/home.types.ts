import { Field, ObjectType } from 'type-graphql';
import { Recipe } from '../recipe/recipe.entity';

/** Spec §9: the weekly dessert menu's days, Monday to Friday, as the tabs name them. */
export const WEEKDAYS = ['SEG', 'TER', 'QUA', 'QUI', 'SEX'] as const;

@ObjectType({ description: 'One weekday of the home page weekly dessert menu' })
export class WeeklyMenuDay {
  @Field(() => String, { description: 'SEG, TER, QUA, QUI or SEX' })
  day: string;

  @Field(() => Recipe, { nullable: true, description: 'null: nothing published for that day' })
  recipe: Recipe | null;
}

@ObjectType({ description: 'The recipes of the home page sections; random picks are stable for a site day' })
export class HomePage {
  @Field(() => String, { description: 'The site day (yyyy-mm-dd, site time zone) the random picks were made for' })
  pickedOn: string;

  @Field(() => [Recipe], { description: 'Featured recipes in order, filled with the newest up to 4' })
  hero: Recipe[];

  @Field(() => [Recipe], { description: "'Perfeito Para Você': one recipe from each of 4 random categories" })
  perfectForYou: Recipe[];

  @Field(() => [WeeklyMenuDay], { description: 'Monday to Friday: the configured recipes, or defaults' })
  weeklyMenu: WeeklyMenuDay[];

  @Field(() => [Recipe], { description: 'The 3 most popular recipes' })
  popular: Recipe[];

  @Field(() => [Recipe], {
    description:
      "4 recipes that have a medium image: the newest ones 'latest' does not show (on a small site, then the newest)",
  })
  kitchen: Recipe[];

  @Field(() => [Recipe], { description: 'The 8 newest recipes by publication date' })
  latest: Recipe[];
}
