// Publication state of a recipe in the form: draft, publish now, or scheduled for a date-time.
//
// Nothing else in the form knows about drafts.
import type { RecipeInput } from '../../../gql/graphql';
import { fromSiteDateTime } from '../../../lib/format';

export type RecipeStatus = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';

/** What the creator chose in the form: keep it a draft, publish (now, or keep its date), or schedule. */
export type Publication = 'draft' | 'now' | 'schedule';

/** What a save sends (RecipeInput, with its draft flag). */
export type RecipeWriteInput = RecipeInput;

export interface PublicationState {
  publication: Publication;
  /** 'YYYY-MM-DDTHH:mm' on the site's clock (a datetime-local input's value); used when scheduling */
  scheduledAt: string;
  /** the status the server had when the form opened; null for a new recipe */
  initialStatus: RecipeStatus | null;
}

/** The recipe's status now (a scheduled one whose time has come is published: the server publishes it then). */
export function statusOf(recipe: { datePublished: string; status: RecipeStatus }, now = new Date()): RecipeStatus {
  if (recipe.status === 'SCHEDULED' && new Date(recipe.datePublished).getTime() <= now.getTime()) return 'PUBLISHED';
  return recipe.status;
}

/** The form's choice for a recipe in this status. */
export function publicationOf(status: RecipeStatus | null): Publication {
  if (status === 'DRAFT') return 'draft';
  if (status === 'SCHEDULED') return 'schedule';
  return 'now';
}

/** The schedule's problem, if any: the key of the message to show. */
export function scheduleProblem(state: PublicationState, now = new Date()): 'required' | 'past' | null {
  if (state.publication !== 'schedule') return null;
  const date = fromSiteDateTime(state.scheduledAt);
  if (!date) return 'required';
  return date.getTime() <= now.getTime() ? 'past' : null;
}

/**
 * The publication fields of a save. A published recipe keeps its date; one that becomes public now (a draft or a
 * scheduled recipe) gets the current time, so it shows among the latest.
 */
export function publicationInput(
  state: PublicationState,
  now = new Date(),
): Pick<RecipeWriteInput, 'datePublished' | 'draft'> {
  switch (state.publication) {
    case 'draft':
      return { draft: true };
    case 'schedule': {
      const date = fromSiteDateTime(state.scheduledAt);
      return { datePublished: date ? date.toISOString() : null, ...leaveDraft(state) };
    }
    case 'now':
      if (state.initialStatus === null || state.initialStatus === 'PUBLISHED') return {};
      return { datePublished: now.toISOString(), ...leaveDraft(state) };
  }
}

// Only a recipe that was a draft needs the flag cleared; others omit it (the server keeps the stored value).
const leaveDraft = (state: PublicationState) => (state.initialStatus === 'DRAFT' ? { draft: false } : {});
