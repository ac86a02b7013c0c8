import { graphql } from '../../gql';

/**
 * The story above the card, alone: the page's static part reads it (the server's HTML stays as it is, never
 * hydrated), so the text is in the page once. Its field is left out of the state the browser gets
 * (SERVER_ONLY_FIELDS): the hydrating page's own query does not ask for it, and a long story would be sent twice.
 */
export const RecipeStoryQuery = graphql(`
  query RecipeStory($id: Int!) {
    recipe(id: $id) {
      recipeId
      commentBody
    }
  }
`);
