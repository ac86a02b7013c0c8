import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type FormEvent } from 'react';
import type { ImportRecipeMutation as ImportRecipeResult } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { ImportRecipeMutation } from './import-operations';
import { byteLength, MAX_PASTED_HTML_BYTES, trimPastedHtml } from './trim-html';

const t = messages.dashboardImport.single;

export type ImportedRecipe = ImportRecipeResult['importRecipe'];

interface ImportRecipeDialogProps {
  open: boolean;
  onClose: () => void;
  /** the page was read: the editor opens with it */
  onImported: (result: ImportedRecipe) => void;
}

type Mode = 'url' | 'html';

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * 'Importar receita': the address of a recipe page, or its pasted HTML, read by the server. What was typed stays
 * when the page cannot be read, with the server's reason.
 */
export function ImportRecipeDialog({ open, onClose, onImported }: ImportRecipeDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('url');
  const [url, setUrl] = useState('');
  const [html, setHtml] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'url' | 'html' | 'baseUrl'; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importRecipe, { loading }] = useMutation(ImportRecipeMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setError(null);
    setFieldError(null);
    let variables: { url: string | null; html: string | null };
    if (mode === 'url') {
      const address = url.trim();
      if (!address) return setFieldError({ field: 'url', text: t.urlRequired });
      if (!isHttpUrl(address)) return setFieldError({ field: 'url', text: t.urlInvalid });
      variables = { url: address, html: null };
    } else {
      if (!html.trim()) return setFieldError({ field: 'html', text: t.htmlRequired });
      const base = baseUrl.trim();
      if (base && !isHttpUrl(base)) return setFieldError({ field: 'baseUrl', text: t.urlInvalid });
      const trimmed = trimPastedHtml(html);
      if (byteLength(trimmed) > MAX_PASTED_HTML_BYTES) return setFieldError({ field: 'html', text: t.htmlTooLarge });
      variables = { url: base || null, html: trimmed };
    }
    try {
      const { data } = await importRecipe({ variables });
      if (!data) throw new Error('no answer');
      onImported(data.importRecipe);
    } catch (err) {
      const message = CombinedGraphQLErrors.is(err) ? err.errors[0]?.message : null;
      setError(message ?? t.failed);
    }
  };

  const fieldProps = (field: 'url' | 'html' | 'baseUrl', help?: string) => ({
    error: fieldError?.field === field,
    helperText: fieldError?.field === field ? fieldError.text : help,
  });

  return (
    <Dialog
      open={open}
      onClose={() => !loading && onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={t.title}>
        <DialogTitle id={titleId} variant="h4" component="h2">
          {t.title}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t.intro}
          </Typography>
          <Tabs value={mode} onChange={(_e, value: Mode) => setMode(value)} sx={{ mb: 2 }}>
            <Tab value="url" label={t.tabs.url} disabled={loading} />
            <Tab value="html" label={t.tabs.html} disabled={loading} />
          </Tabs>
          {mode === 'url' ? (
            <TextField
              autoFocus
              fullWidth
              label={t.urlLabel}
              placeholder={t.urlPlaceholder}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              disabled={loading}
              slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2000 } }}
              {...fieldProps('url', t.urlHelp)}
            />
          ) : (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TextField
                fullWidth
                multiline
                minRows={6}
                maxRows={12}
                label={t.htmlLabel}
                value={html}
                onChange={(e) => setHtml(e.target.value)}
                disabled={loading}
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
                {...fieldProps('html', t.htmlHelp)}
              />
              <TextField
                fullWidth
                label={t.htmlBaseLabel}
                placeholder={t.urlPlaceholder}
                value={baseUrl}
                onChange={(e) => setBaseUrl(e.target.value)}
                disabled={loading}
                slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2000 } }}
                {...fieldProps('baseUrl')}
              />
            </Box>
          )}
          {loading && (
            <Box role="status" sx={{ mt: 2 }}>
              <Typography variant="body2">{t.reading}</Typography>
              <LinearProgress sx={{ mt: 1, borderRadius: 1 }} />
            </Box>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={loading}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? t.reading : t.submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
