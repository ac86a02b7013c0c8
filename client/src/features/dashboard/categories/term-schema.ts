import { z } from 'zod';
import * as messages from '../../../messages/pt-BR';
import { imageChoice, optionalText, requiredText } from '../form-kit/schemas';
import { TERM_KINDS, type TermKind } from './term-kinds';
import type { Term } from './use-term-store';

/** Spec §5 "Category" (cravings and occasions alike): a name; the description and the image are optional. */
export const termSchema = (kind: TermKind) =>
  z.object({
    name: requiredText(TERM_KINDS[kind].nameMax, messages.dashboardCategories.terms[kind].nameRequired),
    description: optionalText(TERM_KINDS[kind].descriptionMax),
    image: imageChoice(),
  });

export type TermFormValues = z.input<ReturnType<typeof termSchema>>;

/** The form of a term: a new one is empty; an edited one starts from what it has. */
export const termFormValues = (term: Term | null): TermFormValues => ({
  name: term?.name ?? '',
  description: term?.description ?? '',
  image: term?.image
    ? { small: term.image.small, medium: term.image.medium, original: term.image.original ?? null }
    : null,
});
