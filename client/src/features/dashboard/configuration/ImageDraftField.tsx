import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { IMAGE_TYPES, imageFileProblem } from '../../../lib/upload-image';
import * as messages from '../../../messages/pt-BR';
import type { ImageDraft } from './configuration-form';
import { readPreview } from '../components/read-preview';

const t = messages.dashboardConfiguration;

interface ImageDraftFieldProps {
  /** the choose button's id (the field's focus target) */
  id: string;
  /** names the image for screen readers ("Logo da Parceria 2") */
  label: string;
  value: ImageDraft;
  onChange: (image: ImageDraft) => void;
  chooseText: string;
  replaceText: string;
  /** shown under the buttons while the chosen file waits for the save */
  pendingText: string;
  /** the frame of the preview and of its placeholder */
  frameSx: SxProps<Theme>;
  /** a problem to show (the field's validation) */
  error?: string;
  /** more buttons beside "choose" (e.g. remove the photo) */
  extra?: ReactNode;
}

/**
 * An image chosen here and sent on save (spec §4 "Configuration"): the file is checked, previewed from memory and
 * kept in the form; a placeholder stands in while there is none.
 */
export function ImageDraftField({
  id,
  label,
  value,
  onChange,
  chooseText,
  replaceText,
  pendingText,
  frameSx,
  error,
  extra,
}: ImageDraftFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const src = value.preview ?? (value.url || null);
  const problem = fileProblem ?? error;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      setFileProblem(refused === 'too-large' ? t.image.tooLarge : t.image.notImage);
      return;
    }
    setFileProblem(null);
    const preview = await readPreview(file);
    onChange({ ...value, file, preview });
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        sx={[
          {
            flexShrink: 0,
            overflow: 'hidden',
            borderRadius: 2,
            border: 1,
            borderColor: problem ? 'error.main' : 'divider',
            bgcolor: '#f3e5d6',
            display: 'grid',
            placeItems: 'center',
          },
          ...(Array.isArray(frameSx) ? frameSx : [frameSx]),
        ]}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt={label}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', bgcolor: 'background.paper' }}
          />
        ) : (
          <Box role="img" aria-label={`${label}: ${t.image.none}`} sx={{ display: 'grid' }}>
            <ImageOutlinedIcon sx={{ color: 'primary.light', fontSize: 32 }} />
          </Box>
        )}
      </Box>
      <Box sx={{ flex: '1 1 160px', minWidth: 0, display: 'grid', gap: 0.75, justifyItems: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            id={id}
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            onClick={() => inputRef.current?.click()}
            aria-label={`${src ? replaceText : chooseText}: ${label}`}
          >
            {src ? replaceText : chooseText}
          </Button>
          {extra}
        </Box>
        {value.file && (
          <Typography variant="body2" color="text.secondary">
            {pendingText}
          </Typography>
        )}
        {problem && (
          <Typography variant="body2" color="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
            {problem}
          </Typography>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          onChange={(event) => void onFile(event)}
          aria-label={label}
          data-testid={`${id}-file`}
        />
      </Box>
    </Box>
  );
}
