import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import PinterestIcon from '@mui/icons-material/Pinterest';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type SvgIcon from '@mui/material/SvgIcon';
import * as messages from '../../messages/pt-BR';
import { TikTokIcon } from './TikTokIcon';
import type { SocialMedia } from './useLayoutChrome';

export interface SocialProfile {
  key: keyof SocialMedia;
  name: string;
  url: string;
  Icon: typeof SvgIcon;
}

const NETWORKS: Omit<SocialProfile, 'url'>[] = [
  { key: 'instagram', name: messages.layout.social.instagram, Icon: InstagramIcon },
  { key: 'youtube', name: messages.layout.social.youtube, Icon: YouTubeIcon },
  { key: 'tiktok', name: messages.layout.social.tiktok, Icon: TikTokIcon },
  { key: 'pinterest', name: messages.layout.social.pinterest, Icon: PinterestIcon },
  { key: 'facebook', name: messages.layout.social.facebook, Icon: FacebookIcon },
];

/** The configured profiles, in the site's fixed order; blank ones are left out. */
export function socialProfiles(socialMedia: SocialMedia | null): SocialProfile[] {
  if (!socialMedia) return [];
  return NETWORKS.flatMap((network) => {
    const url = socialMedia[network.key]?.trim();
    return url ? [{ ...network, url }] : [];
  });
}
