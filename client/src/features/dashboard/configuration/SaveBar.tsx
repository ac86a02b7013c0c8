import SaveRounded from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as messages from '../../../messages/pt-BR';
import type { SaveState } from './use-configuration-form';

const t = messages.dashboardConfiguration;

interface SaveBarProps {
  state: SaveState;
  dirty: boolean;
  onDismiss: () => void;
}

/** Sticks to the bottom of the window: what the last save did (or that there are changes), and 'Salvar'. */
export function SaveBar({ state, dirty, onDismiss }: SaveBarProps) {
  const saving = state.kind === 'saving';
  const message = state.kind === 'saved' || state.kind === 'error';
  return (
    <Paper
      elevation={0}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, md: 16 },
        zIndex: 2,
        mt: 3,
        p: { xs: 1.25, sm: 1.5 },
        pl: { sm: 2.5 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        boxShadow: '0 10px 30px rgba(45,36,32,0.14)',
      }}
    >
      {/* Phones: a message takes its own row above the button; the short status shares the row. */}
      <Box sx={{ flex: { xs: message ? '1 1 100%' : '1 1 140px', sm: '1 1 200px' }, minWidth: 0 }}>
        {state.kind === 'saved' && (
          <Alert severity="success" role="status" sx={{ py: 0, borderRadius: 2 }}>
            {t.saved}
          </Alert>
        )}
        {state.kind === 'error' && (
          <Alert
            severity="error"
            role="alert"
            onClose={onDismiss}
            closeText={messages.common.close}
            sx={{ py: 0, borderRadius: 2 }}
          >
            <strong>{state.message}</strong>
            {state.detail && (
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {state.detail}
              </Box>
            )}
          </Alert>
        )}
        {(state.kind === 'idle' || saving) && (
          <Typography role="status" color={dirty ? 'warning.dark' : 'text.secondary'} sx={{ fontSize: '0.93rem' }}>
            {saving ? t.sending : dirty ? t.unsaved : t.upToDate}
          </Typography>
        )}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveRounded />}
        sx={{ flex: '0 0 auto', minWidth: { xs: 128, sm: 160 }, ml: 'auto' }}
      >
        {saving ? t.saving : t.save}
      </Button>
    </Paper>
  );
}
