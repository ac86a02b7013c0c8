import { graphql } from '../../gql';

/**
 * Spec §9: the similar recipes come from page 0; at most 30 are kept. The page's data (and so its HTML and the state it
 * carries) holds one screen of the widest carousel, 4; the section asks for all 30 once it is live, for its box to
 * search.
 */
export const SIMILAR_FIRST = { page: 0, size: 4 } as const;
export const SIMILAR_ALL = { page: 0, size: 30 } as const;

// A carousel card (also what the search drawer shows when 'MOSTRAR TUDO' hands the list over).
export const SimilarRecipesQuery = graphql(`
  query SimilarRecipes($id: Int!, $page: Int!, $size: Int!) {
    similarRecipes(id: $id, page: $page, size: $size) {
      content {
        ...RecipeCard_recipe
      }
    }
  }
`);
