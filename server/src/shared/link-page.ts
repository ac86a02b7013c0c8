import { escapeHtml } from '../modules/mail/layout';

/** What a link page offers: a button that POSTs (the link's action) or a plain link (somewhere to go next). */
export type LinkPageAction = { post: string; label: string } | { href: string; label: string };

const BUTTON_STYLE =
  'display:inline-block;font:inherit;font-size:1.1rem;padding:.8rem 2rem;border:0;border-radius:8px;' +
  'background:#a4452c;color:#fff;cursor:pointer;text-decoration:none';

function actionHtml(action: LinkPageAction): string {
  if ('post' in action) {
    return (
      `<form method="post" action="${escapeHtml(action.post)}" style="margin:2rem 0">` +
      `<button type="submit" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</button></form>`
    );
  }
  return `<p style="margin:2rem 0"><a href="${escapeHtml(action.href)}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p>`;
}

/**
 * The small self-contained page a mailed link opens (newsletter, e-mail confirmation). A GET only shows it: the change
 * is the button's POST, so a mail scanner that follows every link changes nothing.
 */
export function linkPage(opts: { title: string; text: string; back: string; action?: LinkPageAction }): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(opts.title)}</title></head>
<body style="font-family:Georgia,serif;background:#fbf7f2;color:#2d2420;text-align:center;padding:4rem 1.5rem">
<h1 style="color:#a4452c">${escapeHtml(opts.title)}</h1>
<p>${escapeHtml(opts.text)}</p>${opts.action ? actionHtml(opts.action) : ''}
<p><a href="/" style="color:#a4452c">${escapeHtml(opts.back)}</a></p></body></html>`;
}

/** A link's token carried in the query string of the page's own URL (the mailed link, the button's POST). */
export const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;
