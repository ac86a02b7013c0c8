import type { RouteData } from '../../lib/route-data';
import { STRIP_DESKTOP_PAGE_SIZE } from './layout-constants';
import { LayoutChromeQuery, LayoutLatestRecipesQuery } from './layout-operations';

/** What the public frame (header, Receitas panel, latest-recipes strip, footer) renders with. */
export const publicLayoutData: RouteData = (client) =>
  Promise.allSettled([
    client.query({ query: LayoutChromeQuery }),
    client.query({ query: LayoutLatestRecipesQuery, variables: { page: 0, size: STRIP_DESKTOP_PAGE_SIZE } }),
  ]);
