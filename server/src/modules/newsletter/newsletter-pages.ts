import { escapeHtml } from '../mail/layout';
import { newsletterMessages } from './newsletter.messages';

const t = newsletterMessages.pages;

// The small pages a newsletter link opens. A GET only shows a button: the change is a POST, so a mail scanner that
// follows every link confirms or cancels nothing.

function page(title: string, text: string, action?: { href: string; label: string }): string {
  const form = action
    ? `<form method="post" action="${escapeHtml(action.href)}" style="margin:2rem 0">` +
      '<button type="submit" style="font:inherit;font-size:1.1rem;padding:.8rem 2rem;border:0;border-radius:8px;' +
      `background:#a4452c;color:#fff;cursor:pointer">${escapeHtml(action.label)}</button></form>`
    : '';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title></head>
<body style="font-family:Georgia,serif;background:#fbf7f2;color:#2d2420;text-align:center;padding:4rem 1.5rem">
<h1 style="color:#a4452c">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>${form}
<p><a href="/" style="color:#a4452c">${escapeHtml(t.back)}</a></p></body></html>`;
}

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

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
