import { graphql } from '../../gql';

/** What header and footer share: the category links and the creator's social profiles. */
export const LayoutChromeQuery = graphql(`
  query LayoutChrome {
    categories {
      categoryId
      name
    }
    siteConfiguration {
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

// Thumbnails are at most 64 px: the small picture (400 px) is sharp at every density.
export const LayoutRecipeThumbFragment = graphql(`
  fragment LayoutRecipeThumb_recipe on Recipe {
    recipeId
    title
    imageUrl {
      small
    }
  }
`);

/** One page of the newest recipes, for the strip under the header and the Receitas dropdown. */
export const LayoutLatestRecipesQuery = graphql(`
  query LayoutLatestRecipes($page: Int!, $size: Int!) {
    recipes: findRecipes(page: { page: $page, size: $size }) {
      content {
        ...LayoutRecipeThumb_recipe
      }
      totalElements
    }
  }
`);
