import * as messages from '../../../messages/pt-BR';
import { ConfirmDialog } from '../recipes/ConfirmDialog';
import type { ModerationComment } from './use-moderation-queue';

const t = messages.dashboardComments;

/** A question awaiting the admin's answer: delete comments (one, named, or the selected ones), or ban an account. */
export type Question =
  { kind: 'delete'; ids: readonly number[]; comment?: ModerationComment } | { kind: 'ban'; comment: ModerationComment };

interface ModerationConfirmProps {
  /** the question; it stays while its dialog fades out, or its words would change under the admin's eyes */
  asked: Question | null;
  open: boolean;
  onAnswer: (confirmed: boolean) => void;
}

/** The confirmation a delete or a ban waits for. */
export function ModerationConfirm({ asked, open, onAnswer }: ModerationConfirmProps) {
  const ban = asked?.kind === 'ban' ? asked.comment.author : null;
  const text = ban
    ? t.confirmBan.text(ban.name, ban.email)
    : asked?.comment
      ? t.confirmDelete.one(asked.comment.author.name, asked.comment.parentCommentId === null)
      : t.confirmDelete.many(asked?.kind === 'delete' ? asked.ids.length : 0);
  return (
    <ConfirmDialog
      open={open}
      title={ban ? t.confirmBan.title : t.confirmDelete.title(asked?.kind === 'delete' ? asked.ids.length : 1)}
      confirmLabel={ban ? t.confirmBan.action : t.confirmDelete.action}
      cancelLabel={t.cancel}
      destructive
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    >
      {text}
    </ConfirmDialog>
  );
}
