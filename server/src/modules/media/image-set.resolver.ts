import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { AvifSet, FocalPoint, ImageCrops, ImageSet } from '../../shared/image-set';
import { assetOf } from './media.loader';
import type { MediaService } from './media.service';

const assetOfSet = (ctx: RequestContext, set: ImageSet) =>
  assetOf(ctx.loaders.media, set.original ?? set.medium ?? set.small);

/** What the upload's background work made of a picture: AVIF renditions, crops, and the focal point they keep. */
@Resolver(() => ImageSet)
export class ImageSetResolver {
  constructor(private readonly media: MediaService) {}

  @FieldResolver(() => AvifSet, { nullable: true, description: 'AVIF renditions, once made (null before)' })
  async avif(@Root() set: ImageSet, @Ctx() ctx: RequestContext): Promise<AvifSet | null> {
    const asset = await assetOfSet(ctx, set);
    return asset ? this.media.avifOf(asset) : null;
  }

  @FieldResolver(() => ImageCrops, { nullable: true, description: 'Crops for search and sharing, once made' })
  async crops(@Root() set: ImageSet, @Ctx() ctx: RequestContext): Promise<ImageCrops | null> {
    const asset = await assetOfSet(ctx, set);
    return asset ? this.media.cropsOf(asset) : null;
  }

  @FieldResolver(() => FocalPoint, { nullable: true, description: 'Null for a picture that is not an upload' })
  async focalPoint(@Root() set: ImageSet, @Ctx() ctx: RequestContext): Promise<FocalPoint | null> {
    const asset = await assetOfSet(ctx, set);
    return asset ? { x: asset.focalX, y: asset.focalY } : null;
  }
}
