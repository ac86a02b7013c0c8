import { useFragment, useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PillButton } from '../../components/PillButton';
import type { CommentFieldsFragment } from '../../gql/graphql';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { HydrateWhenVisible } from '../../lib/deferred-hydration';
import { useHydrated } from '../../lib/use-hydrated';
import * as messages from '../../messages/pt-BR';
import { takeDraft, type CommentDraft } from './comment-draft';
import { CommentComposer } from './CommentComposer';
import { CommentThread, type CommentHandlers } from './CommentThread';
import { EmailConfirmationNotice } from './EmailConfirmationNotice';
import { MyPendingCommentsQuery, RecipeRatingFragment } from './comments-operations';
import { RatingSummary } from './RatingSummary';
import { SECTION_ID, useCommentActions } from './use-comment-actions';
import { findComment, useCommentThreads, useMoreReplies } from './use-comment-pages';
import { useCommentTarget } from './use-comment-target';

// the question before an admin removes a comment: its code loads the first time it is asked
const RemoveCommentDialog = lazy(() => import('./RemoveCommentDialog'));

const m = messages.comments;

const Section = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(6),
  paddingTop: theme.spacing(5),
  paddingBottom: theme.spacing(6),
  borderTop: `1px solid ${theme.palette.divider}`,
  scrollMarginTop: theme.spacing(12),
}));

const Kicker = styled('p')(({ theme }) => ({
  ...theme.typography.overline,
  margin: 0,
  color: theme.palette.primary.dark,
}));

const HeadingRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: theme.spacing(2),
  margin: theme.spacing(0.5, 0, 1),
}));

const Heading = styled('h2')(({ theme }) => ({
  ...theme.typography.h2,
  margin: 0,
  fontSize: '1.75rem',
  outline: 'none',
  [theme.breakpoints.up('md')]: { fontSize: '2.1rem' },
}));

const Count = styled('span')(({ theme }) => ({ color: theme.palette.text.secondary, fontWeight: 600 }));

const FormCard = styled('div')(({ theme }) => ({
  margin: theme.spacing(3, 0, 1),
  padding: theme.spacing(2.5),
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3.5) },
}));

const FormTitle = styled('h3')(({ theme }) => ({ ...theme.typography.h4, margin: theme.spacing(0, 0, 2) }));

// Space held for the list while it loads after hydration: the empty state fits in it, so nothing moves. A block
// formatting context of its own: the loading note's margin stays inside (collapsed through, it moved the area down
// until the list replaced the note).
const ListArea = styled('div')({ minHeight: 120, display: 'flow-root' });

const List = styled('ol')({ listStyle: 'none', margin: 0, padding: 0 });

const Note = styled('p')(({ theme }) => ({ margin: theme.spacing(3, 0), color: theme.palette.text.secondary }));

const More = styled('div')(({ theme }) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.spacing(2) }));

/**
 * A recipe's comments and ratings (spec §4–§6): the rating summary, the form and the first page of threads render on
 * the server (the page is re-rendered when its discussion moves); 'Ver mais comentários' adds the next pages and 'Ver
 * mais respostas' a thread's further replies, once the section hydrates (near the viewport).
 */
export function RecipeComments({ recipeId }: { recipeId: number }) {
  return (
    <HydrateWhenVisible>
      <CommentsSection recipeId={recipeId} />
    </HydrateWhenVisible>
  );
}

function CommentsSection({ recipeId }: { recipeId: number }) {
  const { threads: approved, total, error, hasMore, loadingMore, loadMore } = useCommentThreads(recipeId);
  const moreReplies = useMoreReplies();
  const hydrated = useHydrated();
  const actions = useCommentActions(recipeId);
  // Personal, so never in the shared server HTML: asked once the section runs in a signed-in reader's browser.
  const mine = useQuery(MyPendingCommentsQuery, {
    variables: { recipeId },
    skip: !hydrated || !actions.signedIn,
    fetchPolicy: 'network-only',
  });
  const listed = useMemo(
    () => (approved ? withPending(approved, mine.data?.myPendingComments ?? []) : approved),
    [approved, mine.data],
  );
  // A link to one comment (a reply notification): its thread is shown and the page lands on it.
  const { threads, target } = useCommentTarget(listed, moreReplies);
  const rating = useFragment({ fragment: RecipeRatingFragment, from: { __typename: 'Recipe', recipeId } });
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [restored, setRestored] = useState<CommentDraft | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const replyTrigger = useRef<HTMLElement | null>(null);
  // the comment an admin asked to remove, awaiting the answer
  const [removing, setRemoving] = useState<CommentFieldsFragment | null>(null);
  const [askedToRemove, setAskedToRemove] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (error) console.error('Falha ao carregar os comentários', error);
  }, [error]);

  // A guest sent to sign in comes back to a signed-in session: give them back what they had typed.
  useEffect(() => {
    if (!actions.signedIn) return;
    const draft = takeDraft(recipeId);
    if (!draft) return;
    setRestored(draft);
    if (draft.parentCommentId !== null) setReplyingTo(draft.parentCommentId);
  }, [actions.signedIn, recipeId]);

  const replyParent = replyingTo === null ? null : findComment(threads ?? [], replyingTo);

  const closeReply = useCallback(() => {
    setReplyingTo(null);
    setRestored((draft) => (draft?.parentCommentId != null ? null : draft));
    replyTrigger.current?.focus();
  }, []);

  const send = async (draft: CommentDraft) => {
    const outcome = await actions.post(draft);
    if (outcome === 'posted' || outcome === 'held') {
      setAnnouncement(outcome === 'held' ? m.held : draft.parentCommentId === null ? m.posted : m.replied);
      setRestored(null);
      if (draft.parentCommentId !== null) closeReply();
    }
    return outcome;
  };

  const confirmRemove = async () => {
    const comment = removing;
    setRemoving(null);
    if (!comment) return;
    if (await actions.remove(comment)) {
      if (replyingTo === comment.commentId) setReplyingTo(null);
      setAnnouncement(m.removed);
      headingRef.current?.focus();
    }
  };

  const handlers: CommentHandlers = {
    isAdmin: actions.isAdmin,
    replyingTo: replyParent ? replyingTo : null,
    removing: actions.deleting,
    onMoreReplies: (thread) => void moreReplies.loadMore(thread),
    loadingRepliesOf: moreReplies.loadingOf,
    target,
    onReply: (comment, trigger) => {
      replyTrigger.current = trigger;
      setReplyingTo((open) => (open === comment.commentId ? null : comment.commentId));
    },
    onRemove: (comment) => {
      setAskedToRemove(true);
      setRemoving(comment);
    },
    replyBox: replyParent && (
      <CommentComposer
        key={replyParent.commentId}
        parent={{ commentId: replyParent.commentId, name: replyParent.user.name }}
        initial={restored?.parentCommentId === replyParent.commentId ? restored : null}
        busy={actions.posting}
        onSend={send}
        onCancel={closeReply}
        autoFocus
      />
    ),
  };

  const restoredTopLevel = restored && (restored.parentCommentId === null || (threads && !replyParent));

  return (
    // data-hydrated: its buttons answer (the threads are in the server's HTML before they do)
    <Section id={SECTION_ID} aria-labelledby={`${SECTION_ID}-titulo`} data-hydrated={hydrated || undefined}>
      <Kicker>{m.kicker}</Kicker>
      <HeadingRow>
        <Heading id={`${SECTION_ID}-titulo`} ref={headingRef} tabIndex={-1}>
          {m.title}
        </Heading>
        {total !== undefined && <Count>{m.count(total)}</Count>}
      </HeadingRow>
      <RatingSummary rating={rating.complete ? rating.data.rating : null} />
      <FormCard>
        <FormTitle>{m.formTitle}</FormTitle>
        <EmailConfirmationNotice />
        <CommentComposer
          key={restoredTopLevel ? 'restored' : 'new'}
          parent={null}
          initial={restored && restoredTopLevel ? { ...restored, parentCommentId: null } : null}
          busy={actions.posting && replyingTo === null}
          onSend={send}
          autoFocus={Boolean(restoredTopLevel)}
        />
      </FormCard>
      <ListArea>
        {threads && threads.length > 0 && (
          <List aria-labelledby={`${SECTION_ID}-titulo`}>
            {threads.map((thread) => (
              <CommentThread key={thread.commentId} comment={thread} handlers={handlers} />
            ))}
          </List>
        )}
        {hasMore && (
          <More>
            <PillButton tone="outlined" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? m.loadingMore : m.moreComments}
            </PillButton>
          </More>
        )}
        {threads && threads.length === 0 && <Note>{m.empty}</Note>}
        {!threads && !error && <Note>{m.loading}</Note>}
      </ListArea>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {askedToRemove && (
        <Suspense fallback={null}>
          <RemoveCommentDialog
            comment={removing}
            onConfirm={() => void confirmRemove()}
            onCancel={() => setRemoving(null)}
          />
        </Suspense>
      )}
    </Section>
  );
}

type Thread = CommentFieldsFragment & { replies: CommentFieldsFragment[]; replyCount?: number };

/**
 * The threads with the reader's own held comments: new ones on top, held replies at the end of their thread (when it
 * is shown). One already in the list (just posted) is not repeated.
 */
function withPending(threads: readonly Thread[], pending: readonly CommentFieldsFragment[]): readonly Thread[] {
  if (!pending.length) return threads;
  const shown = new Set(threads.flatMap((t) => [t.commentId, ...t.replies.map((r) => r.commentId)]));
  const fresh = pending.filter((c) => !shown.has(c.commentId));
  if (!fresh.length) return threads;
  const replies = fresh.filter((c) => c.parentCommentId !== null).reverse();
  const merged = threads.map((t) => {
    const own = replies.filter((r) => r.parentCommentId === t.commentId);
    return own.length ? { ...t, replies: [...t.replies, ...own] } : t;
  });
  const top = fresh.filter((c) => c.parentCommentId === null).map((c) => ({ ...c, replies: [], replyCount: 0 }));
  return [...top, ...merged];
}
