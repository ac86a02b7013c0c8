import { graphql } from '../../gql';

/** The creator's profile and social links, for the recipe page's author box (loaded with the page's data). */
export const RecipeAuthorQuery = graphql(`
  query RecipeAuthor {
    siteConfiguration {
      creator {
        name
        photoUrl
        bio
      }
      socialMedia {
        instagram
        youtube
        tiktok
        pinterest
        facebook
      }
    }
  }
`);
