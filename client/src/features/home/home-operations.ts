import { graphql } from '../../gql';

/** Everything the home page renders but the e-book section: one request, rendered on the server. */
export const HomePageQuery = graphql(`
  query HomePage {
    homePage {
      hero {
        ...RecipeCard_recipe
        description
        # the first is shown large (up to 700 px wide), and shared as the home page's picture
        imageUrl {
          original
          ...LeadImage_imageSet
        }
      }
      perfectForYou {
        ...RecipeCard_recipe
      }
      weeklyMenu {
        day
        recipe {
          ...RecipeCard_recipe
          description
          # shown up to 600 px wide
          imageUrl {
            original
          }
        }
      }
      popular {
        ...RecipeCard_recipe
      }
      kitchen {
        ...RecipeCard_recipe
      }
      latest {
        ...RecipeCard_recipe
      }
    }
    categories {
      categoryId
      name
      imageUrl {
        small
        medium
        original
      }
    }
    cravings {
      id
      name
      imageUrl {
        small
        medium
        original
      }
    }
    siteConfiguration {
      creator {
        name
        photoUrl
        bio
      }
      socialMedia {
        instagram
        tiktok
      }
    }
  }
`);

/** The e-book section's own request: which e-book is featured, and the published e-books (spec §4, §8). */
export const HomeEBookQuery = graphql(`
  query HomeEBook {
    siteConfiguration {
      featuredEBookId
    }
    ebooks {
      id
      title
      author
      price
      horizontalCoverImageUrl {
        small
        medium
        original
      }
    }
  }
`);
