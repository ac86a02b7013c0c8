import type { ComponentType } from 'react';
import { SheetIcon, type SheetIconProps } from './SheetIcon';
import type { SheetIconName } from './icon-sheet-names';
import type { SocialMedia } from '../lib/social-networks';

type GlyphProps = Omit<SheetIconProps, 'name'>;

const glyph = (name: SheetIconName): ComponentType<GlyphProps> =>
  function SocialGlyph(props: GlyphProps) {
    return <SheetIcon {...props} name={name} />;
  };

/** Each network's glyph, shown from the page's icon sheet (components/IconSheet.tsx). */
export const SOCIAL_ICONS: Record<keyof SocialMedia, ComponentType<GlyphProps>> = {
  instagram: glyph('instagram'),
  youtube: glyph('youtube'),
  tiktok: glyph('tiktok'),
  pinterest: glyph('pinterest'),
  facebook: glyph('facebook'),
};
