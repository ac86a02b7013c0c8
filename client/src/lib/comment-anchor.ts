/** The id of one comment's element on its recipe page: a link such as a reply notification lands on it. */
export const commentAnchor = (commentId: number) => `comentario-${commentId}`;

/** The comment a URL fragment (`#comentario-12`) points at, if any. */
export function commentOfHash(hash: string): number | null {
  const match = /^#comentario-(\d{1,10})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/** The address of a comment on its recipe page. */
export const commentPath = (recipeId: number, commentId?: number | null) =>
  `/recipes/${recipeId}${commentId ? `#${commentAnchor(commentId)}` : ''}`;
