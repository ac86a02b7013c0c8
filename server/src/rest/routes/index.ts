import type { RestRoute } from '../facade';
import { accountRoutes } from './accounts';
import { catalogRoutes } from './catalog';
import { mediaRoutes } from './media';
import { recipeRoutes } from './recipes';

/** Every /api route, relative to /api. Fixed paths come before parameterised ones (upload before /recipes/:id). */
export const REST_ROUTES: RestRoute[] = [...accountRoutes, ...mediaRoutes, ...recipeRoutes, ...catalogRoutes];
