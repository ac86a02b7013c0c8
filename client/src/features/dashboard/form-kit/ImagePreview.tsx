import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import * as messages from '../../../messages/pt-BR';

const t = messages.formKit.image;

interface ImagePreviewProps {
  /** the picture to show; null: the empty frame */
  src: string | null;
  alt: string;
  /** the field's label: the empty frame says it has no picture */
  label: string;
  /** the frame's size and shape (default a small 4:3 frame) */
  frame?: SxProps<Theme>;
  fit: 'cover' | 'contain';
  /** a new file is on its way */
  dimmed?: boolean;
  invalid?: boolean;
}

/**
 * An image field's preview: the picture in its frame, or an empty frame saying so. A picture that fails to load is
 * hidden (the empty frame stays, so nothing jumps).
 */
export function ImagePreview({ src, alt, label, frame, fit, dimmed, invalid }: ImagePreviewProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && src !== failed ? src : null;
  return (
    <Box
      sx={[
        {
          width: { xs: 96, sm: 120 },
          aspectRatio: '4 / 3',
          flex: '0 0 auto',
          position: 'relative',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderStyle: shown ? 'solid' : 'dashed',
          borderColor: invalid ? 'error.main' : 'divider',
        },
        ...(Array.isArray(frame) ? frame : [frame]),
      ]}
    >
      {shown ? (
        <Box
          component="img"
          src={shown}
          alt={alt}
          onError={() => setFailed(shown)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: fit,
            bgcolor: fit === 'contain' ? 'background.paper' : undefined,
            opacity: dimmed ? 0.6 : 1,
          }}
        />
      ) : (
        <Box role="img" aria-label={t.placeholder(label)} sx={{ display: 'grid' }}>
          <ImageOutlinedIcon sx={{ color: 'text.disabled', fontSize: 32 }} />
        </Box>
      )}
    </Box>
  );
}
