import { graphql } from '../../gql';

/** What one comment or reply shows. */
export const CommentFieldsFragment = graphql(`
  fragment CommentFields on Comment {
    commentId
    content
    score
    datePosted
    parentCommentId
    user {
      name
    }
  }
`);

/** A recipe's rating as the recipe page already holds it (the section header reads it from the cache). */
export const RecipeRatingFragment = graphql(`
  fragment RecipeRatingSummary on Recipe {
    recipeId
    rating {
      average
      count
    }
  }
`);

/** The threads of a recipe (newest first, replies oldest first) and its current rating. */
export const RecipeCommentsQuery = graphql(`
  query RecipeComments($recipeId: Int!) {
    comments(recipeId: $recipeId) {
      ...CommentFields
      replies {
        ...CommentFields
      }
    }
    recipe(id: $recipeId) {
      ...RecipeRatingSummary
    }
  }
`);

/** Reloads the rating after a scored comment comes or goes (the hero's stars read the same cache entry). */
export const RecipeRatingQuery = graphql(`
  query RecipeRating($recipeId: Int!) {
    recipe(id: $recipeId) {
      ...RecipeRatingSummary
    }
  }
`);

export const PostCommentMutation = graphql(`
  mutation PostComment($recipeId: Int!, $input: CommentInput!) {
    postComment(recipeId: $recipeId, input: $input) {
      ...CommentFields
      replies {
        ...CommentFields
      }
    }
  }
`);

export const DeleteCommentMutation = graphql(`
  mutation DeleteComment($id: Int!) {
    deleteComment(id: $id)
  }
`);
