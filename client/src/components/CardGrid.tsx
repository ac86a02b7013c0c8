import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Cards per row at each breakpoint (from that width up). */
export type Columns = { xs?: number; sm?: number; md?: number; lg?: number };

const List = styled('ul')({ display: 'grid', listStyle: 'none', padding: 0, margin: 0 });

// One per card: a static class, not an `sx` object per cell.
const Item = styled('li')({ minWidth: 0 });

/** Two cards to a row from the smallest phones up (a phone shows twice the recipes per screen). */
export const DEFAULT_COLUMNS: Columns = { xs: 2, md: 3, lg: 4 };

/**
 * A list laid out as an equal-column CSS grid (`<ul>` of `<li>`): what MUI's Grid did here, as one style rule.
 * Children should be `<li>` elements (use `CardGrid.Item`).
 */
export function CardGrid({
  columns = DEFAULT_COLUMNS,
  gap = { xs: 1.5, sm: 2.5, md: 3 },
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
  return <List sx={[{ gridTemplateColumns, gap }, ...(Array.isArray(sx) ? sx : [sx])]}>{children}</List>;
}

/** One cell; it stretches to its row's height (cards inside use height 100%). */
CardGrid.Item = function CardGridItem({ children }: { children: ReactNode }) {
  return <Item>{children}</Item>;
};
