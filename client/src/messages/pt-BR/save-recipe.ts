// The recipe page's "save this recipe" box (the recipe is sent by e-mail).
export const saveRecipe = {
  title: 'Salve esta receita!',
  text: 'Digite seu e-mail e a gente manda a receita completa, com ingredientes e modo de preparo, direto para a sua caixa de entrada.',
  emailLabel: 'Seu e-mail',
  emailPlaceholder: 'voce@exemplo.com',
  subscribe: 'Quero receber também as receitas novas da Marina (newsletter semanal)',
  submit: 'Enviar receita',
  sending: 'Enviando...',
  success: 'Receita enviada! Confira seu e-mail.',
  // With the newsletter box ticked: the sign-up waits for the link mailed to the address (double opt-in).
  successConfirmNewsletter: 'Receita enviada! Para receber a newsletter, clique no link de confirmação que enviamos.',
  error: 'Não conseguimos enviar a receita agora. Tente novamente em instantes.',
};
