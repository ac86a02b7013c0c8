import { createContext, useContext } from 'react';

/** A recipe as the search drawer lists it (a card: image, title, link; the fields its filters read). */
export interface SearchDrawerRecipe {
  recipeId: number;
  title: string;
  imageUrl: { small: string | null; medium: string | null; original: string | null } | null;
  category: readonly { categoryId: number; name: string }[];
  cuisine?: string | null;
  /** EASY, MEDIUM or HARD */
  difficulty: string;
  /** ISO 8601 duration */
  prepTime?: string | null;
}

/** What another screen can hand the drawer when it opens it (the recipe page's similar recipes: 'MOSTRAR TUDO'). */
export interface SearchPrefill {
  query: string;
  recipes: readonly SearchDrawerRecipe[];
}

export interface SearchDrawerControl {
  /** whether the drawer is open (for the buttons' aria-expanded) */
  isOpen: boolean;
  /** opens the drawer, empty or filled with results */
  open(prefill?: SearchPrefill): void;
  /** fetches the drawer's code ahead of a likely click (hover, focus) */
  preload(): void;
}

const SearchDrawerContext = createContext<SearchDrawerControl>({ isOpen: false, open() {}, preload() {} });

/** Provided by the page frame (app/PublicLayout.tsx), which owns the drawer. */
export const SearchDrawerProvider = SearchDrawerContext.Provider;

/** The global search drawer's controls. */
export const useSearchDrawer = (): SearchDrawerControl => useContext(SearchDrawerContext);
