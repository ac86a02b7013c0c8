import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import * as messages from '../messages/pt-BR';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** buttons shown below the content */
  actions?: ReactNode;
  /** a click on the backdrop closes the modal (Escape always does) */
  closeOnBackdropClick?: boolean;
  /** CSS max width of the dialog; spec default 28rem */
  maxWidth?: string;
  /** the whole screen (a long form on a phone: the caller knows the screen's size) */
  fullScreen?: boolean;
  /** a button beside the close button (the recipe editor's 'Histórico') */
  headerAction?: ReactNode;
}

/** The shared modal (spec §2): title, close button, scrollable content; at most 28rem wide and 90vh tall. */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  closeOnBackdropClick = true,
  maxWidth = '28rem',
  fullScreen = false,
  headerAction,
}: ModalProps) {
  const titleId = useId();
  const handleClose: DialogProps['onClose'] = (_event, reason) => {
    if (reason === 'backdropClick' && !closeOnBackdropClick) return;
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      slotProps={{
        paper: { sx: fullScreen ? {} : { width: '100%', maxWidth, maxHeight: '90vh', m: 2, borderRadius: 3 } },
      }}
    >
      <DialogTitle id={titleId} variant="h4" component="h2" sx={{ pr: headerAction ? 20 : 7, py: 2.5 }}>
        {title}
      </DialogTitle>
      {headerAction && <Box sx={{ position: 'absolute', top: 12, right: 60 }}>{headerAction}</Box>}
      <IconButton
        onClick={onClose}
        aria-label={messages.common.close}
        sx={{ position: 'absolute', top: 12, right: 12, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        {children}
      </DialogContent>
      {actions && <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
