import {
  baseUrl,
  button,
  COLORS,
  escapeHtml,
  heading,
  paragraph,
  renderHtmlLayout,
  renderTextLayout,
  siteHost,
  type EmailContent,
} from '../mail/layout';
import { emailConfirmationMessages } from './email-confirmation.messages';

const t = emailConfirmationMessages.mail;

/** To a new account's own address: the link that confirms it, so the account's ratings count. */
export function emailConfirmationEmail(opts: { publicUrl: string; link: string; hours: number }): EmailContent {
  const host = siteHost(opts.publicUrl);
  const intro = t.intro(host);
  const rule = t.rule(opts.hours);
  const footerNote = t.footerNote(host);
  const body = [
    heading(t.heading),
    paragraph(escapeHtml(intro)),
    paragraph(escapeHtml(t.why)),
    button(opts.link, t.button),
    paragraph(escapeHtml(rule), { size: 14, color: COLORS.muted }),
    paragraph(escapeHtml(t.notYou), { size: 14, color: COLORS.muted }),
  ].join('\n');
  const text = [intro, t.why, `${t.button}: ${opts.link}`, rule, t.notYou].join('\n\n');
  return {
    subject: t.subject,
    html: renderHtmlLayout({
      title: t.subject,
      preheader: t.why,
      publicUrl: baseUrl(opts.publicUrl),
      bodyHtml: body,
      footerNote,
    }),
    text: renderTextLayout({ publicUrl: opts.publicUrl, bodyText: text, footerNote }),
  };
}
