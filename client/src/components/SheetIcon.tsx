import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { sheetIconId, type SheetIconName } from './icon-sheet-names';

/**
 * An icon that shows a glyph of the page's icon sheet (IconSheet, in every public page) by reference: the
 * drawing is in the page once however often it shows, and this part's code holds no drawing. Sized and coloured like
 * any MUI icon.
 */
export function SheetIcon({ name, ...props }: SvgIconProps & { name: SheetIconName }) {
  return (
    <SvgIcon {...props}>
      <use href={`#${sheetIconId(name)}`} />
    </SvgIcon>
  );
}
