import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { ImageSet } from '../../shared/image-set';
import type { ImportService } from './import.service';
import { RecipeImport } from './import.types';

@Resolver()
export class ImportResolver {
  constructor(private readonly imports: ImportService) {}

  @Authorized('ADMIN')
  @Mutation(() => RecipeImport, {
    description:
      "Reads a recipe out of another site's page (fetched from url) or out of pasted html (url then resolves its " +
      'links), for the editor to open as a draft; nothing is saved. A page without a recipe is an UNPROCESSABLE error',
  })
  importRecipe(
    @Ctx() ctx: RequestContext,
    @Arg('url', () => String, { nullable: true }) url: string | null,
    @Arg('html', () => String, { nullable: true }) html: string | null,
  ): Promise<RecipeImport> {
    return this.imports.importPage(ctx, { url, html });
  }

  @Authorized('ADMIN')
  @Mutation(() => ImageSet, {
    description:
      "Downloads a picture from another site (an import's imageSourceUrl) into the media, through the checks of an " +
      'upload, so the editor shows it before the recipe is saved',
  })
  importRecipeImage(@Ctx() ctx: RequestContext, @Arg('url', () => String) url: string) {
    return this.imports.downloadImageThrottled(ctx, url);
  }
}
