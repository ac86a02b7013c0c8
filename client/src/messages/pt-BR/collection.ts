export const collection = {
  breadcrumbLabel: 'Você está em',
  home: 'HOME',
  featured: (title: string) => `Receita em destaque: ${title}`,
};
