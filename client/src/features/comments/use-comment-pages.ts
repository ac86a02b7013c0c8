import type { Reference } from '@apollo/client';
import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { CommentFieldsFragment, CommentThreadFieldsFragment } from '../../gql/graphql';
import { CommentRepliesQuery, firstThreadsPage, RecipeCommentsQuery, REPLIES_PAGE_SIZE } from './comments-operations';

/**
 * A recipe's threads, a page at a time: the first page (in the server's render), then each 'Ver mais comentários'
 * adds the next one to it. A comment posted meanwhile moves the pages by one: a thread already shown is kept once.
 */
export function useCommentThreads(recipeId: number) {
  const { data, error, networkStatus, fetchMore } = useQuery(RecipeCommentsQuery, {
    variables: firstThreadsPage(recipeId),
    fetchPolicy: 'cache-and-network',
  });
  const threads = data?.commentThreads;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const hasMore = threads !== undefined && threads.page + 1 < threads.totalPages;
  const loadMore = useCallback(() => {
    if (!threads || loadingMore) return;
    fetchMore({
      variables: { page: threads.page + 1 },
      updateQuery: (shown, { fetchMoreResult: next }) => {
        const seen = new Set(shown.commentThreads.content.map((t) => t.commentId));
        const added = next.commentThreads.content.filter((t) => !seen.has(t.commentId));
        return {
          ...shown,
          commentThreads: { ...next.commentThreads, content: [...shown.commentThreads.content, ...added] },
        };
      },
    }).catch((failure: unknown) => console.error('Falha ao carregar mais comentários', failure));
  }, [threads, loadingMore, fetchMore]);
  return { threads: threads?.content, total: threads?.commentCount, error, hasMore, loadingMore, loadMore };
}

/** Whether a thread has replies it does not show yet. */
export const hasMoreReplies = (thread: Pick<CommentThreadFieldsFragment, 'replies' | 'replyCount'>) =>
  thread.replies.length < thread.replyCount;

/**
 * 'Ver mais respostas': the next page of a thread's replies joins the ones it shows (its first few, and any posted
 * here), oldest first, each once.
 */
export function useMoreReplies() {
  const client = useApolloClient();
  const [loadingOf, setLoadingOf] = useState<number | null>(null);
  const loadMore = useCallback(
    async (thread: Pick<CommentThreadFieldsFragment, 'commentId' | 'replies'>) => {
      setLoadingOf(thread.commentId);
      try {
        const { data } = await client.query({
          query: CommentRepliesQuery,
          variables: {
            commentId: thread.commentId,
            page: Math.floor(thread.replies.length / REPLIES_PAGE_SIZE),
            size: REPLIES_PAGE_SIZE,
          },
          fetchPolicy: 'network-only',
        });
        const page = data?.commentReplies;
        if (!page) return;
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Comment', commentId: thread.commentId }),
          fields: {
            replies: (existing, { readField, toReference }) => {
              const refs = [...(Array.isArray(existing) ? (existing as readonly Reference[]) : [])];
              const seen = new Set(refs.map((ref) => readField<number>('commentId', ref)));
              for (const reply of page.content) {
                const ref = toReference({ __typename: 'Comment', commentId: reply.commentId });
                if (ref && !seen.has(reply.commentId)) refs.push(ref);
              }
              // ids grow with time: oldest first, whatever order the pages came in
              return refs.sort(
                (a, b) => (readField<number>('commentId', a) ?? 0) - (readField<number>('commentId', b) ?? 0),
              );
            },
            replyCount: () => page.totalElements,
          },
        });
      } catch (error) {
        console.error('Falha ao carregar mais respostas', error);
      } finally {
        setLoadingOf(null);
      }
    },
    [client],
  );
  return { loadMore, loadingOf };
}

/** A comment or reply of these threads by id. */
export function findComment(
  threads: readonly (CommentFieldsFragment & { replies: CommentFieldsFragment[] })[],
  commentId: number,
): CommentFieldsFragment | null {
  for (const thread of threads) {
    if (thread.commentId === commentId) return thread;
    const reply = thread.replies.find((r) => r.commentId === commentId);
    if (reply) return reply;
  }
  return null;
}
