// The recipe page's similar recipes (a chunk of its own, below the fold).
export const similar = {
  title: 'Receitas Semelhantes',
  subtitle: 'Mais receitas no mesmo clima desta',
  searchLabel: 'Buscar nas receitas semelhantes',
  searchPlaceholder: 'Buscar por nome ou categoria',
  showAll: 'MOSTRAR TUDO',
  carouselLabel: 'Receitas semelhantes',
  noMatch: 'Nenhuma receita encontrada.',
  /** spec §2: the drawer's query when the similar recipes are handed over with a term shorter than 2 characters */
  drawerQuery: 'similar recipes',
};
