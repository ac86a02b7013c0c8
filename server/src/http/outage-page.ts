import type { Request, Response } from 'express';
import { escapeHtml, SITE_NAME } from '../modules/mail/layout';
import { RETRY_AFTER_SECONDS } from '../shared/errors';

/** Only a path of this site: `//host` or `/\host` would make "Tentar de novo" lead elsewhere. */
export const sameSite = (url: string) => (/^\/(?![/\\])/.test(url) ? url : '/');

/**
 * The page readers see while the database is unreachable: self-contained (inline style, no script, no other
 * request, so it shows even when nothing else works) in the site's colours, with a link that retries the same URL.
 */
export function outagePage(url: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#b5532f">
<title>Voltamos já | ${SITE_NAME}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fbf7f2;color:#2d2420;
font:1.05rem/1.6 Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2.5rem 2rem;background:#fff;border:1px solid #eadfd3;border-radius:12px;text-align:center}
.site{margin:0 0 1.5rem;color:#6b5a50;font-size:.8rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase}
h1{margin:.5rem 0 1rem;color:#b5532f;font:700 2.4rem/1.15 'Playfair Display',Georgia,'Times New Roman',serif}
p{margin:0 0 .75rem}
a{display:inline-block;margin-top:1rem;padding:.7rem 1.6rem;border-radius:999px;background:#b5532f;color:#fff;font-weight:600;text-decoration:none}
a:hover,a:focus{background:#8f3d1f}
</style>
</head>
<body>
<main>
<p class="site">${SITE_NAME}</p>
<svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" fill="none" stroke="#b5532f" stroke-width="3" stroke-linecap="round">
<path d="M22 14c-3 4 3 6 0 10M32 10c-3 4 3 6 0 10M42 14c-3 4 3 6 0 10"/>
<path d="M10 32h44v8a14 14 0 0 1-14 14H24a14 14 0 0 1-14-14z"/><path d="M4 34h6M54 34h6"/>
</svg>
<h1>Voltamos já</h1>
<p>Estamos arrumando a cozinha: o site está temporariamente indisponível.</p>
<p>Tente novamente em alguns instantes.</p>
<a href="${escapeHtml(sameSite(url))}">Tentar de novo</a>
</main>
</body>
</html>`;
}

/** Answers with the outage page: 503, when to retry, and never stored by browsers or caches. */
export function sendOutagePage(req: Request, res: Response): void {
  res
    .status(503)
    .set('Retry-After', String(RETRY_AFTER_SECONDS))
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(outagePage(req.originalUrl));
}
