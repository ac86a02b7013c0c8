import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import ReplyRoundedIcon from '@mui/icons-material/ReplyRounded';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { PillButton } from '../../components/PillButton';
import type { CommentFieldsFragment } from '../../gql/graphql';
import { formatDate, initials } from '../../lib/format';
import * as messages from '../../messages/pt-BR';
import { commentAnchor } from '../../lib/comment-anchor';
import { Stars } from './Stars';

const m = messages.comments;

export type CommentView = CommentFieldsFragment & { replies?: CommentFieldsFragment[]; replyCount?: number };

/** What a comment's buttons do; the list owns the state (one reply box at a time). */
export interface CommentHandlers {
  isAdmin: boolean;
  /** the comment whose reply box is open, if any */
  replyingTo: number | null;
  onReply: (comment: CommentFieldsFragment, trigger: HTMLElement) => void;
  onRemove: (comment: CommentFieldsFragment) => void;
  removing: boolean;
  /** the open reply box, rendered at the end of its thread (where the reply will appear) */
  replyBox: ReactNode;
  /** 'Ver mais respostas': loads the next page of this thread's replies */
  onMoreReplies: (thread: CommentView & { replies: CommentFieldsFragment[] }) => void;
  /** the thread whose replies are loading, if any */
  loadingRepliesOf: number | null;
  /** the comment a link points at (#comentario-{id}), marked */
  target?: number | null;
}

const Thread = styled('li')(({ theme }) => ({
  padding: theme.spacing(3, 0),
  borderTop: `1px solid ${theme.palette.divider}`,
  '&:first-of-type': { borderTop: 0 },
}));

const Replies = styled('ol')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(2, 0, 0, 2.5),
  padding: theme.spacing(0, 0, 0, 2),
  borderLeft: `2px solid ${theme.palette.divider}`,
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { marginLeft: theme.spacing(6.5), paddingLeft: theme.spacing(3) },
}));

const MoreReplies = styled('div')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0, 2.5),
  [theme.breakpoints.up('sm')]: { marginLeft: theme.spacing(6.5) },
}));

const ReplyBox = styled('div')(({ theme }) => ({
  margin: theme.spacing(2, 0, 0, 2.5),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.default,
  border: `1px solid ${theme.palette.divider}`,
  [theme.breakpoints.up('sm')]: { marginLeft: theme.spacing(6.5) },
}));

const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: theme.spacing(1.5),
  // a link to it lands below the sticky header
  scrollMarginTop: theme.spacing(14),
  borderRadius: theme.shape.borderRadius,
  outline: 'none',
  [theme.breakpoints.up('sm')]: { columnGap: theme.spacing(2) },
  // the comment a link points at: a warm band around it
  '&[data-target], &:target': {
    backgroundColor: '#fdf3e7',
    boxShadow: `0 0 0 ${theme.spacing(1.5)} #fdf3e7`,
  },
}));

// Dark tones of the site's palette: white initials on each keep a contrast above 7:1.
const AVATAR_COLOURS = ['#8f3d1f', '#465c38', '#6b3f5e', '#2f5866', '#75521b', '#5a4036'];

const Avatar = styled('span')(({ theme }) => ({
  width: 40,
  height: 40,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#fff',
  fontWeight: 700,
  fontSize: '0.95rem',
  letterSpacing: '0.02em',
  WebkitUserSelect: 'none',
  userSelect: 'none',
  [theme.breakpoints.up('sm')]: { width: 48, height: 48, fontSize: '1.05rem' },
}));

const Meta = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.5),
  minHeight: 40,
  [theme.breakpoints.up('sm')]: { minHeight: 48 },
}));

const Name = styled('h3')(({ theme }) => ({
  margin: 0,
  fontFamily: theme.typography.fontFamily,
  fontSize: '1rem',
  fontWeight: 700,
  color: theme.palette.text.primary,
}));

/** A small label beside the name: the creator's 'Autora', or 'Aguardando aprovação' on the author's held comment. */
const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 22,
  padding: theme.spacing(0, 1),
  borderRadius: 999,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  '&[data-pending]': { color: '#6b4e00', backgroundColor: '#fdf0c8', fontWeight: 600 },
}));

const PendingHint = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.75, 0, 0),
  fontSize: '0.85rem',
  color: theme.palette.text.secondary,
}));

const Posted = styled('time')(({ theme }) => ({ fontSize: '0.875rem', color: theme.palette.text.secondary }));

const Content = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: 1.65,
  color: theme.palette.text.primary,
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5),
  margin: theme.spacing(1, 0, 0, -1),
  '& > [data-tone]': { height: 32, padding: theme.spacing(0, 1.25), fontSize: '0.85rem', gap: 6 },
  '& > [data-tone] svg': { fontSize: '1.1rem' },
  '& > [data-danger][data-tone]:not(:disabled)': { color: theme.palette.error.main },
  '& > [data-danger][data-tone]:hover': { color: theme.palette.error.dark, backgroundColor: 'rgba(211,47,47,0.06)' },
}));

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
}

/** One comment or reply: initials, name, date, stars (not on replies), the text as typed, and its buttons. */
function CommentCard({ comment, handlers }: { comment: CommentFieldsFragment; handlers: CommentHandlers }) {
  const name = comment.user.name;
  const open = handlers.replyingTo === comment.commentId;
  const pending = comment.status === 'PENDING';
  return (
    <Card
      id={commentAnchor(comment.commentId)}
      aria-label={name}
      tabIndex={handlers.target === comment.commentId ? -1 : undefined}
      data-target={handlers.target === comment.commentId ? '' : undefined}
    >
      <Avatar aria-hidden style={{ backgroundColor: colourOf(name) }}>
        {initials(name)}
      </Avatar>
      <div>
        <Meta>
          <Name>{name}</Name>
          {comment.byCreator && <Tag>{m.creatorBadge}</Tag>}
          {pending && <Tag data-pending="">{m.pending}</Tag>}
          <Posted dateTime={comment.datePosted}>{formatDate(comment.datePosted)}</Posted>
          {comment.score > 0 && <Stars value={comment.score} label={m.scoreLabel(comment.score)} size={17} />}
        </Meta>
        <Content>{comment.content}</Content>
        {pending && <PendingHint>{m.pendingHint}</PendingHint>}
        <Actions>
          {!pending && (
            <PillButton
              tone="text"
              aria-label={m.replyTo(name)}
              aria-expanded={open}
              onClick={(event) => handlers.onReply(comment, event.currentTarget)}
            >
              <ReplyRoundedIcon aria-hidden />
              {m.reply}
            </PillButton>
          )}
          {handlers.isAdmin && (
            <PillButton
              tone="text"
              data-danger=""
              aria-label={m.removeLabel(name)}
              disabled={handlers.removing}
              onClick={() => handlers.onRemove(comment)}
            >
              <DeleteOutlineRoundedIcon aria-hidden />
              {m.remove}
            </PillButton>
          )}
        </Actions>
      </div>
    </Card>
  );
}

/** A top-level comment, its replies (oldest first) and, when open on one of them, the reply box. */
export function CommentThread({ comment, handlers }: { comment: CommentView; handlers: CommentHandlers }) {
  const replies = comment.replies ?? [];
  const boxHere =
    handlers.replyingTo === comment.commentId || replies.some((reply) => reply.commentId === handlers.replyingTo);
  return (
    <Thread>
      <CommentCard comment={comment} handlers={handlers} />
      {replies.length > 0 && (
        <Replies aria-label={m.repliesLabel(comment.user.name)}>
          {replies.map((reply) => (
            <li key={reply.commentId}>
              <CommentCard comment={reply} handlers={handlers} />
            </li>
          ))}
        </Replies>
      )}
      {comment.replyCount !== undefined && comment.replyCount > replies.length && (
        <MoreReplies>
          <PillButton
            tone="text"
            aria-label={m.moreRepliesLabel(comment.user.name, comment.replyCount - replies.length)}
            disabled={handlers.loadingRepliesOf === comment.commentId}
            onClick={() => handlers.onMoreReplies({ ...comment, replies })}
          >
            {handlers.loadingRepliesOf === comment.commentId ? m.loadingMore : m.moreReplies}
          </PillButton>
        </MoreReplies>
      )}
      {boxHere && <ReplyBox>{handlers.replyBox}</ReplyBox>}
    </Thread>
  );
}
