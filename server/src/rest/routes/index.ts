import type { RestRoute } from '../facade';
import { accountRoutes } from './accounts';
import { catalogRoutes } from './catalog';
import { communityRoutes } from './community';
import { discoveryRoutes } from './discovery';
import { mediaRoutes } from './media';
import { newsletterRoutes } from './newsletter';
import { recipeArchiveRoutes } from './recipe-archive';
import { recipeRoutes } from './recipes';
import { savedRecipeRoutes } from './saved-recipes';
import { siteRoutes } from './site';
import { trashRoutes } from './trash';

/** Every /api route, relative to /api. Fixed paths come before parameterised ones (/recipes/search before /:id). */
export const REST_ROUTES: RestRoute[] = [
  ...accountRoutes,
  ...mediaRoutes,
  ...discoveryRoutes,
  ...recipeArchiveRoutes,
  ...recipeRoutes,
  ...catalogRoutes,
  ...communityRoutes,
  ...savedRecipeRoutes,
  ...siteRoutes,
  ...trashRoutes,
  ...newsletterRoutes,
];
