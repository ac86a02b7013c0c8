import AccessTimeIcon from '@mui/icons-material/AccessTime';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PinterestIcon from '@mui/icons-material/Pinterest';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type SvgIcon from '@mui/material/SvgIcon';
import { TikTokIcon } from './TikTokIcon';
import { SHEET_ICON_NAMES, SHEET_STYLE, sheetIconId, type SheetIconName } from './icon-sheet-names';

/**
 * The save button's heart, an outline its button fills when pressed: a bare symbol (no MUI class, which would paint it
 * solid), so the fill and stroke of the <svg> that shows it reach the drawing.
 */
function HeartSymbol({ id }: { id: string }) {
  return (
    <symbol id={id} viewBox="0 0 24 24">
      <path d="M12 20.3l-1.3-1.2C6 14.9 3 12.2 3 8.9 3 6.2 5.1 4.1 7.8 4.1c1.6 0 3.1.7 4.2 1.9 1.1-1.2 2.6-1.9 4.2-1.9 2.7 0 4.8 2.1 4.8 4.8 0 3.3-3 6-7.7 10.2L12 20.3z" />
    </symbol>
  );
}

const GLYPHS: Record<Exclude<SheetIconName, 'heart'>, typeof SvgIcon> = {
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  tiktok: TikTokIcon,
  pinterest: PinterestIcon,
  facebook: FacebookIcon,
  star: StarRoundedIcon,
  clock: AccessTimeIcon,
};

/**
 * The page's icon sheet: each repeated glyph once, as a symbol (MUI's own icon rendered as a `<symbol>` through its
 * `component` prop). Drawn in full each time, the profiles (header, author box, footer, share buttons), the stars
 * (a rating's five, each comment's five) and the cards' clocks made up a fifth of a recipe page's HTML.
 */
export function IconSheet() {
  return (
    <svg aria-hidden="true" focusable="false" style={SHEET_STYLE}>
      {SHEET_ICON_NAMES.map((name) => {
        if (name === 'heart') return <HeartSymbol key={name} id={sheetIconId(name)} />;
        const Glyph = GLYPHS[name];
        return <Glyph key={name} component="symbol" id={sheetIconId(name)} />;
      })}
    </svg>
  );
}
