import Button from '@mui/material/Button';
import { Modal } from '../../components/Modal';
import * as messages from '../../messages/pt-BR';

const m = messages.comments;

export interface RemoveCommentDialogProps {
  /** the comment asked about; null: closed */
  comment: { parentCommentId: number | null } | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Excluir este comentário?', in the site's own dialog (never the browser's confirm, which cannot be styled). Loaded
 * only when an admin first asks to remove a comment: readers never download it.
 */
export default function RemoveCommentDialog({ comment, onConfirm, onCancel }: RemoveCommentDialogProps) {
  return (
    <Modal
      open={comment !== null}
      onClose={onCancel}
      title={m.removeTitle}
      actions={
        <>
          {/* the safe answer first and focused: Enter never deletes by accident */}
          <Button onClick={onCancel} color="inherit" autoFocus>
            {m.cancel}
          </Button>
          <Button onClick={onConfirm} variant="contained" color="error">
            {m.remove}
          </Button>
        </>
      }
    >
      {comment && (comment.parentCommentId === null ? m.confirmRemove : m.confirmRemoveReply)}
    </Modal>
  );
}
