export const print = {
  print: 'Imprimir',
  back: 'Voltar para a receita',
  /** before the recipe's address at the bottom of the printout */
  source: 'Receita completa em',
};
