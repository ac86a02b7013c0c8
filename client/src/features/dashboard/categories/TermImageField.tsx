import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_TYPES, imageFileProblem } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import { readPreview } from '../components/read-preview';

const t = messages.dashboardCategories.image;

interface TermImageFieldProps {
  label: string;
  /** what the preview shows: the chosen file (a data: URL) or the saved image; null for none */
  preview: string | null;
  /** a file was chosen (it is uploaded when the form is saved) */
  onFile: (file: File, preview: string | null) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** An image picker with a preview (spec §5: image files only). Nothing is sent until the form is saved. */
export function TermImageField({ label, preview, onFile, onRemove, disabled }: TermImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem === 'too-large' ? t.tooLarge : t.notImage);
      return;
    }
    setError(null);
    onFile(file, await readPreview(file));
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box
        sx={{
          width: { xs: 96, sm: 120 },
          aspectRatio: '4 / 3',
          flex: '0 0 auto',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#f3e5d6',
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={t.preview(label)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageOutlinedIcon sx={{ color: 'text.secondary', fontSize: 36 }} aria-hidden />
        )}
      </Box>
      <Box sx={{ flex: '1 1 160px', minWidth: 0, display: 'grid', gap: 1 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.82rem' }}>
          {preview ? t.help : `${t.none} ${t.help}`}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            onClick={() => inputRef.current?.click()}
            sx={{ whiteSpace: 'nowrap' }}
            disabled={disabled}
            aria-describedby={error ? errorId : undefined}
            aria-label={`${preview ? t.replace : t.choose}: ${label}`}
          >
            {preview ? t.replace : t.choose}
          </Button>
          {preview && (
            <Button
              variant="text"
              size="small"
              color="inherit"
              startIcon={<DeleteOutlineIcon />}
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => {
                setError(null);
                onRemove();
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
          onChange={(event) => void choose(event)}
          aria-labelledby={labelId}
          data-testid="term-image-file"
        />
        {error && (
          <Alert id={errorId} severity="error" role="alert" onClose={() => setError(null)} sx={{ py: 0 }}>
            {error}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
