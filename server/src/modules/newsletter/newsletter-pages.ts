import { linkPage, withToken } from '../../shared/link-page';
import { newsletterMessages } from './newsletter.messages';

const t = newsletterMessages.pages;

// The small pages a newsletter link opens. A GET only shows a button: the change is a POST, so a mail scanner that
// follows every link confirms or cancels nothing.

const page = (title: string, text: string, post?: { href: string; label: string }) =>
  linkPage({ title, text, back: t.back, action: post && { post: post.href, label: post.label } });

export const confirmPage = (token: string) =>
  page(t.confirmTitle, t.confirmText, {
    href: withToken('/api/newsletter/confirm', token),
    label: t.confirmButton,
  });
export const confirmedPage = () => page(t.confirmedTitle, t.confirmedText);
export const confirmLinkInvalidPage = () => page(t.confirmLinkInvalidTitle, t.confirmLinkInvalidText);

export const unsubscribePage = (token: string) =>
  page(t.unsubscribeTitle, t.unsubscribeText, {
    href: withToken('/api/newsletter/unsubscribe', token),
    label: t.unsubscribeButton,
  });
export const unsubscribedPage = () => page(t.unsubscribedTitle, t.unsubscribedText);
export const unsubscribeLinkInvalidPage = () => page(t.unsubscribeLinkInvalidTitle, t.unsubscribeLinkInvalidText);
