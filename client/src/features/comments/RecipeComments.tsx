import { useFragment, useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CommentFieldsFragment } from '../../gql/graphql';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { HydrateWhenVisible } from '../../lib/deferred-hydration';
import * as messages from '../../messages/pt-BR';
import { takeDraft, type CommentDraft } from './comment-draft';
import { CommentComposer } from './CommentComposer';
import { CommentThread, type CommentHandlers } from './CommentThread';
import { EmailConfirmationNotice } from './EmailConfirmationNotice';
import { RecipeCommentsQuery, RecipeRatingFragment } from './comments-operations';
import { RatingSummary } from './RatingSummary';
import { SECTION_ID, useCommentActions } from './use-comment-actions';

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

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true after: the list is personal-free but loads after hydration. */
const useInBrowser = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * A recipe's comments and ratings (spec §4–§6): the rating summary and the form render on the server; the threads
 * load once the section hydrates (near the viewport), in space held for them.
 */
export function RecipeComments({ recipeId }: { recipeId: number }) {
  return (
    <HydrateWhenVisible>
      <CommentsSection recipeId={recipeId} />
    </HydrateWhenVisible>
  );
}

function CommentsSection({ recipeId }: { recipeId: number }) {
  const inBrowser = useInBrowser();
  const { data, error } = useQuery(RecipeCommentsQuery, {
    variables: { recipeId },
    skip: !inBrowser,
    fetchPolicy: 'cache-and-network',
  });
  const rating = useFragment({ fragment: RecipeRatingFragment, from: { __typename: 'Recipe', recipeId } });
  const actions = useCommentActions(recipeId);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [restored, setRestored] = useState<CommentDraft | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const replyTrigger = useRef<HTMLElement | null>(null);
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

  const threads = data?.comments;
  const total = threads?.reduce((sum, thread) => sum + 1 + thread.replies.length, 0);
  const replyParent = replyingTo === null ? null : findComment(threads ?? [], replyingTo);

  const closeReply = useCallback(() => {
    setReplyingTo(null);
    setRestored((draft) => (draft?.parentCommentId != null ? null : draft));
    replyTrigger.current?.focus();
  }, []);

  const send = async (draft: CommentDraft) => {
    const outcome = await actions.post(draft);
    if (outcome === 'posted') {
      setAnnouncement(draft.parentCommentId === null ? m.posted : m.replied);
      setRestored(null);
      if (draft.parentCommentId !== null) closeReply();
    }
    return outcome;
  };

  const handlers: CommentHandlers = {
    isAdmin: actions.isAdmin,
    replyingTo: replyParent ? replyingTo : null,
    removing: actions.deleting,
    onReply: (comment, trigger) => {
      replyTrigger.current = trigger;
      setReplyingTo((open) => (open === comment.commentId ? null : comment.commentId));
    },
    onRemove: async (comment) => {
      if (!window.confirm(comment.parentCommentId === null ? m.confirmRemove : m.confirmRemoveReply)) return;
      if (await actions.remove(comment)) {
        if (replyingTo === comment.commentId) setReplyingTo(null);
        setAnnouncement(m.removed);
        headingRef.current?.focus();
      }
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
    <Section id={SECTION_ID} aria-labelledby={`${SECTION_ID}-titulo`}>
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
        {threads && threads.length === 0 && <Note>{m.empty}</Note>}
        {!threads && !error && <Note>{m.loading}</Note>}
      </ListArea>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Section>
  );
}

/** A comment or reply of these threads by id. */
function findComment(
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
