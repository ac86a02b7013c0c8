export const common = {
  recipeCount: (n: number) => (n === 1 ? '1 receita' : `${n} receitas`),
  loading: 'Carregando...',
  loadingRecipes: 'Carregando receitas...',
  noRecipes: 'Nenhuma receita encontrada.',
  noItems: 'Nenhum item encontrado',
  close: 'Fechar',
  seeAll: 'Ver todas',
  seeRecipe: 'Ver receita',
  unexpectedError: 'Erro inesperado. Tente novamente.',
  previous: 'Anterior',
  next: 'Próximo',
};
