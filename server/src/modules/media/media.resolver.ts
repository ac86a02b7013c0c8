import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { ImageSet } from '../../shared/image-set';
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
    return this.media.storeUpload(ctx, file.createReadStream());
  }
}
