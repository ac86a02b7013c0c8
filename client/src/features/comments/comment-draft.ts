/** What a guest had typed when sent to sign in: given back when they return to the recipe. */
export interface CommentDraft {
  content: string;
  score: number | null;
  /** the comment they were replying to, or null for a new comment */
  parentCommentId: number | null;
}

const keyOf = (recipeId: number) => `receitas:comment-draft:${recipeId}`;

/** Keeps a guest's draft for this tab (sessionStorage: it goes when the tab closes). */
export function keepDraft(recipeId: number, draft: CommentDraft): void {
  try {
    window.sessionStorage.setItem(keyOf(recipeId), JSON.stringify(draft));
  } catch {
    // Storage may be full or blocked (private mode): the reader only loses the draft.
  }
}

/** The kept draft of this recipe, removed as it is taken; null when there is none or it is unreadable. */
export function takeDraft(recipeId: number): CommentDraft | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(recipeId));
    if (raw === null) return null;
    window.sessionStorage.removeItem(keyOf(recipeId));
    const draft = JSON.parse(raw) as Partial<CommentDraft>;
    if (typeof draft.content !== 'string') return null;
    return {
      content: draft.content,
      score: typeof draft.score === 'number' && draft.score >= 1 && draft.score <= 5 ? draft.score : null,
      parentCommentId: typeof draft.parentCommentId === 'number' ? draft.parentCommentId : null,
    };
  } catch {
    return null;
  }
}
