import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** what Escape and a click outside do (default: onCancel) */
  onDismiss?: () => void;
  /** a destructive confirmation is shown in the error colour, and the cancel button gets the focus */
  destructive?: boolean;
}

/** A small in-app question over the form (never the browser's confirm, which cannot be styled or translated). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  onDismiss,
  destructive,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onDismiss ?? onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { role: 'alertdialog', sx: { borderRadius: 3, maxWidth: 440, m: 2 } } }}
    >
      <DialogTitle id={titleId} variant="h4" component="h2">
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        {/* The safe answer has the focus: Enter never destroys work by accident. */}
        <Button onClick={onCancel} variant="outlined" color="inherit" autoFocus={destructive}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus={!destructive}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
