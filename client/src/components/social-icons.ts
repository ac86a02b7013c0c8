import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PinterestIcon from '@mui/icons-material/Pinterest';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type SvgIcon from '@mui/material/SvgIcon';
import { TikTokIcon } from './TikTokIcon';
import type { SocialMedia } from '../lib/social-networks';

/** Each network's glyph (imported only by the parts that draw them: footer, header links, mobile menu). */
export const SOCIAL_ICONS: Record<keyof SocialMedia, typeof SvgIcon> = {
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  tiktok: TikTokIcon,
  pinterest: PinterestIcon,
  facebook: FacebookIcon,
};
