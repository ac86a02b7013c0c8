/** TODO(issue 9): the recipe page's AuthorBox section. */
export function AuthorBox(_props: { recipeId: number }) {
  return null;
}
