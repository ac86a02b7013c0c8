import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { notFound } from '../../shared/errors';
import { FocalPoint, ImageSet } from '../../shared/image-set';
import type { MediaService } from './media.service';

@Resolver()
export class MediaResolver {
  constructor(private readonly media: MediaService) {}

  @Authorized('ADMIN')
  @Mutation(() => ImageSet, {
    description: 'Multipart upload (field per the GraphQL multipart spec); JPEG, PNG, WebP, AVIF or GIF up to 10 MB',
  })
  async uploadImage(@Ctx() ctx: RequestContext, @Arg('image', () => GraphQLUpload) image: Promise<FileUpload>) {
    const file = await image;
    return this.media.storeUpload(ctx, file.createReadStream(), file.filename);
  }

  @Authorized('ADMIN')
  @Mutation(() => FocalPoint, {
    description:
      "Moves the point an uploaded picture's crops keep in view (thousandths of its width and height, 0–1000); " +
      'the crops follow in the background',
  })
  async setImageFocalPoint(
    @Arg('image', () => String, { description: 'any rendition URL of the picture' }) image: string,
    @Arg('x', () => Int) x: number,
    @Arg('y', () => Int) y: number,
  ): Promise<FocalPoint> {
    const asset = await this.media.setFocalPoint(image, x, y);
    if (!asset) throw notFound('Imagem não encontrada.');
    return { x: asset.focalX, y: asset.focalY };
  }
}
