// The newsletter sign-ups (the footer's box, the recipe page's form): their own section so the page frame's first
// chunk does not carry them.
export const newsletter = {
  title: 'Receitas fresquinhas no seu e-mail',
  text: 'Uma vez por semana, sem spam: só o que saiu do forno por aqui.',
  emailLabel: 'Seu e-mail',
  emailPlaceholder: 'voce@exemplo.com',
  submit: 'Quero receber',
  sending: 'Enviando...',
  success: 'Prontinho! Você vai receber as próximas receitas no seu e-mail.',
  pageKicker: 'Newsletter',
  pageTitle: 'Gostou? Receba a próxima receita antes de todo mundo',
  pageText: 'Toda semana, as receitas novas testadas na minha cozinha, dicas e cardápios. Sem spam, prometo.',
  subscribing: 'Cadastrando...',
};
