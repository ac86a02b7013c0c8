import { lazy } from 'react';
import { AccountArea } from '../features/account/AccountArea';
import { deferredPart } from '../lib/lazy-route';
import type { Slots } from '../lib/slots';

// The bell is for signed-in readers only: its code loads after hydration, when a session is there.
const NotificationBell = lazy(() =>
  import('../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);
// Below the fold in the footer: its code loads while the page hydrates.
const FooterNewsletter = deferredPart('src/features/newsletter/FooterNewsletter.tsx', () =>
  import('../features/newsletter/FooterNewsletter').then((m) => m.FooterNewsletter),
);

const NewsletterForm = deferredPart('src/features/newsletter/NewsletterForm.tsx', () =>
  import('../features/newsletter/NewsletterForm').then((m) => m.NewsletterForm),
);
const ShareButtons = deferredPart('src/features/sharing/ShareButtons.tsx', () =>
  import('../features/sharing/ShareButtons').then((m) => m.ShareButtons),
);
const RecipeComments = deferredPart('src/features/comments/RecipeComments.tsx', () =>
  import('../features/comments/RecipeComments').then((m) => m.RecipeComments),
);

/** Which feature fills each slot of another feature's screen. */
export const slots: Slots = {
  AccountArea,
  NotificationBell,
  FooterNewsletter,
  NewsletterForm,
  ShareButtons,
  RecipeComments,
};
