// Every pt-BR string of the newsletter's answers and pages, in one place.
export const newsletterMessages = {
  invalidEmail: 'Por favor, insira um e-mail válido',
  tooManySignUps: 'Muitas inscrições seguidas. Aguarde um minuto.',
  /** The one answer to every valid sign-up, whatever the address's state (new, pending, subscribed, unsubscribed). */
  checkYourInbox:
    'Quase lá! Se este e-mail ainda não recebe a newsletter, enviamos para ele um link de confirmação. Clique no link para concluir a inscrição.',
  invalidUnsubscribeLink: 'Link de cancelamento inválido.',
  pages: {
    back: 'Voltar para as receitas',
    confirmTitle: 'Confirme sua inscrição',
    confirmText: 'Falta só um passo para receber as receitas novas da Marina no seu e-mail.',
    confirmButton: 'Confirmar inscrição',
    confirmedTitle: 'Inscrição confirmada!',
    confirmedText: 'Pronto! As próximas receitas vão chegar direto no seu e-mail. Obrigada por acompanhar.',
    confirmLinkInvalidTitle: 'Link expirado ou já usado',
    confirmLinkInvalidText:
      'Este link de confirmação não vale mais. Para receber a newsletter, é só se inscrever de novo no site.',
    unsubscribeTitle: 'Cancelar inscrição',
    unsubscribeText: 'Quer mesmo deixar de receber a newsletter da Marina?',
    unsubscribeButton: 'Cancelar inscrição',
    unsubscribedTitle: 'Inscrição cancelada',
    unsubscribedText:
      'Você não receberá mais a newsletter da Marina. Se mudar de ideia, é só se inscrever de novo no site.',
    unsubscribeLinkInvalidTitle: 'Link inválido',
    unsubscribeLinkInvalidText: 'Não encontramos esta inscrição. Confira se o link foi copiado inteiro.',
  },
} as const;
