import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_TYPES, ImageUploadError, imageFileProblem, uploadImage } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import { CENTRE, type ImageValue } from './recipe-form-model';
import { readPreview } from '../components/read-preview';
import { FocalPointPicker } from './FocalPointPicker';

const t = messages.recipeForm.image;

interface ImageFieldProps {
  /** the id of the choose button (the field's focus target) */
  id: string;
  label: string;
  value: ImageValue | null;
  onChange: (image: ImageValue | null) => void;
  /** the §8 message shown when an upload fails */
  uploadError: string;
  /** told when an upload starts and ends (saving waits for it) */
  onUploadingChange?: (uploading: boolean) => void;
  /** a smaller preview, for a craving's image */
  compact?: boolean;
  disabled?: boolean;
}

type Upload = { preview: string | null; progress: number } | null;

/**
 * An image picker that uploads at once: a preview of the chosen file with a progress bar while it is sent, the
 * uploaded image once done. A failed upload keeps the previous image and says why.
 */
export function ImageField({
  id,
  label,
  value,
  onChange,
  uploadError,
  onUploadingChange,
  compact,
  disabled,
}: ImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const [upload, setUpload] = useState<Upload>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

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
    setUpload({ preview: null, progress: 0 });
    void readPreview(file).then((preview) => setUpload((u) => u && { ...u, preview }));
    onUploadingChange?.(true);
    try {
      const image = await uploadImage(file, {
        signal: controller.signal,
        onProgress: (progress) => setUpload((u) => u && { ...u, progress }),
      });
      // a new upload's crops start at the centre (the server's default), so its point can be moved at once
      onChange({ ...image, focalPoint: CENTRE });
    } catch (failure) {
      if (failure instanceof ImageUploadError && failure.reason === 'aborted') return;
      const detail = failure instanceof ImageUploadError ? failure.message : '';
      setError([detail, value ? t.keptPrevious : ''].filter(Boolean).join(' '));
    } finally {
      if (!controller.signal.aborted) setUpload(null);
      onUploadingChange?.(false);
    }
  };

  const src = (upload && upload.preview) ?? value?.medium ?? value?.small ?? value?.original ?? null;
  const picture = value?.original ?? value?.medium ?? value?.small ?? null;
  // Only an upload of this site has crops to aim (a point); a compact preview is too small to aim at.
  const focalPoint = compact || upload ? null : value?.focalPoint;
  const size = compact ? { width: 96, height: 72 } : { width: { xs: '100%', sm: 280 }, aspectRatio: '4 / 3' };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {focalPoint && src && picture ? (
        <Box sx={{ width: { xs: '100%', sm: 320 }, flex: '0 0 auto', minWidth: 0 }}>
          <FocalPointPicker
            key={picture}
            src={src}
            image={picture}
            initial={focalPoint}
            alt={t.preview}
            disabled={disabled}
          />
        </Box>
      ) : (
        <Box
          sx={{
            ...size,
            position: 'relative',
            flex: '0 0 auto',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt={compact ? label : t.preview}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: upload ? 0.6 : 1 }}
            />
          ) : (
            <ImageOutlinedIcon sx={{ color: 'text.disabled', fontSize: compact ? 28 : 48 }} />
          )}
        </Box>
      )}
      <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'grid', gap: 1.25 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {!compact && (
          <Typography variant="body2" color="text.secondary">
            {src ? t.help : `${t.none} ${t.help}`}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            id={id}
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={disabled || Boolean(upload)}
            aria-describedby={error !== null ? errorId : undefined}
            aria-label={`${value ? t.replace : t.choose}: ${label}`}
          >
            {value ? t.replace : t.choose}
          </Button>
          {value && !upload && (
            <Button
              variant="text"
              size="small"
              color="inherit"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => {
                setError(null);
                onChange(null);
              }}
              disabled={disabled}
              aria-label={`${t.remove}: ${label}`}
            >
              {t.remove}
            </Button>
          )}
        </Box>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          onChange={onFile}
          aria-labelledby={labelId}
          data-testid={`${id}-file`}
        />
        {upload && (
          <Box role="status">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t.uploading}
            </Typography>
            <LinearProgress variant="determinate" value={Math.round(upload.progress * 100)} aria-label={t.progress} />
          </Box>
        )}
        {error !== null && (
          <Alert id={errorId} severity="error" role="alert" onClose={() => setError(null)} sx={{ py: 0 }}>
            <strong>{uploadError}</strong>
            {error && (
              <Box component="span" sx={{ display: 'block' }}>
                {error}
              </Box>
            )}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
