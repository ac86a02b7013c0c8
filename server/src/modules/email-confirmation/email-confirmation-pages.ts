import { linkPage, withToken } from '../../shared/link-page';
import { emailConfirmationMessages } from './email-confirmation.messages';

const t = emailConfirmationMessages.pages;

/** The REST route of the mailed link (under /api): its GET shows the button, its POST confirms. */
export const CONFIRM_EMAIL_ROUTE = '/user/confirm-email';
/** Where the mailed link points. */
export const CONFIRM_EMAIL_PATH = `/api${CONFIRM_EMAIL_ROUTE}`;

// The pages the confirmation link opens. A GET only shows a button (mail scanners follow links): the POST confirms.
export const confirmEmailPage = (token: string) =>
  linkPage({
    title: t.confirmTitle,
    text: t.confirmText,
    back: t.back,
    action: { post: withToken(CONFIRM_EMAIL_PATH, token), label: t.confirmButton },
  });

export const emailConfirmedPage = () => linkPage({ title: t.confirmedTitle, text: t.confirmedText, back: t.back });

/**
 * A used, expired or unknown link. The page cannot know who is signed in (the session lives in the browser), so it
 * says how to get a new link and leads to the sign-in.
 */
export const confirmEmailLinkInvalidPage = () =>
  linkPage({
    title: t.linkInvalidTitle,
    text: t.linkInvalidText,
    back: t.back,
    action: { href: '/login', label: t.signIn },
  });
