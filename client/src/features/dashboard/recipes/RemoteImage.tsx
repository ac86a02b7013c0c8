import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { ImportRecipeImageMutation } from '../imports/import-operations';
import type { ImageValue } from './recipe-form-model';

const t = messages.dashboardImport.editor;

interface RemoteImageProps {
  /** the picture on the other site */
  url: string;
  /** the picture is in the site's media: the form shows it as an upload from now on */
  onDownloaded: (image: ImageValue) => void;
  /** the creator does not want it */
  onDrop: () => void;
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
}

/**
 * An imported recipe's picture, still on the other site: brought into the media at once (as an upload would be), so
 * the form shows it and its crops. If that fails the creator may try again, drop it, or save anyway (the server then
 * tries once more on save).
 */
export function RemoteImage({ url, onDownloaded, onDrop, onUploadingChange, disabled }: RemoteImageProps) {
  const [download] = useMutation(ImportRecipeImageMutation);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(true);
  const report = useRef(onUploadingChange);
  report.current = onUploadingChange;

  useEffect(() => {
    let live = true;
    setBusy(true);
    setError(null);
    report.current?.(true);
    download({ variables: { url } })
      .then(({ data }) => {
        const image = data?.importRecipeImage;
        if (!live) return;
        if (!image) throw new Error('no image');
        const { small, medium, original, focalPoint } = image;
        onDownloaded({ small, medium, original, focalPoint: focalPoint && { x: focalPoint.x, y: focalPoint.y } });
      })
      .catch((err: unknown) => {
        if (!live) return;
        const message = CombinedGraphQLErrors.is(err) ? err.errors[0]?.message : null;
        setError(t.imageFailed(message ?? messages.dashboardImport.single.failed));
      })
      .finally(() => {
        report.current?.(false);
        if (live) setBusy(false);
      });
    return () => {
      live = false;
    };
    // one download per address and attempt
  }, [url, attempt]);

  let host = url;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // shown as given
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {busy && (
        <Box role="status">
          <Typography variant="body2" color="text.secondary">
            {t.downloadingImage} ({host})
          </Typography>
          <LinearProgress sx={{ mt: 1, borderRadius: 1 }} />
        </Box>
      )}
      {error && (
        <Alert
          severity="warning"
          action={
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)} disabled={disabled}>
                {t.retryImage}
              </Button>
              <Button color="inherit" size="small" onClick={onDrop} disabled={disabled}>
                {t.dropImage}
              </Button>
            </Box>
          }
        >
          {error} {t.imagePending}
        </Alert>
      )}
    </Box>
  );
}
