import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { RecipeArchiveImport } from './archive.types';
import type { RecipeArchiveService } from './recipe-archive.service';

@Resolver()
export class RecipeArchiveResolver {
  constructor(private readonly archive: RecipeArchiveService) {}

  @Authorized('ADMIN')
  @Mutation(() => RecipeArchiveImport, {
    description:
      'Recreates the recipes and categories of a catalogue archive (the .zip of GET /api/recipes/export, or .json ' +
      'schema.org Recipes zipped, imported as drafts); a recipe whose title exists here is skipped. Through GraphQL ' +
      'the upload limit of /graphql applies; POST /api/recipes/import/archive takes archives up to 2 GB',
  })
  async importRecipeArchive(
    @Ctx() ctx: RequestContext,
    @Arg('archive', () => GraphQLUpload) archive: Promise<FileUpload>,
  ): Promise<RecipeArchiveImport> {
    return this.archive.importUpload(ctx, await archive);
  }
}
