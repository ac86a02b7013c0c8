import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadRounded from '@mui/icons-material/UploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_TYPES, imageFileProblem } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import type { CoverChoice } from './ebook-form-model';
import { readPreview } from '../components/read-preview';

const t = messages.dashboardEbooks.form;

interface CoverFieldProps {
  /** the choose button's id (the focus target when the covers are missing) */
  id: string;
  label: string;
  shape: 'portrait' | 'landscape';
  value: CoverChoice | null;
  onChange: (cover: CoverChoice) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * A cover picker (spec §2): the chosen file is previewed here and sent only when the e-book is saved. A preview
 * that fails to load is hidden (the empty frame stays, so nothing jumps).
 */
export function CoverField({ id, label, shape, value, onChange, disabled, invalid }: CoverFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [failedPreview, setFailedPreview] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(refused === 'too-large' ? t.tooLarge : t.notAnImage);
      return;
    }
    setProblem(null);
    onChange({ kind: 'file', file, preview: await readPreview(file) });
  };

  const preview = value?.preview && value.preview !== failedPreview ? value.preview : null;
  const fileName = value?.kind === 'file' ? value.file.name : value ? t.currentImage : t.noImage;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
      <Box
        sx={{
          flex: '0 0 auto',
          width: { xs: 104, sm: 132 },
          height: { xs: 92, sm: 104 },
          borderRadius: 2,
          border: 1,
          borderStyle: value ? 'solid' : 'dashed',
          borderColor: invalid && !value ? 'error.main' : 'divider',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          position: 'relative',
        }}
      >
        {preview ? (
          // contain: the whole cover shows, tall or wide, as readers will see it
          <Box
            component="img"
            src={preview}
            alt={t.preview(label)}
            onError={() => setFailedPreview(preview)}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              ...(shape === 'portrait' ? { width: 44, height: 64 } : { width: 80, height: 52 }),
              borderRadius: 1,
              border: 2,
              borderColor: 'text.disabled',
              borderStyle: 'dashed',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <ImageOutlined sx={{ color: 'text.disabled', fontSize: 24 }} />
          </Box>
        )}
      </Box>
      <Box sx={{ flex: '1 1 0', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography id={labelId} component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {label} *
        </Typography>
        <Typography
          id={helpId}
          variant="caption"
          color="text.secondary"
          title={fileName}
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {fileName}
        </Typography>
        <Box>
          <Button
            id={id}
            variant="outlined"
            size="small"
            color={invalid && !value ? 'error' : 'primary'}
            startIcon={<UploadRounded />}
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            aria-label={`${value ? t.replaceImage : t.chooseImage}: ${label}`}
            aria-describedby={helpId}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {value ? t.replaceImage : t.chooseImage}
          </Button>
        </Box>
        {problem && (
          <FormHelperText error role="alert" sx={{ mx: 0, mt: 0 }}>
            {problem}
          </FormHelperText>
        )}
      </Box>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        onChange={(event) => void onFile(event)}
        aria-labelledby={labelId}
        data-testid={`${id}-file`}
      />
    </Box>
  );
}
