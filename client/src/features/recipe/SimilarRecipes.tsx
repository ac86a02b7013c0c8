/** TODO(issue 9): the recipe page's SimilarRecipes section. */
export function SimilarRecipes(_props: { recipeId: number }) {
  return null;
}
