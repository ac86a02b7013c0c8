// Every pt-BR string of the e-mail confirmation: the mail, the link's pages and the API's answers, in one place.
export const emailConfirmationMessages = {
  /** The one answer to every resend request, whether a mail went out or not (confirmed, over the limit). */
  resendAnswer: 'Se o seu e-mail ainda não estiver confirmado, enviamos um novo link. Ele vale por 48 horas.',
  onlyYourOwn: 'Só a própria conta pode ver se o seu e-mail está confirmado.',
  mail: {
    subject: 'Confirme seu e-mail',
    heading: 'Confirme seu e-mail',
    intro: (host: string) => `Que bom ter você em ${host}! Falta só confirmar que este e-mail é seu.`,
    why: 'Assim que você confirmar, as suas avaliações passam a contar na nota das receitas.',
    rule: (hours: number) => `O link vale por ${hours} horas e só pode ser usado uma vez.`,
    button: 'Confirmar meu e-mail',
    notYou: 'Se não foi você quem criou esta conta, ignore este e-mail: sem a confirmação, nada muda.',
    footerNote: (host: string) => `Você recebeu este e-mail porque uma conta foi criada com este endereço em ${host}.`,
  },
  pages: {
    back: 'Voltar para as receitas',
    confirmTitle: 'Confirme seu e-mail',
    confirmText: 'Falta só um clique: confirme seu e-mail para que as suas avaliações contem na nota das receitas.',
    confirmButton: 'Confirmar e-mail',
    confirmedTitle: 'E-mail confirmado!',
    confirmedText: 'Obrigada! A partir de agora as suas avaliações contam na nota das receitas.',
    linkInvalidTitle: 'Link expirado ou já usado',
    linkInvalidText:
      'Este link de confirmação não vale mais: ele expira em 48 horas e só pode ser usado uma vez. Se o seu e-mail ' +
      'já está confirmado, não precisa fazer mais nada. Para receber um novo link, entre na sua conta e abra ' +
      'qualquer receita: no espaço dos comentários, toque em “Reenviar link”.',
    signIn: 'Entrar na minha conta',
  },
} as const;
