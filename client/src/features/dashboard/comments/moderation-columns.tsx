import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import { formatShortDateTime } from '../../../lib/format';
import * as messages from '../../../messages/pt-BR';
import type { DataTableAction, DataTableColumn } from '../components/DataTable';
import { CommentAuthor, CommentBody, CommentRecipe } from './CommentCells';
import type { ModerationComment } from './use-moderation-queue';

const t = messages.dashboardComments;

/** What a row's buttons do; the screen decides which ask first. */
export interface RowHandlers {
  isSelected: (commentId: number) => boolean;
  onSelect: (commentId: number, selected: boolean) => void;
  onApprove: (comment: ModerationComment) => void;
  onSpam: (comment: ModerationComment) => void;
  onReply: (comment: ModerationComment) => void;
  onDelete: (comment: ModerationComment) => void;
  /** bans the author's account, or lets it comment again when banned */
  onBan: (comment: ModerationComment) => void;
  /** an action is under way: the row buttons wait */
  busy: boolean;
}

/** A row's actions: approve unless approved, spam unless spam, reply, delete, ban or unban a reader's account. */
function rowActions(comment: ModerationComment, h: RowHandlers): DataTableAction[] {
  const of = t.of(comment.author.name);
  const label = (action: string) => t.actionLabel(action, of);
  const actions: DataTableAction[] = [];
  if (comment.status !== 'APPROVED')
    actions.push({ label: label(t.actions.approve), icon: <TaskAltOutlined />, onClick: () => h.onApprove(comment) });
  if (comment.status !== 'SPAM')
    actions.push({ label: label(t.actions.spam), icon: <ReportOutlined />, onClick: () => h.onSpam(comment) });
  actions.push(
    { label: label(t.actions.reply), icon: <ReplyOutlined />, onClick: () => h.onReply(comment) },
    { label: label(t.actions.delete), icon: <DeleteOutlined />, tone: 'error', onClick: () => h.onDelete(comment) },
  );
  // An admin's account (the creator's own replies) is never banned.
  if (!comment.author.admin)
    actions.push({
      label: t.actionLabel(comment.author.banned ? t.actions.unban : t.actions.ban, comment.author.name),
      icon: comment.author.banned ? <HowToRegOutlined /> : <BlockOutlined />,
      onClick: () => h.onBan(comment),
    });
  return actions.map((action) => ({ ...action, disabled: h.busy }));
}

/** The queue's columns: a checkbox, the author, the comment, its recipe, when, and the actions. */
export function moderationColumns(h: RowHandlers): DataTableColumn<ModerationComment>[] {
  return [
    {
      key: 'select',
      header: t.columns.select,
      type: 'select',
      label: (comment) => t.selection.select(comment.author.name),
      checked: (comment) => h.isSelected(comment.commentId),
      onChange: (comment, selected) => h.onSelect(comment.commentId, selected),
    },
    {
      key: 'author',
      header: t.columns.author,
      type: 'text',
      value: (comment) => <CommentAuthor author={comment.author} />,
    },
    {
      key: 'comment',
      header: t.columns.comment,
      type: 'text',
      value: (comment) => <CommentBody comment={comment} />,
    },
    {
      key: 'recipe',
      header: t.columns.recipe,
      type: 'text',
      value: (comment) => <CommentRecipe recipe={comment.recipe} />,
    },
    {
      key: 'date',
      header: t.columns.date,
      type: 'text',
      // the clock named under the time, where it costs no width
      value: (comment) => (
        <Box component="time" dateTime={comment.datePosted} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {formatShortDateTime(comment.datePosted)}{' '}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }}>
            {messages.dashboard.siteTimeZone}
          </Box>
        </Box>
      ),
    },
    { key: 'actions', header: t.columns.actions, type: 'actions', actions: (comment) => rowActions(comment, h) },
  ];
}
