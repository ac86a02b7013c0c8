import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { defaultChoices, type ConflictChoice, type FieldConflict } from './stale-merge';

const t = messages.formKit.conflict;

export type ConflictState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; conflicts: FieldConflict[] };

interface ConflictDialogProps {
  /** null: closed */
  state: ConflictState | null;
  /** what changed: 'A receita mudou enquanto você editava' */
  title: string;
  onResolve: (choices: Record<string, ConflictChoice>) => void;
  onCancel: () => void;
}

/** 'A receita mudou enquanto você editava': each field the site changed, both versions, and a choice per field. */
export function ConflictDialog({ state, title, onResolve, onCancel }: ConflictDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={state !== null}
      onClose={onCancel}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { role: 'alertdialog', sx: fullScreen ? {} : { borderRadius: 3, maxWidth: 720, m: 2 } } }}
    >
      <DialogTitle id={titleId} variant="h4" component="h2">
        {title}
      </DialogTitle>
      {state?.status === 'ready' ? (
        <ConflictChoices
          key={state.conflicts.map((c) => c.id).join()}
          conflicts={state.conflicts}
          {...{ onResolve, onCancel }}
        />
      ) : (
        <>
          <DialogContent>
            {state?.status === 'failed' ? (
              <Alert severity="error">{t.loadError}</Alert>
            ) : (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
                <CircularProgress size={24} />
                {t.loading}
              </Box>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onCancel} variant="outlined" color="inherit">
              {t.cancel}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function ConflictChoices({
  conflicts,
  onResolve,
  onCancel,
}: {
  conflicts: FieldConflict[];
  onResolve: ConflictDialogProps['onResolve'];
  onCancel: () => void;
}) {
  const [choices, setChoices] = useState(() => defaultChoices(conflicts));
  return (
    <>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{conflicts.length ? t.text : t.nothingChanged}</DialogContentText>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {conflicts.map((conflict) => (
            <Box
              component="li"
              key={conflict.id}
              aria-label={conflict.label}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
            >
              <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
                {conflict.label}
              </Typography>
              {conflict.mineChanged && (
                <Typography variant="body2" color="warning.dark" sx={{ mb: 1 }}>
                  {t.youChanged}
                </Typography>
              )}
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mb: 1 }}>
                <Version label={t.mineLabel} text={conflict.mine} />
                <Version label={t.theirsLabel} text={conflict.theirs} />
              </Box>
              <RadioGroup
                row
                aria-label={conflict.label}
                value={choices[conflict.id]}
                onChange={(event) =>
                  setChoices((current) => ({ ...current, [conflict.id]: event.target.value as ConflictChoice }))
                }
              >
                <FormControlLabel value="mine" control={<Radio />} label={t.mine} />
                <FormControlLabel value="theirs" control={<Radio />} label={t.theirs} />
              </RadioGroup>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} variant="outlined" color="inherit">
          {t.cancel}
        </Button>
        <Button onClick={() => onResolve(choices)} variant="contained">
          {t.save}
        </Button>
      </DialogActions>
    </>
  );
}

function Version({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1.5, p: 1.25, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {text}
      </Typography>
    </Box>
  );
}
