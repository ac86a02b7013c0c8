export const print = {
  print: 'Imprimir',
  back: 'Voltar para a receita',
  footer: (site: string) => `${site} · Receitas testadas em casa. Bom apetite!`,
};
