import { formatDateTime } from './format';
import {
  COLORS,
  SANS,
  baseUrl,
  button,
  escapeHtml,
  heading,
  link,
  multiline,
  oneLine,
  paragraph,
  renderHtmlLayout,
  renderTextLayout,
  signOff,
  siteHost,
  subheading,
  type EmailContent,
} from './layout';

export type { EmailContent } from './layout';
export { savedRecipeEmail, type MailRecipe, type SavedRecipeEmailOptions } from './recipe-template';

/** A submission of the 'Fale com a gente' form, as stored. */
export interface ContactMessage {
  nome: string;
  sobrenome: string;
  empresa: string | null;
  email: string;
  telefone: string;
  assunto: string;
  mensagem: string;
  createdAt: Date;
}

// A bare addr-spec with none of the characters that would let the value be read as several addresses.
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;

function plainAddress(email: string): string | null {
  const address = email.trim();
  return PLAIN_ADDRESS.test(address) ? address : null;
}

/**
 * Reply-To value for the owner's notification: '"Nome Sobrenome" <email>'.
 * Returns '' when the stored address is not a plain address (nodemailer then leaves the header out).
 */
export function contactReplyTo(contact: Pick<ContactMessage, 'nome' | 'sobrenome' | 'email'>): string {
  const address = plainAddress(contact.email);
  if (!address) return '';
  // Stripping quotes, brackets and separators keeps a hostile name from smuggling in a second address.
  const name = oneLine(`${contact.nome} ${contact.sobrenome}`.replace(/["\\<>()[\],;:@\p{Cc}]/gu, ' '));
  return name ? `"${name}" <${address}>` : address;
}

/** To the site owner: one contact form submission, every field, ready to answer with 'Responder'. */
export function contactNotificationEmail(contact: ContactMessage, opts: { publicUrl: string }): EmailContent {
  const fullName = oneLine(`${contact.nome} ${contact.sobrenome}`);
  const assunto = oneLine(contact.assunto);
  const address = plainAddress(contact.email);
  const receivedAt = formatDateTime(contact.createdAt);
  const fields: [string, string][] = [
    ['Nome', fullName],
    ['Empresa', oneLine(contact.empresa ?? '') || '—'],
    ['E-mail', oneLine(contact.email)],
    ['Telefone', oneLine(contact.telefone) || '—'],
    ['Assunto', assunto],
    ['Recebido em', receivedAt],
  ];
  const footerNote = `Mensagem enviada pelo formulário de contato de ${siteHost(opts.publicUrl)}.`;
  const replyHint = `Para responder, use o botão “Responder” do seu programa de e-mail: a resposta vai direto para ${fullName} (${oneLine(contact.email)}).`;

  const rows = fields.map(
    ([label, value]) =>
      `<tr><td width="130" valign="top" style="padding:9px 12px 9px 0;border-bottom:1px solid ${COLORS.border};font-family:${SANS};font-size:14px;font-weight:bold;color:${COLORS.muted};">${escapeHtml(label)}</td>` +
      `<td valign="top" style="padding:9px 0;border-bottom:1px solid ${COLORS.border};font-family:${SANS};font-size:15px;color:${COLORS.text};">` +
      `${label === 'E-mail' && address ? link(`mailto:${address}`, address) : escapeHtml(value)}</td></tr>`,
  );
  const replyHref = address ? `mailto:${address}?subject=${encodeURIComponent(`Re: ${assunto}`)}` : null;
  const body = [
    `<p style="margin:0 0 8px;font-family:${SANS};font-size:13px;letter-spacing:2px;text-transform:uppercase;color:${COLORS.accent};">Fale com a gente</p>`,
    heading('Novo contato pelo site'),
    paragraph(`<strong>${escapeHtml(fullName)}</strong> enviou uma mensagem pelo formulário de contato.`),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px;">${rows.join('')}</table>`,
    subheading('Mensagem'),
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>' +
      `<td style="padding:16px 18px;background-color:${COLORS.soft};border-left:4px solid ${COLORS.accent};font-family:${SANS};font-size:16px;line-height:1.6;color:${COLORS.text};">` +
      `${multiline(contact.mensagem)}</td></tr></table>`,
    '<div style="height:20px;line-height:20px;">&nbsp;</div>',
    paragraph(escapeHtml(replyHint), { size: 14, color: COLORS.muted }),
    replyHref ? button(replyHref, `Responder a ${oneLine(contact.nome) || fullName}`) : '',
  ].join('\n');

  const text = [
    'Novo contato pelo site',
    fields.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `Mensagem:\n${contact.mensagem.trim()}`,
    replyHint,
  ].join('\n\n');

  return {
    subject: `Novo contato: ${assunto}`,
    html: renderHtmlLayout({
      title: `Novo contato: ${assunto}`,
      preheader: `${fullName} escreveu sobre “${assunto}”.`,
      publicUrl: opts.publicUrl,
      bodyHtml: body,
      footerNote,
    }),
    text: renderTextLayout({ publicUrl: opts.publicUrl, bodyText: text, footerNote }),
  };
}

const WELCOME_ITEMS = [
  'Receitas novas, testadas na minha cozinha, assim que saem do forno;',
  'Dicas práticas para o dia a dia e para aproveitar melhor cada ingrediente;',
  'Sugestões de cardápio para as datas especiais do ano.',
];

/** Sent when a newsletter sign-up is confirmed; always carries the one-click unsubscribe link (LGPD). */
export function newsletterWelcomeEmail(opts: { publicUrl: string; unsubscribeUrl: string }): EmailContent {
  const site = baseUrl(opts.publicUrl);
  const host = siteHost(opts.publicUrl);
  const subject = 'Bem-vinda(o) à newsletter da Marina!';
  const intro = 'Obrigada por se inscrever na minha newsletter! A partir de agora, você vai receber no seu e-mail:';
  const noSpam = 'Nada de spam: só coisa gostosa, de vez em quando.';
  // LGPD: say why the reader gets this, what the address is used for, and how to leave in one click.
  const footerNote =
    `Você está recebendo este e-mail porque cadastrou este endereço na newsletter de ${host}. ` +
    'Usamos seu e-mail só para enviar a newsletter, e você pode cancelar a inscrição quando quiser, com um clique.';
  const items = WELCOME_ITEMS.map(
    (item) =>
      `<tr><td width="22" valign="top" style="padding:0 0 8px;font-family:${SANS};font-size:16px;line-height:1.5;color:${COLORS.accent};">&#8226;</td>` +
      `<td valign="top" style="padding:0 0 8px;font-family:${SANS};font-size:16px;line-height:1.5;color:${COLORS.text};">${escapeHtml(item)}</td></tr>`,
  );
  const body = [
    heading('Que bom ter você por aqui!'),
    paragraph(escapeHtml(intro)),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px;">${items.join('')}</table>`,
    paragraph(escapeHtml(noSpam)),
    button(site, 'Conhecer as receitas'),
    signOff('Um abraço e até a próxima receita,<br>Marina'),
  ].join('\n');

  const text = [
    'Que bom ter você por aqui!',
    `${intro}\n${WELCOME_ITEMS.map((item) => `- ${item}`).join('\n')}`,
    noSpam,
    `Conhecer as receitas: ${site}`,
    'Um abraço e até a próxima receita,\nMarina',
  ].join('\n\n');

  return {
    subject,
    html: renderHtmlLayout({
      title: subject,
      preheader: 'Receitas novas, dicas de cozinha e cardápios para datas especiais, direto no seu e-mail.',
      publicUrl: opts.publicUrl,
      bodyHtml: body,
      footerNote,
      unsubscribeUrl: opts.unsubscribeUrl,
    }),
    text: renderTextLayout({
      publicUrl: opts.publicUrl,
      bodyText: text,
      footerNote,
      unsubscribeUrl: opts.unsubscribeUrl,
    }),
  };
}

/**
 * The double opt-in link, sent when someone enters this address in a newsletter form. Not a newsletter itself: no
 * unsubscribe link, and ignoring it is enough to stay off the list.
 */
export function newsletterConfirmationEmail(opts: { publicUrl: string; confirmUrl: string }): EmailContent {
  const host = siteHost(opts.publicUrl);
  const subject = 'Confirme sua inscrição na newsletter da Marina';
  const intro = `Alguém (esperamos que você!) pediu para receber a newsletter de ${host} neste endereço.`;
  const action = 'Para confirmar a inscrição, clique no botão abaixo. O link vale por 48 horas.';
  const ignore = 'Se não foi você, é só ignorar este e-mail: sem a confirmação, você não recebe nada.';
  const footerNote = `Você está recebendo este e-mail porque este endereço foi cadastrado na newsletter de ${host}.`;
  const body = [
    heading('Confirme sua inscrição'),
    paragraph(escapeHtml(intro)),
    paragraph(escapeHtml(action)),
    button(opts.confirmUrl, 'Confirmar inscrição'),
    paragraph(escapeHtml(ignore), { size: 14, color: COLORS.muted }),
  ].join('\n');
  const text = [intro, action, `Confirmar inscrição: ${opts.confirmUrl}`, ignore].join('\n\n');
  return {
    subject,
    html: renderHtmlLayout({
      title: subject,
      preheader: 'Falta só um clique para receber as receitas novas no seu e-mail.',
      publicUrl: opts.publicUrl,
      bodyHtml: body,
      footerNote,
    }),
    text: renderTextLayout({ publicUrl: opts.publicUrl, bodyText: text, footerNote }),
  };
}

/**
 * RFC 2369 + RFC 8058 one-click unsubscribe headers, for MailMessage.headers of every newsletter-related e-mail.
 * The URL must accept a POST with body 'List-Unsubscribe=One-Click' (Gmail and Yahoo require HTTPS in production).
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  // Normalizing through URL percent-encodes '<', '>' and spaces, which would break the angle-bracket syntax.
  const url = new URL(unsubscribeUrl.trim()).href;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
