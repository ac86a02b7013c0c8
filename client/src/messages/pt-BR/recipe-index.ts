export const recipeIndex = {
  kicker: 'Todas as receitas',
  title: 'recipe index',
  seoTitle: 'Índice de receitas',
  intro:
    'Do bolo de fubá da vó ao pudim de domingo: aqui estão todas as receitas do blog, testadas na minha cozinha e explicadas passo a passo. Escolha uma categoria ou passeie pela lista completa — sempre tem coisa nova saindo do forno.',
  searchCta: 'Buscar receitas',
  filterCta: 'Filtrar receitas',
  categoriesTitle: 'Categorias',
  categoriesLabel: 'Categorias de receitas',
  seeCategory: (name: string) => `Ver todas as receitas de ${name}`,
  categoryPages: (name: string) => `Páginas de ${name}`,
};
