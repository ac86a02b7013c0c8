import { createContext, useContext, type ComponentType } from 'react';

/** What the share buttons need of a recipe. */
export interface ShareableRecipe {
  recipeId: number;
  title: string;
  description: string;
  imageUrl: { small: string | null; medium: string | null; original: string | null } | null;
}

export interface ShareButtonsProps {
  recipe: ShareableRecipe;
  /** 'rail': the sticky column beside the text on desktop (a compact bar on phones); 'inline': a row in the body */
  variant: 'rail' | 'inline';
}

/**
 * The parts one feature shows inside another's screen (the header's account area, the footer's newsletter form, the
 * recipe page's comments). Features never import each other: each declares here the props its part takes, and the
 * composition root (app/slots.tsx) fills every slot with the feature that implements it. Slot components are
 * module-level constants, so a re-render never swaps one for another.
 */
export interface Slots {
  /** The header's login button or, signed in, the bell and the account menu (a fixed width, so nothing moves). */
  AccountArea: ComponentType;
  /** The notification bell of a signed-in reader. */
  NotificationBell: ComponentType;
  /** The footer's newsletter sign-up. */
  FooterNewsletter: ComponentType;
  /** A newsletter sign-up inside a page (the recipe page's); `source` records where readers subscribed. */
  NewsletterForm: ComponentType<{ source: string }>;
  /** Share targets for a recipe (spec §2, §9). */
  ShareButtons: ComponentType<ShareButtonsProps>;
  /** A recipe's comments and ratings (spec §4 Comments). */
  RecipeComments: ComponentType<{ recipeId: number }>;
}

const SlotsContext = createContext<Slots | null>(null);

export const SlotsProvider = SlotsContext.Provider;

/** The component that fills a slot (the app provides them all; a missing provider is a programming error). */
export function useSlot<K extends keyof Slots>(name: K): Slots[K] {
  const slots = useContext(SlotsContext);
  if (!slots) throw new Error(`useSlot('${name}') outside <SlotsProvider>`);
  return slots[name];
}
