import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../shared/paging';
import { FocalPoint, ImageSet } from '../../shared/image-set';

/** The most pictures one page of the library holds. */
export const MEDIA_PAGE_MAX = 60;

/** What kind of thing shows a picture of the library. */
export enum MediaUsageKind {
  RECIPE = 'RECIPE',
  EBOOK = 'EBOOK',
  CATEGORY = 'CATEGORY',
  CRAVING = 'CRAVING',
  CONFIGURATION = 'CONFIGURATION',
}
registerEnumType(MediaUsageKind, { name: 'MediaUsageKind' });

/** One place that shows a picture: a recipe's photo, an e-book's cover, the creator's photo… */
@ObjectType()
export class MediaUsage {
  @Field(() => MediaUsageKind)
  kind: MediaUsageKind;

  @Field(() => Int, { description: "the recipe's, e-book's, category's or craving's id (1 for the configuration)" })
  id: number;

  @Field(() => String, { description: "the recipe's or e-book's title, the category's or craving's name" })
  title: string;

  @Field(() => String, { description: "where it shows there, in pt-BR: 'Foto da receita', 'Capa vertical do e-book'…" })
  field: string;

  @Field(() => Boolean, { description: 'what shows it is in the trash (it still counts: it may be restored)' })
  trashed: boolean;
}

/** One picture of the library: an upload and its renditions. */
@ObjectType()
export class MediaItem {
  @Field(() => Int)
  id: number;

  @Field(() => String, { description: 'the medium rendition (800 px wide)' })
  url: string;

  @Field(() => String, { description: 'the small rendition (400 px wide), for a grid' })
  thumbnailUrl: string;

  @Field(() => ImageSet, { description: 'the three renditions, as the image fields store them' })
  image: ImageSet;

  @Field(() => Int, { description: 'the uploaded picture’s width (upright), in pixels' })
  width: number;

  @Field(() => Int)
  height: number;

  @Field(() => String, { nullable: true, description: 'alternative text, written in the library' })
  alt: string | null;

  @Field(() => String, { nullable: true, description: "the uploaded file's name" })
  originalName: string | null;

  @Field(() => FocalPoint)
  focalPoint: FocalPoint;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => String, { nullable: true, description: "the uploader's name (null: unknown, or the account is gone)" })
  uploadedBy: string | null;

  @Field(() => Int, {
    description:
      'how many places show it through an image field (in a list; the single item counts its rich-text uses too)',
  })
  usageCount: number;
}

/** A picture with every place that shows it: its image fields and the rich texts that embed it. */
@ObjectType()
export class MediaItemDetail {
  @Field(() => MediaItem, { description: 'its usageCount counts the rich-text uses too' })
  item: MediaItem;

  @Field(() => [MediaUsage])
  usages: MediaUsage[];
}

@ObjectType({ description: 'One page of the media library, newest first' })
export class MediaItemPage extends PageOf(MediaItem) {}
