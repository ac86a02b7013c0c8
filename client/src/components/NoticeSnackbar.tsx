import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import * as messages from '../messages/pt-BR';

/** What an action tells the person who did it: a success fades, an error stays until closed. */
export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

const NOTICE_MS = 6000;

/**
 * The message at the bottom of the window after an action (a delete down a long list, a sign-out everywhere): a
 * success is announced politely and fades after 6 s, an error is an alert that stays until closed. A click elsewhere
 * does not dismiss it.
 */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Snackbar
      key={notice.text}
      open
      autoHideDuration={notice.severity === 'success' ? NOTICE_MS : null}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        role={notice.severity === 'error' ? 'alert' : 'status'}
        onClose={onClose}
        closeText={messages.common.close}
        sx={{ borderRadius: 2, width: '100%' }}
      >
        {notice.text}
      </Alert>
    </Snackbar>
  );
}
