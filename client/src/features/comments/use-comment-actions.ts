import { CombinedGraphQLErrors, type ApolloCache, type Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CommentFieldsFragment } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { keepDraft, type CommentDraft } from './comment-draft';
import {
  CommentThreadFieldsFragment,
  DeleteCommentMutation,
  firstThreadsPage,
  PostCommentMutation,
  RecipeCommentsQuery,
  RecipeRatingQuery,
} from './comments-operations';

/** The section's anchor: the hero's stars link to it and a guest comes back to it after signing in. */
export const SECTION_ID = 'comentarios';

/** Moves the counts of a recipe's first page of threads (where every later page joins) by a new or gone comment. */
function adjustCounts(cache: ApolloCache, recipeId: number, threads: number, comments: number) {
  cache.updateQuery({ query: RecipeCommentsQuery, variables: firstThreadsPage(recipeId) }, (list) =>
    list
      ? {
          ...list,
          commentThreads: {
            ...list.commentThreads,
            totalElements: list.commentThreads.totalElements + threads,
            commentCount: list.commentThreads.commentCount + comments,
          },
        }
      : list,
  );
}

/** How an attempt to post ended. */
/** 'held': accepted, shown to its author only, until the creator approves it. */
export type PostOutcome = 'posted' | 'held' | 'incomplete' | 'signed-out' | 'failed';

const isUnauthenticated = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

/** Whether a draft may be sent (spec §5): trimmed text, and 1–5 stars unless it is a reply. */
export const isComplete = (draft: CommentDraft) =>
  draft.content.trim() !== '' && (draft.parentCommentId !== null || (draft.score ?? 0) >= 1);

/**
 * Posting and deleting a recipe's comments: the list in the cache follows at once (a new comment on top, a reply at
 * the end of its thread, a deleted one gone), the rating is reloaded after a scored change, and a guest (or an
 * expired session) is sent to sign in with the draft kept. Failures are logged only (spec §8).
 */
export function useCommentActions(recipeId: number) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [postComment, { loading: posting }] = useMutation(PostCommentMutation);
  const [deleteComment, { loading: deleting }] = useMutation(DeleteCommentMutation);

  const sendToLogin = (draft: CommentDraft) => {
    keepDraft(recipeId, draft);
    const next = `${location.pathname}${location.search}#${SECTION_ID}`;
    void navigate(`/auth/login?${new URLSearchParams({ next, reason: 'comment' }).toString()}`);
  };

  const refreshRating = () =>
    client
      .query({ query: RecipeRatingQuery, variables: { recipeId }, fetchPolicy: 'network-only' })
      .catch((error: unknown) => console.error('Falha ao atualizar a avaliação da receita', error));

  const post = async (draft: CommentDraft): Promise<PostOutcome> => {
    if (!session.authenticated) {
      sendToLogin(draft);
      return 'signed-out';
    }
    if (!isComplete(draft) || posting) return 'incomplete';
    const reply = draft.parentCommentId !== null;
    try {
      const result = await postComment({
        variables: {
          recipeId,
          input: {
            content: draft.content.trim(),
            score: reply ? 0 : draft.score,
            parentCommentId: draft.parentCommentId,
          },
        },
        update(cache, { data }) {
          const comment = data?.postComment;
          if (!comment) return;
          // A held comment shows to its author (marked), but counts for no one until approved.
          const counted = comment.status === 'APPROVED';
          if (comment.parentCommentId === null) {
            cache.updateQuery({ query: RecipeCommentsQuery, variables: firstThreadsPage(recipeId) }, (list) =>
              list
                ? {
                    ...list,
                    commentThreads: { ...list.commentThreads, content: [comment, ...list.commentThreads.content] },
                  }
                : list,
            );
            if (counted) adjustCounts(cache, recipeId, 1, 1);
          } else {
            cache.modify({
              id: cache.identify({ __typename: 'Comment', commentId: comment.parentCommentId }),
              fields: {
                replies: (existing, { toReference }) => [
                  ...(Array.isArray(existing) ? (existing as readonly Reference[]) : []),
                  toReference({ __typename: 'Comment', commentId: comment.commentId }),
                ],
                replyCount: (count) => (typeof count === 'number' && counted ? count + 1 : count),
              },
            });
            if (counted) adjustCounts(cache, recipeId, 0, 1);
          }
        },
      });
      if (result.data?.postComment.status === 'PENDING') return 'held';
      if (!reply) void refreshRating();
      return 'posted';
    } catch (error) {
      if (isUnauthenticated(error)) {
        sendToLogin(draft);
        return 'signed-out';
      }
      console.error('Falha ao enviar o comentário', error);
      return 'failed';
    }
  };

  const remove = async (comment: CommentFieldsFragment): Promise<boolean> => {
    try {
      await deleteComment({
        variables: { id: comment.commentId },
        update(cache) {
          const id = cache.identify({ __typename: 'Comment', commentId: comment.commentId });
          if (comment.parentCommentId === null) {
            // the thread's replies go with it
            const thread = cache.readFragment({
              id,
              fragment: CommentThreadFieldsFragment,
              fragmentName: 'CommentThreadFields',
            });
            adjustCounts(cache, recipeId, -1, -1 - (thread?.replyCount ?? 0));
          } else {
            cache.modify({
              id: cache.identify({ __typename: 'Comment', commentId: comment.parentCommentId }),
              fields: { replyCount: (count) => (typeof count === 'number' ? Math.max(0, count - 1) : count) },
            });
            adjustCounts(cache, recipeId, 0, -1);
          }
          // Lists drop a reference whose entry is gone; gc also takes the deleted comment's replies.
          cache.evict({ id });
          cache.gc();
        },
      });
      if (comment.score > 0) void refreshRating();
      return true;
    } catch (error) {
      console.error('Falha ao excluir o comentário', error);
      return false;
    }
  };

  return { post, remove, posting, deleting, isAdmin: session.role === 'ADMIN', signedIn: session.authenticated };
}
