export const notFound = {
  title: 'Página não encontrada',
  recipeTitle: 'Receita não encontrada',
  text: 'O endereço pode ter mudado ou a página não existe mais. Que tal procurar outra delícia?',
  back: 'Voltar para o início',
};
