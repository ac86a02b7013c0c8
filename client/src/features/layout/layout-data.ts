import type { RouteData } from '../../lib/route-data';
import { STRIP_MOBILE_PAGE_SIZE } from './layout-constants';
import { LayoutChromeQuery, LayoutLatestRecipesQuery } from './layout-operations';

/**
 * What the public frame (header, Receitas panel, latest-recipes strip, footer) renders with: the strip's first mobile
 * page (a live desktop strip asks for its 30 itself).
 */
export const publicLayoutData: RouteData = (client) =>
  Promise.allSettled([
    client.query({ query: LayoutChromeQuery }),
    client.query({ query: LayoutLatestRecipesQuery, variables: { page: 0, size: STRIP_MOBILE_PAGE_SIZE } }),
  ]);
