/** TODO(issue 9): the recipe page's SaveRecipeBox section. */
export function SaveRecipeBox(_props: { recipeId: number }) {
  return null;
}
