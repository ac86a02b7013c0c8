import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SearchRecipe_RecipeFragment } from '../gql/graphql';

/** A recipe as the search drawer lists it: a card (medium photo, first category, title, link). */
export type SearchDrawerRecipe = SearchRecipe_RecipeFragment;

/** A search link's parameter: `/?busca=pão de queijo` opens the drawer with that search (WebSite's SearchAction). */
export const SEARCH_PARAM = 'busca';
/** The longest query a search link hands the drawer. */
export const MAX_SEARCH_LINK_LENGTH = 100;

/** What another screen can hand the drawer when it opens it (the recipe page's similar recipes: 'MOSTRAR TUDO'). */
export interface SearchPrefill {
  query: string;
  /** the results it came with; none: the drawer searches the query itself (a search link: `?busca=`) */
  recipes?: readonly SearchDrawerRecipe[];
}

export interface SearchDrawerControl {
  /** whether the drawer is open (for the buttons' aria-expanded) */
  isOpen: boolean;
  /** opens the drawer, empty or filled with results */
  open(prefill?: SearchPrefill): void;
  /** fetches the drawer's code ahead of a likely click (hover, focus) */
  preload(): void;
}

/**
 * What the frame provides: the same object for the page's whole life. Whether the drawer is open is read through
 * subscribe/isOpen, never through the context's value: a context value that changed would reach every part of the
 * page still waiting to hydrate (React cannot tell whether they read it) and make them all hydrate at once, in the
 * tap that opened the drawer.
 */
export interface SearchDrawerFrame {
  open(prefill?: SearchPrefill): void;
  preload(): void;
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
}

const closed = () => false;
const NO_FRAME: SearchDrawerFrame = { open() {}, preload() {}, isOpen: closed, subscribe: () => () => {} };

const SearchDrawerContext = createContext<SearchDrawerFrame>(NO_FRAME);

/** Provided by the page frame (app/PublicLayout.tsx), which owns the drawer. */
export const SearchDrawerProvider = SearchDrawerContext.Provider;

/** The global search drawer's controls. */
export function useSearchDrawer(): SearchDrawerControl {
  const frame = useContext(SearchDrawerContext);
  const isOpen = useSyncExternalStore(frame.subscribe, frame.isOpen, closed);
  return { isOpen, open: frame.open, preload: frame.preload };
}
