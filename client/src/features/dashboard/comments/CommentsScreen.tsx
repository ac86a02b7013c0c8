import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';
import type { CommentModerationAction } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { useSelection } from '../components/use-selection';
import { CommentSelectionBar } from './CommentSelectionBar';
import { ModerationConfirm, type Question } from './ModerationConfirm';
import { ModerationList } from './ModerationList';
import { ModerationRulesDialog } from './ModerationRulesDialog';
import { ModerationTabs } from './ModerationTabs';
import { ReplyDialog } from './ReplyDialog';
import { moderationColumns } from './moderation-columns';
import { readModerationParams, writeModerationParams, type ModerationParams } from './moderation-params';
import { useModerationQueue, type ModerationComment } from './use-moderation-queue';

const t = messages.dashboardComments;

/**
 * /dashboard/comments (issue 23): the moderation queue by status (pending, approved, spam), a page at a time, with
 * actions on one comment or on the selected ones, the creator's reply, bans, and the moderation rules. The URL holds
 * the tab and the page, so a reload or Back keeps them.
 */
export function CommentsScreen() {
  const [params, setParams] = useSearchParams();
  const view = readModerationParams(params);
  const queue = useModerationQueue(view);
  const { selected, select, clear: clearSelection } = useSelection();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [question, setQuestion] = useState<{ question: Question; open: boolean } | null>(null);
  const [replying, setReplying] = useState<ModerationComment | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);

  const content = queue.page?.content ?? [];
  // Only what is in view counts as selected (Back may have changed the page under a selection).
  const chosen = content.map((comment) => comment.commentId).filter((id) => selected.has(id));

  const show = (change: Partial<ModerationParams>, replace = false) => {
    clearSelection();
    setParams(writeModerationParams({ ...view, ...change }), { replace });
  };

  // A page past the end (its last comments moved to another tab, or an old link): the last page. Judged on the answer
  // for this tab and page only, not on the previous one still shown while it loads.
  const totalPages = queue.updating ? undefined : queue.page?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && view.page > Math.max(totalPages, 1)) show({ page: Math.max(totalPages, 1) }, true);
  }, [totalPages, view.page]);

  /** Runs an action, then says how it went; the counts and the page are fresh by then. */
  const run = async (action: () => ReturnType<typeof queue.moderate>, done: (changed: number) => string) => {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.ok) {
      setNotice({ severity: 'error', text: result.error });
      return;
    }
    clearSelection();
    setNotice({ severity: 'success', text: done(result.changed) });
  };
  const moderate = (ids: readonly number[], action: CommentModerationAction) =>
    void run(() => queue.moderate(ids, action), t.done[action]);

  const ask = (next: Question) => setQuestion({ question: next, open: true });
  const answer = (confirmed: boolean) => {
    const asked = question?.open ? question.question : null;
    setQuestion((current) => current && { ...current, open: false });
    if (!confirmed || !asked) return;
    if (asked.kind === 'delete') moderate(asked.ids, 'DELETE');
    else
      void run(
        () => queue.setBanned(asked.comment.author.userId, true),
        () => t.banDone(asked.comment.author.name),
      );
  };

  const columns = moderationColumns({
    isSelected: (id) => selected.has(id),
    onSelect: (id, checked) => select([id], checked),
    onApprove: (comment) => moderate([comment.commentId], 'APPROVE'),
    onSpam: (comment) => moderate([comment.commentId], 'SPAM'),
    onReply: setReplying,
    onDelete: (comment) => ask({ kind: 'delete', ids: [comment.commentId], comment }),
    onBan: (comment) =>
      comment.author.banned
        ? void run(
            () => queue.setBanned(comment.author.userId, false),
            () => t.unbanDone(comment.author.name),
          )
        : ask({ kind: 'ban', comment }),
    busy,
  });

  const sendReply = async (comment: ModerationComment, text: string) => {
    const result = await queue.reply(comment, text);
    if (result.ok) {
      setReplying(null);
      setNotice({ severity: 'success', text: t.replyDialog.sent });
    }
    return result;
  };

  return (
    <>
      <DashboardPageHeader
        title={messages.dashboard.sections.comments.title}
        actions={
          <Button variant="outlined" startIcon={<TuneOutlined />} onClick={() => setRulesOpen(true)}>
            {t.rules.open}
          </Button>
        }
      />
      <ModerationTabs status={view.status} counts={queue.counts} onChange={(status) => show({ status, page: 1 })}>
        <ModerationList
          queue={queue}
          status={view.status}
          page={view.page}
          onPage={(page) => show({ page })}
          columns={columns}
          chosen={chosen.length}
          onSelectPage={(checked) =>
            select(
              content.map((comment) => comment.commentId),
              checked,
            )
          }
        />
      </ModerationTabs>
      <CommentSelectionBar
        status={view.status}
        count={chosen.length}
        busy={busy}
        onApprove={() => moderate(chosen, 'APPROVE')}
        onSpam={() => moderate(chosen, 'SPAM')}
        onDelete={() => ask({ kind: 'delete', ids: chosen })}
        onClear={clearSelection}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
      <ModerationConfirm asked={question?.question ?? null} open={Boolean(question?.open)} onAnswer={answer} />
      <ReplyDialog comment={replying} onSend={sendReply} onClose={() => setReplying(null)} />
      <ModerationRulesDialog
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        onSaved={() => {
          setRulesOpen(false);
          setNotice({ severity: 'success', text: t.rules.saved });
        }}
      />
    </>
  );
}
