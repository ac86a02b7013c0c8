export const ebook = {
  kicker: 'Biblioteca da Marina',
  title: 'E-Books Disponíveis',
  intro:
    'Coleções de receitas organizadas com carinho, para baixar e cozinhar sem pressa. Cada e-book traz receitas testadas, listas de compras e aquelas dicas que não cabem no blog.',
  by: (author: string) => `por ${author}`,
  buy: 'Comprar',
  buyLabel: (title: string) => `Comprar ${title} (abre em nova aba)`,
  empty: 'Nenhum e-book disponível no momento. Volte em breve!',
};
