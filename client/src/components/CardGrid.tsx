import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Cards per row at each breakpoint (from that width up). */
export type Columns = { xs?: number; sm?: number; md?: number; lg?: number };

export const DEFAULT_COLUMNS: Columns = { xs: 1, sm: 2, md: 3, lg: 4 };

/**
 * A list laid out as an equal-column CSS grid (`<ul>` of `<li>`): what MUI's Grid did here, as one style rule.
 * Children should be `<li>` elements (use `CardGrid.Item`).
 */
export function CardGrid({
  columns = DEFAULT_COLUMNS,
  gap = { xs: 2.5, md: 3 },
  sx,
  children,
}: {
  columns?: Columns;
  /** theme spacing between cards, per breakpoint */
  gap?: number | { xs?: number; sm?: number; md?: number; lg?: number };
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, n]) => [breakpoint, `repeat(${n}, minmax(0, 1fr))`]),
  );
  return (
    <Box
      component="ul"
      sx={[
        { display: 'grid', gridTemplateColumns, gap, listStyle: 'none', p: 0, m: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** One cell; it stretches to its row's height (cards inside use height 100%). */
CardGrid.Item = function CardGridItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
};
