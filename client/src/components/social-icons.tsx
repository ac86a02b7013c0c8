import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { SheetIcon } from './SheetIcon';
import type { SheetIconName } from './icon-sheet-names';
import type { SocialMedia } from '../lib/social-networks';

const glyph = (name: SheetIconName): ComponentType<SvgIconProps> =>
  function SocialGlyph(props: SvgIconProps) {
    return <SheetIcon {...props} name={name} />;
  };

/** Each network's glyph, shown from the page's icon sheet (components/IconSheet.tsx). */
export const SOCIAL_ICONS: Record<keyof SocialMedia, ComponentType<SvgIconProps>> = {
  instagram: glyph('instagram'),
  youtube: glyph('youtube'),
  tiktok: glyph('tiktok'),
  pinterest: glyph('pinterest'),
  facebook: glyph('facebook'),
};
