export const collection = {
  breadcrumbLabel: 'Você está em',
  home: 'HOME',
};
