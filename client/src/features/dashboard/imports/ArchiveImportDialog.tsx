import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import * as messages from '../../../messages/pt-BR';
import { uploadArchive, type ArchiveSummary } from './download-export';

const t = messages.dashboardImport.archive;

interface ArchiveImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** recipes were created: the list reloads */
  onImported: () => void;
}

/** 'Importar arquivo .zip': an archive exported by this site (or JSON-LD recipe files) recreated here. */
export function ArchiveImportDialog({ open, onClose, onImported }: ArchiveImportDialogProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ArchiveSummary | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setSummary(null);
    if (!/\.zip$/i.test(file.name)) return setError(t.notZip);
    setBusy(true);
    try {
      const answer = await uploadArchive(file);
      setSummary(answer);
      if (answer.created) onImported();
    } catch (err) {
      setError((err as Error).message || t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} variant="h4" component="h2">
        {t.title}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.intro}
        </Typography>
        <input ref={input} type="file" accept=".zip,application/zip" hidden onChange={onFile} />
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={busy}>
          {t.choose}
        </Button>
        {busy && (
          <Box role="status" sx={{ mt: 2 }}>
            <Typography variant="body2">{t.importing}</Typography>
            <LinearProgress sx={{ mt: 1, borderRadius: 1 }} />
          </Box>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {summary && (
          <Alert severity={summary.failed ? 'warning' : 'success'} role="status" sx={{ mt: 2 }}>
            {t.done(summary.created, summary.duplicates, summary.failed)}{' '}
            {summary.categoriesCreated > 0 && t.categoriesCreated(summary.categoriesCreated)}
            {(summary.warnings.length > 0 || summary.failed > 0) && (
              <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {summary.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
                {summary.recipes
                  .filter((recipe) => recipe.status === 'failed')
                  .map((recipe) => (
                    <li key={recipe.file}>
                      {recipe.file}: {recipe.error}
                    </li>
                  ))}
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
