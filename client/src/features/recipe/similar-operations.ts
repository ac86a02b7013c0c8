import { graphql } from '../../gql';

/** Spec §9: the similar recipes come from page 0; at most 30 are kept. */
export const SIMILAR_VARIABLES = { page: 0, size: 30 } as const;

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
