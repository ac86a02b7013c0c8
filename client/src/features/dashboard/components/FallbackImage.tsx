import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';

interface FallbackImageProps {
  src: string | null | undefined;
  alt: string;
  /** what the placeholder is called when there is no image to show */
  placeholderLabel: string;
  /** the placeholder's icon */
  icon: ReactNode;
  /** the frame, shared by the image and its placeholder (size, corners, aspect ratio) */
  sx: SxProps<Theme>;
}

const frame = { display: 'block', bgcolor: '#f3e5d6', flexShrink: 0 } as const;

/** An image, or a warm placeholder with an icon when the URL is missing or fails to load. */
export function FallbackImage({ src, alt, placeholderLabel, icon, sx }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = [frame, ...(Array.isArray(sx) ? sx : [sx])];
  if (!src || failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={placeholderLabel}
        sx={[...style, { display: 'grid', placeItems: 'center', color: 'text.secondary' }]}
      >
        {icon}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={[...style, { objectFit: 'cover' }]}
    />
  );
}
