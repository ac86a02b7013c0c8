import * as messages from '../messages/pt-BR';

/** The creator's profile URLs as the site configuration holds them (null or blank: not configured). */
export type SocialMedia = Record<'instagram' | 'youtube' | 'tiktok' | 'pinterest' | 'facebook', string | null>;

export interface SocialProfile {
  key: keyof SocialMedia;
  name: string;
  url: string;
}

// Data only: the glyphs are drawn once per page by the icon sheet (components/IconSheet.tsx).
const NETWORKS: Omit<SocialProfile, 'url'>[] = [
  { key: 'instagram', name: messages.layout.social.instagram },
  { key: 'youtube', name: messages.layout.social.youtube },
  { key: 'tiktok', name: messages.layout.social.tiktok },
  { key: 'pinterest', name: messages.layout.social.pinterest },
  { key: 'facebook', name: messages.layout.social.facebook },
];

/** The configured profiles, in the site's fixed order; blank ones are left out. */
export function socialProfiles(socialMedia: SocialMedia | null): SocialProfile[] {
  if (!socialMedia) return [];
  return NETWORKS.flatMap((network) => {
    const url = socialMedia[network.key]?.trim();
    return url ? [{ ...network, url }] : [];
  });
}
