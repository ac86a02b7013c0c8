import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageInput, pageWindow } from '../../shared/paging';
import type { MediaLibraryService } from './media-library.service';
import { MEDIA_PAGE_MAX, MediaItemDetail, MediaItemPage } from './media.types';

/** The creator's media library (dashboard): every uploaded picture, where it shows, its alt text and focal point. */
@Resolver()
export class MediaLibraryResolver {
  constructor(private readonly library: MediaLibraryService) {}

  @Authorized('ADMIN')
  @Query(() => MediaItemPage, { description: `Uploaded pictures, newest first; at most ${MEDIA_PAGE_MAX} a page` })
  mediaItems(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true, description: 'contained in the alt text or the file name' })
    search?: string | null,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ): Promise<MediaItemPage> {
    return this.library.list(ctx, search, pageWindow(page ?? {}, MEDIA_PAGE_MAX));
  }

  @Authorized('ADMIN')
  @Query(() => MediaItemDetail)
  mediaItem(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<MediaItemDetail> {
    return this.library.item(ctx, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => MediaItemDetail, {
    description:
      'Changes the alt text (omitted: kept; null or blank: none; at most 300 characters) and the focal point ' +
      '(thousandths, 0–1000; an omitted coordinate is kept): the crops follow in the background',
  })
  updateMediaItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('alt', () => String, { nullable: true }) alt?: string | null,
    @Arg('focalX', () => Int, { nullable: true }) focalX?: number | null,
    @Arg('focalY', () => Int, { nullable: true }) focalY?: number | null,
  ): Promise<MediaItemDetail> {
    return this.library.update(ctx, id, { alt, focalX, focalY });
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, {
    description: 'Deletes a picture and its files; refused (CONFLICT) naming the places that show it, trash included',
  })
  deleteMediaItem(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return this.library.delete(ctx, id);
  }
}
