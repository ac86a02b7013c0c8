import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  IMAGE_TYPES,
  ImageUploadError,
  imageFileProblem,
  uploadImage,
  type UploadedImage,
} from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';

const t = messages.dashboardMedia;

/** 'Enviar imagem': sends a file to the library at once, with its progress, and says why when it fails. */
export function MediaUploadButton({ onUploaded }: { onUploaded: (image: UploadedImage) => void | Promise<void> }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after a failure
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem === 'too-large' ? t.tooLarge : t.notImage);
      return;
    }
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const image = await uploadImage(file, { signal: controller.signal, onProgress: setProgress });
      await onUploaded(image);
    } catch (failure) {
      if (failure instanceof ImageUploadError && failure.reason === 'aborted') return;
      setError(failure instanceof ImageUploadError && failure.message ? failure.message : '');
    } finally {
      if (!controller.signal.aborted) setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', minWidth: 0 }}>
      <Button
        variant="contained"
        startIcon={<UploadIcon />}
        onClick={() => inputRef.current?.click()}
        disabled={progress !== null}
      >
        {t.upload}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        onChange={onFile}
        aria-label={t.upload}
        data-testid="media-upload-file"
      />
      {progress !== null && (
        <Box role="status" sx={{ width: 220, maxWidth: '100%' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t.uploading}
          </Typography>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t.uploadProgress} />
        </Box>
      )}
      {error !== null && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ py: 0 }}>
          <strong>{t.uploadFailed}</strong>
          {error && (
            <Box component="span" sx={{ display: 'block' }}>
              {error}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
