// The newsletter sign-up (the footer's box): its own section so the page frame's first chunk does not carry it.
export const newsletter = {
  title: 'Receitas fresquinhas no seu e-mail',
  text: 'Uma vez por semana, sem spam: só o que saiu do forno por aqui.',
  emailLabel: 'Seu e-mail',
  emailPlaceholder: 'voce@exemplo.com',
  submit: 'Quero receber',
  sending: 'Enviando...',
  success: 'Prontinho! Você vai receber as próximas receitas no seu e-mail.',
};
