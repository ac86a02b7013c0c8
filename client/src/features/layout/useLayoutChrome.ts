import { useQuery } from '@apollo/client/react';
import type { LayoutChromeQuery as LayoutChromeData } from '../../gql/graphql';
import { LayoutChromeQuery } from './layout-operations';

export type LayoutCategory = LayoutChromeData['categories'][number];
export type SocialMedia = LayoutChromeData['siteConfiguration']['socialMedia'];

/** Categories and social profiles for header, menus and footer (one cached query shared by all of them). */
export function useLayoutChrome(): { categories: LayoutCategory[]; socialMedia: SocialMedia | null } {
  const { data } = useQuery(LayoutChromeQuery);
  return { categories: data?.categories ?? [], socialMedia: data?.siteConfiguration.socialMedia ?? null };
}
