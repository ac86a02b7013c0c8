// A reader's saved recipes: the heart on cards and on the recipe page, and the 'Minhas receitas salvas' page.
export const savedRecipes = {
  save: 'Salvar receita',
  unsave: 'Remover das salvas',
  saveShort: 'Salvar',
  savedShort: 'Salva',
  failed: 'Não foi possível atualizar suas receitas salvas. Tente novamente.',
  pageTitle: 'Minhas receitas salvas',
  subtitle: 'As receitas que você salvou para fazer depois.',
  loading: 'Carregando suas receitas salvas...',
  loadFailed: 'Não foi possível carregar suas receitas salvas.',
  empty: 'Você ainda não salvou nenhuma receita. Toque no coração de uma receita para guardá-la aqui.',
  browse: 'Ver receitas',
  signIn: 'Entre na sua conta para ver suas receitas salvas.',
  login: 'Entrar',
};
