// The newsletter sign-ups (the footer's box, the home and recipe page forms, the home page's modal): their own section so the page frame's first
// chunk does not carry them.
export const newsletter = {
  title: 'Receitas fresquinhas no seu e-mail',
  text: 'Uma vez por semana, sem spam: só o que saiu do forno por aqui.',
  emailLabel: 'Seu e-mail',
  emailPlaceholder: 'voce@exemplo.com',
  submit: 'Quero receber',
  sending: 'Enviando...',
  // Double opt-in: nothing is subscribed until the reader follows the link mailed to the address.
  success: 'Quase lá! Enviamos um link de confirmação para o seu e-mail: clique nele para concluir a inscrição.',
  pageKicker: 'Newsletter',
  pageTitle: 'Gostou? Receba a próxima receita antes de todo mundo',
  pageText: 'Toda semana, as receitas novas testadas na minha cozinha, dicas e cardápios. Sem spam, prometo.',
  subscribing: 'Cadastrando...',
  // The home page's invitation (spec §4, §5, §8).
  modal: {
    title: 'Receba nossas receitas por e-mail',
    text: 'Cadastre seu e-mail e receba as receitas novas, dicas e cardápios da semana. Sem spam, prometo.',
    submit: 'Quero receber',
    notNow: 'Agora não',
    invalid: 'Por favor, insira um e-mail válido',
    refused: 'Erro ao realizar inscrição',
    failed: 'Erro ao realizar inscrição. Tente novamente.',
    pendingTitle: 'Confira seu e-mail',
    pendingText:
      'Enviamos um link de confirmação para o seu e-mail. Clique nele para começar a receber as receitas novas (se não encontrar, veja também o spam).',
    pendingClose: 'Fechar',
  },
};
