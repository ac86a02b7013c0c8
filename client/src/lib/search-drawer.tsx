import { createContext, useContext } from 'react';
import type { SearchRecipe_RecipeFragment } from '../gql/graphql';

/** A recipe as the search drawer lists it: a card (medium photo, first category, title, link). */
export type SearchDrawerRecipe = SearchRecipe_RecipeFragment;

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
