export const ebook = {
  kicker: 'Biblioteca da Marina',
  title: 'E-Books Disponíveis',
  intro:
    'Coleções de receitas organizadas com carinho, para baixar e cozinhar sem pressa. Cada e-book traz receitas testadas, listas de compras e aquelas dicas que não cabem no blog.',
  by: (author: string) => `por ${author}`,
  buy: 'Comprar',
  buyLabel: (title: string) => `Comprar ${title} (abre em nova aba)`,
  empty: 'Nenhum e-book disponível no momento. Volte em breve!',
  recipesTitle: 'Receitas neste e-book',
  moreRecipes: (n: number) => (n === 1 ? 'e mais 1 receita' : `e mais ${n} receitas`),
  /** the card on a recipe page that belongs to an e-book */
  inEbook: 'Esta receita está no e-book',
  seeEbook: 'Conhecer o e-book',
  seeEbookLabel: (title: string) => `Conhecer o e-book ${title} (abre em nova aba)`,
};
