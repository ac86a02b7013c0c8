import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import * as messages from '../messages/pt-BR';

/** What an action tells the person who did it: a success fades, an error stays until closed. */
export interface Notice {
  severity: 'success' | 'error';
  text: string;
  /** a way back, e.g. 'Desfazer' after a delete: the notice stays longer, and a click on it closes it */
  action?: { label: string; onClick: () => void };
}

const NOTICE_MS = 6000;
/** time to read the notice and reach its button (WCAG 2.2.1: more than the plain notice's 6 s) */
const NOTICE_WITH_ACTION_MS = 12_000;

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
      autoHideDuration={notice.severity === 'success' ? (notice.action ? NOTICE_WITH_ACTION_MS : NOTICE_MS) : null}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        role={notice.severity === 'error' ? 'alert' : 'status'}
        onClose={onClose}
        closeText={messages.common.close}
        action={
          notice.action ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                notice.action?.onClick();
                onClose();
              }}
              sx={{ fontWeight: 700 }}
            >
              {notice.action.label}
            </Button>
          ) : undefined
        }
        sx={{ borderRadius: 2, width: '100%' }}
      >
        {notice.text}
      </Alert>
    </Snackbar>
  );
}
