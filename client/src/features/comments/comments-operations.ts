import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { numericIdOf, type RouteData } from '../../lib/route-data';

/** What one comment or reply shows. */
export const CommentFieldsFragment = graphql(`
  fragment CommentFields on Comment {
    commentId
    content
    score
    datePosted
    parentCommentId
    status
    byCreator
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

/** Top-level comments a page of threads holds (each with its first replies; the server allows up to 50). */
export const THREADS_PAGE_SIZE = 10;
/** Replies 'ver mais respostas' loads at a time. */
export const REPLIES_PAGE_SIZE = 20;

/** What a thread shows: its comment, its first replies (oldest first) and how many replies it has in all. */
export const CommentThreadFieldsFragment = graphql(`
  fragment CommentThreadFields on Comment {
    ...CommentFields
    replyCount
    replies {
      ...CommentFields
    }
  }
`);

/**
 * A page of a recipe's threads (newest first) and its current rating. The first page renders on the server; 'Ver
 * mais comentários' adds the next pages to the first one's cache entry (fetchMore).
 */
export const RecipeCommentsQuery = graphql(`
  query RecipeComments($recipeId: Int!, $page: Int!, $size: Int!) {
    commentThreads(recipeId: $recipeId, page: { page: $page, size: $size }) {
      content {
        ...CommentThreadFields
      }
      page
      totalElements
      totalPages
      commentCount
    }
    recipe(id: $recipeId) {
      ...RecipeRatingSummary
    }
  }
`);

/** The variables of a recipe's first page of threads: the cache entry every later page and new comment joins. */
export const firstThreadsPage = (recipeId: number) => ({ recipeId, page: 0, size: THREADS_PAGE_SIZE });

/** The recipe page's first page of threads, for the server to render it with (app/routes.tsx). */
export const recipeCommentsData: RouteData = async (client: ApolloClient, { params }) => {
  const recipeId = numericIdOf(params.id);
  if (recipeId) await client.query({ query: RecipeCommentsQuery, variables: firstThreadsPage(recipeId) });
};

/** A page of one thread's replies, oldest first ('ver mais respostas'). */
export const CommentRepliesQuery = graphql(`
  query CommentReplies($commentId: Int!, $page: Int!, $size: Int!) {
    commentReplies(commentId: $commentId, page: { page: $page, size: $size }) {
      content {
        ...CommentFields
      }
      totalElements
    }
  }
`);

/** The thread one comment belongs to, wherever its page is: what a link to that comment opens. */
export const CommentThreadQuery = graphql(`
  query CommentThread($commentId: Int!) {
    commentThread(commentId: $commentId) {
      ...CommentThreadFields
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
      ...CommentThreadFields
    }
  }
`);

/** The signed-in reader's own held comments on a recipe: shown to them only, marked, after the page has loaded. */
export const MyPendingCommentsQuery = graphql(`
  query MyPendingComments($recipeId: Int!) {
    myPendingComments(recipeId: $recipeId) {
      ...CommentFields
    }
  }
`);

export const DeleteCommentMutation = graphql(`
  mutation DeleteComment($id: Int!) {
    deleteComment(id: $id)
  }
`);
