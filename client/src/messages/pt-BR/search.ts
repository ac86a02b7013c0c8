// The search drawer (its own chunk, loaded on first use); the header's button label stays in layout.
export const search = {
  title: 'Buscar receitas',
  close: 'Fechar busca',
  placeholder: 'Buscar receitas, ingredientes, culinária...',
  keyboardHint: 'Use as setas para percorrer as receitas e Enter para abrir uma delas.',
  emptyTitle: 'Comece a explorar receitas...',
  emptyText: 'Use a barra de busca acima para encontrar receitas deliciosas.',
  recent: 'Visualizadas Recentemente',
  related: 'Relacionadas',
  popular: 'Populares',
  results: 'Resultados da Busca',
  noResults: 'Nenhuma receita encontrada para sua busca.',
  searching: 'Buscando receitas...',
  loadingSuggestions: 'Carregando sugestões...',
  resultCount: (n: number) => (n === 1 ? '1 receita encontrada' : `${n.toLocaleString('pt-BR')} receitas encontradas`),
  loadMore: 'Ver mais receitas',
  loadingMore: 'Carregando mais receitas...',
  shownOf: (shown: number, total: number) => `Mostrando ${shown} de ${total.toLocaleString('pt-BR')} receitas`,
  filters: 'Filtros',
  filtersWithCount: (n: number) => `Filtros (${n})`,
  clearFilters: 'Limpar filtros',
  category: 'Categoria',
  cuisine: 'Culinária',
  difficulty: 'Dificuldade',
  maxPrepTime: 'Tempo máximo de preparo',
  anyCategory: 'Todas as categorias',
  anyCuisine: 'Todas as culinárias',
  anyDifficulty: 'Qualquer dificuldade',
  anyPrepTime: 'Qualquer tempo',
  difficultyLabel: { EASY: 'Fácil', MEDIUM: 'Média', HARD: 'Difícil' } as Record<string, string>,
  upTo: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (!hours) return `Até ${rest} min`;
    return rest ? `Até ${hours} h ${rest} min` : `Até ${hours} h`;
  },
};
