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

/** To an account's own address: the one-time link that signs it in without its password. */
export function signInLinkEmail(opts: { publicUrl: string; link: string; minutes: number }): EmailContent {
  const subject = 'Seu link para entrar';
  const intro = `Recebemos um pedido para entrar na sua conta em ${siteHost(opts.publicUrl)} sem a senha.`;
  const rule = `O link vale por ${opts.minutes} minutos e só pode ser usado uma vez.`;
  const notYou = 'Se não foi você, ignore este e-mail: sua conta continua protegida e ninguém entra sem este link.';
  const footerNote = 'Você recebeu este e-mail porque alguém pediu um link de acesso para esta conta.';
  const body = [
    heading('Entre na sua conta'),
    paragraph(escapeHtml(intro)),
    paragraph(escapeHtml(rule)),
    button(opts.link, 'Entrar na minha conta'),
    '<div style="height:20px;line-height:20px;">&nbsp;</div>',
    paragraph(escapeHtml(notYou), { size: 14, color: COLORS.muted }),
  ].join('\n');
  const text = [intro, `Entrar: ${opts.link}`, rule, notYou].join('\n\n');
  return {
    subject,
    html: renderHtmlLayout({
      title: subject,
      preheader: rule,
      publicUrl: baseUrl(opts.publicUrl),
      bodyHtml: body,
      footerNote,
    }),
    text: renderTextLayout({ publicUrl: opts.publicUrl, bodyText: text, footerNote }),
  };
}
