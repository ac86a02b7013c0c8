import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../shared/paging';

/** What the trash holds: deleting one of these moves it there; cravings and occasions are still deleted at once. */
export enum TrashKind {
  RECIPE = 'RECIPE',
  EBOOK = 'EBOOK',
  CATEGORY = 'CATEGORY',
}
registerEnumType(TrashKind, { name: 'TrashKind', description: 'RECIPE, EBOOK or CATEGORY' });

/** Where the site points to an item: what deleting it takes away from the site. */
export enum ContentPlace {
  /** the home page's featured recipes */
  FEATURED_RECIPES = 'FEATURED_RECIPES',
  /** a day of the home page's weekly menu */
  WEEKLY_MENU = 'WEEKLY_MENU',
  /** the featured e-book */
  FEATURED_EBOOK = 'FEATURED_EBOOK',
  /** an e-book's recipes (the link stays while the recipe is in the trash; its pages leave the recipe out) */
  EBOOK = 'EBOOK',
}
registerEnumType(ContentPlace, { name: 'ContentPlace' });

@ObjectType({ description: 'An item in the trash' })
export class TrashItem {
  @Field(() => TrashKind)
  kind: TrashKind;

  @Field(() => Int, { description: 'The id the item had and gets back when restored' })
  id: number;

  @Field(() => String, { description: "A recipe's or e-book's title, a category's name" })
  title: string;

  @Field(() => DateTimeISOResolver)
  deletedAt: Date;

  @Field(() => String, { nullable: true, description: 'Who moved it to the trash (null: unknown or account gone)' })
  deletedByName: string | null;

  @Field(() => DateTimeISOResolver, { description: 'When it is deleted for good (TRASH_RETENTION_DAYS after)' })
  purgeAt: Date;
}

@ObjectType({ description: 'One page of the trash, newest first' })
export class TrashPage extends PageOf(TrashItem) {}

@ObjectType({ description: 'A place of the site that shows an item (what deleting it takes away)' })
export class ContentReference {
  @Field(() => TrashKind)
  kind: TrashKind;

  @Field(() => Int, { description: 'The item shown there' })
  id: number;

  @Field(() => ContentPlace)
  place: ContentPlace;

  @Field(() => String, { description: "pt-BR, e.g. 'Cardápio da semana: segunda-feira'" })
  label: string;
}
