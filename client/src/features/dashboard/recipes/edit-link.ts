import { DASHBOARD_ROOT } from '../dashboard-nav';

/** The query parameter that opens a recipe's editor on the recipes screen on arrival. */
export const EDIT_PARAM = 'editar';

/** The recipes screen with a recipe's editor open (a migration's draft, the preview's 'Editar'). */
export const editRecipePath = (recipeId: number) => `${DASHBOARD_ROOT}/recipes?${EDIT_PARAM}=${recipeId}`;
