// Shared building blocks of every e-mail: escaping, URLs, and the 600 px table layout (inline styles only).

export const SITE_NAME = 'Receitas da Marina';

/** What every template returns; the caller adds `to` (and headers) to make a MailMessage. */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

/** Warm food-blog palette; kept in one place so every template matches. */
export const COLORS = {
  page: '#f6eee4',
  card: '#fffdf9',
  header: '#b4532a',
  headerText: '#fff8f0',
  accent: '#b4532a',
  text: '#3d2f28',
  muted: '#7c6a5f',
  border: '#ecdccb',
  soft: '#fbf3ea',
} as const;

// System font stacks only: web fonts are blocked or ignored by most clients.
export const SERIF = "Georgia, 'Times New Roman', Times, serif";
export const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Escapes user text and keeps its line breaks. */
export function multiline(value: string): string {
  return escapeHtml(value.trim()).replace(/\r\n|\r|\n/g, '<br>');
}

/** Collapses line breaks and runs of spaces (subjects, single-line fields). */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function baseUrl(publicUrl: string): string {
  return publicUrl.trim().replace(/\/+$/, '');
}

/** Makes a site-relative path absolute; keeps http(s) URLs; refuses other schemes (javascript:, data:). */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string | null {
  const value = pathOrUrl.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return null;
  return `${baseUrl(publicUrl)}/${value.replace(/^\/+/, '')}`;
}

/** Host shown in footers ('receitas.com.br'); falls back to the raw URL when it does not parse. */
export function siteHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).host;
  } catch {
    return baseUrl(publicUrl);
  }
}

export function link(href: string, label: string, color: string = COLORS.accent): string {
  return `<a href="${escapeHtml(href)}" style="color:${color};text-decoration:underline;">${escapeHtml(label)}</a>`;
}

export function heading(text: string, size = 26): string {
  return (
    `<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:${size}px;line-height:1.25;` +
    `font-weight:bold;color:${COLORS.text};">${escapeHtml(text)}</h1>`
  );
}

export function subheading(text: string): string {
  return (
    `<h2 style="margin:28px 0 12px;font-family:${SERIF};font-size:20px;line-height:1.3;font-weight:bold;` +
    `color:${COLORS.accent};border-bottom:1px solid ${COLORS.border};padding-bottom:6px;">${escapeHtml(text)}</h2>`
  );
}

/** Takes HTML that is already escaped. */
export function paragraph(html: string, { size = 16, color = COLORS.text as string } = {}): string {
  return `<p style="margin:0 0 16px;font-family:${SANS};font-size:${size}px;line-height:1.6;color:${color};">${html}</p>`;
}

/** The handwritten-looking closing line ('Com carinho, Marina'); takes HTML that is already escaped. */
export function signOff(html: string): string {
  return `<p style="margin:8px 0 16px;font-family:${SERIF};font-style:italic;font-size:17px;line-height:1.6;color:${COLORS.text};">${html}</p>`;
}

/** Bulletproof button: a table cell with a background colour works in Outlook, where padding on <a> does not. */
export function button(href: string, label: string): string {
  return (
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:28px auto;">' +
    `<tr><td align="center" bgcolor="${COLORS.accent}" style="border-radius:8px;background-color:${COLORS.accent};">` +
    `<a href="${escapeHtml(href)}" target="_blank" style="display:inline-block;padding:15px 32px;font-family:${SANS};` +
    `font-size:17px;font-weight:bold;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:8px;">` +
    `${escapeHtml(label)}</a></td></tr></table>`
  );
}

export interface HtmlLayoutOptions {
  /** Document title (escaped here). */
  title: string;
  /** Inbox preview line, hidden in the body (escaped here). */
  preheader: string;
  publicUrl: string;
  /** Optional full-width block above the content, e.g. the recipe photo (already HTML). */
  heroHtml?: string;
  /** Main content, already HTML. */
  bodyHtml: string;
  /** Why the reader got this e-mail (plain text, escaped here). */
  footerNote: string;
  unsubscribeUrl?: string;
}

export function renderHtmlLayout(opts: HtmlLayoutOptions): string {
  const site = baseUrl(opts.publicUrl);
  const unsubscribe = opts.unsubscribeUrl
    ? `<br><br>${link(opts.unsubscribeUrl, 'Cancelar inscrição', COLORS.muted)}`
    : '';
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(opts.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};">
<div style="display:none;mso-hide:all;max-height:0;overflow:hidden;opacity:0;color:${COLORS.page};">${escapeHtml(opts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${COLORS.card};border:1px solid ${COLORS.border};border-radius:12px;overflow:hidden;">
<tr><td align="center" bgcolor="${COLORS.header}" style="background-color:${COLORS.header};padding:26px 32px 22px;">
<a href="${escapeHtml(site)}" style="font-family:${SERIF};font-size:30px;line-height:1.2;font-weight:bold;font-style:italic;color:${COLORS.headerText};text-decoration:none;">${escapeHtml(SITE_NAME)}</a>
<div style="margin-top:6px;font-family:${SANS};font-size:13px;letter-spacing:2px;text-transform:uppercase;color:${COLORS.headerText};">Receitas caseiras, feitas com carinho</div>
</td></tr>
${opts.heroHtml ? `<tr><td style="padding:0;">${opts.heroHtml}</td></tr>\n` : ''}<tr><td style="padding:32px 32px 16px;">
${opts.bodyHtml}
</td></tr>
<tr><td align="center" style="padding:22px 32px 28px;border-top:1px solid ${COLORS.border};background-color:${COLORS.soft};font-family:${SANS};font-size:13px;line-height:1.6;color:${COLORS.muted};">
<strong style="font-family:${SERIF};font-size:15px;color:${COLORS.text};">${escapeHtml(SITE_NAME)}</strong><br>
${link(site, siteHost(opts.publicUrl), COLORS.muted)}<br><br>
${escapeHtml(opts.footerNote)}${unsubscribe}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

export interface TextLayoutOptions {
  publicUrl: string;
  bodyText: string;
  footerNote: string;
  unsubscribeUrl?: string;
}

export function renderTextLayout(opts: TextLayoutOptions): string {
  const lines = [SITE_NAME.toUpperCase(), '='.repeat(SITE_NAME.length), '', opts.bodyText.trim(), '', '-- '];
  lines.push(`${SITE_NAME} · ${baseUrl(opts.publicUrl)}`, opts.footerNote);
  if (opts.unsubscribeUrl) lines.push(`Cancelar inscrição: ${opts.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}
