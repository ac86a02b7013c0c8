import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { ConfigurationService } from './configuration.service';
import { SiteConfigurationInput, SiteConfigurationView } from './configuration.types';

@Resolver(() => SiteConfigurationView)
export class ConfigurationResolver {
  constructor(private readonly configurationService: ConfigurationService) {}

  @Query(() => SiteConfigurationView, { description: 'Public site configuration' })
  siteConfiguration(@Ctx() ctx: RequestContext) {
    return this.configurationService.get(ctx);
  }

  @Authorized('ADMIN')
  @Mutation(() => SiteConfigurationView, { description: 'Replaces the whole configuration; answers the saved one' })
  saveSiteConfiguration(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SiteConfigurationInput) input: SiteConfigurationInput,
  ) {
    return this.configurationService.save(ctx, input);
  }
}
