import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/Modal';
import * as messages from '../../../messages/pt-BR';
import type { ActionResult, ModerationComment } from './use-moderation-queue';

const t = messages.dashboardComments;

interface ReplyDialogProps {
  /** the comment answered; null: closed */
  comment: ModerationComment | null;
  onSend: (comment: ModerationComment, content: string) => Promise<ActionResult>;
  onClose: () => void;
}

/** The creator's reply to a comment: the comment quoted, a text box, and 'Enviar resposta'. */
export function ReplyDialog({ comment, onSend, onClose }: ReplyDialogProps) {
  // The comment stays while the dialog fades out (its words would otherwise vanish under the admin's eyes).
  const [shown, setShown] = useState(comment);
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!comment) return;
    setShown(comment);
    setContent('');
    setError(null);
  }, [comment]);

  const send = async () => {
    if (!comment || !content.trim() || sending) return;
    setSending(true);
    setError(null);
    const result = await onSend(comment, content.trim());
    setSending(false);
    if (!result.ok) setError(result.error);
  };

  return (
    <Modal
      open={Boolean(comment)}
      onClose={onClose}
      closeOnBackdropClick={false}
      title={shown ? t.replyDialog.title(shown.author.name) : ''}
      maxWidth="32rem"
      actions={
        <>
          <Button variant="outlined" color="inherit" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={!content.trim() || sending}>
            {t.replyDialog.send}
          </Button>
        </>
      }
    >
      {shown && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography
            component="blockquote"
            sx={{
              m: 0,
              pl: 1.5,
              borderLeft: 3,
              borderColor: 'divider',
              color: 'text.secondary',
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 4,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {shown.content}
          </Typography>
          {shown.status === 'PENDING' && (
            <Typography sx={{ fontSize: '0.9rem' }}>{t.replyDialog.approvesToo}</Typography>
          )}
          <TextField
            label={t.replyDialog.label}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            multiline
            minRows={3}
            autoFocus
            fullWidth
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Box>
      )}
    </Modal>
  );
}
