import { idParam, type RestRoute } from '../facade';
import { RECIPE_FIELDS } from './recipes';

/** The signed-in reader's saved recipes (listed in the same shape as /recipes). */
export const savedRecipeRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/user/saved-recipes',
    document: `{ savedRecipes { ...RecipeFields } } ${RECIPE_FIELDS}`,
  },
  {
    method: 'put',
    path: '/user/saved-recipes/:recipeId',
    status: 204,
    document: 'mutation ($recipeId: Int!) { saveRecipe(recipeId: $recipeId) { recipeId } }',
    variables: (req) => ({ recipeId: idParam(req, 'recipeId') }),
  },
  {
    method: 'delete',
    path: '/user/saved-recipes/:recipeId',
    status: 204,
    document: 'mutation ($recipeId: Int!) { unsaveRecipe(recipeId: $recipeId) { recipeId } }',
    variables: (req) => ({ recipeId: idParam(req, 'recipeId') }),
  },
];
