import { useApolloClient, useFragment } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CommentFieldsFragment, CommentThreadFieldsFragment } from '../../gql/graphql';
import { commentAnchor, commentOfHash } from '../../lib/comment-anchor';
import { CommentThreadFieldsFragment as ThreadFields, CommentThreadQuery } from './comments-operations';
import { findComment } from './use-comment-pages';

type Thread = CommentFieldsFragment & { replies: CommentFieldsFragment[]; replyCount?: number };

/** How many pages of one thread's replies a link may load to reach its comment. */
const MAX_REPLY_PAGES = 10;

/**
 * A link to one comment (`#comentario-12`, as a reply notification gives): its thread joins the list on top when no
 * page shown holds it, its replies load until the comment is there, and the page scrolls to it once and marks it.
 * Answers the threads to show and the comment to mark.
 */
export function useCommentTarget(
  threads: readonly Thread[] | undefined,
  { loadMore, loadingOf }: { loadMore: (thread: Thread) => Promise<void>; loadingOf: number | null },
): { threads: readonly Thread[] | undefined; target: number | null } {
  const { hash } = useLocation();
  const target = commentOfHash(hash);
  const client = useApolloClient();
  const [threadId, setThreadId] = useState<number | null>(null);
  const shownRef = useRef(threads);
  shownRef.current = threads;
  const loaded = threads !== undefined;

  // Not among the threads shown (a later page, or past a thread's first replies): ask which thread holds it.
  useEffect(() => {
    setThreadId(null);
    if (target === null || !loaded || findComment(shownRef.current ?? [], target)) return;
    let live = true;
    client
      .query({ query: CommentThreadQuery, variables: { commentId: target } })
      .then(({ data }) => {
        if (live && data) setThreadId(data.commentThread.commentId);
      })
      .catch((failure: unknown) => console.error('Falha ao abrir o comentário', failure));
    return () => {
      live = false;
    };
  }, [client, target, loaded]);

  const fetched = useFragment({
    fragment: ThreadFields,
    fragmentName: 'CommentThreadFields',
    // nothing to read until a thread was asked for (a read of nothing counts as a miss in the server's render)
    from: threadId === null ? null : { __typename: 'Comment', commentId: threadId },
  });
  const extra = threadId !== null && fetched.complete ? (fetched.data as CommentThreadFieldsFragment) : null;
  const shown = useMemo(
    () => (threads && extra && !threads.some((t) => t.commentId === extra.commentId) ? [extra, ...threads] : threads),
    [threads, extra],
  );

  // Its thread is shown but not the comment yet: the thread's next replies, a page at a time.
  const pagesLoaded = useRef(0);
  useEffect(() => {
    pagesLoaded.current = 0;
  }, [target]);
  const holder = shown?.find((t) => t.commentId === threadId);
  const found = target !== null && shown !== undefined && findComment(shown, target) !== null;
  useEffect(() => {
    if (found || !holder || loadingOf !== null) return;
    if ((holder.replyCount ?? 0) <= holder.replies.length || pagesLoaded.current >= MAX_REPLY_PAGES) return;
    pagesLoaded.current += 1;
    void loadMore(holder);
  }, [found, holder, loadMore, loadingOf]);

  // There: bring it into view once (centred under the sticky header) and give it the focus for screen readers.
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (!found || target === null || scrolledTo.current === target) return;
    scrolledTo.current = target;
    const element = document.getElementById(commentAnchor(target));
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [found, target]);

  return { threads: shown, target: found ? target : null };
}
