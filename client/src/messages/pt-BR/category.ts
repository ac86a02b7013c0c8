export const category = {
  kicker: 'Categoria',
  recipesTitle: (name: string) => `Receitas de ${name}`,
  seoDescription: (name: string) => `Receitas de ${name} testadas e aprovadas na cozinha da Marina.`,
  error: 'Não foi possível carregar esta categoria. Tente novamente mais tarde.',
};
