import AccessTimeIcon from '@mui/icons-material/AccessTime';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PinterestIcon from '@mui/icons-material/Pinterest';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type SvgIcon from '@mui/material/SvgIcon';
import { TikTokIcon } from './TikTokIcon';
import { SHEET_ICON_NAMES, sheetIconId, type SheetIconName } from './icon-sheet-names';

const GLYPHS: Record<SheetIconName, typeof SvgIcon> = {
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  tiktok: TikTokIcon,
  pinterest: PinterestIcon,
  facebook: FacebookIcon,
  star: StarRoundedIcon,
  clock: AccessTimeIcon,
};

// Out of the layout and of the accessibility tree; a symbol draws only where a SheetIcon uses it.
const SHEET_STYLE = { position: 'absolute', width: 0, height: 0, overflow: 'hidden' } as const;

/**
 * The page's icon sheet: each repeated glyph once, as a symbol (MUI's own icon rendered as a `<symbol>` through its
 * `component` prop). Drawn in full each time, the profiles (header, author box, footer, share buttons), the stars
 * (a rating's five, each comment's five) and the cards' clocks made up a fifth of a recipe page's HTML.
 */
export function IconSheet() {
  return (
    <svg aria-hidden="true" focusable="false" style={SHEET_STYLE}>
      {SHEET_ICON_NAMES.map((name) => {
        const Glyph = GLYPHS[name];
        return <Glyph key={name} component="symbol" id={sheetIconId(name)} />;
      })}
    </svg>
  );
}
