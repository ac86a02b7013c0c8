// Every UI string of the web app, in Brazilian Portuguese. Components import from here; no inline copy.
// Each feature owns one section; add strings to your section only.

export const messages = {
  site: {
    name: 'Receitas da Marina',
    tagline: 'Cozinha brasileira de verdade, testada em casa',
    description:
      'Receitas brasileiras testadas em casa: doces de festa, pratos do dia a dia, clássicos regionais e muito carinho.',
    copyright: '© 2025 Receitas da Marina. Todos os direitos reservados.',
  },
  common: {
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
  },
  notFound: {
    title: 'Página não encontrada',
    recipeTitle: 'Receita não encontrada',
    text: 'O endereço pode ter mudado ou a página não existe mais. Que tal procurar outra delícia?',
    back: 'Voltar para o início',
  },
  home: {
    latestTitle: 'Receitas mais recentes',
    latestSubtitle: 'O que saiu do forno por aqui',
    heroKicker: 'Em destaque',
  },
  recipe: {
    ingredients: 'Ingredientes',
    instructions: 'Modo de preparo',
    notes: 'Dicas da Marina',
    equipment: 'Utensílios',
    prepTime: 'Preparo',
    cookTime: 'Cozimento',
    totalTime: 'Tempo total',
    servings: 'Rendimento',
    difficulty: 'Dificuldade',
    cuisine: 'Cozinha',
    difficultyLabel: { EASY: 'Fácil', MEDIUM: 'Média', HARD: 'Difícil' } as Record<string, string>,
    step: 'Passo',
    by: 'por',
    publishedOn: 'Publicada em',
    rating: (average: string, count: number) => `${average} (${count} ${count === 1 ? 'avaliação' : 'avaliações'})`,
    noRating: 'Ainda sem avaliações',
    print: 'Imprimir',
    jumpToRecipe: 'Ir para a receita',
  },
  duration: {
    hours: (n: number) => `${n} ${n === 1 ? 'hora' : 'horas'}`,
    minutes: (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`,
    seconds: (n: number) => `${n} ${n === 1 ? 'segundo' : 'segundos'}`,
    joiner: ' e ',
    short: { h: 'h', min: 'min' },
  },
  layout: {},
  auth: {},
  dashboard: {},
  pages: {},
};

export type Messages = typeof messages;
