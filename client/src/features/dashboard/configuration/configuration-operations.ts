import { graphql } from '../../../gql';

/** Everything the configuration form edits, as the server answers it (the load and the save share it). */
export const DashboardSiteConfigurationFragment = graphql(`
  fragment DashboardSiteConfiguration_configuration on SiteConfiguration {
    featuredRecipeIds
    featuredEBookId
    socialMedia {
      instagram
      youtube
      tiktok
      pinterest
      facebook
    }
    partnerships {
      name
      image_url
      website_url
    }
    googleAdsenseScript
    weeklyRecipes {
      monday
      tuesday
      wednesday
      thursday
      friday
    }
    creator {
      name
      photoUrl
      bio
    }
  }
`);

/** The configuration with every e-book the admin can choose from (recipes are searched as she types). */
export const DashboardConfigurationQuery = graphql(`
  query DashboardConfiguration {
    siteConfiguration {
      ...DashboardSiteConfiguration_configuration
    }
    adminEbooks {
      id
      title
      author
      coverImageUrl {
        small
        medium
      }
    }
  }
`);

export const SaveSiteConfigurationMutation = graphql(`
  mutation SaveSiteConfiguration($input: SiteConfigurationInput!) {
    saveSiteConfiguration(input: $input) {
      ...DashboardSiteConfiguration_configuration
    }
  }
`);
