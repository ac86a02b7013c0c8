import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import * as messages from '../../../messages/pt-BR';

const frame = { display: 'block', width: '100%', aspectRatio: '16 / 10', bgcolor: '#f3e5d6' } as const;

/** The card's photo; a placeholder when the recipe has none or it does not load. */
export function RecipeCardImage({
  image,
  alt,
}: {
  image: { small?: string | null; medium?: string | null; original?: string | null } | null | undefined;
  alt: string;
}) {
  const src = image?.medium ?? image?.small ?? image?.original ?? null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={messages.dashboardRecipes.imageMissing}
        sx={{
          ...frame,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.light',
          background: 'linear-gradient(135deg, #f3e5d6, #e9d3bd)',
        }}
      >
        <RestaurantOutlined sx={{ fontSize: 48 }} />
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
      sx={{ ...frame, objectFit: 'cover' }}
    />
  );
}
