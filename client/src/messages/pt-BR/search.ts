// The search drawer (its own chunk, loaded on first use); the header's button label stays in layout.
export const search = {
  title: 'Buscar receitas',
  close: 'Fechar busca',
  placeholder: 'Buscar receitas, ingredientes, culinária...',
  emptyTitle: 'Comece a explorar receitas...',
  emptyText: 'Use a barra de busca acima para encontrar receitas deliciosas.',
};
