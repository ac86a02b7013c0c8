import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { sheetIconId, type SheetIconName } from './icon-sheet-names';

/** MUI's icon sizes (SvgIcon's fontSize prop). */
const SIZES = { inherit: 'inherit', small: '1.25rem', medium: '1.5rem', large: '2.1875rem' } as const;
export type SheetIconSize = keyof typeof SIZES;

// SvgIcon's look (1em square, current colour) as one static class per size: a page repeats these glyphs dozens of
// times (five stars per comment), so each is a bare <svg><use></svg> without MUI's three class names.
const Svg = styled('svg', { shouldForwardProp: (prop) => prop !== 'size' && prop !== 'sx' })<{ size: SheetIconSize }>(
  ({ size }) => ({
    display: 'inline-block',
    flexShrink: 0,
    width: '1em',
    height: '1em',
    fill: 'currentColor',
    userSelect: 'none',
    fontSize: SIZES[size],
  }),
);

export interface SheetIconProps {
  name: SheetIconName;
  /** as MUI's SvgIcon: 'medium' (1.5rem) unless told */
  fontSize?: SheetIconSize;
  className?: string;
  sx?: SxProps<Theme>;
}

/**
 * An icon that shows a glyph of the page's icon sheet (IconSheet, in every public page) by reference: the
 * drawing is in the page once however often it shows, and this part's code holds no drawing. Sized and coloured like
 * any MUI icon; always decorative (the control it sits in carries the name).
 */
export function SheetIcon({ name, ...rest }: SheetIconProps) {
  return <SymbolIcon symbol={sheetIconId(name)} {...rest} />;
}

/**
 * An icon drawn by reference to a `<symbol>` of this page (the icon sheet's, or a part's own: the share buttons show
 * each glyph twice). No `focusable` attribute: only Internet Explorer focused an SVG.
 */
export function SymbolIcon({
  symbol,
  fontSize = 'medium',
  className,
  sx,
}: Omit<SheetIconProps, 'name'> & { symbol: string }) {
  return (
    <Svg size={fontSize} className={className} sx={sx} viewBox="0 0 24 24" aria-hidden="true">
      <use href={`#${symbol}`} />
    </Svg>
  );
}
