export const site = {
  name: 'Receitas da Marina',
  tagline: 'Cozinha brasileira de verdade, testada em casa',
  description:
    'Receitas brasileiras testadas em casa: doces de festa, pratos do dia a dia, clássicos regionais e muito carinho.',
  /** what the site's own sharing picture shows */
  shareImageAlt: 'Logotipo de Receitas da Marina',
  /** what the home page's shared picture shows */
  shareAlt: (recipe: string) => `${recipe}, receita em destaque de Receitas da Marina`,
  /** the names of the site's places in search results' trails (BreadcrumbList) */
  trail: { home: 'Início', recipes: 'Receitas', ebook: 'E-book' },
  copyright: '© 2025 Receitas da Marina. Todos os direitos reservados.',
};
