/** A recipe's comments and ratings. TODO(issue 9, comments): the threaded list, rating, replies, admin delete. */
export function RecipeComments(_props: { recipeId: number }) {
  return null;
}
