import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A field's helper text with a "used/max" count on the right (the count turns red past the limit). */
export function HelperWithCount({
  text,
  used,
  max,
  count,
}: {
  text: ReactNode;
  used: number;
  max: number;
  count: string;
}) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{text}</span>
      <Box
        component="span"
        aria-live="polite"
        sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: used > max ? 'error.main' : undefined }}
      >
        {count}
      </Box>
    </Box>
  );
}
