import { TERM_BOUNDS } from '@receitas/shared';

/** The three ways recipes are classified, each managed on its own tab of the categories screen. */
export type TermKind = 'categories' | 'cravings' | 'occasions';

export interface TermKindSpec {
  /** the tab's value in the URL (?aba=…); the first tab has none */
  slug: string;
  hasDescription: boolean;
  hasImage: boolean;
  /** the server's limits (the shared TERM_BOUNDS); 0: the kind has no description */
  nameMax: number;
  descriptionMax: number;
}

export const TERM_KINDS: Record<TermKind, TermKindSpec> = {
  categories: {
    slug: 'categorias',
    hasDescription: true,
    hasImage: true,
    nameMax: TERM_BOUNDS.categories.name,
    descriptionMax: TERM_BOUNDS.categories.description,
  },
  cravings: {
    slug: 'vontades',
    hasDescription: true,
    hasImage: true,
    nameMax: TERM_BOUNDS.cravings.name,
    descriptionMax: TERM_BOUNDS.cravings.description,
  },
  occasions: {
    slug: 'ocasioes',
    hasDescription: false,
    hasImage: false,
    nameMax: TERM_BOUNDS.occasions.name,
    descriptionMax: 0,
  },
};

export const TERM_KIND_ORDER: readonly TermKind[] = ['categories', 'cravings', 'occasions'];

/** The tab a URL's ?aba= names; the categories tab when it names none (or one that does not exist). */
export function kindOfSlug(slug: string | null): TermKind {
  return TERM_KIND_ORDER.find((kind) => TERM_KINDS[kind].slug === slug) ?? 'categories';
}
